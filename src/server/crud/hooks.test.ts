// Unit tests of the hook registry: every domain's hooks.ts names known resources and loads, kinds declared
// twice (but afterWrite, chained) or for an unknown resource stop the start, and x-alias names are renamed in
// queries and bodies.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../schema/model.ts';
import { combineHooks, discoverDomainHooks } from './hooks.ts';
import { aliasBody, aliasQuery } from './aliases.ts';
import { uploadHooks } from '../files/hooks.ts';

const registry = createRegistry();

describe('hook registry', () => {
  it('loads every domain hooks.ts and the upload hooks, each resource declared once per kind', async () => {
    const sets = await discoverDomainHooks();
    expect(sets.map(([source]) => source)).toContain('domain/formation/groupesHooks.ts');
    const hooks = combineHooks(registry, [['files/hooks.ts', uploadHooks(registry)], ...sets]);
    expect(typeof hooks.of('etudiant_contrats').beforeWrite).toBe('function');
    expect(hooks.of('media_objects').createFrom?.only).toBe(true);
    expect(Object.keys(hooks.of('etudiants')).sort()).toEqual(['afterWrite', 'beforeWrite']);
    const postToItem = registry.resources
      .filter((r) => hooks.of(r.name).postToItem)
      .map((r) => r.name)
      .sort();
    expect(postToItem).toEqual([
      'antenne_action_sessions',
      'antenne_actions',
      'antenne_convention_documents',
      'antenne_groupe_sessions',
      'entreprise_documents',
      'etudiant_document_factures',
      'etudiant_documents',
      'ged_dossiers',
      'modele_dossiers',
      'modeles',
      'prestataire_documents',
    ]);
    const createForm = registry.resources
      .filter((r) => hooks.of(r.name).createForm)
      .map((r) => r.name)
      .sort();
    expect(createForm).toEqual(['document_suivi_rpps', 'etudiant_documents']);
  });

  it('refuses an unknown resource or a kind declared twice', () => {
    expect(() => combineHooks(registry, [['a.ts', { inconnue: { refuseUpdate: 'x' } }]])).toThrow(
      /a.ts : hooks pour une ressource inconnue « inconnue »/,
    );
    expect(() =>
      combineHooks(registry, [
        ['a.ts', { modeles: { refuseUpdate: 'x' } }],
        ['b.ts', { modeles: { refuseUpdate: 'y' } }],
      ]),
    ).toThrow(/b.ts : hook « refuseUpdate » de « modeles » déjà déclaré par a.ts/);
    const both = combineHooks(registry, [
      ['a.ts', { modeles: { refuseUpdate: 'x' } }],
      ['b.ts', { modeles: { postToItem: {} } }],
    ]);
    expect(Object.keys(both.of('modeles')).sort()).toEqual(['postToItem', 'refuseUpdate']);
  });

  it('runs the afterWrite rules of several domains in turn, each reading the row the previous answered', async () => {
    const seen: unknown[] = [];
    type Row = Record<string, unknown>;
    const first = (row: Row) => {
      seen.push(row.etat_parcours);
      return { ...row, etat_parcours: 1 };
    };
    const second = (row: Row) => {
      seen.push(row.etat_parcours);
    };
    const hooks = combineHooks(registry, [
      ['a.ts', { etudiants: { afterWrite: first } }],
      ['b.ts', { etudiants: { afterWrite: second } }],
    ]);
    const args = {} as Parameters<NonNullable<ReturnType<typeof hooks.of>['afterWrite']>>[1];
    const row = await hooks.of('etudiants').afterWrite!({ id: 1, etat_parcours: null }, args);
    expect(row).toEqual({ id: 1, etat_parcours: 1 });
    expect(seen).toEqual([null, 1]);
  });
});

describe('x-alias', () => {
  const suivis = registry.byName.get('suivi_rpps')!;
  it('renames aliases in filters, exists[] and order[], and in bodies (the own name wins)', () => {
    const q = aliasQuery(
      suivis,
      new URLSearchParams('etudiantBilanParcours=3&order[typeRpp]=asc&exists[selectedData]=true&status=1'),
    );
    expect(q.toString()).toBe(
      'etudiant_bilan_parcours=3&order%5Btype_rpp%5D=asc&exists%5Bselected_data%5D=true&status=1',
    );
    expect(
      aliasBody(suivis, { typeRpp: '/api/type_rpps/1', etudiant_bilan_parcours: 'a', etudiantBilanParcours: 'b' }),
    ).toEqual({ type_rpp: '/api/type_rpps/1', etudiant_bilan_parcours: 'a' });
  });
});
