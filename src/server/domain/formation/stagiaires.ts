// GET /api/stagiaires (spec 000 section 7: "GET stagiaires with etat=0 and type=1 (active trainees)"): the
// earlier back-office's name for the trainees. Trainees and candidates share `etudiants` here, so this is the
// generic `etudiants` collection (same filters, order, pagination, scope; members are `/api/etudiants/{id}`)
// with `type` 1 (trainee) unless the query names a type.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { listCollection } from '../../crud/read.ts';
import { collectionRequest } from '../../crud/hooks.ts';
import { model } from '../common.ts';

export function registerStagiaires(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/stagiaires', async (request, reply) => {
    const user = await ctx.auth(request);
    const r = model(ctx, 'etudiants');
    // As GET /api/etudiants reads it (x-alias names, the trainees' hooks), type 1 by default.
    const { query, narrow } = await collectionRequest({ ctx, r, user }, request.url);
    if (![...query.keys()].some((k) => k === 'type' || k.startsWith('type['))) query.set('type', '1');
    return sendJsonLd(reply, 200, await listCollection(ctx.db, r, user, query, narrow));
  });
}
