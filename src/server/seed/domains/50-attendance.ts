// Demo data of the attendance domain: per centre, activity modules, speakers and activities (linked to the
// training actions); per antenne, classrooms, equipments and half-day events for the current and next weeks
// for its two largest groups. Past events get a signed-off sheet (a few trainees absent, hence absences and,
// for trainees with an exit date, pointage records); today's and later events an open sheet.
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { absenceHours, addDays, goesToPointage, mondayOf } from '../../../shared/attendance/index.ts';

/** A 1×1 PNG: the demo's stored signatures (real ones come from the signature pad). */
const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MODULES = ['Préparation physique', 'Pédagogie et animation', 'Sécurité et secourisme'];
const ACTIVITIES: [string, string, number][] = [
  ['Anatomie et physiologie', '#D396BE', 0],
  ['Méthodologie de l’entraînement', '#92CE9E', 0],
  ['Conduite de séance', '#90CCC6', 1],
  ['Projet pédagogique', '#E8C6A4', 1],
  ['PSC1 et prévention', '#E09F9F', 2],
];
const SPEAKERS = [
  ['Morel', 'Julien'],
  ['Benali', 'Nadia'],
  ['Lefèvre', 'Thomas'],
  ['Giraud', 'Camille'],
  ['Roussel', 'Léa'],
  ['Caron', 'Mehdi'],
  ['Fabre', 'Élodie'],
  ['Perrin', 'Hugo'],
];
/** A name as it can be written in an e-mail address: lower case, no accent, letters only. */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const HALF_DAYS = [
  ['09:00:00', '12:30:00'],
  ['13:30:00', '17:00:00'],
] as const;

