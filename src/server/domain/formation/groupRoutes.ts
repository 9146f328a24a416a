// A group's trainee list (spec 001 section 7, "PATCH a url with the trainee list; POST a url for transfer"):
// GET /api/groupes/{id}/etudiants: the group with its trainees;
// PATCH /api/groupes/{id}/etudiants { etudiants: [IRI…] }: the group's trainees become exactly that list
//   (memberships groupe_etudiants added and removed in one transaction; each trainee reachable by the user,
//   of the group's centre and antenne, a deleted trainee not added);
// POST /api/groupes/{id}/transfer { groupe: IRI, etudiants?: [IRI…] }: the listed members (all of them when
//   the list is absent) move to another active group of the same antenne, in one transaction; a trainee
//   already in the target is not added twice.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { Violation } from '../../schema/validate.ts';
import type { AuthUser } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import { getInScope, findInScope } from '../../crud/read.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import {
  checkListed,
  fullName,
  loadTrainees,
  traineeIds,
  traineeItem,
  writableRow,
  type ListedTraineeRow,
} from './groupesShared.ts';
import { model } from '../common.ts';
import { b, bodyOf, requireWrite, withBody, type IdRequest } from '../../http/request.ts';
import * as msg from './messages.ts';
import { TODAY } from '../../db/today.ts';

const ETATS_ETUDIANT_SUPPRIME = 3;

/** The group in its API shape with its trainees (by name) and their membership rows. */
export async function groupWithTrainees(ctx: AppContext, db: Queryable, group: Row): Promise<Record<string, unknown>> {
  const res = await db.query<ListedTraineeRow & { membership_id: number; date_entree: string | null }>(
    `SELECT e.id, e.lastname, e.firstname, e.etat, e.type, e.antenne_id, ge.id AS membership_id, ge.date_entree
     FROM groupe_etudiants ge JOIN etudiants e ON e.id = ge.etudiant_id
     WHERE ge.groupe_id = $1 ORDER BY e.lastname, e.firstname, e.id, ge.id`,
    [group.id],
  );
  const seen = new Set<unknown>();
  const etudiants = res.rows
    .filter((t) => !seen.has(t.id) && seen.add(t.id))
    .map((t) => ({
      ...traineeItem(t),
      groupe_etudiant: itemIri('groupe_etudiants', t.membership_id),
      date_entree: t.date_entree,
    }));
  return { ...toItem(model(ctx, 'groupes'), group, true), etudiants, nombre_etudiants: etudiants.length };
}

/** The listed trainees checked against the group (reachable, same centre and antenne, not deleted unless
 * already a member): a 422 naming every bad item. */
async function checkTrainees(ctx: AppContext, user: AuthUser, group: Row, value: unknown): Promise<number[]> {
  const listed = traineeIds(value);
  const trainees = await loadTrainees(
    ctx.db,
    user,
    listed.map((l) => l.id),
  );
  const current = new Set(
    (
      await ctx.db.query<{ etudiant_id: number }>('SELECT etudiant_id FROM groupe_etudiants WHERE groupe_id = $1', [
        group.id,
      ])
    ).rows.map((r) => r.etudiant_id),
  );
  checkListed(user, listed, trainees, (t) => {
    if (t.antenne_id !== group.antenne_id) return msg.groupes.memberOtherAntenne(fullName(t));
    if (t.etat === ETATS_ETUDIANT_SUPPRIME && !current.has(t.id)) return msg.groupes.memberDeleted(fullName(t));
    return undefined;
  });
  return listed.map((l) => l.id);
}

