// Post-training follow-ups:
//   POST /api/etudiants/{id}/suivis_post_formation  {raison_sortie?} plans the steps of a trainee who left (3, 6, 9,
//        12 months from the exit date, plus the employer-search or breakup step), skipping those already planned.
//   GET /api/suivis_post_formation_a_faire ?antenne, etat (late|due|upcoming|done), etape, nom (part of the trainee's
//        name), situation, page, itemsPerPage: the follow-ups in scope with the trainee's name and state, late first,
//        then due, upcoming and done.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { scopeCondition } from '../../auth/access.ts';
import { model } from '../common.ts';
import {
  b,
  bodyOf,
  withBody,
  intParam,
  pageOf,
  pagedCollection,
  pathId,
  queryOf,
  requireWrite,
  scopedRow,
  type IdRequest,
  withQuery,
  q,
  paginationQuery,
} from '../../http/request.ts';
import { followUpState, schedule, STATE_RANK, type FollowUpState } from '../../../shared/postformation/index.ts';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import * as msg from './messages.ts';

const today = () => new Date().toISOString().slice(0, 10);
const STATES: FollowUpState[] = ['late', 'due', 'upcoming', 'done'];

export function registerFollowUpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, 'etudiants');
  const suivis = model(ctx, 'suivi_post_formations');

  app.post(
    '/api/etudiants/:id/suivis_post_formation',
    withBody(
      {
        properties: {
          raison_sortie: b.oneOf(
            raisons_sortie.map((r) => r.id),
            'Motif de sortie',
            'Liste de référence raisons_sortie ; choisit les échéances.',
          ),
        },
        messages: { raison_sortie: msg.postFormation.reasonUnknown },
      },
      {
        config: {
          summary: 'Planifier les suivis post-formation d’un stagiaire sorti',
          description:
            'Crée les échéances à 3, 6, 9 et 12 mois après la date de sortie (et 3 mois de recherche d’employeur ou ' +
            '6 mois après une rupture selon `raison_sortie`), sans doubler celles qui existent.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const trainee = await scopedRow(ctx.db, etudiants, user, pathId(request.params.id));
      requireWrite(user, suivis, 'create', trainee.antenne_id);
      const body = bodyOf(request, true);
      const raison = body.raison_sortie ?? null;
      if (raison !== null && !raisons_sortie.some((r) => r.id === raison)) {
        throw unprocessable([{ propertyPath: 'raison_sortie', message: msg.postFormation.reasonUnknown }]);
      }
      if (!trainee.date_sortie)
        throw unprocessable([{ propertyPath: 'date_sortie', message: msg.postFormation.traineeNotLeft }]);
      const rows = await ctx.db.transaction(async (tx) => {
        const existing = new Set(
          (
            await tx.query<{ etape: number }>(
              'SELECT etape FROM suivi_post_formations WHERE etudiant_id = $1 AND etat = 0',
              [trainee.id],
            )
          ).rows.map((r) => r.etape),
        );
        const created = [];
        for (const step of schedule(String(trainee.date_sortie), raison as number | null)) {
          if (existing.has(step.etape)) continue;
          created.push(
            await insertRow(tx, suivis, user, {
              etudiant_id: trainee.id,
              antenne_id: trainee.antenne_id,
              etape: step.etape,
              date_prevue: step.date_prevue,
              is_shared: false,
              etat: 0,
            }),
          );
        }
        return created;
      });
      return sendJsonLd(reply, 201, {
        '@context': '/api/contexts/SuiviPostFormation',
        '@type': 'hydra:Collection',
        'hydra:totalItems': rows.length,
        'hydra:member': rows.map((r) => toItem(suivis, r)),
      });
    },
  );

  app.get(
    '/api/suivis_post_formation_a_faire',
    withQuery(
      {
        properties: {
          antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).'),
          etape: q.text('L’étape du suivi (-1 : toutes).'),
          situation: q.text('La situation (-1 : toutes).'),
          nom: q.text('Le nom du stagiaire (contient).'),
          etat: q.text('L’état du suivi.'),
          ...paginationQuery,
        },
      },
      {
        config: {
          summary: 'Suivis post-formation à faire',
          description:
            'Les suivis du périmètre avec le nom du stagiaire et leur état (late en retard, due à faire sous 15 ' +
            'jours, upcoming à venir, done fait), en retard d’abord.',
        },
      },
    ),
    async (request) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const scope = scopeCondition(user, suivis, 1);
      const where = [scope.sql, 't.etat = 0'];
      const params: unknown[] = [...scope.params];
      const antenne = intParam(query, 'antenne', { all: true });
      if (antenne !== undefined) {
        params.push(antenne);
        where.push(`t.antenne_id = $${params.length}`);
      }
      const etape = intParam(query, 'etape', { all: true });
      if (etape !== undefined) {
        params.push(etape);
        where.push(`t.etape = $${params.length}`);
      }
      const situation = intParam(query, 'situation', { all: true });
      if (situation !== undefined) {
        params.push(situation);
        where.push(`t.situation = $${params.length}`);
      }
      const name = query.get('nom')?.trim();
      if (name) {
        params.push(`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(`(e.lastname || ' ' || e.firstname) ILIKE $${params.length}`);
      }
      const wanted = query.get('etat');
      const rows = (
        await ctx.db.query<Record<string, unknown> & { date_prevue: string; date_realisee: string | null }>(
          `SELECT t.*, e.lastname, e.firstname, e.date_sortie, e.mail FROM suivi_post_formations t JOIN etudiants e ON
            e.id = t.etudiant_id
       WHERE ${where.join(' AND ')} ORDER BY t.date_prevue, t.id`,
          params,
        )
      ).rows;
      const day = today();
      const members = rows
        .map((row) => ({
          row,
          state: followUpState(
            String(row.date_prevue).slice(0, 10),
            row.date_realisee ? String(row.date_realisee) : null,
            day,
          ),
        }))
        .filter(({ state }) => !wanted || !STATES.includes(wanted as FollowUpState) || state === wanted)
        .sort((a, b) => STATE_RANK[a.state] - STATE_RANK[b.state]);
      const { page, perPage } = pageOf(query);
      const slice = members.slice((page - 1) * perPage, page * perPage).map(({ row, state }) => ({
        ...toItem(suivis, row),
        etat_suivi: state,
        etudiant_name: `${row.lastname} ${row.firstname}`,
        date_sortie: row.date_sortie,
      }));
      const totals = Object.fromEntries(STATES.map((s) => [s, members.filter((m) => m.state === s).length]));
      return {
        ...pagedCollection('/api/suivis_post_formation_a_faire', 'SuiviPostFormation', query, slice, members.length),
        totaux: totals,
      };
    },
  );
}
