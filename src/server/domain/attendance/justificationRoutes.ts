// Absence justifications: the trainee sends a certificate for one of its own absences from its space, the
// coordinator accepts or refuses it from the pointage screen, the trainee sees the outcome.
//   GET  /api/moi/absences                           the trainee's absences, each with its latest justification.
//   POST /api/moi/absences/{id}/justificatif         multipart `file` (PDF or image) and `commentaire`: 201.
//   GET  /api/justificatifs_absence?statut=en_attente staff: the justifications of the absences they reach.
//   POST /api/justificatifs_absence/{id}/decision    {decision: acceptee|refusee, commentaire, raison?}: a
//        coordinator or above; accepted, the absence takes a justified reason through its save (its rules run).
// Registered outside the attendance plugin's multipart parser (which buffers fields): the upload is streamed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import {
  b,
  bodyOf,
  withBody,
  collection,
  pathId,
  queryOf,
  requireWrite,
  scopedRow,
  type IdRequest,
  withQuery,
  withForm,
  q,
} from '../../http/request.ts';
import { scopeCondition } from '../../auth/access.ts';
import { canAccess } from '../../../shared/access.ts';
import { ROLE_RULES } from '../../../shared/roleRules.ts';
import { itemIri } from '../../hydra/iri.ts';
import { receiveFile, type Received } from '../../files/receive.ts';
import { remove } from '../../files/storage.ts';
import { save, within } from '../../crud/save.ts';
import { raisons_absence } from '../../../shared/reference/absences.ts';
import { isoTimestamp, UNJUSTIFIED_REASONS } from '../../../shared/attendance/index.ts';
import { conflict } from './selfSignRoutes.ts';
import { model, R } from './shared.ts';
import * as msg from './messages.ts';

const m = msg.attendance;
const EXTENSIONS = new Set(['pdf', 'jpg', 'jpeg', 'png']);
/** The reason an accepted justification gives an absence whose reason says « injustifiée ». */
const JUSTIFIED_DEFAULT = 3;
const reasonLabel = (id: number | null) => raisons_absence.find((r) => r.id === id)?.label ?? '';

type JustRow = {
  id: number;
  absence_id: number;
  status: string;
  file_name: string;
  comment: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  decision_comment: string | null;
  media_object_id: number | null;
};
const justOut = (j: JustRow) => ({
  '@id': `/api/justificatifs_absence/${j.id}`,
  id: j.id,
  absence: itemIri(R.absences, j.absence_id),
  statut: j.status,
  nom_fichier: j.file_name,
  commentaire: j.comment,
  depose_le: isoTimestamp(j.created_at),
  decide_le: isoTimestamp(j.decided_at),
  decide_par: j.decided_by,
  motif_decision: j.decision_comment,
  fichier: j.media_object_id === null ? null : itemIri('media_objects', j.media_object_id),
});

async function readUpload(request: FastifyRequest): Promise<{ file?: Received; comment: string }> {
  if (!request.isMultipart()) throw unprocessable([{ propertyPath: 'file', message: m.justificationFileRequired }]);
  let file: Received | undefined;
  let comment = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && part.filename && !file) {
          file = await receiveFile(part.filename, part.file, {
            extensions: EXTENSIONS,
            typeRefused: () => unprocessable([{ propertyPath: 'file', message: m.justificationFileType }]),
          });
        } else part.file.resume();
      } else if (part.fieldname === 'commentaire')
        comment = String(part.value ?? '')
          .trim()
          .slice(0, 2000);
    }
  } catch (err) {
    if (file) await remove(file.uuid);
    throw err;
  }
  return { file, comment };
}

