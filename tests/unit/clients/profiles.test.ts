// Every profile of clients/ validates, and the seven clients of the spec are there with their centres.
import { describe, expect, it } from 'vitest';
import { loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';

const { profiles, errors, files } = await loadProfilesFromDir();

describe('client profiles in clients/', () => {
  it('all validate', () => {
    expect(errors).toEqual([]);
    expect(profiles).toHaveLength(files.length);
  });

  it('are the seven clients of the spec, on centres 1 to 7', () => {
    const byCentre = Object.fromEntries(profiles.map((p) => [p.cfa.id, p.key]));
    expect(byCentre).toEqual({
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
    expect(testOnly).toEqual(['association-regionale']);
  });
});
