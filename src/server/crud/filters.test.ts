// Unit tests of the filter → SQL translation, on a synthetic schema (the slice declares no range filter).
import { describe, expect, it } from 'vitest';
import { toResourceModel } from '../schema/model.ts';
import { buildFilters, buildOrder, type SqlParts } from './filters.ts';

const r = toResourceModel({
  $id: 'essais',
  title: 'Essai',
  properties: {
    heures: { type: ['number', 'null'], 'x-filter': ['range'], 'x-order': true },
    nom: { type: 'string', 'x-filter': ['partial'] },
    antenne: { type: 'string', 'x-relation': 'antennes', 'x-filter': ['exact', 'exists'] },
  },
});

const sql = (qs: string) => {
  const parts: SqlParts = { conditions: [], params: [] };
  buildFilters(r, new URLSearchParams(qs), parts);
  return parts;
};

describe('buildFilters', () => {
  it('translates range operators, between included', () => {
    expect(sql('heures[gt]=1&heures[lte]=5')).toEqual({
      conditions: ['t."heures" > $1', 't."heures" <= $2'],
      params: [1, 5],
    });
    expect(sql('heures[between]=2..8')).toEqual({
      conditions: ['t."heures" >= $1', 't."heures" <= $2'],
      params: [2, 8],
    });
    expect(() => sql('heures[gte]=beaucoup')).toThrow(/n'est pas valide/);
    expect(() => sql('heures[between]=2')).toThrow(/n'est pas valide/);
  });

  it('reads indexed arrays (the Hydra data provider sends prop[0], prop[1]) and skips empty values', () => {
    expect(sql('antenne[0]=/api/antennes/4&antenne[1]=5&nom=').params).toEqual([4, 5]);
    expect(sql('id[0]=/api/essais/3&id[1]=9')).toEqual({ conditions: ['t."id" IN ($1, $2)'], params: [3, 9] });
    expect(sql('antenne[x]=4&heures[gt]=')).toEqual({ conditions: [], params: [] });
  });

  it('escapes LIKE wildcards in partial filters', () => {
    expect(sql('nom=50%_x')).toEqual({ conditions: ['(t."nom"::text ILIKE $1)'], params: ['%50\\%\\_x%'] });
  });

  it('accepts a relation as IRI or id, and rejects an IRI of another resource', () => {
    expect(sql('antenne[]=/api/antennes/4&antenne[]=7').params).toEqual([4, 7]);
    expect(() => sql('antenne=/api/etudiants/4')).toThrow(/n'est pas valide/);
    expect(sql('exists[antenne]=false').conditions).toEqual(['t."antenne_id" IS NULL']);
  });

  it('orders only on x-order fields, id last for stability', () => {
    expect(buildOrder(r, new URLSearchParams('order[heures]=desc'))).toBe('t."heures" DESC NULLS LAST, t."id" ASC');
    expect(() => buildOrder(r, new URLSearchParams('order[nom]=asc'))).toThrow(/n'est pas possible/);
  });
});