async function seedCentre(tx: Queryable, rng: Prng, cfaId: number, antenneIds: number[], today: string) {
  const moduleIds = await insertMany(
    tx,
    'scheduler_activity_modules',
    MODULES.map((name, i) => ({ cfa_id: cfaId, name, code: `MOD-${i + 1}`, etat: 0 })),
  );
  const speakerIds = await insertMany(
    tx,
    'scheduler_speakers',
    SPEAKERS.map(([lastname, firstname]) => ({
      cfa_id: cfaId,
      lastname,
      firstname,
      mail: `${ascii(firstname!)}.${ascii(lastname!)}@intervenants.fr`,
      etat: 0,
    })),
  );
  const activityIds = await insertMany(
    tx,
    'scheduler_activities',
    ACTIVITIES.map(([name, color, m], i) => ({
      cfa_id: cfaId,
      name,
      color,
      activity_module_id: moduleIds[m],
      etat: 0,
      speakers: [`/api/scheduler_speakers/${speakerIds[i % 4]}`, `/api/scheduler_speakers/${speakerIds[(i + 1) % 4]}`],
    })),
  );
  const sessions = (await tx.query('SELECT id FROM diplome_sessions WHERE cfa_id = $1 ORDER BY id', [cfaId])).rows.map(
    (r) => r.id as number,
  );
  await insertMany(
    tx,
    'scheduler_activity_action_formations',
    sessions.flatMap((s, i) =>
      [activityIds[i % 5], activityIds[(i + 2) % 5]].map((a) => ({
        cfa_id: cfaId,
        activity_id: a,
        diplome_session_id: s,
        planned_hours: rng.pick([21, 35, 49]),
      })),
    ),
  );
  const signer =
    (await tx.query('SELECT id FROM users WHERE cfa_id = $1 ORDER BY id LIMIT 1', [cfaId])).rows[0]?.id ?? null;
  const monday = mondayOf(today);
  // The speakers work for the whole centre: each half-day, each group of each antenne has its own (two groups per
  // antenne, three antennes, eight speakers), so the demo planning has no conflict.
  let slot = 0;
  for (const antenneId of antenneIds) {
    const groups = (
      await tx.query(
        `SELECT diplome_session_id AS id, count(*) AS n FROM etudiants WHERE antenne_id = $1 AND type = 1 AND etat = 0
          AND diplome_session_id IS NOT NULL
        GROUP BY diplome_session_id ORDER BY n DESC, diplome_session_id LIMIT 2`,
        [antenneId],
      )
    ).rows.map((r) => r.id as number);
    if (groups.length === 0) continue;
    const rooms = await insertMany(
      tx,
      'scheduler_classrooms',
      ['Salle 1', 'Salle 2', 'Gymnase'].map((name, i) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        name,
        capacity: [20, 16, 30][i],
        etat: 0,
      })),
    );
    await insertMany(
      tx,
      'scheduler_equipments',
      [
        ['Vidéoprojecteur', 2],
        ['Tapis de sol', 25],
      ].map(([name, quantity]) => ({ cfa_id: cfaId, antenne_id: antenneId, name, quantity, etat: 0 })),
    );
    const first = slot;
    slot += groups.length;
    for (const [g, group] of groups.entries()) {
      const trainees = (
        await tx.query(
          'SELECT id, antenne_id, date_sortie, date_sortie_prevue FROM etudiants WHERE antenne_id = $1 AND ' +
            'diplome_session_id = $2 AND type = 1 AND etat = 0 ORDER BY lastname, firstname',
          [antenneId, group],
        )
      ).rows;
      for (let d = 0; d < 12; d++) {
        if (d % 7 >= 5) continue;
        const day = addDays(monday, d);
        for (const [h, [hr_start, hr_end]] of HALF_DAYS.entries()) {
          const a = (d + h + g) % ACTIVITIES.length;
          const speaker = speakerIds[(first + g + d + h) % speakerIds.length];
          const [eventId] = await insertMany(tx, 'scheduler_events', [
            {
              cfa_id: cfaId,
              antenne_id: antenneId,
              title: ACTIVITIES[a]![0],
              activity_id: activityIds[a],
              diplome_session_id: group,
              classroom_id: rooms[g],
              speaker_id: speaker,
              dt_start: day,
              hr_start,
              hr_end,
              equipments: [],
            },
          ]);
          const signed = day < today;
          const [sheetId] = await insertMany(tx, 'scheduler_event_emargements', [
            {
              cfa_id: cfaId,
              antenne_id: antenneId,
              event_id: eventId,
              speaker_id: speaker,
              status: signed ? 1 : 0,
              sign_off_at: signed ? `${day}T${hr_end}Z` : null,
              sign_off_by_id: signed ? signer : null,
              speaker_signature: signed ? DEMO_SIGNATURE : null,
            },
          ]);
          const lines: Record<string, unknown>[] = [];
          for (const t of trainees) {
            const absent = signed && rng.chance(0.08);
            let absenceId: number | null = null;
            if (absent) {
              const absence = { raison: 1, dt_start: day, dt_end: day, hr_start, hr_end };
              [absenceId] = await insertMany(tx, 'etudiant_absences', [
                {
                  cfa_id: cfaId,
                  antenne_id: t.antenne_id,
                  etudiant_id: t.id,
                  ...absence,
                  comment: "Absence relevée sur la feuille d'émargement.",
                },
              ]);
              if (goesToPointage(t as never)) {
                await insertMany(tx, 'etudiant_pointages', [
                  {
                    cfa_id: cfaId,
                    antenne_id: t.antenne_id,
                    etudiant_id: t.id,
                    absence_id: absenceId,
                    ...absence,
                    hours: absenceHours(absence),
                  },
                ]);
              }
            }
            lines.push({
              cfa_id: cfaId,
              antenne_id: t.antenne_id,
              emargement_id: sheetId,
              etudiant_id: t.id,
              status: signed ? (absent ? 0 : 1) : null,
              signature: signed && !absent ? DEMO_SIGNATURE : null,
              sign_off_at: signed ? `${day}T${hr_end}Z` : null,
              sign_off_by_id: signed ? signer : null,
              old_status_parent: signed ? 0 : null,
              absence_id: absenceId,
            });
          }
          await insertMany(tx, 'scheduler_event_emargement_etudiants', lines);
        }
      }
    }
  }
}

/** Each staff user's planning preferences: the week from 8:00 to 18:00 at the head office, the month in antennes. */
async function seedOptions(tx: Queryable, cfaId: number) {
  const users = (
    await tx.query<{ id: number; antenne_id: number | null }>(
      'SELECT id, antenne_id FROM users WHERE cfa_id = $1 AND NOT roles @> \'["ROLE_GUEST"]\'::jsonb ORDER BY id',
      [cfaId],
    )
  ).rows;
  await insertMany(
    tx,
    'scheduler_options',
    users.map((u) => ({
      cfa_id: cfaId,
      antenne_id: u.antenne_id,
      user_id: u.id,
      default_view: u.antenne_id === null ? 'week' : 'month',
      first_hour: '08:00',
      last_hour: '18:00',
      filters: null,
    })),
  );
}

const seedAttendance: DomainSeeder = async ({ tx, rng, centres }) => {
  const today = new Date().toISOString().slice(0, 10);
  for (const c of centres) {
    await seedCentre(tx, rng, c.cfaId, c.antenneIds, today);
    await seedOptions(tx, c.cfaId);
  }
};

export default seedAttendance;