export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const groupes = model(ctx, 'groupes');
  const members = model(ctx, 'groupe_etudiants');

  app.get('/api/groupes/:id/etudiants', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const group = await getInScope(ctx.db, groupes, user, request.params.id);
    return sendJsonLd(reply, 200, await groupWithTrainees(ctx, ctx.db, group));
  });

  app.patch(
    '/api/groupes/:id/etudiants',
    withBody({
      properties: {
        etudiants: b.ids(
          'etudiants',
          'Stagiaires',
          'La liste complète des stagiaires du groupe (remplace la précédente).',
        ),
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, members, 'create');
      requireWrite(user, members, 'delete');
      const group = await writableRow(ctx, user, groupes, request.params.id);
      const body = bodyOf(request);
      if (!('etudiants' in body))
        throw unprocessable([{ propertyPath: 'etudiants', message: msg.groupes.membersRequired }]);
      const ids = await checkTrainees(ctx, user, group, body.etudiants);
      const answer = await ctx.db.transaction(async (tx) => {
        // Memberships of trainees left out go, and so do duplicates of a kept one (its oldest row stays).
        await tx.query(
          `DELETE FROM groupe_etudiants ge WHERE ge.groupe_id = $1 AND (NOT (ge.etudiant_id = ANY($2::int[]))
           OR EXISTS (SELECT 1 FROM groupe_etudiants o WHERE o.groupe_id = ge.groupe_id AND o.etudiant_id =
             ge.etudiant_id AND o.id < ge.id))`,
          [group.id, ids],
        );
        await tx.query(
          `INSERT INTO groupe_etudiants (cfa_id, antenne_id, groupe_id, etudiant_id, date_entree)
         SELECT $1, $2, $3, x, ${TODAY} FROM unnest($4::int[]) AS x
         WHERE NOT EXISTS (SELECT 1 FROM groupe_etudiants ge WHERE ge.groupe_id = $3 AND ge.etudiant_id = x)`,
          [group.cfa_id, group.antenne_id, group.id, ids],
        );
        return groupWithTrainees(ctx, tx, group);
      });
      return sendJsonLd(reply, 200, answer);
    },
  );

  app.post(
    '/api/groupes/:id/transfer',
    withBody({
      properties: {
        groupe: b.id('groupes', 'Groupe cible', 'Le groupe qui reçoit les stagiaires (obligatoire).'),
        etudiants: b.ids('etudiants', 'Stagiaires', 'Les stagiaires transférés (par défaut tous).'),
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, members, 'update');
      const source = await writableRow(ctx, user, groupes, request.params.id);
      const body = bodyOf(request);
      const violations: Violation[] = [];
      const targetId = idFromIri('groupes', body.groupe, true);
      const target = targetId === undefined ? undefined : await findInScope(ctx.db, groupes, user, targetId);
      if (body.groupe === undefined || body.groupe === null || body.groupe === '') {
        violations.push({ propertyPath: 'groupe', message: msg.groupes.targetRequired });
      } else if (!target) {
        violations.push({ propertyPath: 'groupe', message: msg.groupes.groupUnknown(body.groupe) });
      } else if (target.id === source.id) {
        violations.push({ propertyPath: 'groupe', message: msg.groupes.targetSame });
      } else if (target.etat !== 0) {
        violations.push({ propertyPath: 'groupe', message: msg.groupes.targetInactive(String(target.name)) });
      } else if (target.antenne_id !== source.antenne_id) {
        violations.push({ propertyPath: 'groupe', message: msg.groupes.targetOtherAntenne });
      }
      const memberships = (
        await ctx.db.query<{ etudiant_id: number }>(
          'SELECT DISTINCT etudiant_id FROM groupe_etudiants WHERE groupe_id = $1',
          [source.id],
        )
      ).rows.map((r) => r.etudiant_id);
      let ids: number[];
      if (body.etudiants === undefined || body.etudiants === null) {
        ids = memberships;
        if (ids.length === 0) violations.push({ propertyPath: 'etudiants', message: msg.groupes.sourceEmpty });
      } else {
        const listed = traineeIds(body.etudiants);
        const inSource = new Set(memberships);
        if (listed.length === 0) violations.push({ propertyPath: 'etudiants', message: msg.groupes.chooseTrainee });
        for (const item of listed) {
          if (!inSource.has(item.id))
            violations.push({ propertyPath: `etudiants[${item.index}]`, message: msg.groupes.notMember(item.value) });
        }
        ids = listed.map((l) => l.id);
      }
      if (violations.length > 0) throw unprocessable(violations);
      const answer = await ctx.db.transaction(async (tx) => {
        const already = (
          await tx.query<{ etudiant_id: number }>(
            'SELECT DISTINCT etudiant_id FROM groupe_etudiants WHERE groupe_id = $1 AND etudiant_id = ANY($2::int[])',
            [target!.id, ids],
          )
        ).rows.map((r) => r.etudiant_id);
        const moving = ids.filter((id) => !already.includes(id));
        // Trainees already in the target just leave the source; the others' memberships move (one row each,
        // entry date the day of the transfer), and any duplicate row left in the source goes.
        await tx.query('DELETE FROM groupe_etudiants WHERE groupe_id = $1 AND etudiant_id = ANY($2::int[])', [
          source.id,
          already,
        ]);
        await tx.query(
          `UPDATE groupe_etudiants SET groupe_id = $2, antenne_id = $3, date_entree = ${TODAY}, updated_at = now()
         WHERE id IN (SELECT min(id) FROM groupe_etudiants WHERE groupe_id = $1 AND etudiant_id = ANY($4::int[]) GROUP
           BY etudiant_id)`,
          [source.id, target!.id, target!.antenne_id, moving],
        );
        await tx.query('DELETE FROM groupe_etudiants WHERE groupe_id = $1 AND etudiant_id = ANY($2::int[])', [
          source.id,
          moving,
        ]);
        return {
          ...(await groupWithTrainees(ctx, tx, target!)),
          transferes: ids.map((id) => itemIri('etudiants', id)),
          deja_presents: already.map((id) => itemIri('etudiants', id)),
          groupe_origine: await groupWithTrainees(ctx, tx, source),
        };
      });
      return sendJsonLd(reply, 200, answer);
    },
  );
}
