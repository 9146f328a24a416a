// POST /api/antenne_evaluation_grid: a sequence evaluated for a trainee or a whole group at once, in
// one transaction: per trainee its evaluation (absent, comment), its content nodes (every skill with its score
// 0–3 or none, every descriptor) and the computed unit nodes (shared rule, src/shared/pedagogie/grid.ts, the
// same the admin's grid shows live). Every trainee must be of the sequence's antenne; any refusal changes nothing.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { insertMany } from '../../seed/insert.ts';
import { gridUnitScores, isGridScore } from '../../../shared/pedagogie/grid.ts';
import { model, NODE_ORDER, R } from './shared.ts';
import { b, bodyOf, requiredBodyId, requireWrite, scopedRow, withBody, type DeclaredBody } from '../../http/request.ts';
import { scopeCondition } from '../../auth/access.ts';
import * as msg from './messages.ts';

interface GridRow {
  etudiant: number;
  absent: boolean;
  commentaire: string | null;
  scores: Record<number, number | null>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A grid's body (the staff's grid and the trainer's): its rows are checked one by one by saveGrid, in French. */
export const GRID_BODY: DeclaredBody = {
  properties: {
    antenne_sequence: b.id(R.sequences, 'Séquence', 'La séquence évaluée (obligatoire).'),
    date_evaluation: b.date('Date d’évaluation', 'AAAA-MM-JJ ; par défaut aujourd’hui.'),
    label: b.text('Libellé', 'Par défaut celui de la séquence.'),
    rows: {
      type: ['array', 'null'],
      title: 'Lignes',
      description: 'Une ligne par stagiaire (au moins une).',
      items: {
        type: 'object',
        properties: {
          etudiant: b.id('etudiants', 'Stagiaire'),
          absent: b.flag('Absent'),
          commentaire: b.text('Commentaire'),
          scores: {
            type: ['object', 'null'],
            title: 'Notes',
            description: 'Par IRI ou identifiant de compétence de la séquence : 0 à 3, ou null.',
            additionalProperties: { type: ['integer', 'null', 'string'] },
          },
        },
      },
    },
  },
  messages: { rows: msg.pedagogie.gridRowsRequired, 'rows[]': msg.pedagogie.gridRowNotObject },
  answers: {
    201: {
      description: 'Les évaluations enregistrées, une par stagiaire, avec les scores calculés de leurs unités.',
      schema: {
        type: 'object',
        properties: {
          evaluations: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                '@id': { type: 'string' },
                etudiant: { type: 'string' },
                unites: { type: 'object', additionalProperties: { type: ['integer', 'null'] } },
              },
            },
          },
        },
      },
    },
  },
};

