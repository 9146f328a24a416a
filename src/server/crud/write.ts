// Validated writes: ajv on the candidate, relation IRIs checked (right resource, existing, in scope, and a
// shared-scope target of the row's own antenne or the centre's), the antenne scope enforced, then the
// candidate turned into column values for INSERT or UPDATE.
import type { Db, Queryable, Row } from '../db/index.ts';
import type { Registry, ResourceModel } from '../schema/model.ts';
import { antenneColumn, hasFixedAntenne, isSharedScope } from '../schema/model.ts';
import type { Validators, Violation } from '../schema/validate.ts';
import { toViolations } from '../schema/validate.ts';
import { canReachAntenne, rowWriteRefusal, type AuthUser } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { forbidden, unprocessable } from '../http/errors.ts';
import { idFromIri } from '../hydra/iri.ts';
import { findInScope } from './read.ts';
import type { Candidate } from './input.ts';
import * as msg from '../http/messages.ts';

export async function checkCandidate(
  db: Db,
  registry: Registry,
  validators: Validators,
  r: ResourceModel,
  user: AuthUser,
  c: Candidate,
): Promise<Record<string, unknown>> {
  const validate = validators.get(r.name)!;
  const violations: Violation[] = validate(c) ? [] : toViolations(validate.errors);
  const columns: Record<string, unknown> = {};
  const scopeColumn = antenneColumn(r);
  // Rows of shared-scope resources this row points at, checked against the row's antenne below.
  const sharedTargets: { name: string; label: string; value: unknown; antenne: unknown; tree: boolean }[] = [];
  for (const p of r.properties) {
    if (p.readOnly || !(p.name in c)) continue;
    const v = c[p.name];
    if (violations.some((x) => x.propertyPath === p.name)) continue;
    if (p.relation && v !== null && v !== undefined) {
      const target = registry.byName.get(p.relation)!;
      const id = idFromIri(p.relation, v);
      const found = id === undefined ? undefined : await findInScope(db, target, p.column === scopeColumn ? { ...user, antenneId: null } : user, id);
      if (id === undefined) {
        violations.push({ propertyPath: p.name, message: msg.crud.relationIri(target.label.one, p.relation) });
      } else if (!found) {
        // The row's own antenne is looked up centre-wide: another antenne of the centre then gets the
        // clearer 403 below rather than "does not exist".
        violations.push({ propertyPath: p.name, message: msg.access.notReachable(target.label.one, v) });
      } else {
        columns[p.column] = id;
        const col = antenneColumn(target);
        if (isSharedScope(target) && col) {
          sharedTargets.push({ name: p.name, label: target.label.one, value: v, antenne: found[col] ?? null, tree: hasFixedAntenne(registry, target) });
        }
      }
    } else if (p.writeOnly && p.name === 'password') {
      // The only writeOnly property is a password: it is stored hashed, never as given.
      if (typeof v === 'string') columns[p.column] = await hashPassword(v);
    } else if (p.type === 'array' || p.type === 'object') {
      columns[p.column] = v === null || v === undefined ? null : JSON.stringify(v);
    } else columns[p.column] = v ?? null;
  }
  if (scopeColumn && scopeColumn !== 'id') {
    // An antenne's row may use the centre's shared rows or its own antenne's, never another antenne's (its
    // users would not see what the row they read points at).
    const own = columns[scopeColumn] ?? null;
    // A row out of the user's antenne is refused as such below (403), not for what it points at.
    for (const t of canReachAntenne(user, own as number | null) ? sharedTargets : []) {
      // A tree (a referential, its units...) stays within one antenne both ways; a centre row may point at an
      // antenne's user or file (centre users read everything), an antenne's row never at another antenne's.
      if (t.antenne !== null && t.antenne !== own && (t.tree || own !== null)) {
        violations.push({ propertyPath: t.name, message: msg.crud.relationOtherAntenne(t.label, t.value) });
      }
    }
  }
  if (violations.length > 0) throw unprocessable(violations);
  if (scopeColumn && scopeColumn !== 'id' && !canReachAntenne(user, columns[scopeColumn] as number | null | undefined)) {
    throw forbidden(rowWriteRefusal(r, columns[scopeColumn] as number | null | undefined));
  }
  return columns;
}

/** Columns a replace (PUT) resets when the body leaves them out; writeOnly ones keep their stored value. */
export function resetColumns(r: ResourceModel, columns: Record<string, unknown>): Record<string, unknown> {
  const out = { ...columns };
  for (const p of r.properties) if (!p.readOnly && !p.writeOnly && !(p.column in out)) out[p.column] = null;
  return out;
}

const jsonbCast = (r: ResourceModel, column: string) =>
  r.properties.some((p) => p.column === column && (p.type === 'array' || p.type === 'object')) ? '::jsonb' : '';

export async function insertRow(db: Queryable, r: ResourceModel, user: AuthUser, columns: Record<string, unknown>): Promise<Row> {
  const cols = { ...columns };
  if (r.scope !== 'cfa-self') cols.cfa_id = user.cfaId;
  const names = Object.keys(cols);
  const values = names.map((n, i) => `$${i + 1}${jsonbCast(r, n)}`);
  const sql = `INSERT INTO "${r.table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${values.join(', ')}) RETURNING *`;
  return (await db.query(sql, Object.values(cols))).rows[0]!;
}

export async function updateRow(db: Queryable, r: ResourceModel, id: number, columns: Record<string, unknown>): Promise<Row> {
  const names = Object.keys(columns);
  const sets = names.map((n, i) => `"${n}" = $${i + 2}${jsonbCast(r, n)}`);
  sets.push('updated_at = now()');
  const sql = `UPDATE "${r.table}" SET ${sets.join(', ')} WHERE id = $1 RETURNING *`;
  return (await db.query(sql, [id, ...Object.values(columns)])).rows[0]!;
}
