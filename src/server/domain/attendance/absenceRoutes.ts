// Absence calls (spec 000 section 7): the lookup with its strict parameters ('Invalid parameters.', 400),
// adding an absence (answering whether it goes to the pointage, the "only with an exit date" rule), and
// editing one. Both through the absence's one write path (crud/save.ts), whose afterWrite hook keeps the
// pointage record in step in the same transaction (attendance/hooks.ts), as on the generic routes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { save } from '../../crud/save.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { scopeCondition } from '../../auth/access.ts';
import { checkAbsenceLookup, goesToPointage, INVALID_PARAMETERS } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import {
  collection,
  pathId,
  queryOf,
  requireWrite,
  scopedRow,
  type IdRequest,
  q,
  withQuery,
  itemAnswer,
  resourceBody,
  withAnswers,
} from '../../http/request.ts';

/** `etudiant_id` accepted for `etudiant`, as the original client sends both. */
function withEtudiantIri(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = { ...(body as Record<string, unknown>) };
  if (b.etudiant === undefined && b.etudiant_id !== undefined) b.etudiant = itemIri(R.etudiants, String(b.etudiant_id));
  delete b.etudiant_id;
  return b;
}

export function registerAbsenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const absences = model(ctx, R.absences);
  const etudiants = model(ctx, R.etudiants);

  app.get(
    '/api/etudiant_absences_lookup',
    withQuery(
      {
        properties: {
          etudiantId: q.int("L'identifiant du stagiaire."),
          dt_start: q.date('Premier jour de l’absence (AAAA-MM-JJ).'),
          dt_end: q.date('Dernier jour de l’absence (AAAA-MM-JJ).'),
          hr_start: { type: 'string', pattern: '^\\d{2}:\\d{2}:\\d{2}$', description: 'Heure de début (HH:mm:ss).' },
          hr_end: { type: 'string', pattern: '^\\d{2}:\\d{2}:\\d{2}$', description: 'Heure de fin (HH:mm:ss).' },
        },
        required: ['etudiantId', 'dt_start', 'dt_end', 'hr_start', 'hr_end'],
        message: INVALID_PARAMETERS,
      },
      {
        config: {
          summary: "Retrouver les absences d'un stagiaire sur un créneau exact",
          description:
            'Les absences du stagiaire qui commencent et finissent exactement à ces jours et heures ; un paramètre ' +
            'absent ou mal formé : 400 « Invalid parameters. » (texte du cahier des charges).',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const checked = checkAbsenceLookup(Object.fromEntries(queryOf(request)));
      if (!checked.ok) throw badRequest(checked.message);
      const { etudiantId, dt_start, dt_end, hr_start, hr_end } = checked.value;
      const scope = scopeCondition(user, absences, 6);
      const rows = (
        await ctx.db.query(
          `SELECT t.* FROM etudiant_absences t WHERE t.etudiant_id = $1 AND t.dt_start = $2 AND t.dt_end = $3
          AND left(t.hr_start, 5) = left($4, 5) AND left(t.hr_end, 5) = left($5, 5) AND ${scope.sql} ORDER BY t.id`,
          [etudiantId, dt_start, dt_end, hr_start, hr_end, ...scope.params],
        )
      ).rows;
      return sendJsonLd(
        reply,
        200,
        collection(
          '/api/etudiant_absences_lookup',
          absences.className,
          rows.map((r) => toItem(absences, r)),
        ),
      );
    },
  );

  app.post(
    '/api/etudiant_add_absence',
    withAnswers({
      body: resourceBody(absences),
      answers: {
        201: itemAnswer(absences, 'L’absence créée.', {
          add_to_pointage: { type: 'boolean', description: 'Le pointage du stagiaire la compte.' },
        }),
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, absences, 'create');
      // The absence's one write path: the pointage record follows in the same transaction (attendance/hooks.ts).
      const row = await save(ctx, absences, user, withEtudiantIri(request.body), { mode: 'create' });
      const etudiant = await scopedRow(ctx.db, etudiants, user, row.etudiant_id as number);
      reply.header('Location', itemIri(R.absences, row.id as number));
      return sendJsonLd(reply, 201, {
        ...toItem(absences, row, true),
        add_to_pointage: goesToPointage(etudiant as never),
      });
    },
  );

  // Edit an absence and its pointage record together (spec: "POST {url}: edit absence").
  app.post(
    '/api/etudiant_edit_absence/:id',
    withAnswers({
      body: resourceBody(absences),
      answers: {
        200: itemAnswer(absences, 'L’absence modifiée.', {
          pointages_updated: { type: 'integer', description: 'Les lignes de pointage qui la suivent.' },
        }),
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, absences, 'update');
      const existing = await scopedRow(ctx.db, absences, user, pathId(request.params.id));
      const row = await save(ctx, absences, user, withEtudiantIri(request.body), { mode: 'merge', existing });
      const pointages = (await ctx.db.query('SELECT id FROM etudiant_pointages WHERE absence_id = $1', [row.id])).rows
        .length;
      return sendJsonLd(reply, 200, { ...toItem(absences, row, true), pointages_updated: pointages });
    },
  );
}
