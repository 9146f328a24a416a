// Enrolment of a candidate: « Inscrire » turns a candidate into a trainee placed in
// a group and a session, so that it appears on the planning and the sign-in sheets.
// GET /api/etudiants/{id}/inscription: what the enrolment form offers: the active sessions (of its wished training
//   when it has one) and the active groups of the candidate's antenne that can take one of them (following no
//   session, or one of those), or `raison` when there is none to choose (noGroup, noSession) with its French
//   sentence; `antenne` is where a group created in place belongs;
// POST /api/etudiants/{id}/inscrire { groupe, diplome_session, dt_date_entree? }: in one transaction the
//   candidate becomes a trainee (type 1, present, course state « en formation »), gets the session (and the
//   session's training when it had none, the entry date, the group's antenne session when the group has one)
//   and joins the group. A trainee, an inactive candidate, a missing, archived or foreign group or session is a
//   French 409 or 422 and changes nothing.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { findInScope } from '../../crud/read.ts';
import { toItem } from '../../hydra/serialize.ts';
import { updateRow } from '../../crud/write.ts';
import { b, bodyId, bodyOf, withBody, pathId, requireWrite, scopedRow, type IdRequest } from '../../http/request.ts';
import type { Violation } from '../../schema/validate.ts';
import { noPlacementReason, placeableGroups, placementProblem } from '../../../shared/inscriptions/rules.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

export function registerEnrolmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, 'etudiants');
  const groupes = model(ctx, 'groupes');
  const sessions = model(ctx, 'diplome_sessions');

  app.get(
    '/api/etudiants/:id/inscription',
    {
      config: {
        summary: "Groupes et sessions proposés à l'inscription d'une candidature",
        description:
          'Les groupes actifs de son antenne et les sessions actives (de sa formation souhaitée), ou la raison quand ' +
          "il n'y en a pas.",
      },
    },
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const t = await scopedRow(ctx.db, etudiants, user, pathId(request.params.id));
      const groups = await ctx.db.query<Record<string, unknown>>(
        'SELECT * FROM groupes WHERE antenne_id = $1 AND cfa_id = $2 AND etat = 0 ORDER BY name, id',
        [t.antenne_id, t.cfa_id],
      );
      const list = await ctx.db.query<Record<string, unknown>>(
        `SELECT s.* FROM diplome_sessions s WHERE s.cfa_id = $1 AND s.etat = 0 AND ($2::int IS NULL OR s.diplome_id =
          $2)
       ORDER BY s.dt_start DESC NULLS LAST, s.name, s.id`,
        [t.cfa_id, t.diplome_id],
      );
      const offered = placeableGroups(
        groups.rows as { diplome_session_id: number | null }[],
        list.rows.map((s) => s.id as number),
      );
      const raison = noPlacementReason(offered.length, list.rows.length);
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Etudiant',
        '@id': `/api/etudiants/${t.id}/inscription`,
        antenne: itemIri('antennes', t.antenne_id as number),
        groupes: offered.map((g) => toItem(groupes, g as Record<string, unknown>)),
        diplome_sessions: list.rows.map((s) => toItem(sessions, s)),
        raison: raison ?? null,
        raison_texte: raison ? msg.inscriptions.noPlacement[raison] : null,
      });
    },
  );

  app.post(
    '/api/etudiants/:id/inscrire',
    withBody(
      {
        properties: {
          groupe: b.id('groupes', 'Groupe', 'Obligatoire.'),
          diplome_session: b.id('diplome_sessions', 'Session de diplôme', 'Obligatoire.'),
          dt_date_entree: b.date('Date d’entrée'),
        },
        messages: { dt_date_entree: msg.inscriptions.entryDate },
      },
      {
        config: {
          summary: 'Inscrire une candidature comme stagiaire',
          description: 'La candidature devient stagiaire, placée dans un groupe et une session, en une transaction.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, etudiants, 'update');
      const id = pathId(request.params.id);
      const body = bodyOf(request, true);
      const violations: Violation[] = [];
      const groupeId = bodyId('groupes', body.groupe, 'groupe', 'Groupe');
      const sessionId = bodyId('diplome_sessions', body.diplome_session, 'diplome_session', 'Session de diplôme');
      const group = groupeId === undefined ? undefined : await findInScope(ctx.db, groupes, user, groupeId);
      const session = sessionId === undefined ? undefined : await findInScope(ctx.db, sessions, user, sessionId);
      if (groupeId === undefined) violations.push({ propertyPath: 'groupe', message: msg.inscriptions.groupRequired });
      else if (!group) violations.push({ propertyPath: 'groupe', message: msg.inscriptions.groupUnknown });
      if (sessionId === undefined)
        violations.push({ propertyPath: 'diplome_session', message: msg.inscriptions.sessionRequired });
      else if (!session) violations.push({ propertyPath: 'diplome_session', message: msg.inscriptions.sessionUnknown });
      const entry = body.dt_date_entree ?? null;
      if (
        entry !== null &&
        (typeof entry !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(entry) || Number.isNaN(Date.parse(entry)))
      ) {
        violations.push({ propertyPath: 'dt_date_entree', message: msg.inscriptions.entryDate });
      }
      const answer = await ctx.db.transaction(async (tx) => {
        const t = await scopedRow(tx, etudiants, user, id, true);
        requireWrite(user, etudiants, 'update', t.antenne_id);
        const name = `${t.firstname} ${t.lastname}`;
        if (t.type !== 0) throw new HttpError(409, msg.inscriptions.notACandidate(name));
        if (t.etat !== 0) throw new HttpError(409, msg.inscriptions.candidateInactive(name));
        if (group && session) {
          const problem = placementProblem(t, group, session);
          if (problem) {
            const path = problem.startsWith('group') ? 'groupe' : 'diplome_session';
            violations.push({ propertyPath: path, message: msg.inscriptions.placement[problem] });
          }
        }
        if (violations.length > 0 || !group || !session) throw unprocessable(violations);
        const date = (entry as string | null) ?? new Date().toISOString().slice(0, 10);
        const groupSession = await tx.query<{ id: number }>(
          'SELECT id FROM antenne_groupe_sessions WHERE groupe_id = $1 AND etat = 0 ORDER BY dt_start DESC NULLS ' +
            'LAST, id DESC LIMIT 1',
          [group.id],
        );
        const row = await updateRow(tx, etudiants, t.id, {
          type: 1,
          etat: 0,
          etat_parcours: 1,
          diplome_session_id: session.id,
          diplome_id: t.diplome_id ?? session.diplome_id,
          dt_date_entree: date,
          antenne_groupe_session_id: groupSession.rows[0]?.id ?? t.antenne_groupe_session_id,
        });
        await tx.query(
          `INSERT INTO groupe_etudiants (cfa_id, antenne_id, groupe_id, etudiant_id, date_entree)
         SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM groupe_etudiants WHERE groupe_id = $3 AND etudiant_id
           = $4)`,
          [group.cfa_id, group.antenne_id, group.id, t.id, date],
        );
        return toItem(etudiants, row, true);
      });
      return sendJsonLd(reply, 200, answer);
    },
  );
}
