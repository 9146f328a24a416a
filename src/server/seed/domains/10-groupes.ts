// Demo data of groups and sessions: groups of trainees per antenne (colour, year, members), group sessions,
// training actions and their sessions, closing periods, delegates, session details (stages, parcours,
// evaluations), inscriptions and registration requests. Deterministic: driven by the seeding PRNG.
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { couleurs_groupe } from '../../../shared/reference/groupes.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES } from '../names.ts';
import { inPresent, yearId, yr } from '../calendar.ts';

type Trainee = { id: number; antenne_id: number; diplome_session_id: number | null };
type Ads = { id: number; antenne_id: number; diplome_session_id: number; name: string };

const CLOSINGS = [
  { label: 'Vacances de Noël', annee: 4, dt_start: '2024-12-23', dt_end: '2025-01-03' },
  { label: "Pont de l'Ascension", annee: 5, dt_start: '2025-05-29', dt_end: '2025-05-30' },
  { label: 'Fermeture estivale', annee: 5, dt_start: '2025-07-28', dt_end: '2025-08-15' },
];
const ACTIONS = [
  { name: 'Remise à niveau savoirs de base', type_action: 2, duration_hours: 70, objectif: 2, note: 4 },
  { name: "Préparation aux tests d'exigences préalables", type_action: 2, duration_hours: 35, objectif: 4, note: null },
];

async function seedGroups(tx: Queryable, rng: Prng, cfaId: number, antenneId: number, ads: Ads[], trainees: Trainee[]) {
  const mine = ads.filter((a) => a.antenne_id === antenneId).slice(0, 3);
  // Session names end with their school year ("... 2024-2025"): year 2024 is id 4 of annees_groupe, whose last
  // year (id 5) stands for the later ones.
  const years = mine.map((a) => (a.name.endsWith(`${yr(2025)}-${yr(2026)}`) ? yearId(5, 5) : yearId(4, 5)));
  const current = mine.map((a) => a.name.endsWith(`${yr(2025)}-${yr(2026)}`));
  const groups: Record<string, unknown>[] = mine.map((a, i) => ({
    cfa_id: cfaId,
    antenne_id: antenneId,
    name: `Promo ${a.name}`,
    couleur: couleurs_groupe[(antenneId * 3 + i) % couleurs_groupe.length]!.id,
    annee: years[i],
    diplome_session_id: a.diplome_session_id,
    etat: 0,
    description: 'Groupe de la promotion, suivi par le coordinateur pédagogique.',
  }));
  groups.push({
    cfa_id: cfaId,
    antenne_id: antenneId,
    name: inPresent('Promo 2022-2023 (clôturée)'),
    couleur: 'grey-3',
    annee: yearId(2, 5),
    etat: 1,
    description: 'Promotion terminée, conservée pour mémoire.',
  });
  const groupIds = await insertMany(tx, 'groupes', groups);
  const members = groupIds.slice(0, mine.length).flatMap((g, i) =>
    trainees
      .filter((t) => t.antenne_id === antenneId && t.diplome_session_id === mine[i]!.diplome_session_id)
      .map((t) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        groupe_id: g,
        etudiant_id: t.id,
        date_entree: `${yr(2024)}-09-${String(rng.int(2, 20)).padStart(2, '0')}`,
      })),
  );
  await insertMany(tx, 'groupe_etudiants', members);
  await insertMany(
    tx,
    'antenne_groupe_sessions',
    groupIds.slice(0, mine.length).map((g, i) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      groupe_id: g,
      antenne_diplome_session_id: mine[i]!.id,
      name: `Rentrée ${mine[i]!.name}`,
      dropdown_label: `${mine[i]!.name} (sept. ${current[i] ? yr(2025) : yr(2024)})`,
      dt_start: inPresent(current[i] ? '2025-09-01' : '2024-09-02'),
      dt_end: inPresent(current[i] ? '2026-06-30' : '2025-06-30'),
      etat: 0,
    })),
  );
}

async function seedActions(tx: Queryable, rng: Prng, cfaId: number, antenneId: number) {
  const ids = await insertMany(
    tx,
    'antenne_actions',
    ACTIONS.map((a, i) => ({
      ...a,
      cfa_id: cfaId,
      antenne_id: antenneId,
      code: `ACT-${antenneId}-${i + 1}`,
      etat: 0,
      description: 'Action courte proposée avant ou pendant la formation qualifiante.',
    })),
  );
  await insertMany(
    tx,
    'antenne_action_sessions',
    ids.flatMap((action, i) =>
      ['Automne 2024', 'Printemps 2025'].map((season, k) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        action_id: action,
        name: inPresent(season),
        hours: ACTIONS[i]!.duration_hours,
        dt_start: inPresent(k === 0 ? '2024-10-07' : '2025-03-03'),
        dt_end: inPresent(k === 0 ? '2024-11-29' : '2025-04-25'),
        training_place: `Salle ${rng.int(1, 6)}`,
        etat: 0,
      })),
    ),
  );
}

