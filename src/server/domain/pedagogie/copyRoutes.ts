// Copying a referential with its whole tree (units, skills, descriptors) in one transaction: new ids, the copy
// editable and active, `id_link` naming its source, owned by the caller's antenne (a centre user may name
// one, or keep it at centre level). antenne_referentiel_copy takes any usable referential; antenne_actions_copy
// an action's referential (named directly or through its action), the copy tied to `target_action` if given.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { isCentreLevel, type AuthUser } from '../../auth/access.ts';
import { insertMany } from '../../seed/insert.ts';
import { model, R, referentielRow, referentielScope } from './shared.ts';
import { b, bodyId, bodyOf, requireWrite, scopedRow, withBody } from '../../http/request.ts';

import { referentielTree } from './tree.ts';
import * as msg from './messages.ts';

/** Copies the tree of `source` under the new referential `target` (ids mapped level by level), every node
 * owned by the copy's antenne (null: the centre's), as the shared scope of the tree's resources reads it. */
async function copyTree(
  tx: Queryable,
  cfaId: number,
  antenneId: number | null,
  source: number,
  target: number,
): Promise<void> {
  const units = (
    await tx.query<RowOf<'antenne_referentiel_unite_competences'>>(
      'SELECT * FROM antenne_referentiel_unite_competences WHERE antenne_referentiel_id = $1 ORDER BY id',
      [source],
    )
  ).rows;
  const unitIds = await insertMany(
    tx,
    'antenne_referentiel_unite_competences',
    units.map((u) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_referentiel_id: target,
      code: u.code,
      label: u.label,
      ordre: u.ordre,
    })),
  );
  const unitMap = new Map(units.map((u, i) => [u.id, unitIds[i]!]));
  const skills = (
    await tx.query<RowOf<'antenne_referentiel_competences'>>(
      'SELECT * FROM antenne_referentiel_competences WHERE antenne_referentiel_id = $1 ORDER BY id',
      [source],
    )
  ).rows;
  const skillIds = await insertMany(
    tx,
    'antenne_referentiel_competences',
    skills.map((s) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_referentiel_id: target,
      unite_competence_id: s.unite_competence_id === null ? null : (unitMap.get(s.unite_competence_id) ?? null),
      code: s.code,
      label: s.label,
      first_node: s.first_node,
      ordre: s.ordre,
    })),
  );
  const skillMap = new Map(skills.map((s, i) => [s.id, skillIds[i]!]));
  if (skills.length === 0) return;
  const descriptors = (
    await tx.query<RowOf<'antenne_referentiel_descripteurs'>>(
      'SELECT * FROM antenne_referentiel_descripteurs WHERE competence_id = ANY($1::int[]) ORDER BY id',
      [[...skillMap.keys()]],
    )
  ).rows;
  await insertMany(
    tx,
    'antenne_referentiel_descripteurs',
    descriptors.map((d) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      competence_id: d.competence_id === null ? null : skillMap.get(d.competence_id),
      label: d.label,
      ordre: d.ordre,
    })),
  );
}

/** The antenne the copy belongs to: the caller's own; a centre user may name one of its centre, or none. */
async function targetAntenne(ctx: AppContext, user: AuthUser, body: Record<string, unknown>): Promise<number | null> {
  const named = bodyId('antennes', body.antenne, 'antenne', 'Antenne');
  if (!isCentreLevel(user)) {
    if (named !== undefined && named !== user.antenneId) throw forbidden(msg.access.otherAntenne);
    return user.antenneId;
  }
  if (named === undefined) return null;
  await scopedRow(ctx.db, model(ctx, 'antennes'), user, named).catch(() => {
    throw unprocessable([{ propertyPath: 'antenne', message: msg.access.notReachable('Antenne', body.antenne) }]);
  });
  return named;
}

type Referentiel = RowOf<'antenne_referentiels'>;

function labelOf(body: Record<string, unknown>, source: Referentiel): string {
  if (body.label === undefined || body.label === null) return `${String(source.label)} (copie)`.slice(0, 255);
  const label = typeof body.label === 'string' ? body.label.trim() : '';
  if (!label) throw unprocessable([{ propertyPath: 'label', message: msg.pedagogie.copyTitleEmpty }]);
  if (label.length > 255) throw unprocessable([{ propertyPath: 'label', message: msg.pedagogie.titleTooLong }]);
  return label;
}

