// Demo data of providers and agreements: per antenne a few providers (independent trainers, training
// organisations) with competences and documents, competence types per centre, and agreements (plus an
// amendment) with their fees, diploma sessions and documents; the active providers attached to the agreement,
// and the trainees of its sessions carrying it (as PATCH .../stagiaires does). Deterministic: driven by the
// seeding PRNG; what was added later (links, trainees' agreement and last level) draws nothing from it, so the
// seeders after this one keep their data.
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES } from '../names.ts';
import { demoSiret } from './30-entreprises.ts';
import { inPresent, yr } from '../calendar.ts';

const COMPETENCE_TYPES = [
  'Natation et sauvetage',
  'Musculation et remise en forme',
  'Animation socioculturelle',
  'Sports collectifs',
  'Public en situation de handicap',
  'Secourisme (PSC1, SST)',
  "Accompagnement à l'emploi",
];
const pad = (n: number) => String(n).padStart(2, '0');

async function seedProviders(
  tx: Queryable,
  rng: Prng,
  cfaId: number,
  antenneId: number,
  typeIds: number[],
  count: number,
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const f = rng.chance(0.5);
    const org = i % 4 === 3;
    return {
      cfa_id: cfaId,
      antenne_id: antenneId,
      type: org ? 2 : 1,
      statut: org ? 4 : rng.pick([1, 2, 2, 3]),
      mission: org ? 1 : rng.int(1, 4),
      statut_rattachement: rng.int(1, 5),
      certification_qualite: org ? 1 : null,
      civility: f ? 1 : 0,
      lastname: rng.pick(LAST_NAMES),
      firstname: rng.pick(f ? FIRST_NAMES_F : FIRST_NAMES_M),
      raison_sociale: org ? `Formation Plus ${antenneId}-${i}` : null,
      siret: demoSiret(rng),
      nda: org ? `93${rng.int(100000000, 999999999)}` : null,
      mail: `prestataire${antenneId}-${i}@prestataires-demo.fr`,
      phone: `06 ${pad(rng.int(10, 99))} ${pad(rng.int(0, 99))} ${pad(rng.int(0, 99))} ${pad(rng.int(0, 99))}`,
      hourly_rate: rng.int(35, 65),
      date_rattachement: `${yr(2020 + rng.int(2, 5))}-${pad(rng.int(1, 12))}-01`,
      etat: i === count - 1 ? 1 : 0,
    };
  });
  const ids = await insertMany(tx, 'prestataires', rows);
  await insertMany(
    tx,
    'prestataire_competences',
    ids.flatMap((p, i) =>
      [0, 1].slice(0, 1 + (i % 2)).map((k) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        prestataire_id: p,
        competence_type_id: typeIds[(i + k * 3) % typeIds.length],
        intitule: 'Intervention en face à face pédagogique',
        annees_experience: rng.int(2, 20),
        etat: 0,
      })),
    ),
  );
  await insertMany(
    tx,
    'prestataire_documents',
    ids.flatMap((p, i) =>
      [
        [1, 'Curriculum vitae'],
        [5, 'Extrait de casier judiciaire'],
        [3, 'Carte professionnelle'],
      ]
        .slice(0, 1 + (i % 3))
        .map(([type, name]) => ({
          cfa_id: cfaId,
          antenne_id: antenneId,
          prestataire_id: p,
          type,
          name,
          date_document: `${yr(2025)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
          date_expiration: type === 3 ? `${yr(2020 + rng.int(6, 9))}-06-30` : null,
          etat: 0,
        })),
    ),
  );
  return ids;
}

async function seedAgreements(
  tx: Queryable,
  rng: Prng,
  cfaId: number,
  antenneId: number,
  n: number,
  providers: number[],
) {
  const sessions = (
    await tx.query<{ id: number; dt_start: string | null; dt_end: string | null }>(
      `SELECT ds.id, to_char(ds.dt_start, 'YYYY-MM-DD') AS dt_start, to_char(ds.dt_end, 'YYYY-MM-DD') AS dt_end FROM
        diplome_sessions ds
     JOIN antenne_diplome_sessions ads ON ads.diplome_session_id = ds.id WHERE ads.antenne_id = $1 ORDER BY ds.id`,
      [antenneId],
    )
  ).rows;
  const [conv] = await insertMany(tx, 'antenne_conventions', [
    {
      cfa_id: cfaId,
      antenne_id: antenneId,
      type: 0,
      convention_number: `CONV-${yr(2025)}-${pad(antenneId)}${pad(n)}`,
      name: 'Convention de financement régional des formations',
      date_signature: inPresent('2025-06-12'),
      date_start: inPresent('2025-09-01'),
      date_end: inPresent('2026-08-31'),
      amount: rng.int(80, 240) * 1000,
      etat: 0,
    },
  ]);
  await insertMany(tx, 'antenne_conventions', [
    {
      cfa_id: cfaId,
      antenne_id: antenneId,
      type: 1,
      convention_number: `CONV-${yr(2025)}-${pad(antenneId)}${pad(n)}-A1`,
      parent_id: conv,
      name: 'Avenant n° 1 : places supplémentaires',
      date_signature: inPresent('2025-11-20'),
      date_start: inPresent('2025-12-01'),
      date_end: inPresent('2026-08-31'),
      amount: rng.int(10, 40) * 1000,
      etat: 0,
    },
  ]);
  await insertMany(
    tx,
    'antenne_convention_prices',
    [0, 1, 2].map((fee) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_convention_id: conv,
      type_of_fee: fee,
      number_of_hours: rng.int(20, 400),
      hourly_cost: rng.int(12, 45),
      etat: 0,
    })),
  );
  await insertMany(
    tx,
    'antenne_convention_sessions',
    sessions.slice(0, 2).map((s) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_convention_id: conv,
      diplome_session_id: s.id,
      date_start: s.dt_start,
      date_end: s.dt_end,
      number_of_trainees: rng.int(8, 16),
      etat: 0,
    })),
  );
  await insertMany(tx, 'antenne_convention_documents', [
    {
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_convention_id: conv,
      name: 'Convention signée',
      date_reception: inPresent('2025-06-20'),
      etat: 0,
    },
  ]);
  // Every provider but the last (archived) one works under the agreement.
  await insertMany(
    tx,
    'prestataire_conventions',
    providers.slice(0, -1).map((p) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      prestataire_id: p,
      antenne_convention_id: conv,
      date_rattachement: inPresent('2025-09-01'),
      etat: 0,
    })),
  );
  await tx.query(
    `UPDATE etudiants SET antenne_convention_id = $1 WHERE antenne_id = $2 AND type = 1 AND diplome_session_id =
      ANY($3::int[])`,
    [conv, antenneId, sessions.slice(0, 2).map((s) => s.id)],
  );
}

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const centre of centres) {
    const typeIds = await insertMany(
      tx,
      'prestataire_competence_types',
      COMPETENCE_TYPES.map((name) => ({ cfa_id: centre.cfaId, name, etat: 0 })),
    );
    const antennes = (
      await tx.query<{ id: number; is_siege: boolean }>(
        'SELECT id, is_siege FROM antennes WHERE cfa_id = $1 ORDER BY id',
        [centre.cfaId],
      )
    ).rows;
    for (const [i, a] of antennes.entries()) {
      if (a.is_siege) continue;
      const providers = await seedProviders(tx, rng, centre.cfaId, a.id, typeIds, centre.client === 'demo' ? 8 : 3);
      await seedAgreements(tx, rng, centre.cfaId, a.id, i + 1, providers);
    }
    // The level reached before entry (statistics filter), spread over the six levels, one in nine unknown.
    await tx.query(
      'UPDATE etudiants SET last_grade_level = CASE WHEN id % 9 = 0 THEN NULL ELSE 1 + id % 6 END WHERE cfa_id = $1',
      [centre.cfaId],
    );
  }
};
export default seed;