export function registerGridRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sequences = model(ctx, R.sequences);
  const evaluations = model(ctx, R.evaluations);
  const etudiants = model(ctx, 'etudiants');

  app.post(
    '/api/antenne_evaluation_grid',
    withBody(GRID_BODY, {
      config: {
        summary: 'Évalue une séquence pour un stagiaire ou un groupe (grille), en une transaction',
        description:
          'Corps { antenne_sequence, date_evaluation?, label?, rows: [{ etudiant, absent?, commentaire?, scores: { ' +
          '<id de compétence>: 0–3 | null } }] } : une évaluation par stagiaire avec ses nœuds (compétences ' +
          'notées, descripteurs) et les unités calculées par la règle partagée ; un stagiaire déjà évalué sur ' +
          'cette séquence ce jour-là voit son évaluation remplacée. Répond 201 { evaluations: [{ @id, etudiant, ' +
          "unites: { <id d'unité>: score } }] }.",
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const seqId = requiredBodyId(R.sequences, body.antenne_sequence, 'antenne_sequence', sequences.label.one);
      const sequence = await scopedRow(ctx.db, sequences, user, seqId);
      requireWrite(user, evaluations, 'create', sequence.antenne_id);
      const scope = scopeCondition(user, etudiants, 2);
      const result = await saveGrid(
        ctx,
        user.id,
        sequence,
        body,
        async (ids) =>
          (
            await ctx.db.query<Row>(
              `SELECT t.id, t.antenne_id, t.firstname, t.lastname FROM etudiants t WHERE t.id = ANY($1::int[]) AND
                ${scope.sql}`,
              [ids, ...scope.params],
            )
          ).rows,
      );
      return sendJsonLd(reply, 201, { evaluations: result });
    },
  );
}

/** Parses a grid's body for a sequence and saves it in one transaction (the staff's grid and the trainer's, whose
 * `reachable` answers, of the given trainee ids, those the caller may evaluate). Any refusal changes nothing. */
export async function saveGrid(
  ctx: AppContext,
  userId: number,
  sequence: Row,
  body: Record<string, unknown>,
  reachable: (ids: number[]) => Promise<Row[]>,
): Promise<{ '@id': string; etudiant: string; unites: Record<number, number> }[]> {
  const etudiants = model(ctx, 'etudiants');
  const seqId = sequence.id as number;
  const nodes = (
    await ctx.db.query(
      `SELECT * FROM antenne_sequence_contents WHERE antenne_sequence_id = $1 ORDER BY ${NODE_ORDER}`,
      [seqId],
    )
  ).rows;
  const skills = nodes
    .filter((n) => n.type_node === 'SKILL')
    .map((n) => ({ competence: n.competence_id as number, unit: n.unite_competence_id as number | null }));
  if (skills.length === 0)
    throw unprocessable([{ propertyPath: 'antenne_sequence', message: msg.pedagogie.gridSequenceEmpty }]);
  const units = nodes.filter((n) => n.type_node === 'UNIT').map((n) => n.unite_competence_id as number);
  const date =
    typeof body.date_evaluation === 'string' && DATE.test(body.date_evaluation)
      ? body.date_evaluation
      : new Date().toISOString().slice(0, 10);
  const label =
    typeof body.label === 'string' && body.label.trim() ? body.label.trim().slice(0, 255) : String(sequence.label);

  if (!Array.isArray(body.rows) || body.rows.length === 0)
    throw unprocessable([{ propertyPath: 'rows', message: msg.pedagogie.gridRowsRequired }]);
  const violations: Violation[] = [];
  const rows: GridRow[] = [];
  const skillIds = new Set(skills.map((s) => s.competence));
  for (const [i, raw] of body.rows.entries()) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      violations.push({ propertyPath: `rows[${i}]`, message: msg.pedagogie.gridRowNotObject });
      continue;
    }
    const r = raw as Record<string, unknown>;
    const etudiant = idFromIri('etudiants', r.etudiant, true);
    if (etudiant === undefined) {
      violations.push({
        propertyPath: `rows[${i}].etudiant`,
        message: msg.request.bodyId(etudiants.label.one, 'etudiants'),
      });
      continue;
    }
    if (rows.some((x) => x.etudiant === etudiant)) {
      violations.push({ propertyPath: `rows[${i}].etudiant`, message: msg.pedagogie.gridTraineeTwice });
      continue;
    }
    const scores: Record<number, number | null> = {};
    const given =
      r.scores && typeof r.scores === 'object' && !Array.isArray(r.scores) ? (r.scores as Record<string, unknown>) : {};
    for (const [key, value] of Object.entries(given)) {
      const skill = idFromIri(R.competences, key, true);
      if (skill === undefined || !skillIds.has(skill)) {
        violations.push({ propertyPath: `rows[${i}].scores.${key}`, message: msg.pedagogie.gridSkillOutside(key) });
        continue;
      }
      const v = value === '' || value === undefined ? null : value;
      if (!isGridScore(v)) {
        violations.push({ propertyPath: `rows[${i}].scores.${key}`, message: msg.pedagogie.gridScore });
        continue;
      }
      scores[skill] = v;
    }
    const commentaire = typeof r.commentaire === 'string' && r.commentaire.trim() ? r.commentaire.trim() : null;
    rows.push({ etudiant, absent: r.absent === true, commentaire, scores });
  }
  // The trainees: within the caller's scope and of the sequence's antenne.
  const ids = rows.map((r) => r.etudiant);
  const found = new Map((await reachable(ids)).map((r) => [r.id as number, r]));
  rows.forEach((row, i) => {
    const t = found.get(row.etudiant);
    if (!t)
      violations.push({
        propertyPath: `rows[${i}].etudiant`,
        message: msg.access.notReachable(etudiants.label.one, itemIri('etudiants', row.etudiant)),
      });
    else if (t.antenne_id !== sequence.antenne_id)
      violations.push({
        propertyPath: `rows[${i}].etudiant`,
        message: msg.pedagogie.gridTraineeOtherAntenne(
          `${String(t.firstname ?? '')} ${String(t.lastname ?? '')}`.trim(),
        ),
      });
  });
  if (violations.length > 0) throw unprocessable(violations);

  return ctx.db.transaction(async (tx) => {
    // One evaluation per trainee, sequence and day: a trainee already evaluated on this sequence that day has its
    // evaluation replaced (the grid read back and saved again), the others get a new one.
    const existing = new Map(
      (
        await tx.query<{ id: number; etudiant_id: number }>(
          `SELECT id, etudiant_id FROM antenne_evaluations WHERE antenne_sequence_id = $1 AND date_evaluation = $2::date
         AND etudiant_id = ANY($3::int[]) AND etat = 0 ORDER BY id`,
          [seqId, date, ids],
        )
      ).rows.map((r) => [r.etudiant_id, r.id]),
    );
    for (const row of rows) {
      const id = existing.get(row.etudiant);
      if (id === undefined) continue;
      await tx.query(
        'UPDATE antenne_evaluations SET absent = $2, commentaire = $3, evaluated_by_id = $4, label = $5 WHERE id = $1',
        [id, row.absent, row.commentaire, userId, label],
      );
    }
    if (existing.size > 0)
      await tx.query('DELETE FROM antenne_evaluation_contents WHERE antenne_evaluation_id = ANY($1::int[])', [
        [...existing.values()],
      ]);
    const fresh = rows.filter((row) => !existing.has(row.etudiant));
    const freshIds = await insertMany(
      tx,
      'antenne_evaluations',
      fresh.map((row) => ({
        cfa_id: sequence.cfa_id,
        antenne_id: sequence.antenne_id,
        label,
        type: sequence.type,
        etudiant_id: row.etudiant,
        antenne_sequence_id: seqId,
        evaluated_by_id: userId,
        date_evaluation: date,
        absent: row.absent,
        commentaire: row.commentaire,
        etat: 0,
      })),
    );
    const newId = new Map(fresh.map((row, i) => [row.etudiant, freshIds[i]!]));
    const evalIds = rows.map((row) => existing.get(row.etudiant) ?? newId.get(row.etudiant)!);
    const unitScores = rows.map((row) => gridUnitScores(units, skills, row.absent ? {} : row.scores));
    const contents = rows.flatMap((row, i) =>
      nodes.map((n) => ({
        cfa_id: sequence.cfa_id,
        antenne_id: sequence.antenne_id,
        antenne_evaluation_id: evalIds[i],
        sequence_content_id: n.id,
        type_node: n.type_node,
        antenne_referentiel_id: n.antenne_referentiel_id,
        unite_competence_id: n.unite_competence_id,
        competence_id: n.competence_id,
        descripteur_id: n.descripteur_id,
        label: n.label,
        date_evaluation: date,
        etat: 0,
        score:
          n.type_node === 'UNIT'
            ? unitScores[i]![n.unite_competence_id as number]
            : n.type_node === 'SKILL' && !row.absent
              ? (row.scores[n.competence_id as number] ?? null)
              : null,
      })),
    );
    // One statement per 500 nodes keeps the parameters under PostgreSQL's bound on a large group.
    for (let k = 0; k < contents.length; k += 500)
      await insertMany(tx, 'antenne_evaluation_contents', contents.slice(k, k + 500));
    return rows.map((row, i) => ({
      '@id': itemIri(R.evaluations, evalIds[i]!),
      etudiant: itemIri('etudiants', row.etudiant),
      unites: unitScores[i],
    }));
  });
}
