// Light lists and small operations of providers, agreements, alerts and models (spec 001 section 7):
// GET /api/providers_list (an antenne gets its own providers, the head office all), GET
// /api/antenne_convention_light_list, POST /api/edit_user_alertes_global_params/ (the signed-in user's
// setting for an alert, created or updated), and the `folder.slug` filter of GET /api/modeles.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { collection, model } from './shared.ts';

async function light(ctx: AppContext, request: FastifyRequest, resource: string, columns: string[], order: string) {
  const user = await ctx.auth(request);
  const r = model(ctx, resource);
  const scope = scopeCondition(user, r, 1);
  const res = await ctx.db.query(`SELECT t.* FROM "${r.table}" t WHERE ${scope.sql} AND t.etat = 0 ORDER BY ${order}, t.id`, scope.params);
  const members = res.rows.map((row) => {
    const item = toItem(r, row);
    return Object.fromEntries(Object.entries(item).filter(([k]) => k.startsWith('@') || k === 'id' || columns.includes(k)));
  });
  return collection(`/api/${request.url.split('?')[0]!.split('/').pop()}`, r.className, members);
}

/** The query of GET /api/modeles with `folder.slug=<slug>` turned into `folder=<id>`. An unknown slug becomes the
 * largest serial id, which no folder reaches, so the list is empty rather than a 400 on an invalid id. */
export async function slugToFolder(ctx: AppContext, url: string, cfaId: number): Promise<string> {
  const i = url.indexOf('?');
  const query = new URLSearchParams(i >= 0 ? url.slice(i + 1) : '');
  const slug = query.get('folder.slug');
  if (slug === null) return url;
  const res = await ctx.db.query<{ id: number }>('SELECT id FROM modele_dossiers WHERE cfa_id = $1 AND slug = $2 ORDER BY id LIMIT 1', [cfaId, slug]);
  query.delete('folder.slug');
  query.set('folder', String(res.rows[0]?.id ?? 2147483647));
  return `${url.slice(0, i)}?${query.toString()}`;
}

export function registerLightRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/providers_list', async (request, reply) => sendJsonLd(reply, 200, await light(ctx, request, 'prestataires',
    ['type', 'civility', 'lastname', 'firstname', 'raison_sociale', 'mission', 'statut_rattachement', 'mail', 'phone', 'photo', 'antenne', 'etat'], 't.lastname, t.firstname')));
  app.get('/api/antenne_convention_light_list', async (request, reply) => sendJsonLd(reply, 200, await light(ctx, request, 'antenne_conventions',
    ['type', 'convention_number', 'name', 'parent', 'antenne', 'date_start', 'date_end', 'etat'], 't.convention_number')));

  app.post('/api/edit_user_alertes_global_params/', async (request, reply) => {
    const user = await ctx.auth(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const alerteId = body.global_alerte === undefined || body.global_alerte === null ? null : idFromIri('global_alertes', body.global_alerte, true);
    const etat = body.etat ?? 0;
    if (alerteId === undefined) throw unprocessable([{ propertyPath: 'global_alerte', message: "Cette valeur doit être l'IRI d'une alerte." }]);
    if (etat !== 0 && etat !== 1) throw unprocessable([{ propertyPath: 'etat', message: 'Cette valeur doit être 0 (active) ou 1 (masquée).' }]);
    if (alerteId !== null && !(await ctx.db.query('SELECT 1 FROM global_alertes WHERE id = $1 AND cfa_id = $2', [alerteId, user.cfaId])).rows[0]) {
      throw unprocessable([{ propertyPath: 'global_alerte', message: "L'élément « Alerte » n'existe pas ou n'est pas accessible." }]);
    }
    const uri = typeof body.uri === 'string' ? body.uri : alerteId !== null ? itemIri('global_alertes', alerteId) : null;
    const found = await ctx.db.query('SELECT id FROM user_alertes_global_params WHERE user_id = $1 AND global_alerte_id IS NOT DISTINCT FROM $2 AND uri IS NOT DISTINCT FROM $3 LIMIT 1',
      [user.id, alerteId, uri]);
    const row = found.rows[0]
      ? (await ctx.db.query('UPDATE user_alertes_global_params SET etat = $2, updated_at = now() WHERE id = $1 RETURNING *', [found.rows[0].id, etat])).rows[0]!
      : (await ctx.db.query(`INSERT INTO user_alertes_global_params (cfa_id, antenne_id, user_id, global_alerte_id, uri, etat)
          VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`, [user.cfaId, user.antenneId, user.id, alerteId, uri, etat])).rows[0]!;
    return sendJsonLd(reply, found.rows[0] ? 200 : 201, toItem(model(ctx, 'user_alertes_global_params'), row, true));
  });

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/api/modeles' || !request.url.includes('folder.slug')) return;
    const user = await ctx.auth(request);
    request.raw.url = await slugToFolder(ctx, request.url, user.cfaId);
  });
}
