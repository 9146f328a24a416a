// Demo data of companies: per antenne a directory of employers, clubs and institutions (valid SIRET, legal
// form, NAF sector, address) with their contacts (tutors), follow-ups, apprenticeship taxes and documents.
// Deterministic: driven by the seeding PRNG; the second centre gets a small directory too.
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { CITIES, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, STREETS } from '../names.ts';
import { luhnValid } from '../../../shared/format/siret.ts';
import { yr } from '../calendar.ts';

/** [name, type, statut, forme juridique, secteur (secteurs_activite id), NAF code, taille] */
const COMPANIES = [
  ['Club Nautique du Vieux-Port', 2, 3, 92, 93, '93.12Z', 2],
  ['Fitness Azur', 1, 6, 57, 93, '93.13Z', 1],
  ['Aquaparc Méditerranée', 1, 6, 54, 93, '93.21Z', 3],
  ['Olympique Gymnaste Club', 2, 3, 92, 93, '93.12Z', 1],
  ['Mairie - Service des sports', 3, 5, 72, 84, '84.11Z', 4],
  ['Centre social Les Tilleuls', 3, 3, 92, 88, '88.99B', 2],
  ['Fondation Sport et Avenir', 4, 3, 93, 94, '94.99Z', 1],
  ['Salle Énergie Forme', 1, 6, 57, 93, '93.13Z', 1],
  ['Tennis Club des Pins', 2, 3, 92, 93, '93.12Z', 1],
  ['Ligue régionale de natation', 2, 3, 92, 93, '93.19Z', 2],
  ['Cabinet Comptable Provence Audit', 1, 6, 54, 69, '69.20Z', 2],
  ['Formasport Conseil', 1, 6, 57, 85, '85.59A', 1],
  ['Association Loisirs Jeunesse', 5, 3, 92, 88, '88.91B', 2],
] as const;
const FONCTIONS = ['Gérant', 'Directeur sportif', 'Responsable RH', 'Éducateur référent', 'Président', 'Comptable'];
const OBJETS = [
  'Visite de mi-parcours',
  "Point sur l'intégration de l'apprenti",
  'Préparation de la signature du contrat',
  "Bilan de période d'essai",
  'Échange sur le planning en entreprise',
  'Réunion des tuteurs de la promotion',
];
const DOCS = [
  [1, 'Extrait Kbis'],
  [2, 'Attestation URSSAF'],
  [3, 'Attestation RC'],
  [4, 'RIB'],
  [5, 'Convention de partenariat'],
] as const;

/** The digits followed by the check digit that makes them pass the Luhn check. */
function withCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(digits + d)) return digits + d;
  return `${digits}0`;
}

/** A 14-digit SIRET as the server checks it (src/shared/format/siret.ts): its SIREN (8 digits and a check digit)
 * and the whole number pass the Luhn check. 13 draws, the 9th unused, so that the data seeded after stays the same. */
