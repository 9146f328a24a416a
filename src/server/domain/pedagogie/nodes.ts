// The content nodes of a sequence as a client sends them (`sequences_content`: a unit, a skill or a
// descriptor of the referential each): checked with the schema's French messages, each node looked up in
// the caller's centre, tied to the sequence's referential, no node twice. Returns the rows to store.
import type { Queryable } from '../../db/index.ts';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import type { Violation } from '../../schema/validate.ts';
import { toViolations } from '../../schema/validate.ts';
import { unprocessable } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { model, prefixed, R, referentielScope } from './shared.ts';
import * as msg from './messages.ts';

export interface NodeRow {
  key: string;
  type_node: string;
  antenne_referentiel_id: number;
  unite_competence_id: number | null;
  competence_id: number | null;
  descripteur_id: number | null;
  label: string | null;
  ordre: number | null;
}

const BY_TYPE: Record<string, { prop: string; resource: string; sql: string }> = {
  UNIT: {
    prop: 'unite_competence',
    resource: R.unites,
    sql:
      'SELECT id, label, antenne_referentiel_id AS ref, id AS unit, NULL::int AS skill FROM ' +
      'antenne_referentiel_unite_competences WHERE id = $1 AND cfa_id = $2',
  },
  SKILL: {
    prop: 'competence',
    resource: R.competences,
    sql:
      'SELECT id, label, antenne_referentiel_id AS ref, unite_competence_id AS unit, id AS skill FROM ' +
      'antenne_referentiel_competences WHERE id = $1 AND cfa_id = $2',
  },
  DESCRIPTOR: {
    prop: 'descripteur',
    resource: R.descripteurs,
    sql: `SELECT d.id, d.label, c.antenne_referentiel_id AS ref, c.unite_competence_id AS unit, c.id AS skill
            FROM antenne_referentiel_descripteurs d JOIN antenne_referentiel_competences c ON c.id = d.competence_id
              WHERE d.id = $1 AND d.cfa_id = $2`,
  },
};
const WRITABLE = ['type_node', 'unite_competence', 'competence', 'descripteur', 'label', 'ordre'];

/** Checks `items` against the sequence's referential (`referentielId`, or any usable one when null). */
export async function checkNodes(
  ctx: AppContext,
  q: Queryable,
  user: AuthUser,
  items: unknown,
  referentielId: number | null,
  list = 'sequences_content',
): Promise<NodeRow[]> {
  if (!Array.isArray(items)) throw unprocessable([{ propertyPath: list, message: msg.pedagogie.contentNotList }]);
  const validate = ctx.validators.get(R.contents)!;
  const violations: Violation[] = [];
  const rows: NodeRow[] = [];
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      violations.push({ propertyPath: `${list}[${i}]`, message: msg.pedagogie.nodeNotObject });
      continue;
    }
    const given = Object.fromEntries(
      Object.entries(item as Record<string, unknown>).filter(([k]) => WRITABLE.includes(k)),
    );
    // The sequence does not exist yet on a creation: a stand-in IRI satisfies the schema's required relation.
    if (!validate({ ...given, antenne_sequence: '/api/antenne_sequences/1' })) {
      violations.push(...prefixed(list, i, toViolations(validate.errors)));
      continue;
    }
    const type = BY_TYPE[String(given.type_node)]!;
    const target = model(ctx, type.resource);
    const nodeId = idFromIri(type.resource, given[type.prop], true);
    if (nodeId === undefined) {
      violations.push({
        propertyPath: `${list}[${i}].${type.prop}`,
        message: msg.pedagogie.nodeTarget(String(given.type_node), target.label.one, type.prop),
      });
      continue;
    }
    const node = (
      await q.query<{ id: number; label: string; ref: number; unit: number | null; skill: number | null }>(type.sql, [
        nodeId,
        user.cfaId,
      ])
    ).rows[0];
    let usable = node !== undefined;
    if (node && referentielId === null) {
      const scope = referentielScope(user, 2);
      usable =
        (
          await q.query(`SELECT 1 FROM antenne_referentiels t WHERE t.id = $1 AND ${scope.sql}`, [
            node.ref,
            ...scope.params,
          ])
        ).rows.length > 0;
    }
    if (!node || !usable) {
      violations.push({
        propertyPath: `${list}[${i}].${type.prop}`,
        message: msg.access.notReachable(target.label.one, given[type.prop]),
      });
      continue;
    }
    if (referentielId !== null && node.ref !== referentielId) {
      violations.push({ propertyPath: `${list}[${i}].${type.prop}`, message: msg.pedagogie.nodeOutsideReferentiel });
      continue;
    }
    const key = `${String(given.type_node)}:${node.id}`;
    if (seen.has(key)) {
      violations.push({ propertyPath: `${list}[${i}]`, message: msg.pedagogie.nodeTwice });
      continue;
    }
    seen.add(key);
    rows.push({
      key,
      type_node: String(given.type_node),
      antenne_referentiel_id: node.ref,
      unite_competence_id: node.unit,
      competence_id: node.skill,
      descripteur_id: given.type_node === 'DESCRIPTOR' ? node.id : null,
      label: typeof given.label === 'string' && given.label.trim() ? given.label : node.label,
      ordre: typeof given.ordre === 'number' ? given.ordre : i + 1,
    });
  }
  if (violations.length > 0) throw unprocessable(violations);
  return rows;
}

/** The identity of a stored content row, comparable with NodeRow.key. */
export const storedKey = (r: Record<string, unknown>) =>
  `${String(r.type_node)}:` +
  String(r.type_node === 'UNIT' ? r.unite_competence_id : r.type_node === 'SKILL' ? r.competence_id : r.descripteur_id);
