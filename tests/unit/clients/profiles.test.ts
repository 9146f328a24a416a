// Every profile of clients/ validates, one per centre, named after its file. Properties, not the list of
// clients: adding a client is adding its file, with no test to edit.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMenu, resolveProfile } from '../../../src/shared/clients/index.ts';
import { clientsDir, loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';

const { profiles, errors, files } = await loadProfilesFromDir();

describe('client profiles in clients/', () => {
  it('all validate', () => {
    expect(errors).toEqual([]);
    expect(profiles).toHaveLength(files.length);
  });

  it('bind one profile per centre, each named after its file', () => {
    const centres = profiles.map((p) => p.cfa.id);
    expect(new Set(centres).size).toBe(centres.length);
    expect(centres.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(profiles.map((p) => `${p.key}.json`).sort()).toEqual(files.map((f) => f.split('/').pop()).sort());
  });

  it('give the demo logins their centres: the demo centre (1) and the sports network (2)', () => {
    // The list of clients is the folder's: a new client is a new file, and no test names them all.
    const byCentre = new Map(profiles.map((p) => [p.cfa.id, p.key]));
    expect(byCentre.get(1)).toBe('demo');
    expect(byCentre.get(2)).toBe('sport');
  });

  it('give the sports network a centre entry and an antenne entry', () => {
    const sport = profiles.find((p) => p.key === 'sport');
    expect(sport?.entries.map((e) => e.userLogged)).toEqual([['cfa'], ['antenne']]);
  });

  it('mark some clients test only', () => {
    const testOnly = profiles.filter((p) => p.entries.some((e) => e.testOnly)).map((p) => p.key);
    expect(testOnly).toContain('association-regionale');
    expect(testOnly.length).toBeLessThan(profiles.length);
  });

  it('take a new client as one more file, with nothing else to change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clients-'));
    try {
      cpSync(clientsDir, dir, { recursive: true });
      const demo = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8'));
      const centre = Math.max(...profiles.map((p) => p.cfa.id)) + 1;
      writeFileSync(join(dir, 'nouveau-centre.json'), JSON.stringify({ ...demo, key: 'nouveau-centre', label: 'Nouveau centre', cfa: { id: centre }, entries: [{ id: 'nouveau-centre', userLogged: ['cfa', 'antenne'] }] }));
      const loaded = await loadProfilesFromDir(dir);
      expect(loaded.errors).toEqual([]);
      expect(loaded.profiles).toHaveLength(profiles.length + 1);
      const resolved = resolveProfile(loaded.profiles, { cfaId: centre, level: 'cfa' });
      expect(resolved?.client).toBe('nouveau-centre');
      expect(buildMenu(resolved!, 'cfa', ['ROLE_ADMIN']).length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
