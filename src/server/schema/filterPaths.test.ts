// Unit tests of x-filter-paths: resolution at registry build (bad paths are start-up errors) and the SQL the
// collection filters make of them (nested IN subqueries; `.id` of a relation is the relation itself).
import { describe, expect, it } from 'vitest';
import { createRegistry, toResourceModel } from './model.ts';
import { buildFilters, searchDescription, type SqlParts } from '../crud/filters.ts';

const schemas = (paths: Record<string, unknown>) => [
  toResourceModel({
    $id: 'dossiers',
    properties: {
      slug: { type: 'string', 'x-filter': ['exact'] },
      parent: { type: 'string', 'x-relation': 'dossiers' },
      nom: { type: 'string' },
    },
  }),
  toResourceModel({
    $id: 'modeles',
    'x-filter-paths': paths,
    properties: { dossier: { type: 'string', 'x-relation': 'dossiers', 'x-filter': ['exact'] } },
  }),
];

const sql = (paths: Record<string, unknown>, qs: string) => {
  const registry = createRegistry(schemas(paths));
  const parts: SqlParts = { conditions: [], params: [] };
  buildFilters(registry.byName.get('modeles')!, new URLSearchParams(qs), parts);
  return parts;
};

describe('x-filter-paths', () => {
  it('filters on a related property through an IN subquery', () => {
    expect(sql({ 'dossier.slug': 'dossier.slug' }, 'dossier.slug=rh')).toEqual({
      conditions: ['t."dossier_id" IN (SELECT f1.id FROM "dossiers" f1 WHERE f1."slug" IN ($1))'],
      params: ['rh'],
    });
  });

  it('follows several relations', () => {
    expect(
      sql({ 'dossier.parent.slug': 'dossier.parent.slug' }, 'dossier.parent.slug[]=a&dossier.parent.slug[]=b')
        .conditions,
    ).toEqual([
      't."dossier_id" IN (SELECT f1.id FROM "dossiers" f1 WHERE f1."parent_id" IN (SELECT f2.id FROM "dossiers" f2 ' +
        'WHERE f2."slug" IN ($1, $2)))',
    ]);
  });

  it('reads `.id` of a relation as the relation (id or IRI), and refuses an IRI of another resource', () => {
    expect(sql({ 'dossier.id': 'dossier.id' }, 'dossier.id=/api/dossiers/7')).toEqual({
      conditions: ['t."dossier_id" IN ($1)'],
      params: [7],
    });
    expect(() => sql({ 'dossier.id': 'dossier.id' }, 'dossier.id=/api/modeles/7')).toThrow(/n'est pas valide/);
  });

  it('leaves the query untouched without the parameter, and names the path in hydra:search', () => {
    expect(sql({ 'dossier.slug': 'dossier.slug' }, 'autre=1')).toEqual({ conditions: [], params: [] });
    const registry = createRegistry(schemas({ 'dossier.slug': 'dossier.slug' }));
    const search = searchDescription(registry.byName.get('modeles')!, '/api/modeles') as { 'hydra:template': string };
    expect(search['hydra:template']).toContain('dossier.slug');
  });

  it('is a start-up error when a path leads nowhere usable', () => {
    expect(() => createRegistry(schemas({ 'dossier.titre': 'dossier.titre' }))).toThrow(/pas de propriété « titre »/);
    expect(() => createRegistry(schemas({ 'dossier.nom': 'dossier.nom' }))).toThrow(/n'a pas de x-filter/);
    expect(() => createRegistry(schemas({ 'slug.x': 'dossier.slug.x' }))).toThrow(/n'est pas une relation/);
    expect(() => createRegistry(schemas({ autreNom: 'dossier' }))).toThrow(/x-alias/);
    expect(() => createRegistry(schemas({ dossier: 'dossier.slug' }))).toThrow(/déjà une propriété/);
    expect(() => createRegistry(schemas(['dossier.slug'] as unknown as Record<string, unknown>))).toThrow(
      /attendu un objet/,
    );
  });
});
