// A session's details on one page (spec 001 "Session detail (antenne_diplome_session_details) with sub-items
// stages, parcours, evaluations"):
// GET /api/antenne_diplome_sessions/{id}/details: the session's details (not deleted), each with its stages,
//   parcours and evaluations;
// POST /api/antenne_diplome_sessions/{id}/details { label, description?, stages?: [...], parcours?: [...],
//   evaluations?: [...] }: the detail and all its items created in one transaction (201, the detail with its
//   items). Each item is checked as its resource's generic create checks it (schema, plausibility: an end not
//   before its start...), and every bad item is named in one French 422 (`stages[1].label`, « Étape 2 — Intitulé : …
//   »), nothing written.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { Violation } from '../../schema/validate.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { save, within } from '../../crud/save.ts';
import { getInScope } from '../../crud/read.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { bodyOf, requireWrite, withBody, type IdRequest } from '../../http/request.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

const LISTS = {
  stages: 'antenne_diplome_session_detail_stages',
  parcours: 'antenne_diplome_session_detail_parcours',
  evaluations: 'antenne_diplome_session_detail_evaluations',
} as const;
type ListKey = keyof typeof LISTS;

async function detailsOf(
  ctx: AppContext,
  db: Queryable,
  sessionId: number,
  only?: number,
): Promise<Record<string, unknown>[]> {
  const details = model(ctx, 'antenne_diplome_session_details');
  const rows = (
    await db.query<Row>(
      `SELECT * FROM antenne_diplome_session_details WHERE antenne_diplome_session_id = $1 AND etat <> 2
        ${only ? 'AND id = $2' : ''} ORDER BY id`,
      only ? [sessionId, only] : [sessionId],
    )
  ).rows;
  const ids = rows.map((r) => r.id as number);
  const items: Record<ListKey, Row[]> = { stages: [], parcours: [], evaluations: [] };
  for (const key of Object.keys(LISTS) as ListKey[]) {
    const order = key === 'evaluations' ? 'date_evaluation NULLS LAST, id' : 'dt_start NULLS LAST, id';
    items[key] =
      ids.length === 0
        ? []
        : (
            await db.query<Row>(`SELECT * FROM "${LISTS[key]}" WHERE detail_id = ANY($1::int[]) ORDER BY ${order}`, [
              ids,
            ])
          ).rows;
  }
  return rows.map((row) => {
    const out: Record<string, unknown> = toItem(details, row, true);
    for (const key of Object.keys(LISTS) as ListKey[]) {
      const r = model(ctx, LISTS[key]);
      out[key] = items[key].filter((i) => i.detail_id === row.id).map((i) => toItem(r, i));
    }
    return out;
  });
}

/** The violations of a refused save, renamed `<list>[i].<field>` for an item, kept as they are for the detail;
 * `withoutDetail` drops the item's missing detail (the detail itself was refused, so it has no id). */
function collect(
  e: unknown,
  violations: Violation[],
  item?: { key: ListKey; index: number; withoutDetail: boolean },
): void {
  if (!(e instanceof HttpError) || !e.violations) throw e;
  if (!item) return void violations.push(...e.violations);
  const own = e.violations.filter((v) => !(item.withoutDetail && v.propertyPath === 'detail'));
  violations.push(
    ...own.map((v) => ({
      propertyPath: `${item.key}[${item.index}].${v.propertyPath}`,
      message: msg.planification.detailLine(item.key, item.index + 1, v.message),
    })),
  );
}

export function registerSessionDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = model(ctx, 'antenne_diplome_sessions');
  const details = model(ctx, 'antenne_diplome_session_details');

  app.get(
    '/api/antenne_diplome_sessions/:id/details',
    {
      config: { summary: "Détails d'une session avec leurs étapes, parcours et évaluations" },
    },
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const session = await getInScope(ctx.db, sessions, user, request.params.id);
      const list = await detailsOf(ctx, ctx.db, session.id);
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/AntenneDiplomeSessionDetail',
        '@id': `/api/antenne_diplome_sessions/${session.id}/details`,
        '@type': 'hydra:Collection',
        'hydra:totalItems': list.length,
        'hydra:member': list,
      });
    },
  );

  app.post(
    '/api/antenne_diplome_sessions/:id/details',
    withBody(
      {
        // The lists are not typed here: the handler checks them and their items together, so that one 422 names
        // every bad item at once (a list given as text among them).
        properties: {
          stages: {
            title: 'Étapes',
            description: 'Éléments antenne_diplome_session_detail_stages.',
          },
          parcours: {
            title: 'Parcours',
            description: 'Éléments antenne_diplome_session_detail_parcours.',
          },
          evaluations: {
            title: 'Évaluations',
            description: 'Éléments antenne_diplome_session_detail_evaluations.',
          },
        },
        messages: {
          stages: msg.planification.detailList,
          parcours: msg.planification.detailList,
          evaluations: msg.planification.detailList,
        },
      },
      {
        config: {
          summary: 'Créer un détail de session avec ses étapes, parcours et évaluations',
          description:
            'Le détail et tous ses éléments sont enregistrés en une transaction ; un élément refusé est nommé ' +
            '(stages[1].label) et rien n’est enregistré.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, details, 'create');
      for (const r of Object.values(LISTS)) requireWrite(user, model(ctx, r), 'create');
      const session = await getInScope(ctx.db, sessions, user, request.params.id);
      requireWrite(user, details, 'create', session.antenne_id);
      const body = bodyOf(request);
      const antenne = session.antenne_id === null ? null : itemIri('antennes', session.antenne_id);
      const { stages: _s, parcours: _p, evaluations: _e, ...head } = body;
      // The detail and its items go through their resources' save in one transaction: each item is checked with
      // the new detail as its parent; every refusal is gathered, and one refusal rolls everything back.
      const created = await ctx.db.transaction(async (tx) => {
        const inTx = within(ctx, tx);
        const violations: Violation[] = [];
        let detail: Row | undefined;
        try {
          detail = await save(
            inTx,
            details,
            user,
            { ...head, antenne_diplome_session: itemIri('antenne_diplome_sessions', session.id), antenne },
            { mode: 'create' },
          );
        } catch (e) {
          collect(e, violations);
        }
        const parent = detail ? itemIri(details.name, detail.id as number) : undefined;
        for (const key of Object.keys(LISTS) as ListKey[]) {
          const value = body[key];
          if (value === undefined || value === null) continue;
          if (!Array.isArray(value)) {
            violations.push({ propertyPath: key, message: msg.planification.detailList });
            continue;
          }
          for (const [index, item] of value.entries()) {
            if (item === null || typeof item !== 'object' || Array.isArray(item)) {
              violations.push({
                propertyPath: `${key}[${index}]`,
                message: msg.planification.detailLine(key, index + 1, msg.request.itemNotObject),
              });
              continue;
            }
            const { detail: _detail, ...rest } = item as Record<string, unknown>;
            try {
              await save(inTx, LISTS[key], user, { ...rest, detail: parent, antenne }, { mode: 'create' });
            } catch (e) {
              collect(e, violations, { key, index, withoutDetail: !parent });
            }
          }
        }
        if (violations.length > 0 || !detail) throw unprocessable(violations);
        return (await detailsOf(ctx, tx, session.id, detail.id as number))[0]!;
      });
      reply.header('Location', created['@id'] as string);
      return sendJsonLd(reply, 201, created);
    },
  );
}
