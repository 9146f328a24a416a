// Keyset pagination over any collection order: the condition "strictly after this row" for the order
// terms of filters.ts, where NULL sorts as the smallest value (ASC NULLS FIRST, DESC NULLS LAST) and id
// closes every order. Each export batch then starts where the previous ended, at constant cost, instead of
// an OFFSET that rescans everything before it.
import type { OrderTerm } from '../crud/filters.ts';
import type { Row } from '../db/index.ts';

export function afterRow(terms: OrderTerm[], last: Row, params: unknown[]): string {
  const ref = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const equal = (t: OrderTerm) => {
    const v = last[t.column];
    return v === null || v === undefined ? `t."${t.column}" IS NULL` : `t."${t.column}" = ${ref(v)}`;
  };
  const beyond = (t: OrderTerm) => {
    const v = last[t.column];
    const col = `t."${t.column}"`;
    if (v === null || v === undefined) return t.desc ? 'FALSE' : `${col} IS NOT NULL`;
    return t.desc ? `(${col} < ${ref(v)} OR ${col} IS NULL)` : `${col} > ${ref(v)}`;
  };
  const alternatives = terms.map((t, i) => [...terms.slice(0, i).map(equal), beyond(t)].join(' AND '));
  return `(${alternatives.map((a) => `(${a})`).join(' OR ')})`;
}
