// « Créer un accès »: the account of a company tutor (from its contact record) or of a trainer (from its speaker
// record), created through the users' one save (its rules run) with that role alone and no password, tied to the
// record, and an invitation mailed with a link to choose the password (auth/resetLinks.ts, 72 h, single use).
//   POST /api/entreprise_contacts/{id}/acces   a tutor's account (ROLE_ENTREPRISE); the company's contracts that name
//        this contact's e-mail as the tutor's are tied to it (etudiant_contrats.tuteur)
//   POST /api/scheduler_speakers/{id}/acces    a trainer's account (ROLE_FORMATEUR)
// Whoever may change the record may open its access (a coordinator included): the role given is the lowest.
import type { FastifyInstance } from 'fastify';
import { appUrlFor, sendJsonLd, type AppContext } from '../../http/context.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { pathId, requireWrite, scopedRow, type IdRequest, withoutBody } from '../../http/request.ts';
import { prepareSave, within } from '../../crud/save.ts';
import { itemIri } from '../../hydra/iri.ts';
import { requestPasswordLink } from '../../auth/resetLinks.ts';
import { TRAINER_ROLE, TUTOR_ROLE, type AuthUser } from '../../auth/access.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

interface Person {
  id: number;
  firstname: string;
  lastname: string;
  mail: string | null;
  user_id: number | null;
  antenne_id: number | null;
}

export function registerAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = async (
    user: AuthUser,
    table: 'entreprise_contacts' | 'scheduler_speakers',
    person: Person,
    role: string,
  ) => {
    if (!person.mail) throw unprocessable([{ propertyPath: 'mail', message: msg.acces.mailMissing }]);
    return ctx.db.transaction(async (tx) => {
      const current = (
        await tx.query<{ email: string }>(
          `SELECT u.email FROM ${table} p JOIN users u ON u.id = p.user_id WHERE p.id = $1 FOR UPDATE OF p`,
          [person.id],
        )
      ).rows[0];
      if (current) throw new HttpError(409, msg.acces.alreadyOpen(current.email));
      const prepared = await prepareSave(
        within(ctx, tx),
        'users',
        user,
        {
          email: person.mail,
          firstname: person.firstname,
          lastname: person.lastname,
          roles: [role],
          antenne: person.antenne_id === null ? null : itemIri('antennes', person.antenne_id),
        },
        { mode: 'create' },
      );
      const account = await prepared.write(tx);
      await tx.query(`UPDATE ${table} SET user_id = $2, updated_at = now() WHERE id = $1`, [person.id, account.id]);
      return account;
    });
  };
  const invite = async (
    request: IdRequest,
    account: { id: number; email: string; firstname: string },
    space: string,
    cfaId: number,
  ) => {
    const centre =
      (await ctx.db.query<{ name: string }>('SELECT name FROM cfas WHERE id = $1', [cfaId])).rows[0]?.name ?? '';
    // Queued (jobs/queue.ts): made and mailed a moment after the answer, by whichever instance takes the job.
    await requestPasswordLink(ctx.queue, {
      kind: 'welcome',
      userId: account.id,
      appUrl: appUrlFor(ctx, request),
      invitation: { space, centre },
    });
  };
  const answer = (account: { id: number; email: string }) => ({
    '@id': itemIri('users', account.id),
    user: itemIri('users', account.id),
    email: account.email,
  });

  app.post(
    '/api/entreprise_contacts/:id/acces',
    withoutBody({
      config: {
        summary: 'Créer l’accès d’un tuteur',
        description:
          'Ouvre le compte du tuteur (rôle Tuteur en entreprise) et lui envoie par courriel le lien pour choisir son ' +
          'mot de passe ; les contrats de l’entreprise qui citent son courriel comme tuteur lui sont reliés.',
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const contacts = model(ctx, 'entreprise_contacts');
      const contact = await scopedRow(ctx.db, contacts, user, pathId(request.params.id));
      requireWrite(user, contacts, 'update', contact.antenne_id);
      if (!contact.is_tuteur) throw unprocessable([{ propertyPath: 'is_tuteur', message: msg.acces.notTutor }]);
      const account = await open(user, 'entreprise_contacts', contact, TUTOR_ROLE);
      await ctx.db.query(
        `UPDATE etudiant_contrats SET tuteur_id = $1 WHERE entreprise_id = $2 AND cfa_id = $3 AND tuteur_id IS NULL
          AND lower(tuteur_mail) = lower($4)`,
        [contact.id, contact.entreprise_id, user.cfaId, contact.mail],
      );
      await invite(request, account, msg.acces.tutorSpace, user.cfaId);
      return sendJsonLd(reply, 201, answer(account));
    },
  );

  app.post(
    '/api/scheduler_speakers/:id/acces',
    withoutBody({
      config: {
        summary: 'Créer l’accès d’un formateur',
        description:
          'Ouvre le compte de l’intervenant (rôle Formateur) et lui envoie par courriel le lien pour choisir son mot ' +
          'de passe.',
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const speakers = model(ctx, 'scheduler_speakers');
      const speaker = await scopedRow(ctx.db, speakers, user, pathId(request.params.id));
      requireWrite(user, speakers, 'update');
      const account = await open(user, 'scheduler_speakers', { ...speaker, antenne_id: null }, TRAINER_ROLE);
      await invite(request, account, msg.acces.trainerSpace, user.cfaId);
      return sendJsonLd(reply, 201, answer(account));
    },
  );
}
