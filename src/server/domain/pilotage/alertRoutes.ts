// POST /api/edit_user_alertes_global_params/ (spec 001 section 7): the signed-in user's setting for an alert,
// created or updated; `type` instead of an alert sets a whole alert type. Only for oneself: a `user`
// other than the caller is a 403. Guests write nothing; a `uri` is the IRI of an alert of the centre or the link of one
// (finding 6: any text used to add a row per value).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/access.ts';
import { types_alerte } from '../../../shared/reference/general.ts';
import { typeUri } from './badgeRoutes.ts';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import * as msg from './messages.ts';
import { b, bodyOf, requireNotGuest, withBody } from '../../http/request.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { model } from '../common.ts';

/** Whether `uri` names an alert of the centre: its IRI, or the link (`uri`) of one of its alerts (of the
 * given alert when there is one). */
async function knownAlertUri(ctx: AppContext, user: AuthUser, uri: string, alerteId: number | null): Promise<boolean> {
  const iriId = idFromIri('global_alertes', uri);
  if (typeof iriId === 'number') {
    if (alerteId !== null && iriId !== alerteId) return false;
    return alertReached(ctx, user, iriId);
  }
  const res = await ctx.db.query(
    `SELECT 1 FROM global_alertes WHERE cfa_id = $1 AND uri = $2 AND ($3::int IS NULL OR id = $3) AND ${reach(4)} LIMIT
      1`,
    [user.cfaId, uri, alerteId, user.antenneId],
  );
  return res.rows.length > 0;
}

/** An alert the user reads: of its antenne or of the whole centre (`$n` the user's antenne, null at the head office).
 */
const reach = (n: number) => `(antenne_id IS NULL OR $${n}::int IS NULL OR antenne_id = $${n}::int)`;
async function alertReached(ctx: AppContext, user: AuthUser, id: number): Promise<boolean> {
  const res = await ctx.db.query(`SELECT 1 FROM global_alertes WHERE id = $1 AND cfa_id = $2 AND ${reach(3)}`, [
    id,
    user.cfaId,
    user.antenneId,
  ]);
  return res.rows.length > 0;
}

/** The user's setting of a whole alert type (`type`, `etat`): a row without alert, `uri` types_alerte/<type>. */
async function sendTypeSetting(ctx: AppContext, user: AuthUser, body: Record<string, unknown>, reply: FastifyReply) {
  const type = body.type;
  const etat = body.etat ?? 0;
  if (typeof type !== 'number' || !types_alerte.some((t) => t.id === type))
    throw unprocessable([{ propertyPath: 'type', message: msg.alertes.alertType }]);
  if (etat !== 0 && etat !== 1) throw unprocessable([{ propertyPath: 'etat', message: msg.alertes.alertState }]);
  const uri = typeUri(type);
  const found = await ctx.db.query(
    'SELECT id FROM user_alertes_global_params WHERE user_id = $1 AND global_alerte_id IS NULL AND uri = $2 LIMIT 1',
    [user.id, uri],
  );
  const row = found.rows[0]
    ? (
        await ctx.db.query(
          'UPDATE user_alertes_global_params SET etat = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [found.rows[0].id, etat],
        )
      ).rows[0]!
    : (
        await ctx.db.query(
          `INSERT INTO user_alertes_global_params (cfa_id, antenne_id, user_id, global_alerte_id, uri, etat)
        VALUES ($1, $2, $3, NULL, $4, $5) RETURNING *`,
          [user.cfaId, user.antenneId, user.id, uri, etat],
        )
      ).rows[0]!;
  return sendJsonLd(reply, found.rows[0] ? 200 : 201, toItem(model(ctx, 'user_alertes_global_params'), row, true));
}

