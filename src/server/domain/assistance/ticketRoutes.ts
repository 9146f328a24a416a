// POST /api/send_ticket (spec 001 section 7): a support request sent as form data (multipart: module, type,
// subject, message and an optional attachment `file`) or as JSON. The author is the signed-in user, the
// status « En cours »; the attachment is stored as a media object like any upload; support is told by mail
// (SUPPORT_MAIL, default support@futurosud.fr), the ticket's file attached to it. Answers 201 with the ticket
// and « Votre demande a bien été envoyée ».
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { save } from '../../crud/save.ts';
import { receiveMedia } from '../../files/receive.ts';
import { readStored } from '../../files/storage.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { model } from '../common.ts';
import { requireNotGuest, resourceFields, withForm } from '../../http/request.ts';
import { modules_ticket, types_ticket } from '../../../shared/reference/tickets.ts';
import * as msg from './messages.ts';

const NUMERIC = new Set(['module', 'type']);

/** Stores one uploaded part as a media object; returns its IRI. */
async function storeAttachment(ctx: AppContext, user: AuthUser, filename: string, stream: NodeJS.ReadableStream) {
  const media = await receiveMedia(ctx, user, filename, stream);
  return itemIri('media_objects', media.id);
}

async function readForm(ctx: AppContext, user: AuthUser, request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return { ...((request.body ?? {}) as Record<string, unknown>) };
  const out: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.filename) out.file = await storeAttachment(ctx, user, part.filename, part.file);
      else part.file.resume();
    } else if (['module', 'type', 'subject', 'message'].includes(part.fieldname)) {
      const v = String(part.value ?? '');
      out[part.fieldname] = NUMERIC.has(part.fieldname) && /^\d+$/.test(v) ? Number(v) : v;
    }
  }
  return out;
}

/** The ticket's file (uploaded with the form, or an IRI in a JSON body) with its content, for the mail. */
async function attachmentOf(ctx: AppContext, mediaId: unknown): Promise<MailAttachment[]> {
  if (typeof mediaId !== 'number') return [];
  const media = (
    await ctx.db.query<{ name: string; mime_type: string; uuid: string }>(
      'SELECT name, mime_type, uuid FROM media_objects WHERE id = $1',
      [mediaId],
    )
  ).rows[0];
  const content = media && (await readStored(String(media.uuid)));
  if (!media || !content) return [];
  return [{ filename: media.name, contentType: media.mime_type, content }];
}

export function registerTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tickets = model(ctx, 'tickets');
  // config.multipart: the files module refuses multipart bodies on routes that do not opt in.
  const fields = { ...resourceFields(tickets, ['module', 'type', 'subject', 'message']) };
  app.post(
    '/api/send_ticket',
    withForm({
      file: { title: 'Pièce jointe', description: 'Facultative ; envoyée avec le courriel au support.' },
      properties: fields,
      json: { type: 'object', properties: resourceFields(tickets, ['module', 'type', 'subject', 'message', 'file']) },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      requireNotGuest(user);
      const form = await readForm(ctx, user, request);
      const candidate = {
        module: form.module,
        type: form.type,
        subject: form.subject,
        message: form.message,
        file: form.file ?? null,
        status: 1,
        user: itemIri('users', user.id),
        antenne: user.antenneId === null ? null : itemIri('antennes', user.antenneId),
      };
      const row = await save(ctx, tickets, user, candidate, { mode: 'create' });
      // The support team hears of it by mail (the outbox, or SMTP when configured): SUPPORT_MAIL, else the sender.
      const label = (list: readonly { id: number; label: string }[], id: unknown) =>
        list.find((x) => x.id === id)?.label ?? String(id);
      const attachments = await attachmentOf(ctx, row.file_id);
      await ctx.mailer({
        to: process.env.SUPPORT_MAIL ?? 'support@futurosud.fr',
        subject: msg.ticket.mailSubject(row.id, String(row.subject)),
        text: msg.ticket.mailText(
          user.email,
          label(modules_ticket, row.module),
          label(types_ticket, row.type),
          String(row.message),
          attachments[0]?.filename,
        ),
        attachments,
      });
      reply.header('Location', itemIri('tickets', row.id));
      return sendJsonLd(reply, 201, { ...toItem(tickets, row, true), message: msg.ticket.sent });
    },
  );
}