export function registerJustificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const absences = model(ctx, R.absences);

  app.get(
    '/api/moi/absences',
    {
      config: {
        summary: 'Absences du stagiaire connecté',
        description: 'Ses absences, chacune avec son dernier justificatif (en attente, accepté, refusé).',
      },
    },
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      const rows = (
        await ctx.db.query<{
          id: number;
          dt_start: string;
          dt_end: string;
          hr_start: string | null;
          hr_end: string | null;
          raison: number;
          j: JustRow | null;
        }>(
          `SELECT a.id, to_char(a.dt_start, 'YYYY-MM-DD') AS dt_start, to_char(a.dt_end, 'YYYY-MM-DD') AS dt_end,
            a.hr_start, a.hr_end, a.raison,
              (SELECT to_jsonb(j) FROM absence_justificatifs j WHERE j.absence_id = a.id ORDER BY j.id DESC LIMIT 1) AS
                j
         FROM etudiant_absences a WHERE a.etudiant_id = $1 AND a.cfa_id = $2 ORDER BY a.dt_start DESC, a.id DESC LIMIT
           500`,
          [user.etudiantId, user.cfaId],
        )
      ).rows;
      return sendJsonLd(reply, 200, {
        '@id': '/api/moi/absences',
        absences: rows.map((r) => ({
          id: r.id,
          dt_start: r.dt_start,
          dt_end: r.dt_end,
          hr_start: r.hr_start,
          hr_end: r.hr_end,
          raison: reasonLabel(r.raison),
          justifiee: !UNJUSTIFIED_REASONS.includes(r.raison),
          justificatif: r.j ? justOut(r.j) : null,
        })),
      });
    },
  );

  app.post(
    '/api/moi/absences/:id/justificatif',
    withForm(
      {
        file: { title: 'Justificatif', description: 'PDF ou photo.', required: true },
        properties: { commentaire: { type: 'string', maxLength: 2000, title: 'Commentaire' } },
      },
      {
        schema: {
          summary: 'Justifier une absence',
          description:
            'Le stagiaire joint un justificatif (PDF ou photo) à une de ses absences ; le coordinateur ' +
            'l’accepte ou le refuse.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      const id = pathId((request.params as { id: string }).id);
      const own = (
        await ctx.db.query<{ id: number; antenne_id: number | null; raison: number }>(
          'SELECT id, antenne_id, raison FROM etudiant_absences WHERE id = $1 AND etudiant_id = $2 AND cfa_id = $3',
          [id, user.etudiantId, user.cfaId],
        )
      ).rows[0];
      // Another trainee's absence does not exist for this one.
      if (!own) throw notFound();
      const { file, comment } = await readUpload(request);
      if (!file) throw unprocessable([{ propertyPath: 'file', message: m.justificationFileRequired }]);
      try {
        const row = await ctx.db.transaction(async (tx) => {
          await tx.query('SELECT id FROM etudiant_absences WHERE id = $1 FOR UPDATE', [id]);
          const last = (
            await tx.query<{ status: string }>(
              'SELECT status FROM absence_justificatifs WHERE absence_id = $1 ORDER BY id DESC LIMIT 1',
              [id],
            )
          ).rows[0];
          if (last?.status === 'en_attente') throw conflict(m.justificationPending);
          if (last?.status === 'acceptee') throw conflict(m.justificationAlreadyAccepted);
          const media = (
            await tx.query<{ id: number }>(
              'INSERT INTO media_objects (name, mime_type, size, uuid, antenne_id, cfa_id) VALUES ($1, $2, $3, $4, ' +
                '$5, $6) RETURNING id',
              [file.name, file.mime, file.size, file.uuid, own.antenne_id, user.cfaId],
            )
          ).rows[0]!;
          return (
            await tx.query<JustRow>(
              `INSERT INTO absence_justificatifs (cfa_id, antenne_id, absence_id, etudiant_id, media_object_id,
                file_name, comment)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
              [user.cfaId, own.antenne_id, id, user.etudiantId, media.id, file.name, comment || null],
            )
          ).rows[0]!;
        });
        return sendJsonLd(reply, 201, justOut(row));
      } catch (err) {
        await remove(file.uuid);
        throw err;
      }
    },
  );

  app.get(
    '/api/justificatifs_absence',
    withQuery(
      { properties: { statut: q.text('Le statut des justificatifs (en_attente par défaut).') } },
      {
        config: {
          summary: 'Justificatifs d’absence à examiner',
          description:
            'Les justificatifs des absences que l’utilisateur atteint (statut : en_attente par défaut, acceptee, ' +
            'refusee, tous).',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const statut = queryOf(request).get('statut') ?? 'en_attente';
      const scope = scopeCondition(user, absences, 1, 'a');
      const params: unknown[] = [...scope.params];
      let where = scope.sql;
      if (statut !== 'tous') {
        params.push(statut);
        where += ` AND j.status = $${params.length}`;
      }
      const rows = (
        await ctx.db.query<
          JustRow & {
            etudiant_id: number;
            lastname: string;
            firstname: string | null;
            dt_start: string;
            dt_end: string;
            hr_start: string | null;
            hr_end: string | null;
            raison: number;
          }
        >(
          `SELECT j.*, et.id AS etudiant_id, et.lastname, et.firstname, to_char(a.dt_start, 'YYYY-MM-DD') AS dt_start,
            to_char(a.dt_end, 'YYYY-MM-DD') AS dt_end,
              a.hr_start, a.hr_end, a.raison
         FROM absence_justificatifs j JOIN etudiant_absences a ON a.id = j.absence_id JOIN etudiants et ON et.id =
           a.etudiant_id
        WHERE ${where} ORDER BY j.created_at, j.id LIMIT 500`,
          params,
        )
      ).rows;
      return sendJsonLd(
        reply,
        200,
        collection(
          '/api/justificatifs_absence',
          'JustificatifAbsence',
          rows.map((r) => ({
            ...justOut(r),
            etudiant: itemIri(R.etudiants, r.etudiant_id),
            etudiant_name: `${r.lastname} ${r.firstname ?? ''}`.trim(),
            absence_detail: {
              dt_start: r.dt_start,
              dt_end: r.dt_end,
              hr_start: r.hr_start,
              hr_end: r.hr_end,
              raison: r.raison,
              raison_label: reasonLabel(r.raison),
            },
          })),
        ),
      );
    },
  );

  app.post(
    '/api/justificatifs_absence/:id/decision',
    withBody(
      {
        properties: {
          decision: { type: ['string', 'null'], enum: ['acceptee', 'refusee', null], title: 'Décision' },
          commentaire: b.text('Commentaire', 'Obligatoire pour un refus ; au plus 2000 caractères gardés.'),
          raison: b.int('Motif d’absence', 'Un motif justifié (raisons_absence), sinon celui de l’absence.'),
        },
        messages: { decision: m.justificationDecision, raison: m.justificationReason },
      },
      {
        config: {
          summary: 'Accepter ou refuser un justificatif d’absence',
          description:
            'Un coordinateur (ou plus) accepte le justificatif (l’absence prend un motif justifié) ou le refuse avec ' +
            'un motif.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const id = pathId(request.params.id);
      const body = bodyOf(request);
      const decision = body.decision;
      const comment = typeof body.commentaire === 'string' ? body.commentaire.trim().slice(0, 2000) : '';
      const row = await ctx.db.transaction(async (tx) => {
        const just = (
          await tx.query<JustRow>('SELECT * FROM absence_justificatifs WHERE id = $1 AND cfa_id = $2 FOR UPDATE', [
            id,
            user.cfaId,
          ])
        ).rows[0];
        if (!just) throw notFound();
        const absence = await scopedRow(tx, absences, user, just.absence_id);
        requireWrite(user, absences, 'update', absence.antenne_id);
        if (!canAccess(user, { action: 'edit', resource: ROLE_RULES.attendanceDecision }))
          throw forbidden(m.justificationCoordinatorOnly);
        if (decision !== 'acceptee' && decision !== 'refusee')
          throw unprocessable([{ propertyPath: 'decision', message: m.justificationDecision }]);
        if (decision === 'refusee' && comment === '')
          throw unprocessable([{ propertyPath: 'commentaire', message: m.justificationRefusalReason }]);
        if (just.status !== 'en_attente') throw conflict(m.justificationDecided);
        if (decision === 'acceptee') {
          const wanted = body.raison === undefined || body.raison === null ? undefined : Number(body.raison);
          if (
            wanted !== undefined &&
            (!raisons_absence.some((r) => r.id === wanted) || UNJUSTIFIED_REASONS.includes(wanted))
          ) {
            throw unprocessable([{ propertyPath: 'raison', message: m.justificationReason }]);
          }
          const raison = wanted ?? (UNJUSTIFIED_REASONS.includes(absence.raison) ? JUSTIFIED_DEFAULT : absence.raison);
          if (raison !== absence.raison)
            await save(within(ctx, tx), absences, user, { raison }, { mode: 'merge', existing: absence });
        }
        const author =
          (
            await tx.query<{ name: string }>(
              "SELECT trim(coalesce(firstname, '') || ' ' || coalesce(lastname, '')) AS name FROM users WHERE id = $1",
              [user.id],
            )
          ).rows[0]?.name || user.email;
        return (
          await tx.query<JustRow>(
            'UPDATE absence_justificatifs SET status = $2, decided_at = now(), decided_by_id = $3, decided_by = $4, ' +
              'decision_comment = $5 WHERE id = $1 RETURNING *',
            [id, decision, user.id, author, comment || null],
          )
        ).rows[0]!;
      });
      return sendJsonLd(reply, 200, justOut(row));
    },
  );
}
