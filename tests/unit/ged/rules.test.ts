// The GED's pure rules: a folder never moves into itself or its subtree, version numbers follow the highest,
// the client's gedFolders give the centre's default folders (one per antenne for the antenne spaces).
import { describe, expect, it } from 'vitest';
import { buildTree, isSelfOrDescendant, nextVersion, parentMap, plannedFolders } from '../../../src/shared/ged/rules.ts';

// 1 Centre ─ 2 Procédures ─ 3 Qualité ─ 4 Audits ; 5 Antenne (root)
const folders = [
  { id: 1, parent: null }, { id: 2, parent: 1 }, { id: 3, parent: 2 }, { id: 4, parent: 3 }, { id: 5, parent: null },
];

describe('isSelfOrDescendant', () => {
  const parents = parentMap(folders);
  it('refuses the folder itself and every folder below it, at any depth', () => {
    expect(isSelfOrDescendant(parents, 2, 2)).toBe(true);
    expect(isSelfOrDescendant(parents, 2, 3)).toBe(true);
    expect(isSelfOrDescendant(parents, 2, 4)).toBe(true);
  });
  it('accepts its parent, a sibling tree and another root', () => {
    expect(isSelfOrDescendant(parents, 3, 1)).toBe(false);
    expect(isSelfOrDescendant(parents, 3, 2)).toBe(false);
    expect(isSelfOrDescendant(parents, 2, 5)).toBe(false);
  });
  it('stops on a cycle already in the data, counting it as inside', () => {
    expect(isSelfOrDescendant(new Map([[7, 8], [8, 7]]), 9, 7)).toBe(true);
  });
});

describe('nextVersion', () => {
  it('starts at 1 and follows the highest number, never reusing one', () => {
    expect(nextVersion(0)).toBe(1);
    expect(nextVersion(null)).toBe(1);
    expect(nextVersion(3)).toBe(4);
  });
});

describe('plannedFolders', () => {
  const antennes = [{ id: 2, name: 'Antenne de Marseille' }, { id: 3, name: 'Antenne de Nice' }];
  it("makes one centre folder per centre kind and one per antenne for the antenne spaces, in the reference list's order", () => {
    expect(plannedFolders(['siege', 'centre', 'antenne'], antennes)).toEqual([
      { kind: 'centre', antenne: null, name: 'Centre' },
      { kind: 'antenne', antenne: 2, name: 'Antenne – Antenne de Marseille' },
      { kind: 'antenne', antenne: 3, name: 'Antenne – Antenne de Nice' },
      { kind: 'siege', antenne: null, name: 'Siège' },
    ]);
  });
  it('makes nothing for a client without GED or for unknown kinds', () => {
    expect(plannedFolders([], antennes)).toEqual([]);
    expect(plannedFolders(['archives'], antennes)).toEqual([]);
  });
});

describe('buildTree', () => {
  it('nests the folders under their parents, sorted, and keeps orphans as roots', () => {
    const named = [...folders, { id: 6, parent: 99 }].map((f) => ({ ...f, name: `D${f.id}` }));
    const tree = buildTree(named, (a, b) => b.id - a.id);
    expect(tree.map((n) => n.folder.id)).toEqual([6, 5, 1]);
    expect(tree[2]!.children[0]!.children[0]!.children.map((n) => n.folder.id)).toEqual([4]);
  });
});
