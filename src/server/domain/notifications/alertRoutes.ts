// POST /api/edit_user_alertes_global_params/ (spec 001 section 7): the signed-in user's setting for an alert,
// created or updated.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { model } from '../common.ts';

export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
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

}
