// The speakers' availabilities for the planner (`scheduler_speaker_disponibilites`): the trainer space's « Mes
// disponibilités » reads and writes its own speaker's slots only, through the one save (the staff edit them on the
// speaker's record through the generic CRUD); a slot of another speaker is a French 404, never touched.
//   GET    /api/formateur/disponibilites       its slots
//   POST   /api/formateur/disponibilites       a new slot (its speaker forced)
//   PATCH  /api/formateur/disponibilites/{id}  one of its slots
//   DELETE /api/formateur/disponibilites/{id}  one of its slots
// `speakerSlots` is what the event's answer (hooks.ts) checks an event against.
import type { FastifyInstance } from 'fastify';
import type { Queryable, Row } from '../../db/index.ts';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { bodyObject, pathId, type IdRequest, resourceFields, withAnswers } from '../../http/request.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { save } from '../../crud/save.ts';
import { actingFor } from '../common.ts';
import type { AvailabilitySlot } from '../../../shared/attendance/index.ts';
import { model } from './shared.ts';
import * as msg from './messages.ts';

const SLOTS = 'scheduler_speaker_disponibilites';
const COLUMNS = `id, jour, to_char(date_debut, 'YYYY-MM-DD') AS date_debut, to_char(date_fin, 'YYYY-MM-DD') AS date_fin,
  hr_start, hr_end, disponible, comment`;

/** The slots of a speaker of the centre, in the shape of the shared rule. */
export async function speakerSlots(q: Queryable, cfaId: number, speakerId: number): Promise<AvailabilitySlot[]> {
  return (
    await q.query<AvailabilitySlot & { id: number; [k: string]: unknown }>(
      `SELECT ${COLUMNS} FROM ${SLOTS} WHERE speaker_id = $1 AND cfa_id = $2
        ORDER BY jour NULLS LAST, date_debut NULLS FIRST, hr_start, id`,
      [speakerId, cfaId],
    )
  ).rows.map((r) => ({ ...r, disponible: r.disponible !== false }));
}

/** The fields a trainer may send for its slot (its speaker is never one of them). */
/** The fields of a slot its trainer writes (the resource's own, checked by its save). */
const SLOT_FIELDS = ['jour', 'date_debut', 'date_fin', 'hr_start', 'hr_end', 'disponible', 'comment'];
const slotBody = (body: unknown) => {
  const b = bodyObject(body ?? {});
  return Object.fromEntries(SLOT_FIELDS.filter((k) => k in b).map((k) => [k, b[k]]));
};

export function registerAvailabilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const slots = model(ctx, SLOTS);
  /** One slot of the trainer's own speaker, else a French 404 (another speaker's slot is not its to see). */
  const ownSlot = async (cfaId: number, speakerId: number, id: number): Promise<Row> => {
    const row = (
      await ctx.db.query(`SELECT * FROM ${SLOTS} WHERE id = $1 AND cfa_id = $2 AND speaker_id = $3`, [
        id,
        cfaId,
        speakerId,
      ])
    ).rows[0];
    if (!row) throw notFound(msg.attendance.slotUnknown);
    return row;
  };

  app.get(
    '/api/formateur/disponibilites',
    {
      config: {
        summary: 'Disponibilités du formateur connecté',
        description: 'Ses créneaux de disponibilité et d’indisponibilité pour le planning.',
      },
    },
    async (request, reply) => {
      const trainer = await ctx.authTrainer(request);
      const member = (await speakerSlots(ctx.db, trainer.cfaId, trainer.speakerId)).map((s) => ({
        '@id': itemIri(SLOTS, Number(s.id)),
        ...s,
      }));
      return sendJsonLd(reply, 200, {
        '@id': '/api/formateur/disponibilites',
        speaker: itemIri('scheduler_speakers', trainer.speakerId),
        'hydra:member': member,
        'hydra:totalItems': member.length,
      });
    },
  );

  app.post(
    '/api/formateur/disponibilites',
    withAnswers(
      {
        body: { type: 'object', properties: resourceFields(slots, SLOT_FIELDS), required: ['hr_start', 'hr_end'] },
        answers: {},
      },
      { config: { summary: 'Ajouter une disponibilité', description: 'Un créneau pour son propre intervenant.' } },
    ),
    async (request, reply) => {
      const trainer = await ctx.authTrainer(request);
      const body = { ...slotBody(request.body), speaker: itemIri('scheduler_speakers', trainer.speakerId) };
      const row = await save(ctx, slots, actingFor(trainer, null), body, { mode: 'create' });
      return sendJsonLd(reply, 201, toItem(slots, row, true));
    },
  );

  app.patch(
    '/api/formateur/disponibilites/:id',
    withAnswers(
      { body: { type: 'object', properties: resourceFields(slots, SLOT_FIELDS) }, answers: {} },
      { config: { summary: 'Modifier une disponibilité', description: 'Un de ses propres créneaux.' } },
    ),
    async (request: IdRequest, reply) => {
      const trainer = await ctx.authTrainer(request);
      const existing = await ownSlot(trainer.cfaId, trainer.speakerId, pathId(request.params.id));
      const row = await save(ctx, slots, actingFor(trainer, null), slotBody(request.body), {
        mode: 'merge',
        existing,
      });
      return sendJsonLd(reply, 200, toItem(slots, row, true));
    },
  );

  app.delete(
    '/api/formateur/disponibilites/:id',
    { config: { summary: 'Supprimer une disponibilité', description: 'Un de ses propres créneaux.' } },
    async (request: IdRequest, reply) => {
      const trainer = await ctx.authTrainer(request);
      const existing = await ownSlot(trainer.cfaId, trainer.speakerId, pathId(request.params.id));
      await ctx.db.query(`DELETE FROM ${SLOTS} WHERE id = $1`, [existing.id]);
      return reply.code(204).send();
    },
  );
}
