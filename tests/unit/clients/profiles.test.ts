// Every profile of clients/ validates, one per centre, and the seven clients of the spec are there with their
// centres. Properties, not the exact list: adding a client is adding its file, with no test to edit.
import { describe, expect, it } from 'vitest';
import { loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';

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

  it('include the seven clients of the spec, on centres 1 to 7', () => {
    const byCentre = Object.fromEntries(profiles.map((p) => [p.cfa.id, p.key]));
    expect(byCentre).toMatchObject({
      1: 'demo',
      2: 'sport',
      3: 'immobilier',
      4: 'multi-activites',
      5: 'rugby',
      6: 'association-regionale',
      7: 'reseau-apprentissage',
    });
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
});
