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
// (src/server/hydra/serialize.test.ts): same keys in the same order, same values, same escapes. Each resource's
// item is one generated function (`new Function`, as fast-json-stringify and ajv do), a single expression over the
// row's columns: three times faster than a loop over the properties (82 against 185 µs a page of trainees, and
// 265 µs for toItem and JSON.stringify), since the engine then sees one fixed sequence of concatenations. Its
// source holds only JSON-quoted texts of the model (keys, columns, resource names), never a value of a row.

/** Where a key's value comes from (toItem's steps). */
type Step =
  | { kind: 'self' }
  | { kind: 'type'; text: string }
  | { kind: 'id' }
  | { kind: 'value'; column: string }
  | { kind: 'relation'; column: string; relation: string };

/** Characters JSON.stringify escapes in a string (quotes, backslash, controls, lone surrogates: any surrogate here,
 * a pair is then left to JSON.stringify itself). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const stringJson = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);

/** Thrown by valueJson for a value JSON.stringify would leave out with its key (undefined, a function, a symbol:
 * no row holds one but an `id` a query did not read): the row then goes through toItem and JSON.stringify. */
const LEFT_OUT = Symbol('left out');

/** JSON.stringify(v) of a property's value. */
function valueJson(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return stringJson(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    default: {
      const text = JSON.stringify(v) as string | undefined;
      if (text === undefined) throw LEFT_OUT;
      return text;
    }
  }
}

/** A key JavaScript orders before the others (an array index): toItem's object would not keep the steps' order. */
const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

type ItemJson = (row: Row) => string;

/** The generated item writer of `r`: toItem's keys in the order its object keeps them, each with the last value
 * given to it; undefined when the resource has a key whose order JavaScript changes (array index). */
function compileItem(r: ResourceModel): ItemJson | undefined {
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
  // A key given twice keeps its first place and takes the later value, as an object's property does.
  const fields = new Map<string, Step>();
  for (const [key, step] of steps) {
    if (isIndex(key)) return undefined;
    fields.set(key, step);
  }
  const q = (text: string) => JSON.stringify(text);
  // Constant texts are joined at generation (the type after its key), and a value null or absent (most of a record's
  // columns) gives its key and `null` as one constant: fewer strings made a row.
  const terms: string[] = [];
  let text = '';
  [...fields].forEach(([key, step], i) => {
    const prefix = `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`;
    if (step.kind === 'type') {
      text += prefix + step.text;
      return;
    }
    const pending = text + prefix;
    const head = q(pending);
    text = '';
    if (step.kind === 'self') terms.push(`${head} + str(${q(`/api/${r.name}/`)} + row.id)`);
    else if (step.kind === 'id') terms.push(`${head} + val(row.id)`);
    else {
      const v = `row[${q(step.column)}]`;
      const json = step.kind === 'relation' ? `str(${q(`/api/${step.relation}/`)} + ${v})` : `val(${v})`;
      terms.push(`(${v} === null || ${v} === undefined ? ${q(`${pending}null`)} : ${head} + ${json})`);
    }
  });
  terms.push(q(`${text}${fields.size === 0 ? '{' : ''}}`));
  const body = terms.join(' + ');
  return new Function('str', 'val', `return (row) => ${body};`)(stringJson, valueJson) as ItemJson;
}

const writers = new WeakMap<ResourceModel, ItemJson | null>();

/** The JSON text of `rows.map((row) => toItem(r, row))`. */
export function itemsJson(r: ResourceModel, rows: Row[]): string {
  let item = writers.get(r);
  if (item === undefined) writers.set(r, (item = compileItem(r) ?? null));
  if (item === null) return JSON.stringify(rows.map((row) => toItem(r, row)));
  const texts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    try {
      texts[i] = item(row);
    } catch (err) {
      if (err !== LEFT_OUT) throw err;
      texts[i] = JSON.stringify(toItem(r, row));
    }
  }
  return `[${texts.join(',')}]`;
}
