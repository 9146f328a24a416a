// Editing a referential's tree beyond the generic CRUD of its nodes: deleting a node with its
// children (a unit, its skills and their descriptors) and reordering the children of one parent, each in one
// transaction. Both refuse a locked referential, a node another antenne owns, and (delete) a node that a
// sequence or an evaluation still uses, in French, changing nothing.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable } from '../../db/index.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import type { AuthUser } from '../../auth/access.ts';
import { b, bodyOf, requiredBodyId, withBody } from '../../http/request.ts';
import { R, referentielRow, requireReferentielWrite } from './shared.ts';
import { referentielOfNode, refuseIfLocked } from './lock.ts';
import { referentielTree } from './tree.ts';
import * as msg from './messages.ts';

const KINDS = {
  UNIT: { resource: R.unites, table: 'antenne_referentiel_unite_competences', parent: 'antenne_referentiel_id' },
  SKILL: { resource: R.competences, table: 'antenne_referentiel_competences', parent: 'unite_competence_id' },
  DESCRIPTOR: { resource: R.descripteurs, table: 'antenne_referentiel_descripteurs', parent: 'competence_id' },
} as const;
type Kind = keyof typeof KINDS;

const NODE_KIND = {
  type: ['string', 'null'],
  enum: ['UNIT', 'SKILL', 'DESCRIPTOR', null],
  title: 'Type de nœud',
  description: 'UNIT (unité), SKILL (compétence) ou DESCRIPTOR (descripteur).',
};

function kindOf(value: unknown): Kind {
  if (typeof value === 'string' && value in KINDS) return value as Kind;
  throw unprocessable([{ propertyPath: 'type', message: msg.pedagogie.nodeKind }]);
}

/** The node's referential, reachable and writable by the user and not locked (422), else 404 / 403. */
async function writableReferentiel(q: Queryable, user: AuthUser, kind: Kind, id: number, lock = false) {
  const refId = await referentielOfNode(q, kind, id);
  const ref = await referentielRow(q, user, refId ?? 0, lock);
  requireReferentielWrite(user, ref);
  await refuseIfLocked(q, [ref.id], 'id');
  return ref;
}

export function registerTreeEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/antenne_referentiel_node_delete',
    withBody(
      {
        properties: {
          type: NODE_KIND,
          id: b.id('antenne_referentiel_unite_competences', 'Nœud', 'Le nœud du type donné (obligatoire).'),
        },
        messages: { type: msg.pedagogie.nodeKind },
      },
      {
        config: {
          summary: "Supprime un nœud d'un référentiel avec ses enfants",
          description:
            'Corps { type: UNIT | SKILL | DESCRIPTOR, id }. Une unité emporte ses compétences et leurs descripteurs, ' +
            'une compétence ses descripteurs, en une transaction ; refusé sur un référentiel verrouillé ou un nœud ' +
            'utilisé par une séquence ou une évaluation.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const kind = kindOf(body.type);
      const id = requiredBodyId(KINDS[kind].resource, body.id, 'id', 'Nœud');
      const tree = await ctx.db.transaction(async (tx) => {
        const ref = await writableReferentiel(tx, user, kind, id, true);
        const skills =
          kind === 'UNIT'
            ? (
                await tx.query<{ id: number }>(
                  'SELECT id FROM antenne_referentiel_competences WHERE unite_competence_id = $1',
                  [id],
                )
              ).rows.map((r) => r.id)
            : kind === 'SKILL'
              ? [id]
              : [];
        const descriptors =
          kind === 'DESCRIPTOR'
            ? [id]
            : (
                await tx.query<{ id: number }>(
                  'SELECT id FROM antenne_referentiel_descripteurs WHERE competence_id = ANY($1::int[])',
                  [skills],
                )
              ).rows.map((r) => r.id);
        const units = kind === 'UNIT' ? [id] : [];
        const used = await tx.query(
          `SELECT 1 FROM antenne_sequence_contents WHERE unite_competence_id = ANY($1::int[]) OR competence_id =
            ANY($2::int[]) OR descripteur_id = ANY($3::int[])
         UNION ALL SELECT 1 FROM antenne_evaluation_contents WHERE unite_competence_id = ANY($1::int[]) OR competence_id
           = ANY($2::int[]) OR descripteur_id = ANY($3::int[]) LIMIT 1`,
          [units, skills, descriptors],
        );
        if (used.rows.length > 0) throw new HttpError(409, msg.pedagogie.nodeInUse);
        try {
          await tx.query('DELETE FROM antenne_referentiel_descripteurs WHERE id = ANY($1::int[])', [descriptors]);
          await tx.query('DELETE FROM antenne_referentiel_competences WHERE id = ANY($1::int[])', [skills]);
          await tx.query('DELETE FROM antenne_referentiel_unite_competences WHERE id = ANY($1::int[])', [units]);
        } catch (err) {
          if ((err as { code?: string }).code === '23503') throw new HttpError(409, msg.pedagogie.nodeInUse);
          throw err;
        }
        return referentielTree(tx, ctx.registry, ref);
      });
      return sendJsonLd(reply, 200, tree);
    },
  );

  app.post(
    '/api/antenne_referentiel_reorder',
    withBody(
      {
        properties: {
          type: NODE_KIND,
          ids: b.ids(
            'antenne_referentiel_unite_competences',
            'Nœuds',
            'Les nœuds d’un même parent, dans l’ordre voulu.',
          ),
        },
        messages: { type: msg.pedagogie.nodeKind, ids: msg.pedagogie.reorderIds },
      },
      {
        config: {
          summary: "Réordonne les enfants d'un même parent dans un référentiel",
          description:
            "Corps { type: UNIT | SKILL | DESCRIPTOR, ids: [IRI ou id…] } : les nœuds d'un même parent, dans l'ordre " +
            'voulu (ordre = 1, 2, …), en une transaction ; refusé sur un référentiel verrouillé.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const kind = kindOf(body.type);
      const { resource, table, parent } = KINDS[kind];
      if (!Array.isArray(body.ids) || body.ids.length === 0)
        throw unprocessable([{ propertyPath: 'ids', message: msg.pedagogie.reorderIds }]);
      const ids = body.ids.map((v, i) => requiredBodyId(resource, v, `ids[${i}]`, 'Nœud'));
      if (new Set(ids).size !== ids.length)
        throw unprocessable([{ propertyPath: 'ids', message: msg.pedagogie.reorderIds }]);
      const tree = await ctx.db.transaction(async (tx) => {
        const ref = await writableReferentiel(tx, user, kind, ids[0]!, true);
        const rows = (
          await tx.query<{ id: number; parent: number | null }>(
            `SELECT id, ${parent} AS parent FROM ${table} WHERE id = ANY($1::int[])`,
            [ids],
          )
        ).rows;
        const parents = new Set(rows.map((r) => r.parent));
        const refs = await Promise.all(ids.map((id) => referentielOfNode(tx, kind, id)));
        if (rows.length !== ids.length || parents.size !== 1 || refs.some((r) => r !== ref.id)) {
          throw unprocessable([{ propertyPath: 'ids', message: msg.pedagogie.reorderSameParent }]);
        }
        await tx.query(
          `UPDATE ${table} SET ordre = x.ord, updated_at = now() FROM unnest($1::int[]) WITH ORDINALITY AS x(id, ord)
            WHERE ${table}.id = x.id`,
          [ids],
        );
        return referentielTree(tx, ctx.registry, ref);
      });
      return sendJsonLd(reply, 200, tree);
    },
  );
}
