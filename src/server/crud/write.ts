// Validated writes: ajv on the candidate, relation IRIs checked (right resource, existing, in scope, and a
// shared-scope target of the row's own antenne or the centre's), the antenne scope enforced, then the
// candidate turned into column values for INSERT or UPDATE.
import type { Db, Queryable } from '../db/index.ts';
import type { Registry, ResourceModel } from '../schema/model.ts';
import type { NamedModel, RowOf } from '../db/rows.ts';
import { antenneColumn, hasFixedAntenne, isSharedScope } from '../schema/model.ts';
import type { Validators, Violation } from '../schema/validate.ts';
import { toViolations } from '../schema/validate.ts';
import { canReachAntenne, rowWriteRefusal, type AuthUser } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/passwordPolicy.ts';
import { forbidden, unprocessable } from '../http/errors.ts';
import { idFromIri } from '../hydra/iri.ts';
import { findInScope } from './read.ts';
import { claimFilesOf, isUploadResource, UPLOADER_COLUMN } from '../files/attach.ts';
import type { Candidate } from './input.ts';
import * as msg from '../http/messages.ts';
import { checkRecord, fieldRulesOf, plausibleMessages, type FieldRules } from '../../shared/plausible/index.ts';

const rulesCache = new WeakMap<object, Map<string, FieldRules>>();
/** The plausibility rules of a resource (src/shared/plausible), read once from its schema. */
function rulesOf(r: ResourceModel): Map<string, FieldRules> {
  let rules = rulesCache.get(r.schema);
  if (!rules) rulesCache.set(r.schema, (rules = fieldRulesOf(r.schema)));
  return rules;
}

/** Every violation names its field by its French label (schema `title`): "Code postal : …". */
export function labelled(r: ResourceModel, violations: Violation[]): Violation[] {
  return violations.map((v) => {
    const label = r.byName.get(v.propertyPath)?.title;
    return label && !v.message.startsWith(`${label} : `)
      ? { ...v, message: plausibleMessages.named(label, v.message) }
      : v;
  });
}

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
      const found =
        id === undefined
          ? undefined
          : await findInScope(db, target, p.column === scopeColumn ? { ...user, antenneId: null } : user, id);
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
          sharedTargets.push({
            name: p.name,
            label: target.label.one,
            value: v,
            antenne: found[col] ?? null,
            tree: hasFixedAntenne(registry, target),
          });
        }
      }
    } else if (p.writeOnly && p.name === 'password') {
      // The only writeOnly property is a password: it is stored hashed, never as given.
      // The rules of auth/passwordPolicy.ts (common and trivial passwords refused) apply to every password set.
      const problem =
        typeof v === 'string' ? passwordProblem(v, typeof c.email === 'string' ? c.email : undefined) : undefined;
      if (problem) violations.push({ propertyPath: p.name, message: problem });
      else if (typeof v === 'string') columns[p.column] = await hashPassword(v);
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
  // Plausibility (end after start, date bounds, e-mail domain, column bounds) on what ajv let through.
  violations.push(...checkRecord(rulesOf(r), c, undefined, new Set(violations.map((v) => v.propertyPath))));
  if (violations.length > 0) throw unprocessable(labelled(r, violations));
  if (
    scopeColumn &&
    scopeColumn !== 'id' &&
    !canReachAntenne(user, columns[scopeColumn] as number | null | undefined)
  ) {
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

export async function insertRow<N extends string>(
  db: Queryable,
  r: NamedModel<N>,
  user: AuthUser,
  columns: Record<string, unknown>,
): Promise<RowOf<N>> {
  const cols = { ...columns };
  if (r.scope !== 'cfa-self') cols.cfa_id = user.cfaId;
  // A new upload is its sender's alone until a record points at it (files/attach.ts).
  if (isUploadResource(r) && !(UPLOADER_COLUMN in cols)) cols[UPLOADER_COLUMN] = user.id;
  const names = Object.keys(cols);
  const values = names.map((n, i) => `$${i + 1}${jsonbCast(r, n)}`);
  const sql = `INSERT INTO "${r.table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${values.join(', ')})
    RETURNING *`;
  const row = (await db.query<RowOf<N>>(sql, Object.values(cols))).rows[0]!;
  await claimFilesOf(db, r, row, cols);
  return row;
}

export async function updateRow<N extends string>(
  db: Queryable,
  r: NamedModel<N>,
  id: number,
  columns: Record<string, unknown>,
): Promise<RowOf<N>> {
  const names = Object.keys(columns);
  const sets = names.map((n, i) => `"${n}" = $${i + 2}${jsonbCast(r, n)}`);
  sets.push('updated_at = now()');
  const sql = `UPDATE "${r.table}" SET ${sets.join(', ')} WHERE id = $1 RETURNING *`;
  const row = (await db.query<RowOf<N>>(sql, [id, ...Object.values(columns)])).rows[0]!;
  if (row) await claimFilesOf(db, r, row, columns);
  return row;
}
