// Database rows → JSON-LD items (@id, @type, id, properties; relations as IRIs; writeOnly never output).
import type { ResourceModel } from '../schema/model.ts';
import type { Row } from '../db/index.ts';
import { itemIri } from './iri.ts';

export function toItem(r: ResourceModel, row: Row, withContext = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (withContext) out['@context'] = `/api/contexts/${r.className}`;
  out['@id'] = itemIri(r.name, row.id as number);
  out['@type'] = r.className;
  out.id = row.id;
  for (const p of r.properties) {
    if (p.writeOnly) continue;
    const v = row[p.column];
    if (p.relation) out[p.name] = v === null || v === undefined ? null : itemIri(p.relation, v as number);
    else out[p.name] = v === undefined ? null : v;
  }
  return out;
}

// The JSON text of a page's items written straight from the rows, without building each item as an object first
// and stringifying the whole page after (bench P2: toItem and JSON.stringify of a page of 30 trainees of 67 properties
// were a tenth of the list call's time beyond its SQL). Written by hand rather than with fast-json-stringify (a
// Fastify dependency), which works from a JSON Schema and so would need one kept in step with toItem; this one is
// derived from toItem's own steps and gives, byte for byte, `JSON.stringify(rows.map((row) => toItem(r, row)))`
// (src/server/hydra/serialize.test.ts): same keys in the same order, same values, same escapes.

/** Where a key's value comes from (toItem's steps). */
type Step =
  | { kind: 'self' }
  | { kind: 'type'; text: string }
  | { kind: 'id' }
  | { kind: 'value'; column: string }
  | { kind: 'relation'; column: string; relation: string };
/** One key of an item: its JSON-quoted name and its value's step. */
type Field = Step & { key: string };

/** Characters JSON.stringify escapes in a string (quotes, backslash, controls, lone surrogates: any surrogate here,
 * a pair is then left to JSON.stringify itself). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const stringJson = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);

/** JSON.stringify(v) for a property's value: undefined (a key JSON.stringify leaves out) only for undefined, a
 * function or a symbol, which no row holds. */
function valueJson(v: unknown): string | undefined {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return stringJson(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    default:
      return JSON.stringify(v);
  }
}

/** A key JavaScript orders before the others (an array index): toItem's object would not keep the steps' order. */
const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

/** toItem's keys in the order its object keeps them, each with the last value given to it; undefined when the
 * resource has a key whose order JavaScript changes (then items go through toItem and JSON.stringify). */
function planOf(r: ResourceModel): Field[] | undefined {
  const steps: [string, Step][] = [
    ['@id', { kind: 'self' }],
    ['@type', { kind: 'type', text: JSON.stringify(r.className) }],
    ['id', { kind: 'id' }],
  ];
  for (const p of r.properties) {
    if (p.writeOnly) continue;
    steps.push([
      p.name,
      p.relation ? { kind: 'relation', column: p.column, relation: p.relation } : { kind: 'value', column: p.column },
    ]);
  }
  const fields = new Map<string, Field>();
  for (const [key, step] of steps) {
    if (isIndex(key)) return undefined;
    // A key given twice keeps its first place and takes the later value, as an object's property does.
    fields.set(key, { ...step, key: JSON.stringify(key) });
  }
  return [...fields.values()];
}

const plans = new WeakMap<ResourceModel, Field[] | null>();

/** The JSON text of `rows.map((row) => toItem(r, row))`. */
export function itemsJson(r: ResourceModel, rows: Row[]): string {
  let plan = plans.get(r);
  if (plan === undefined) plans.set(r, (plan = planOf(r) ?? null));
  if (plan === null) return JSON.stringify(rows.map((row) => toItem(r, row)));
  let out = '[';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let item = '';
    for (const f of plan) {
      let text: string | undefined;
      if (f.kind === 'value') {
        const v = row[f.column];
        text = v === undefined ? 'null' : valueJson(v);
      } else if (f.kind === 'relation') {
        const v = row[f.column];
        text = v === null || v === undefined ? 'null' : stringJson(itemIri(f.relation, v as number));
      } else if (f.kind === 'type') text = f.text;
      else if (f.kind === 'id') text = valueJson(row.id);
      else text = stringJson(itemIri(r.name, row.id as number));
      if (text === undefined) continue;
      item += item === '' ? `{${f.key}:${text}` : `,${f.key}:${text}`;
    }
    out += (i === 0 ? '' : ',') + (item === '' ? '{}' : `${item}}`);
  }
  return `${out}]`;
}