export function demoSiret(rng: Prng): string {
  const drawn = Array.from({ length: 13 }, () => rng.int(0, 9)).join('');
  // No SIREN starts with 0.
  const siren = withCheckDigit(`${drawn[0] === '0' ? '1' : drawn[0]}${drawn.slice(1, 8)}`);
  return withCheckDigit(`${siren}${drawn.slice(9, 13)}`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (rng: Prng, year: number) => `${yr(year)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;

async function seedAntenne(tx: Queryable, rng: Prng, cfaId: number, antenneId: number, city: string, count: number) {
  const cities = CITIES[city] ?? CITIES.Marseille!;
  const picked = COMPANIES.slice(0, count);
  const ids = await insertMany(
    tx,
    'entreprises',
    picked.map(([name, type, statut, forme, secteur, naf, taille], i) => {
      const [c, cp] = rng.pick(cities);
      return {
        cfa_id: cfaId,
        antenne_id: antenneId,
        name: `${name}${antenneId % 2 ? '' : ` ${c}`}`,
        siret: demoSiret(rng),
        type,
        statut,
        forme_juridique: forme,
        secteur_activite: secteur,
        code_naf: naf,
        taille,
        effectif: [5, 25, 70, 250][taille - 1],
        is_comptable: name.startsWith('Cabinet'),
        is_organisme_formation: naf.startsWith('85'),
        type_partenariat: type === 2 ? 2 : type === 3 ? 6 : 1,
        opco: rng.int(1, 11),
        address: `${rng.int(1, 120)} ${rng.pick(STREETS)}`,
        postal_code: cp,
        city: c,
        departement: cp.slice(0, 2),
        phone: `04 ${rng.int(90, 94)} ${pad(rng.int(0, 99))} ${pad(rng.int(0, 99))} ${pad(rng.int(0, 99))}`,
        mail: `contact${i + 1}@entreprise-demo.fr`,
        etat: i === count - 1 ? 1 : 0,
      };
    }),
  );
  const contacts = ids.flatMap((e, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, k) => {
      const f = rng.chance(0.5);
      return {
        cfa_id: cfaId,
        antenne_id: antenneId,
        entreprise_id: e,
        civility: f ? 1 : 0,
        lastname: rng.pick(LAST_NAMES),
        firstname: rng.pick(f ? FIRST_NAMES_F : FIRST_NAMES_M),
        fonction: FONCTIONS[(i + k) % FONCTIONS.length],
        birthdate: `${rng.int(1965, 1995)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
        phone: `06 ${pad(rng.int(10, 99))} ${pad(rng.int(0, 99))} ${pad(rng.int(0, 99))} ${pad(rng.int(0, 99))}`,
        mail: `contact${e}-${k}@entreprise-demo.fr`,
        is_tuteur: k === 0,
        is_principal: k === 0,
        etat: 0,
      };
    }),
  );
  const contactIds = await insertMany(tx, 'entreprise_contacts', contacts);
  const trainees = (
    await tx.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 AND type = 1 ORDER BY id LIMIT 30', [
      antenneId,
    ])
  ).rows;
  // The follow-up is done by head-office staff or the antenne's own (whom the antenne's users can read).
  const users = (
    await tx.query<{ id: number }>(
      'SELECT id FROM users WHERE cfa_id = $1 AND (antenne_id IS NULL OR antenne_id = $2) ORDER BY id',
      [cfaId, antenneId],
    )
  ).rows;
  await insertMany(
    tx,
    'entreprise_suivis',
    ids.flatMap((e, i) =>
      Array.from({ length: i % 3 }, (_, k) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        entreprise_id: e,
        date_suivi: day(rng, 2025),
        type: rng.pick([1, 3, 4, 5, 6, 7]),
        objet: OBJETS[(i + k) % OBJETS.length],
        compte_rendu: 'Tuteur disponible, missions conformes au référentiel. Prochain point dans deux mois.',
        etudiant_id: trainees.length ? rng.pick(trainees).id : null,
        entreprise_contact_id: contactIds[contacts.findIndex((c) => c.entreprise_id === e)] ?? null,
        user_id: users.length ? rng.pick(users).id : null,
        etat: 0,
      })),
    ),
  );
  const diplomes = (await tx.query<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = $1 ORDER BY id', [cfaId]))
    .rows;
  await insertMany(
    tx,
    'entreprise_taxes',
    ids
      .filter((_, i) => i % 2 === 0)
      .flatMap((e) =>
        [yr(2024), yr(2025)].map((annee) => {
          const promis = rng.int(5, 60) * 100;
          return {
            cfa_id: cfaId,
            antenne_id: antenneId,
            entreprise_id: e,
            annee,
            montant_promis: promis,
            taxes: annee === yr(2025) && rng.chance(0.4) ? null : promis,
            date_versement: annee === yr(2025) ? null : day(rng, 2024),
            diplome_id: diplomes.length ? rng.pick(diplomes).id : null,
            etat: 0,
          };
        }),
      )
      .map((t) => (t.taxes !== null && t.annee === yr(2025) ? { ...t, date_versement: day(rng, 2025) } : t)),
  );
  await insertMany(
    tx,
    'entreprise_documents',
    ids.slice(0, 6).flatMap((e, i) =>
      DOCS.slice(0, 1 + (i % 4)).map(([type, name]) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        entreprise_id: e,
        type,
        name,
        date_reception: day(rng, 2025),
        date_expiration: type <= 3 ? `${yr(2026)}-${pad(rng.int(1, 12))}-15` : null,
        etat: 0,
      })),
    ),
  );
}

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const centre of centres) {
    const antennes = (
      await tx.query<{ id: number; city: string; is_siege: boolean }>(
        'SELECT id, city, is_siege FROM antennes WHERE cfa_id = $1 ORDER BY id',
        [centre.cfaId],
      )
    ).rows;
    for (const a of antennes) {
      if (a.is_siege) continue;
      await seedAntenne(tx, rng, centre.cfaId, a.id, a.city, centre.client === 'demo' ? COMPANIES.length : 4);
    }
  }
};
export default seed;