async function seedSessionDetails(tx: Queryable, rng: Prng, cfaId: number, ads: Ads[]) {
  const ids = await insertMany(
    tx,
    'antenne_diplome_session_details',
    ads.map((a) => ({
      cfa_id: cfaId,
      antenne_id: a.antenne_id,
      antenne_diplome_session_id: a.id,
      label: `Organisation de ${a.name}`,
      description: 'Alternance de deux semaines en centre et deux semaines en structure.',
      etat: 0,
    })),
  );
  const child = (table: string, make: (d: number, a: Ads) => Record<string, unknown>[]) =>
    insertMany(
      tx,
      table,
      ids.flatMap((d, i) =>
        make(d, ads[i]!).map((r) => ({ cfa_id: cfaId, antenne_id: ads[i]!.antenne_id, detail_id: d, ...r })),
      ),
    );
  await child('antenne_diplome_session_detail_stages', () => [
    { label: 'Stage de découverte', dt_start: inPresent('2024-11-04'), dt_end: inPresent('2024-11-22'), hours: 105 },
    {
      label: 'Stage de mise en situation',
      dt_start: inPresent('2025-03-10'),
      dt_end: inPresent('2025-04-04'),
      hours: 140,
    },
  ]);
  await child('antenne_diplome_session_detail_parcours', () =>
    ['Bloc 1 : encadrement', 'Bloc 2 : conception de séances', 'Bloc 3 : sécurité des pratiquants'].map((label) => ({
      label,
      hours: rng.pick([70, 105, 140]),
    })),
  );
  await child('antenne_diplome_session_detail_evaluations', () => [
    { label: 'ECF 1', type_evaluation: 1, periode: 1, date_evaluation: inPresent('2024-12-13') },
    { label: 'Examen blanc', type_evaluation: 3, periode: 3, date_evaluation: inPresent('2025-05-16') },
  ]);
}

async function seedRegistrations(tx: Queryable, rng: Prng, cfaId: number, antenneId: number, diplomeIds: number[]) {
  const statuses = [null, null, null, 1, 2];
  const ids = await insertMany(
    tx,
    'external_registration_contacts',
    statuses.map((status, i) => {
      const female = rng.chance(0.5);
      const firstname = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
      const lastname = rng.pick(LAST_NAMES);
      return {
        cfa_id: cfaId,
        antenne_id: antenneId,
        civility: female ? 1 : 0,
        lastname,
        firstname,
        status,
        mail: `${firstname}.${lastname}.${antenneId}${i}@exemple.fr`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/ /g, ''),
        phone_number: `06 ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
        birthdate: `${yr(rng.int(1995, 2006))}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        diplome_id: rng.pick(diplomeIds),
        message: 'Bonjour, je souhaite candidater à la prochaine session. Cordialement.',
      };
    }),
  );
  await insertMany(
    tx,
    'external_registration_documents',
    ids.flatMap((contact) => [
      { cfa_id: cfaId, antenne_id: antenneId, contact_id: contact, name: 'Curriculum vitae', type_document: 1 },
    ]),
  );
}

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const { cfaId, antenneIds } of centres) {
    const trainees = (
      await tx.query<Trainee>(
        'SELECT id, antenne_id, diplome_session_id FROM etudiants WHERE cfa_id = $1 AND type = 1 ORDER BY id',
        [cfaId],
      )
    ).rows;
    const ads = (
      await tx.query<Ads>(
        `SELECT a.id, a.antenne_id, a.diplome_session_id, s.name FROM antenne_diplome_sessions a JOIN diplome_sessions s
          ON s.id = a.diplome_session_id
       WHERE a.cfa_id = $1 ORDER BY a.id`,
        [cfaId],
      )
    ).rows;
    const diplomeIds = (
      await tx.query<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = $1 ORDER BY id', [cfaId])
    ).rows.map((r) => r.id);
    const active = antenneIds.filter((a) => trainees.some((t) => t.antenne_id === a));
    for (const antenneId of active) {
      await seedGroups(tx, rng, cfaId, antenneId, ads, trainees);
      await seedActions(tx, rng, cfaId, antenneId);
      await insertMany(
        tx,
        'antenne_fermetures',
        CLOSINGS.map((c) => ({
          ...c,
          annee: yearId(c.annee, 5),
          dt_start: inPresent(c.dt_start),
          dt_end: inPresent(c.dt_end),
          cfa_id: cfaId,
          antenne_id: antenneId,
        })),
      );
      await seedRegistrations(tx, rng, cfaId, antenneId, diplomeIds);
    }
    await seedSessionDetails(
      tx,
      rng,
      cfaId,
      ads.filter((_a, i) => i % 2 === 0),
    );
    // Delegates: a titular and a deputy among the trainees of each antenne session; inscriptions for all.
    const delegates: Record<string, unknown>[] = [];
    const inscriptions: Record<string, unknown>[] = [];
    for (const a of ads) {
      const inSession = trainees.filter(
        (t) => t.antenne_id === a.antenne_id && t.diplome_session_id === a.diplome_session_id,
      );
      inSession.slice(0, 2).forEach((t, k) =>
        delegates.push({
          cfa_id: cfaId,
          antenne_id: a.antenne_id,
          antenne_diplome_session_id: a.id,
          etudiant_id: t.id,
          is_suppleant: k === 1,
          date_election: inPresent('2024-10-04'),
          etat: 0,
        }),
      );
      for (const t of inSession)
        inscriptions.push({
          cfa_id: cfaId,
          antenne_id: a.antenne_id,
          etudiant_id: t.id,
          antenne_diplome_session_id: a.id,
          date_inscription: `${yr(2024)}-0${rng.int(5, 8)}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          type_session: rng.chance(0.8) ? 1 : 0,
          etat: 0,
        });
    }
    await insertMany(tx, 'antenne_diplome_session_delegues', delegates);
    await insertMany(tx, 'antenne_inscriptions', inscriptions);
  }
};

export default seed;
