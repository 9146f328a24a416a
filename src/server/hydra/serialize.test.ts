// itemsJson gives, byte for byte, the JSON text of the items toItem builds: on every resource of the registry with
// rows of awkward values, and on synthetic schemas whose keys JavaScript would reorder or that repeat `id`.
import { describe, expect, it } from 'vitest';
import { createRegistry, toResourceModel, type ResourceModel } from '../schema/model.ts';
import type { Row } from '../db/index.ts';
import { itemsJson, toItem } from './serialize.ts';

const awkward: unknown[] = [
  null,
  undefined,
  'plain',
  '',
  'guillemets " et \\ barre',
  'ligne\nsuivante\ttab\u0001\u001f\u007f',
  'séparateurs \u2028 \u2029 é à ç 中文',
  'paire 😀 seule \ud800 fin \udfff',
  0,
  -0,
  42,
  -3.5,
  1e21,
  1e-7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  { a: 1, b: ['x', null, { c: '"' }] },
  [1, 'deux', null],
  [],
  new Date(Date.UTC(2024, 4, 1, 10, 0, 0)),
  '2024-05-01T10:00:00.123+00:00',
];

/** Rows for `r`: every column given each awkward value in turn (relations a number, a text id or nothing). */
function rowsOf(r: ResourceModel, count: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const row: Row = { id: i % 5 === 4 ? `uuid-${i}` : i + 1 };
    r.properties.forEach((p, k) => {
      const v = awkward[(i + k) % awkward.length];
      if (p.relation) row[p.column] = (i + k) % 3 === 0 ? null : (i + k) % 3 === 1 ? i + k : undefined;
      else if (v !== undefined) row[p.column] = v;
    });
    rows.push(row);
  }
  return rows;
}

const expected = (r: ResourceModel, rows: Row[]) => JSON.stringify(rows.map((row) => toItem(r, row)));

describe('itemsJson', () => {
  it('equals JSON.stringify of toItem on every resource', () => {
    for (const r of createRegistry().resources) {
      const rows = rowsOf(r, awkward.length + 3);
      expect(itemsJson(r, rows), r.name).toBe(expected(r, rows));
      expect(itemsJson(r, []), r.name).toBe('[]');
    }
  });

  it('keeps toItem’s order when a property repeats a key or is named like an array index', () => {
    const repeated = toResourceModel({
      $id: 'essais',
      title: 'Essai',
      properties: {
        nom: { type: 'string' },
        id: { type: 'string' },
        secret: { type: 'string', writeOnly: true },
        antenne: { type: 'string', 'x-relation': 'antennes' },
      },
    });
    const indexed = toResourceModel({
      $id: 'essais',
      title: 'Essai',
      properties: { nom: { type: 'string' }, '7': { type: 'integer' }, '01': { type: 'integer' } },
    });
    for (const r of [repeated, indexed]) {
      const rows: Row[] = [
        { id: 3, nom: 'a"b', secret: 's', antenne_id: 2, 7: 7, '01': 1 },
        { id: undefined, nom: undefined, antenne_id: null },
      ];
      expect(itemsJson(r, rows)).toBe(expected(r, rows));
    }
  });
});
