// The trainer's evaluation grid, from « Mes séances »: for a session it teaches (domain/trainerScope.ts),
// the sequences of the session's antenne, the learners of its group and, for a sequence and a day, the grid saved
// that day; saving runs the staff's grid (gridRoutes.ts `saveGrid`) with the group's learners as the only ones
// reachable. Another trainer's session is a French 403, a learner outside the group a French 422.
//   GET  /api/formateur/seances/{id}/grille?sequence=&date=
//   POST /api/formateur/seances/{id}/grille  (body of POST /api/antenne_evaluation_grid)
import type { FastifyInstance } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';
import { unprocessable } from '../../http/errors.ts';
import { bodyOf, pathId, withBody, queryOf, requiredBodyId, type IdRequest } from '../../http/request.ts';
import { itemIri } from '../../hydra/iri.ts';
import { requireTaughtEvent } from '../trainerScope.ts';
import { GRID_BODY, saveGrid } from './gridRoutes.ts';
import { NODE_ORDER, R } from './shared.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import * as msg from './messages.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const iri = (resource: string, id: unknown) =>
  id === null || id === undefined ? null : itemIri(resource, id as number);

export function registerTrainerGridRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The session (if the trainer teaches it) with its group and antenne. */
  const session = async (request: IdRequest) => {
    const trainer = await ctx.authTrainer(request);
    const id = pathId(request.params.id);
    await requireTaughtEvent(ctx.db, trainer, id);
    const event = (
      await ctx.db.query<Row>(
        `SELECT e.id, e.title, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.cfa_id, e.antenne_id,
          e.diplome_session_id, d.name AS "group"
         FROM scheduler_events e LEFT JOIN diplome_sessions d ON d.id = e.diplome_session_id WHERE e.id = $1`,
        [id],
      )
    ).rows[0]!;
    return { trainer, event };
  };
  const learners = async (event: Row, ids?: number[]) =>
    (
      await ctx.db.query<Row>(
        `SELECT t.id, t.antenne_id, t.firstname, t.lastname FROM etudiants t
      WHERE t.cfa_id = $1 AND t.antenne_id = $2 AND t.diplome_session_id = $3 AND t.etat = 0
        ${ids ? 'AND t.id = ANY($4::int[])' : ''}
      ORDER BY t.lastname, t.firstname, t.id`,
        ids
          ? [event.cfa_id, event.antenne_id, event.diplome_session_id, ids]
          : [event.cfa_id, event.antenne_id, event.diplome_session_id],
      )
    ).rows;
  const sequenceOf = async (event: Row, id: number) => {
    const row = (
      await ctx.db.query<Row>(
        'SELECT * FROM antenne_sequences WHERE id = $1 AND cfa_id = $2 AND antenne_id = $3 AND etat = 0',
        [id, event.cfa_id, event.antenne_id],
      )
    ).rows[0];
    if (!row)
      throw unprocessable([{ propertyPath: 'antenne_sequence', message: msg.pedagogie.trainerSequenceOutside }]);
    return row;
  };

  app.get(
    '/api/formateur/seances/:id/grille',
    {
      config: {
        summary: 'Grille d’évaluation du groupe d’une séance du formateur',
        description:
          'Les séquences de l’antenne de la séance, les stagiaires de son groupe et, pour une séquence (sequence) et ' +
          'un jour (date), ses nœuds et ce qui a été enregistré ce jour-là.',
      },
    },
    async (request: IdRequest, reply) => {
      const { event } = await session(request);
      const query = queryOf(request);
      const sequences = (
        await ctx.db.query<Row>(
          'SELECT id, label FROM antenne_sequences WHERE cfa_id = $1 AND antenne_id = $2 AND etat = 0 ORDER BY ' +
            'label, id',
          [event.cfa_id, event.antenne_id],
        )
      ).rows;
      const group = await learners(event);
      const date = query.get('date') ?? parisToday();
      if (!DATE.test(date)) throw unprocessable([{ propertyPath: 'date', message: msg.request.dateParam('date') }]);
      let nodes: unknown[] = [];
      let saved: unknown[] = [];
      const chosen = query.get('sequence');
      if (chosen) {
        const seqId = requiredBodyId(R.sequences, chosen, 'sequence', 'La séquence');
        await sequenceOf(event, seqId);
        nodes = (
          await ctx.db.query<Row>(
            `SELECT * FROM antenne_sequence_contents WHERE antenne_sequence_id = $1 ORDER BY ${NODE_ORDER}`,
            [seqId],
          )
        ).rows.map((n) => ({
          '@id': itemIri(R.contents, n.id as number),
          type_node: n.type_node,
          label: n.label,
          unite_competence: iri(R.unites, n.unite_competence_id),
          competence: iri(R.competences, n.competence_id),
          descripteur: iri(R.descripteurs, n.descripteur_id),
        }));
        const evaluations = (
          await ctx.db.query<Row>(
            `SELECT id, etudiant_id, absent, commentaire FROM antenne_evaluations WHERE antenne_sequence_id = $1 AND
              date_evaluation = $2::date
          AND etudiant_id = ANY($3::int[]) AND etat = 0 ORDER BY id`,
            [seqId, date, group.map((g) => g.id)],
          )
        ).rows;
        const contents = (
          await ctx.db.query<Row>(
            'SELECT antenne_evaluation_id, type_node, competence_id, unite_competence_id, score FROM ' +
              'antenne_evaluation_contents WHERE antenne_evaluation_id = ANY($1::int[])',
            [evaluations.map((e) => e.id)],
          )
        ).rows;
        saved = evaluations.map((e) => {
          const mine = contents.filter((c) => c.antenne_evaluation_id === e.id);
          return {
            '@id': itemIri(R.evaluations, e.id as number),
            etudiant: itemIri('etudiants', e.etudiant_id as number),
            absent: e.absent === true,
            commentaire: e.commentaire ?? '',
            scores: Object.fromEntries(
              mine
                .filter((c) => c.type_node === 'SKILL' && c.competence_id !== null)
                .map((c) => [String(c.competence_id), c.score]),
            ),
            unites: Object.fromEntries(
              mine
                .filter((c) => c.type_node === 'UNIT' && c.unite_competence_id !== null && c.score !== null)
                .map((c) => [String(c.unite_competence_id), c.score]),
            ),
          };
        });
      }
      return sendJsonLd(reply, 200, {
        '@id': `/api/formateur/seances/${event.id as number}/grille`,
        seance: { id: event.id, title: event.title, dt_start: event.dt_start, group: event.group },
        date,
        sequences: sequences.map((s) => ({ '@id': itemIri(R.sequences, s.id as number), label: s.label })),
        etudiants: group.map((g) => ({
          '@id': itemIri('etudiants', g.id as number),
          name: `${String(g.lastname ?? '')} ${String(g.firstname ?? '')}`.trim(),
        })),
        nodes,
        saved,
      });
    },
  );

  app.post(
    '/api/formateur/seances/:id/grille',
    withBody(GRID_BODY, {
      config: {
        summary: 'Enregistre la grille d’évaluation du groupe d’une séance du formateur',
        description:
          'Corps de POST /api/antenne_evaluation_grid ; la séquence doit être de l’antenne de la séance et chaque ' +
          'stagiaire de son groupe.',
      },
    }),
    async (request: IdRequest, reply) => {
      const { trainer, event } = await session(request);
      const body = bodyOf(request);
      const seqId = requiredBodyId(R.sequences, body.antenne_sequence, 'antenne_sequence', 'La séquence');
      const sequence = await sequenceOf(event, seqId);
      const result = await saveGrid(ctx, trainer.id, sequence, body, (ids) => learners(event, ids));
      return sendJsonLd(reply, 201, { evaluations: result });
    },
  );
}
