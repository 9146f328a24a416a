// The form view's edits of a client profile draft (menu entries and access flags in `common`), the rules of
// « Nouveau client », and the history's diff as shown (added lines, removed lines).
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '../../../shared/clients/index.ts';
import { entriesOverriding, flagOf, menuOf, setFlag, toggleMenuItem } from './clientDraft.ts';
import { diffCounts, diffLines } from './diff.ts';
import { copyProfile, newClientProblems } from './newClient.ts';

const demo: ClientProfile = {
  key: 'demo',
  label: 'Démo',
  cfa: { id: 1 },
  common: { accessRight: { hasSectors: true } },
  entries: [
    { id: 'demo', userLogged: ['cfa', 'antenne'] },
    { id: 'antenne', userLogged: ['antenne'], menu: { taxes: [] } },
  ],
};

describe('client profile draft edits', () => {
  it('hides and shows a sub-module, keeping the catalogue order, from the defaults when common says nothing', () => {
    expect(menuOf(demo, 'stagiaire')).toContain('groupes');
    const hidden = toggleMenuItem(demo, 'stagiaire', 'groupes', false);
    expect(hidden.common?.menu?.stagiaire).toEqual([
      'stagiaires',
      'sessions',
      'entretiens',
      'suiviEntretiens',
      'emargement',
      'pointage',
      'planning',
      'exportSifa',
    ]);
    expect(toggleMenuItem(hidden, 'stagiaire', 'groupes', true).common?.menu?.stagiaire?.[1]).toBe('groupes');
    expect(hidden.common?.accessRight).toEqual({ hasSectors: true });
    expect(demo.common?.menu).toBeUndefined();
  });

  it('sets an access flag over the default and names the entries that override the common part', () => {
    expect(flagOf(demo, 'hasGroups')).toBe(true);
    expect(setFlag(demo, 'hasGroups', false).common?.accessRight).toEqual({ hasSectors: true, hasGroups: false });
    expect(entriesOverriding(demo, 'menu')).toEqual(['antenne']);
    expect(entriesOverriding(demo, 'accessRight')).toEqual([]);
  });
});

describe('nouveau client', () => {
  it('refuses an empty, badly formed or taken name', () => {
    expect(newClientProblems('', [])).toEqual(['Le nom est obligatoire.']);
    expect(newClientProblems('Centre Été', [])[0]).toMatch(/^Le nom ne contient que des minuscules/);
    expect(newClientProblems('demo', ['demo.json'])).toEqual(['Un profil « demo.json » existe déjà.']);
    expect(newClientProblems('centre-nouvelle-vague', ['demo.json'])).toEqual([]);
  });

  it('copies a profile for another centre under its new key', () => {
    const copy = copyProfile(demo, 'centre-nouvelle-vague', { id: 8, label: 'Centre Nouvelle Vague' });
    expect(copy).toMatchObject({ key: 'centre-nouvelle-vague', label: 'Centre Nouvelle Vague', cfa: { id: 8 } });
    expect(copy.entries).toEqual(demo.entries);
    expect(demo.cfa.id).toBe(1);
  });
});

describe('history diff', () => {
  const diff = [
    '--- a/stagiaires.json',
    '+++ b/stagiaires.json',
    '@@ -10,3 +10,3 @@',
    ' "list": {',
    '-  "a": 1',
    '+  "a": 2',
    '+  "b": 3',
    '\\ No newline at end of file',
    '',
  ].join('\n');

  it('reads added, removed, hunk and context lines, without the file headers', () => {
    expect(diffLines(diff)).toEqual([
      { kind: 'hunk', text: '@@ -10,3 +10,3 @@' },
      { kind: 'context', text: '"list": {' },
      { kind: 'removed', text: '  "a": 1' },
      { kind: 'added', text: '  "a": 2' },
      { kind: 'added', text: '  "b": 3' },
    ]);
    expect(diffCounts(diffLines(diff))).toEqual({ added: 2, removed: 1 });
    expect(diffLines('')).toEqual([]);
  });
});