/** What the call takes (checked, and shown in the API document) and answers. */
const ALERT_SETTING = withBody(
  {
    properties: {
      global_alerte: b.id('global_alertes', 'Alerte'),
      type: b.int('Type d’alertes', "Un type d'alertes entier (types_alerte) au lieu d'une alerte."),
      uri: b.text('Lien', "Le lien d'une alerte du centre."),
      etat: { type: ['integer', 'null'], enum: [0, 1, null], title: 'État', description: '0 active, 1 coupée.' },
      user: b.id('users', 'Utilisateur', 'Soi-même seulement.'),
    },
    messages: { type: msg.alertes.alertType, etat: msg.alertes.alertState },
  },
  {
    config: {
      summary: "Régler une alerte pour l'utilisateur connecté",
      description:
        "Active (etat 0) ou coupe (etat 1) une alerte (global_alerte, ou uri) ou tout un type d'alertes (type) pour " +
        'soi seulement ; un autre utilisateur : 403, un invité : 403.',
      openapi: {
        responses: {
          200: {
            description: 'Le réglage existant, modifié.',
            content: { 'application/ld+json': { schema: { $ref: '#/components/schemas/UserAlertesGlobalParam' } } },
          },
          201: {
            description: 'Le réglage créé.',
            content: { 'application/ld+json': { schema: { $ref: '#/components/schemas/UserAlertesGlobalParam' } } },
          },
        },
      },
    },
  },
);

export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const editSetting = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await ctx.auth(request);
    requireNotGuest(user);
    const body = bodyOf(request, true);
    if (body.user !== undefined && body.user !== null && idFromIri('users', body.user, true) !== user.id)
      throw forbidden(msg.alertes.ownParamsOnly);
    if (body.type !== undefined) return sendTypeSetting(ctx, user, body, reply);
    const alerteId =
      body.global_alerte === undefined || body.global_alerte === null
        ? null
        : idFromIri('global_alertes', body.global_alerte, true);
    const etat = body.etat ?? 0;
    if (alerteId === undefined) throw unprocessable([{ propertyPath: 'global_alerte', message: msg.alertes.alertIri }]);
    if (etat !== 0 && etat !== 1) throw unprocessable([{ propertyPath: 'etat', message: msg.alertes.alertState }]);
    if (alerteId !== null && !(await alertReached(ctx, user, alerteId))) {
      throw unprocessable([{ propertyPath: 'global_alerte', message: msg.alertes.alertUnknown }]);
    }
    const uri =
      typeof body.uri === 'string' ? body.uri : alerteId !== null ? itemIri('global_alertes', alerteId) : null;
    if (uri === null && alerteId === null)
      throw unprocessable([{ propertyPath: 'global_alerte', message: msg.auth.alertUriUnknown }]);
    if (typeof body.uri === 'string' && !(await knownAlertUri(ctx, user, uri!, alerteId))) {
      throw unprocessable([{ propertyPath: 'uri', message: msg.auth.alertUriUnknown }]);
    }
    const found = await ctx.db.query(
      'SELECT id FROM user_alertes_global_params WHERE user_id = $1 AND global_alerte_id IS NOT DISTINCT FROM $2 AND ' +
        'uri IS NOT DISTINCT FROM $3 LIMIT 1',
      [user.id, alerteId, uri],
    );
    const row = found.rows[0]
      ? (
          await ctx.db.query(
            'UPDATE user_alertes_global_params SET etat = $2, updated_at = now() WHERE id = $1 RETURNING *',
            [found.rows[0].id, etat],
          )
        ).rows[0]!
      : (
          await ctx.db.query(
            `INSERT INTO user_alertes_global_params (cfa_id, antenne_id, user_id, global_alerte_id, uri, etat)
          VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
            [user.cfaId, user.antenneId, user.id, alerteId, uri, etat],
          )
        ).rows[0]!;
    return sendJsonLd(reply, found.rows[0] ? 200 : 201, toItem(model(ctx, 'user_alertes_global_params'), row, true));
  };
  // As spec 001 spells it (with the trailing slash, what the admin calls) and without it (the documented path).
  app.post('/api/edit_user_alertes_global_params', ALERT_SETTING, editSetting);
  app.post('/api/edit_user_alertes_global_params/', ALERT_SETTING, editSetting);
}
