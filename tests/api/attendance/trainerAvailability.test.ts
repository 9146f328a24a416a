// The speakers' availabilities for the planner: the trainer reads and writes its own slots only (« Mes
// disponibilités »), another speaker's slot is a French 404 and stays as it was; the staff edit them on the
// speaker's record (generic CRUD); a slot without weekday nor date is refused; an event planned for the speaker
// outside its available slots, or on an unavailable one, is saved with its French warnings (`avertissements`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';

let t: TestServer;
let admin: string;
let trainer: string;
let speakerId: number;
let otherSpeaker: number;
let antenne: number;

beforeAll(async () => {
  t = await startServer(import.meta.url);
  admin = await t.login('admin@demo.fr');
  trainer = await t.login('formateur@demo.fr');
  speakerId = (
    await t.db.query<{ id: number }>(
      "SELECT s.id FROM scheduler_speakers s JOIN users u ON u.id = s.user_id WHERE u.email = 'formateur@demo.fr'",
    )
  ).rows[0]!.id;
  // The demo gives the trainer weekday slots (and an afternoon off); this file declares its own from nothing.
  const demoSlots = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM scheduler_speaker_disponibilites WHERE speaker_id = $1',
    [speakerId],
  );
  expect(demoSlots.rows[0]!.n).toBeGreaterThan(0);
  await t.db.query('DELETE FROM scheduler_speaker_disponibilites WHERE speaker_id = $1', [speakerId]);
  otherSpeaker = (
    await t.db.query<{ id: number }>(
      'SELECT id FROM scheduler_speakers WHERE cfa_id = 1 AND id <> $1 ORDER BY id LIMIT 1',
      [speakerId],
    )
  ).rows[0]!.id;
  antenne = (await t.db.query<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = 1 ORDER BY id LIMIT 1')).rows[0]!
    .id;
}, 60_000);
afterAll(() => t.close());

const slotsOf = async (speaker: number) =>
  (
    await t.db.query<{ id: number; comment: string | null }>(
      'SELECT id, comment FROM scheduler_speaker_disponibilites WHERE speaker_id = $1 ORDER BY id',
      [speaker],
    )
  ).rows;

describe('the trainer’s availabilities', () => {
  it('are written by the trainer for its own speaker only, whatever speaker the body names', async () => {
    const created = await t.req('POST', '/api/formateur/disponibilites', {
      token: trainer,
      body: {
        jour: 1,
        hr_start: '08:00',
        hr_end: '12:00',
        disponible: true,
        comment: 'Lundi matin',
        speaker: `/api/scheduler_speakers/${otherSpeaker}`,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.speaker).toBe(`/api/scheduler_speakers/${speakerId}`);
    expect((await slotsOf(otherSpeaker)).map((s) => s.comment)).not.toContain('Lundi matin');
    const edited = await t.req('PATCH', `/api/formateur/disponibilites/${created.body.id}`, {
      token: trainer,
      body: { hr_end: '12:30' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.hr_end).toBe('12:30');
    const list = await t.req('GET', '/api/formateur/disponibilites', { token: trainer });
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].map((s: { id: number }) => s.id).sort()).toEqual(
      (await slotsOf(speakerId)).map((s) => s.id).sort(),
    );
  });

  it('refuses a slot without weekday nor date, and hours that end before they start, in French, nothing saved', async () => {
    const before = (await slotsOf(speakerId)).length;
    const noDay = await t.req('POST', '/api/formateur/disponibilites', {
      token: trainer,
      body: { hr_start: '08:00', hr_end: '12:00' },
    });
    expect(noDay.status).toBe(422);
    expect(noDay.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'jour',
        message: 'Indiquez un jour de la semaine ou une date de début.',
      }),
    ]);
    const reversed = await t.req('POST', '/api/formateur/disponibilites', {
      token: trainer,
      body: { jour: 2, hr_start: '14:00', hr_end: '09:00' },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.violations[0].propertyPath).toBe('hr_end');
    expect((await slotsOf(speakerId)).length).toBe(before);
  });

  it('refuses another speaker’s slot with a French 404 and leaves it as it was; the trainer reads no generic list', async () => {
    const staff = await t.req('POST', '/api/scheduler_speaker_disponibilites', {
      token: admin,
      body: {
        speaker: `/api/scheduler_speakers/${otherSpeaker}`,
        date_debut: '2030-01-07',
        hr_start: '09:00',
        hr_end: '17:00',
        disponible: false,
        comment: 'Congés',
      },
    });
    expect(staff.status, staff.text).toBe(201);
    for (const [method, body] of [
      ['PATCH', { comment: 'Pris' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.req(method, `/api/formateur/disponibilites/${staff.body.id}`, { token: trainer, body });
      expect(res.status, method).toBe(404);
      expect(res.body['hydra:description']).toBe('Ce créneau n’est pas l’une de vos disponibilités.');
    }
    expect((await slotsOf(otherSpeaker)).find((s) => s.id === staff.body.id)?.comment).toBe('Congés');
    expect(
      (await t.req('GET', `/api/scheduler_speaker_disponibilites?speaker=${otherSpeaker}`, { token: trainer })).status,
    ).toBe(403);
    expect((await t.req('GET', '/api/formateur/disponibilites', { token: admin })).status).toBe(403);
    const staffList = await t.req('GET', `/api/scheduler_speaker_disponibilites?speaker=${otherSpeaker}`, {
      token: admin,
    });
    expect(staffList.body['hydra:member'].map((s: { id: number }) => s.id)).toContain(staff.body.id);
  });

  it('warn the planner, in French, of an event outside them or on an unavailable slot', async () => {
    const plan = (speaker: number, dt_start: string, hr_start: string, hr_end: string) =>
      t.req('POST', '/api/scheduler_events', {
        token: admin,
        body: {
          title: 'Séance planifiée',
          dt_start,
          hr_start,
          hr_end,
          antenne: `/api/antennes/${antenne}`,
          speaker: `/api/scheduler_speakers/${speaker}`,
        },
      });
    // The trainer is available on Mondays 08:00–12:30 (the first test): 2030-01-14 is a Monday, 2030-01-15 a Tuesday.
    const inside = await plan(speakerId, '2030-01-14', '09:00', '12:00');
    expect(inside.status, inside.text).toBe(201);
    expect(inside.body.avertissements).toEqual([]);
    const outside = await plan(speakerId, '2030-01-15', '09:00', '12:00');
    expect(outside.status).toBe(201);
    expect(outside.body.avertissements).toEqual(['La séance est hors des disponibilités déclarées par l’intervenant.']);
    const overflow = await plan(speakerId, '2030-01-14', '11:00', '13:00');
    expect(overflow.body.avertissements).toEqual([
      'La séance est hors des disponibilités déclarées par l’intervenant.',
    ]);
    // The other speaker declared only an unavailable day: the event on it is warned, another day is not.
    const onLeave = await plan(otherSpeaker, '2030-01-07', '14:00', '16:00');
    expect(onLeave.body.avertissements).toEqual([
      'L’intervenant est indisponible le 07/01/2030 de 09:00 à 17:00 (Congés).',
    ]);
    expect((await plan(otherSpeaker, '2030-01-08', '14:00', '16:00')).body.avertissements).toEqual([]);
  });
});
