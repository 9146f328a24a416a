// A session's details on one page (spec 001 "Session detail (antenne_diplome_session_details) with sub-items
// stages, parcours, evaluations"):
// GET /api/antenne_diplome_sessions/{id}/details: the session's details (not deleted), each with its stages,
//   parcours and evaluations;
// POST /api/antenne_diplome_sessions/{id}/details { label, description?, stages?: [...], parcours?: [...],
//   evaluations?: [...] }: the detail and all its items created in one transaction (201, the detail with its
//   items). Each item is checked as its resource's generic create checks it (schema, plausibility: an end not
//   before its start...), and every bad item is named in one French 422 (`stages[1].label`, « Étape 2 — Intitulé : … »), nothing written.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { Violation } from '../../schema/validate.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { checkCandidate, insertRow } from '../../crud/write.ts';
import { cleanBody } from '../../crud/input.ts';
import { getInScope } from '../../crud/read.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { bodyObject, requireWrite, type IdRequest } from '../../http/request.ts';
import { model } from '../common.ts';
import * as msg from '../../http/messages.ts';

const LISTS = {
  stages: 'antenne_diplome_session_detail_stages',
  parcours: 'antenne_diplome_session_detail_parcours',
  evaluations: 'antenne_diplome_session_detail_evaluations',
} as const;
type ListKey = keyof typeof LISTS;

async function detailsOf(ctx: AppContext, db: Queryable, sessionId: number, only?: number): Promise<Record<string, unknown>[]> {
  const details = model(ctx, 'antenne_diplome_session_details');
  const rows = (await db.query<Row>(
    `SELECT * FROM antenne_diplome_session_details WHERE antenne_diplome_session_id = $1 AND etat <> 2 ${only ? 'AND id = $2' : ''} ORDER BY id`,
    only ? [sessionId, only] : [sessionId])).rows;
  const ids = rows.map((r) => r.id as number);
  const items: Record<ListKey, Row[]> = { stages: [], parcours: [], evaluations: [] };
  for (const key of Object.keys(LISTS) as ListKey[]) {
    const order = key === 'evaluations' ? 'date_evaluation NULLS LAST, id' : 'dt_start NULLS LAST, id';
    items[key] = ids.length === 0 ? [] : (await db.query<Row>(`SELECT * FROM "${LISTS[key]}" WHERE detail_id = ANY($1::int[]) ORDER BY ${order}`, [ids])).rows;
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

/** An item's columns as its generic create would store them, its violations renamed `<list>[i].<field>`. */
async function itemColumns(ctx: AppContext, user: AuthUser, key: ListKey, index: number, value: unknown, antenne: string | null, violations: Violation[]) {
  const path = `${key}[${index}]`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    violations.push({ propertyPath: path, message: msg.planification.detailLine(key, index + 1, msg.request.itemNotObject) });
    return undefined;
  }
  const r = model(ctx, LISTS[key]);
  // The detail does not exist yet: its relation is set at insert time, so the item is checked without it.
  const { detail: _detail, ...rest } = value as Record<string, unknown>;
  const candidate = { ...cleanBody(r, rest), antenne };
  try {
    return await checkCandidate(ctx.db, ctx.registry, ctx.validators, r, user, candidate);
  } catch (e) {
    if (!(e instanceof HttpError) || !e.violations) throw e;
    const own = e.violations.filter((v) => v.propertyPath !== 'detail');
    violations.push(...own.map((v) => ({ propertyPath: `${path}.${v.propertyPath}`, message: msg.planification.detailLine(key, index + 1, v.message) })));
    // Only the missing detail was refused: the item is fine; check again with a placeholder-free candidate.
    return own.length === 0 ? columnsWithoutDetail(r, candidate) : undefined;
  }
}

/** The item's columns when its only violation was its missing detail (the required relation, set at insert):
 * checkCandidate has checked everything else (schema, relations in scope, plausibility). */
function columnsWithoutDetail(r: ReturnType<typeof model>, candidate: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const p of r.properties) {
    if (p.readOnly || p.name === 'detail' || !(p.name in candidate)) continue;
    const v = candidate[p.name];
    columns[p.column] = p.relation ? (v === null || v === undefined ? null : idFromIri(p.relation, v) ?? null) : v ?? null;
  }
  return columns;
}

export function registerSessionDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = model(ctx, 'antenne_diplome_sessions');
  const details = model(ctx, 'antenne_diplome_session_details');

  app.get('/api/antenne_diplome_sessions/:id/details', {
    config: { summary: "Détails d'une session avec leurs étapes, parcours et évaluations" },
  }, async (request: IdRequest, reply) => {
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
  });

  app.post('/api/antenne_diplome_sessions/:id/details', {
    config: {
      summary: "Créer un détail de session avec ses étapes, parcours et évaluations",
      description: 'Le détail et tous ses éléments sont enregistrés en une transaction ; un élément refusé est nommé (stages[1].label) et rien n’est enregistré.',
    },
  }, async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    requireWrite(user, details, 'create');
    for (const r of Object.values(LISTS)) requireWrite(user, model(ctx, r), 'create');
    const session = await getInScope(ctx.db, sessions, user, request.params.id);
    requireWrite(user, details, 'create', session.antenne_id);
    const body = bodyObject(request.body);
    const antenne = session.antenne_id === null ? null : itemIri('antennes', session.antenne_id);
    const violations: Violation[] = [];
    const { stages: _s, parcours: _p, evaluations: _e, ...head } = body;
    let detailColumns: Record<string, unknown> | undefined;
    try {
      detailColumns = await checkCandidate(ctx.db, ctx.registry, ctx.validators, details, user,
        { ...cleanBody(details, head), antenne_diplome_session: itemIri('antenne_diplome_sessions', session.id), antenne });
    } catch (e) {
      if (!(e instanceof HttpError) || !e.violations) throw e;
      violations.push(...e.violations);
    }
    const items: Record<ListKey, Record<string, unknown>[]> = { stages: [], parcours: [], evaluations: [] };
    for (const key of Object.keys(LISTS) as ListKey[]) {
      const value = body[key];
      if (value === undefined || value === null) continue;
      if (!Array.isArray(value)) {
        violations.push({ propertyPath: key, message: msg.planification.detailList });
        continue;
      }
      for (const [i, v] of value.entries()) {
        const columns = await itemColumns(ctx, user, key, i, v, antenne, violations);
        if (columns) items[key].push(columns);
      }
    }
    if (violations.length > 0 || !detailColumns) throw unprocessable(violations);
    const created = await ctx.db.transaction(async (tx) => {
      const detail = await insertRow(tx, details, user, detailColumns);
      for (const key of Object.keys(LISTS) as ListKey[]) {
        for (const columns of items[key]) await insertRow(tx, model(ctx, LISTS[key]), user, { ...columns, detail_id: detail.id });
      }
      return (await detailsOf(ctx, tx, session.id, detail.id))[0]!;
    });
    reply.header('Location', created['@id'] as string);
    return sendJsonLd(reply, 201, created);
  });
}