export function registerCopyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actions = model(ctx, 'antenne_actions');

  async function copy(user: AuthUser, body: Record<string, unknown>, source: Referentiel, actionId: number | null) {
    const label = labelOf(body, source);
    const antenne = await targetAntenne(ctx, user, body);
    return ctx.db.transaction(async (tx) => {
      const [id] = await insertMany(tx, 'antenne_referentiels', [
        {
          cfa_id: user.cfaId,
          label,
          type: source.type,
          diplome_id: source.diplome_id,
          action_id: actionId,
          antenne_id: antenne,
          editable: true,
          etat: 0,
          id_link_id: source.id,
        },
      ]);
      await copyTree(tx, user.cfaId, antenne, source.id, id!);
      const row = (await tx.query<Referentiel>('SELECT * FROM antenne_referentiels WHERE id = $1', [id])).rows[0]!;
      return referentielTree(tx, ctx.registry, row);
    });
  }

  const sourceId = (body: Record<string, unknown>) =>
    bodyId(R.referentiels, body.id ?? body['@id'] ?? body.referentiel, 'id', model(ctx, R.referentiels).label.one);

  const copyBody = {
    label: b.text('Titre de la copie', 'Par défaut : le titre du référentiel copié suivi de « (copie) ».'),
    antenne: b.id(
      'antennes',
      'Antenne',
      'L’antenne de la copie (un utilisateur du centre seulement ; sinon la sienne).',
    ),
  };
  const sourceFields = (description: string) => ({
    id: b.id(R.referentiels, 'Référentiel', description),
    '@id': b.id(R.referentiels, 'Référentiel', 'Comme id.'),
    referentiel: b.id(R.referentiels, 'Référentiel', 'Comme id.'),
  });

  app.post(
    '/api/antenne_referentiel_copy',
    withBody({ properties: { ...sourceFields('Le référentiel copié (obligatoire).'), ...copyBody } }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, model(ctx, R.referentiels), 'create');
      const body = bodyOf(request);
      const id = sourceId(body);
      if (id === undefined) throw unprocessable([{ propertyPath: 'id', message: msg.pedagogie.copySourceRequired }]);
      const source = await referentielRow(ctx.db, user, id);
      const created = await copy(user, body, source, source.action_id);
      reply.header('Location', itemIri(R.referentiels, created.id as number));
      return sendJsonLd(reply, 201, created);
    },
  );

  app.post(
    '/api/antenne_actions_copy',
    withBody({
      properties: {
        ...sourceFields('Le référentiel d’action copié ; sinon celui de l’action donnée.'),
        action: b.id('antenne_actions', 'Action', 'L’action dont le référentiel est copié (sans id).'),
        target_action: b.id('antenne_actions', 'Action cible', 'L’action de la copie (sinon celle de la source).'),
        ...copyBody,
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, model(ctx, R.referentiels), 'create');
      const body = bodyOf(request);
      const id = sourceId(body);
      const actionId = bodyId('antenne_actions', body.action, 'action', actions.label.one);
      let source: Referentiel;
      if (id !== undefined) {
        source = await referentielRow(ctx.db, user, id);
        if (source.type !== 'action')
          throw unprocessable([{ propertyPath: 'id', message: msg.pedagogie.notActionReferentiel }]);
      } else if (actionId !== undefined) {
        const action = await scopedRow(ctx.db, actions, user, actionId);
        const scope = referentielScope(user, 2);
        const found = await ctx.db.query<Referentiel>(
          `SELECT t.* FROM antenne_referentiels t WHERE t.action_id = $1 AND t.type = 'action' AND t.etat = 0 AND
            ${scope.sql} ORDER BY t.id DESC LIMIT 1`,
          [action.id, ...scope.params],
        );
        if (!found.rows[0]) throw notFound(msg.pedagogie.actionWithoutReferentiel);
        source = found.rows[0];
      } else {
        throw unprocessable([{ propertyPath: 'action', message: msg.pedagogie.actionCopySourceRequired }]);
      }
      const target = bodyId('antenne_actions', body.target_action, 'target_action', actions.label.one);
      if (target !== undefined) await scopedRow(ctx.db, actions, user, target);
      const created = await copy(user, body, source, target ?? source.action_id);
      reply.header('Location', itemIri(R.referentiels, created.id as number));
      return sendJsonLd(reply, 201, created);
    },
  );
}
