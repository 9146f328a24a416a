// A request body → the candidate record to validate: JSON-LD keys and readOnly properties (what a GET gives
// back: `@id`, `id`, stamps) are dropped, unknown properties refused with a 422 naming them (as API Platform's
// "extra attributes" error), PATCH and PUT merge over the stored record (JSON merge patch; a partial PUT
// changes only what it sends, as API Platform 2 did), and
// x-derive fills missing properties from a related record (and keeps a shared-scope row with its parent's antenne).
import type { Db, Row } from '../db/index.ts';
import { isSharedScope, type Registry, type ResourceModel } from '../schema/model.ts';
import { isCentreLevel, type AuthUser } from '../auth/access.ts';
import { badRequest, unprocessable } from '../http/errors.ts';
import { validation } from '../http/messages.ts';
import { idFromIri, itemIri } from '../hydra/iri.ts';
import { toItem } from '../hydra/serialize.ts';
import { findInScope } from './read.ts';
import * as msg from '../http/messages.ts';

export type Mode = 'create' | 'replace' | 'merge';
export type Candidate = Record<string, unknown>;

export function cleanBody(r: ResourceModel, body: unknown): Candidate {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(msg.request.bodyNotObject);
  }
  const out: Candidate = {};
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const p = r.byName.get(key);
    if (p && !p.readOnly) out[key] = value;
    else if (!p && !ECHOED.has(key) && !key.startsWith('@')) unknown.push(key);
  }
  if (unknown.length > 0) {
    throw unprocessable(unknown.map((key) => ({ propertyPath: key, message: validation.unknownFields([key]) })));
  }
  return out;
}

/** Keys a client echoes back from a GET that are no property of the schema: accepted and ignored. */
const ECHOED = new Set(['id', 'created_at', 'updated_at', 'createdAt', 'updatedAt']);

/** The stored record in its API shape, minus what a client cannot write (base of a merge patch). */
function writableView(r: ResourceModel, row: Row): Candidate {
  const item = toItem(r, row);
  const out: Candidate = {};
  for (const p of r.properties) if (!p.readOnly && !p.writeOnly && item[p.name] !== null) out[p.name] = item[p.name];
  return out;
}

export function candidateFor(r: ResourceModel, body: unknown, mode: Mode, existing?: Row): Candidate {
  const clean = cleanBody(r, body);
  if (mode === 'create' || !existing) return clean;
  const merged = writableView(r, existing);
  for (const [k, v] of Object.entries(clean)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}

/** x-derive: `{ "antenne": "etudiant.antenne" }` copies the related etudiant's antenne when missing, on create.
 * The scope property of a shared-scope resource is always its parent's, on every write (a given value is
 * replaced, null included): a unit belongs to its referential's antenne, or to the centre with it. An
 * antenne-level user creating a shared-scope row whose antenne is not derived gets its own antenne. */
export async function applyDerive(
  db: Db,
  registry: Registry,
  r: ResourceModel,
  user: AuthUser,
  c: Candidate,
  mode: Mode = 'create',
): Promise<void> {
  const scopeProp = isSharedScope(r) && typeof r.scope === 'object' ? r.scope.antenne : undefined;
  for (const [target, path] of Object.entries(r.derive)) {
    const forced = target === scopeProp;
    if (!forced && (mode !== 'create' || (c[target] !== undefined && c[target] !== null))) continue;
    const [via, field] = path.split('.');
    const viaProp = via ? r.byName.get(via) : undefined;
    if (!viaProp?.relation || !field) continue;
    const related = registry.byName.get(viaProp.relation);
    const id = idFromIri(viaProp.relation, c[via!]);
    if (!related || id === undefined) continue;
    const row = await findInScope(db, related, user, id);
    const relProp = related.byName.get(field);
    if (!row || !relProp) continue;
    const v = row[relProp.column];
    if (v === null || v === undefined) {
      if (forced) c[target] = null;
      continue;
    }
    c[target] = relProp.relation ? itemIri(relProp.relation, v as number) : v;
  }
  if (
    mode === 'create' &&
    scopeProp &&
    !(scopeProp in r.derive) &&
    !isCentreLevel(user) &&
    (c[scopeProp] === undefined || c[scopeProp] === null)
  ) {
    c[scopeProp] = itemIri('antennes', user.antenneId!);
  }
}
