// Registration requests (spec 001 "Registration requests"):
// POST /api/external_registration_contacts/{id}/accepter: the request becomes a candidate in one transaction
//   (an etudiants row, type 0, with the contact's identity, antenne and wished training; each attachment
//   becomes an administrative document of the candidate, same file) and is marked accepted (status 1) with the
//   candidate's link. It is the request's write with status 1, as the spec's PUT with status only: both run
//   convertRequest from the afterWrite hook, on the request locked, so accepting twice, even at once, makes one
//   candidate: the second call is a French 409 and changes nothing.
// POST /api/external_registration_contacts/{id}/refuser { refusal_reason, refusal_comment? }: status 2 with a
//   reason of the refusal reasons (raisons_refus); an accepted request is not refused (409).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { insertRow, updateRow } from '../../crud/write.ts';
import { save } from '../../crud/save.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { AuthUser } from '../../auth/access.ts';
import {
  b,
  bodyOf,
  withBody,
  pathId,
  requireWrite,
  scopedRow,
  type IdRequest,
  withoutBody,
} from '../../http/request.ts';
import { raisons_refus } from '../../../shared/reference/etudiants.ts';
import {
  DEMANDE_ACCEPTEE,
  DEMANDE_REFUSEE,
  candidateDocumentType,
  candidateFromRequest,
  decisionRefusal,
} from '../../../shared/inscriptions/rules.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

const conflict = (m: string) => new HttpError(409, m);

/** The French 409 of a request accepted already, naming its candidate. */
export const alreadyAccepted = (contact: Row) =>
  conflict(msg.inscriptions.alreadyAccepted(contact.etudiant_id ? `n° ${contact.etudiant_id}` : ''));

/**
 * The acceptance of a request, inside the transaction of its write (the afterWrite hook of inscriptions/hooks.ts,
 * so that PUT with status 1 and « Accepter » do the same): the candidate (an etudiants row, type 0, with the
 * contact's identity, antenne and wished training), each attachment an administrative document of the
 * candidate (same file), and the request linked to it and stamped processed. Answers the request's row.
 */
export async function convertRequest(ctx: AppContext, tx: Queryable, user: AuthUser, contact: Row): Promise<Row> {
  requireWrite(user, model(ctx, 'etudiants'), 'create');
  const candidate = await insertRow(tx, model(ctx, 'etudiants'), user, candidateFromRequest(contact as never));
  const attachments = await tx.query<{ name: string; type_document: number | null; file_id: number | null }>(
    'SELECT name, type_document, file_id FROM external_registration_documents WHERE contact_id = $1 ORDER BY id',
    [contact.id],
  );
  for (const doc of attachments.rows) {
    await insertRow(tx, model(ctx, 'etudiant_documents'), user, {
      etudiant_id: candidate.id,
      antenne_id: candidate.antenne_id,
      name: doc.name,
      type_document: candidateDocumentType(doc.type_document),
      file_id: doc.file_id,
      etat: 0,
    });
  }
  return (
    await tx.query(
      `UPDATE external_registration_contacts SET status = $2, etudiant_id = $3, processed_at = now(), updated_at = now()
     WHERE id = $1 RETURNING *`,
      [contact.id, DEMANDE_ACCEPTEE, candidate.id],
    )
  ).rows[0]!;
}

export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const contacts = model(ctx, 'external_registration_contacts');
  const etudiants = model(ctx, 'etudiants');
  const documents = model(ctx, 'etudiant_documents');

  app.post(
    '/api/external_registration_contacts/:id/accepter',
    withoutBody({
      config: {
        summary: "Accepter une demande d'inscription",
        description:
          "Crée la candidature (etudiants, type 0) avec l'identité, l'antenne, la formation souhaitée et les pièces " +
          'jointes de la demande, et marque la demande acceptée, en une transaction. Une demande déjà acceptée : ' +
          '409, rien ne change.',
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, contacts, 'update');
      const contact = await scopedRow(ctx.db, contacts, user, pathId(request.params.id));
      requireWrite(user, contacts, 'update', contact.antenne_id as number);
      if (decisionRefusal(contact.status as number, DEMANDE_ACCEPTEE) === 'alreadyAccepted')
        throw alreadyAccepted(contact);
      // The same write as PUT with status 1: the request's write path converts it (inscriptions/hooks.ts).
      const row = await save(ctx, contacts, user, { status: DEMANDE_ACCEPTEE }, { mode: 'merge', existing: contact });
      const candidate = (await ctx.db.query('SELECT * FROM etudiants WHERE id = $1', [row.etudiant_id])).rows[0]!;
      const copied = (
        await ctx.db.query('SELECT count(*)::int AS n FROM etudiant_documents WHERE etudiant_id = $1', [candidate.id])
      ).rows[0]!.n;
      return sendJsonLd(reply, 200, {
        ...toItem(contacts, row, true),
        candidature: toItem(etudiants, candidate),
        documents_copies: copied,
      });
    },
  );

  app.post(
    '/api/external_registration_contacts/:id/refuser',
    withBody(
      {
        properties: {
          refusal_reason: b.oneOf(
            raisons_refus.map((r) => r.id),
            'Motif de refus',
            'Liste de référence raisons_refus (obligatoire).',
          ),
          refusal_comment: b.text('Commentaire', '1000 caractères gardés.'),
        },
        messages: { refusal_reason: msg.inscriptions.refusalReasonUnknown },
      },
      {
        config: {
          summary: "Refuser une demande d'inscription",
          description:
            'Marque la demande refusée (statut 2) avec un motif de la liste des motifs de refus et un commentaire ' +
            'facultatif. Une demande acceptée ou déjà refusée : 409.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, contacts, 'update');
      const id = pathId(request.params.id);
      const body = bodyOf(request, true);
      const reason = body.refusal_reason;
      if (reason === undefined || reason === null || reason === '') {
        throw unprocessable([{ propertyPath: 'refusal_reason', message: msg.inscriptions.refusalReasonRequired }]);
      }
      if (!raisons_refus.some((r) => r.id === reason)) {
        throw unprocessable([{ propertyPath: 'refusal_reason', message: msg.inscriptions.refusalReasonUnknown }]);
      }
      const comment =
        typeof body.refusal_comment === 'string' && body.refusal_comment.trim() !== ''
          ? body.refusal_comment.trim().slice(0, 1000)
          : null;
      const answer = await ctx.db.transaction(async (tx) => {
        const contact = await scopedRow(tx, contacts, user, id, true);
        requireWrite(user, contacts, 'update', contact.antenne_id);
        const refusal = decisionRefusal(contact.status, DEMANDE_REFUSEE);
        if (refusal === 'alreadyAccepted') throw conflict(msg.inscriptions.acceptedNotRefused);
        if (refusal === 'alreadyRefused') throw conflict(msg.inscriptions.alreadyRefused);
        const row = await updateRow(tx, contacts, contact.id, {
          status: DEMANDE_REFUSEE,
          refusal_reason: reason,
          refusal_comment: comment,
        });
        const stamped = await tx.query<Record<string, unknown>>(
          'UPDATE external_registration_contacts SET processed_at = now() WHERE id = $1 RETURNING *',
          [row.id],
        );
        return toItem(contacts, stamped.rows[0]!, true);
      });
      return sendJsonLd(reply, 200, answer);
    },
  );
}
