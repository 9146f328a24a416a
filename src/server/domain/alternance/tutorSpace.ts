// What a company tutor's account (ROLE_ENTREPRISE, `ctx.authTutor`) reaches: the apprentices whose contract names
// its contact as tutor (etudiant_contrats.tuteur), nothing else; another apprentice is a French 403.
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { forbidden } from '../../http/errors.ts';
import * as msg from './messages.ts';

/** The tutor's contracts (active records), of one apprentice when given. */
export async function tutorContracts(q: Queryable, tutor: { contactId: number; cfaId: number }, etudiantId?: number) {
  return (
    await q.query<RowOf<'etudiant_contrats'> & { entreprise_name: string | null }>(
      `SELECT c.*, en.name AS entreprise_name FROM etudiant_contrats c LEFT JOIN entreprises en ON en.id =
        c.entreprise_id
      WHERE c.tuteur_id = $1 AND c.cfa_id = $2 AND c.etat = 0
        ${etudiantId === undefined ? '' : 'AND c.etudiant_id = $3'}
      ORDER BY c.date_debut DESC, c.id DESC`,
      etudiantId === undefined ? [tutor.contactId, tutor.cfaId] : [tutor.contactId, tutor.cfaId, etudiantId],
    )
  ).rows;
}

/** The apprentice's contracts naming the tutor, else a French 403 (an apprentice of another tutor or company). */
export async function requireApprentice(q: Queryable, tutor: { contactId: number; cfaId: number }, etudiantId: number) {
  const contracts = await tutorContracts(q, tutor, etudiantId);
  if (contracts.length === 0) throw forbidden(msg.access.notYourApprentice);
  return contracts;
}

/** The period of the booklet of one of the tutor's apprentices, else a French 403. */
export async function requireTutorPeriod(q: Queryable, tutor: { contactId: number; cfaId: number }, periodId: number) {
  const period = (
    await q.query<RowOf<'livret_periodes'>>(
      'SELECT * FROM livret_periodes WHERE id = $1 AND cfa_id = $2 AND etat = 0',
      [periodId, tutor.cfaId],
    )
  ).rows[0];
  if (!period) throw forbidden(msg.livret.periodUnknown);
  await requireApprentice(q, tutor, period.etudiant_id);
  return period;
}
