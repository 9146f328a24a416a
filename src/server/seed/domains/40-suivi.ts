// Demo data of follow-up and support: RPP types and competences, trainees' assessments (bilans, a few
// archived) with RPP follow-ups, ACA certificates (draft, finalised, archived), centre alerts with users'
// settings, notifications, document models in folders, and support tickets. Deterministic (seeding PRNG).
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { inPresent, yr } from '../calendar.ts';

const TYPES_RPP = ['Reconnaissance des acquis professionnels', 'Projet de reconversion', 'Poursuite de parcours'];
const COMPETENCES: [string, string, number][] = [
  ['Communication', 'Animer un groupe', 2],
  ['Communication', 'Rédiger un compte rendu', 1],
  ['Communication', "S'exprimer à l'oral", 1],
  ['Technique', 'Concevoir une séance', 2],
  ['Technique', 'Assurer la sécurité des pratiquants', 3],
  ['Technique', 'Utiliser les outils numériques', 1],
  ['Savoir-être', 'Travailler en équipe', 1],
  ['Savoir-être', 'Gérer son temps', 1],
  ['Autres', 'Permis de conduire', 1],
];
const FOLDERS: [string, string, string[]][] = [
  [
    'Documents des stagiaires',
    'stagiaire_documents',
    ['Attestation de présence', "Attestation d'entrée en formation", 'Convocation aux épreuves'],
  ],
  [
    'Documents des entreprises',
    'entreprise_documents',
    ['Convention de stage', "Courrier de relance taxe d'apprentissage"],
  ],
  ['Conventions', 'conventions', ['Modèle de convention de financement']],
];
const TICKETS: [number, number, number, string][] = [
  [3, 2, 1, "Comment changer l'antenne d'un stagiaire ?"],
  [5, 1, 3, "Erreur à l'enregistrement d'un contact"],
  [4, 2, 2, 'Export des évaluations en PDF'],
  [1, 1, 1, 'Le tableau de bord ne charge plus'],
];
const pad = (n: number) => String(n).padStart(2, '0');
const date = (rng: Prng, y: number) => `${yr(y)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;

type SeedUser = { id: number; antenne_id: number | null };

/** A user who can see the trainee's record: one of its antenne when there is one, else a centre-level one. */
const authorFor = (rng: Prng, users: SeedUser[], antenneId: number) => {
  const local = users.filter((u) => u.antenne_id === antenneId);
  const centre = users.filter((u) => u.antenne_id === null);
  return rng.pick(local.length ? local : centre.length ? centre : users).id;
};

async function seedBilans(
  tx: Queryable,
  rng: Prng,
  cfaId: number,
  typeIds: number[],
  competenceIds: number[],
  users: SeedUser[],
) {
  const trainees = (
    await tx.query<{ id: number; antenne_id: number }>(
      'SELECT id, antenne_id FROM etudiants WHERE cfa_id = $1 AND type = 1 AND etat = 0 ORDER BY id',
      [cfaId],
    )
  ).rows.filter((_, i) => i % 5 === 0);
  const bilans = trainees.map((t, i) => ({
    cfa_id: cfaId,
    antenne_id: t.antenne_id,
    etudiant_id: t.id,
    titre: i % 4 === 0 ? 'Bilan intermédiaire' : 'Bilan de fin de parcours',
    date_bilan: date(rng, 2025),
    user_id: authorFor(rng, users, t.antenne_id),
    is_deleted: i % 7 === 6,
    synthese: 'Parcours régulier, assiduité satisfaisante en centre et en entreprise.',
    points_forts: "Aisance relationnelle, sens de l'organisation.",
    axes_progres: 'Approfondir la conception de séances.',
    projet_professionnel: 'Éducateur sportif en club, puis coordination.',
    preconisations: 'Poursuivre vers le DEJEPS.',
  }));
  const ids = await insertMany(tx, 'etudiant_bilan_parcours', bilans);
  const suivis = ids
    .filter((_, i) => i % 2 === 0)
    .map((b, i) => ({
      cfa_id: cfaId,
      antenne_id: bilans[ids.indexOf(b)]!.antenne_id,
      etudiant_bilan_parcours_id: b,
      type_rpp_id: typeIds[i % typeIds.length],
      status: 1 + (i % 3),
      date_suivi: date(rng, 2025),
      selected_data: JSON.stringify({
        domainesCompetences: {
          selectedIds: competenceIds.filter(() => rng.chance(0.4)),
          freeText: 'Compétences confirmées en situation.',
        },
        besoinsAttentesFreins: { selectedIds: [], freeText: 'Mobilité limitée sans permis.' },
        domainesCompetencesParcours: { selectedIds: competenceIds.slice(0, 2), freeText: '' },
      }),
    }));
  const suiviIds = await insertMany(tx, 'suivi_rpps', suivis);
  await insertMany(
    tx,
    'document_suivi_rpps',
    suiviIds
      .filter((_, i) => i % 3 === 0)
      .map((s, i) => ({
        cfa_id: cfaId,
        antenne_id: suivis[suiviIds.indexOf(s)]!.antenne_id,
        suivi_rpp_id: s,
        nom: 'CV à jour',
        type_document: 'cv',
      })),
  );
  const acas = trainees
    .filter((_, i) => i % 3 === 0)
    .flatMap((t, i) => {
      const statut = ['brouillon', 'finalisee', 'finalisee'][i % 3]!;
      const gen = `${yr(2025)}-${pad(rng.int(3, 11))}-${pad(rng.int(1, 28))}T10:00:00Z`;
      const rows = [
        {
          cfa_id: cfaId,
          antenne_id: t.antenne_id,
          etudiant_id: t.id,
          statut,
          date_generation: gen,
          date_finalisation: statut === 'finalisee' ? gen : null,
          user_id: authorFor(rng, users, t.antenne_id),
        },
      ];
      if (i % 4 === 1)
        rows.push({
          ...rows[0]!,
          statut: 'archivee',
          date_generation: inPresent('2024-12-15T10:00:00Z'),
          date_finalisation: inPresent('2024-12-16T10:00:00Z'),
        });
      return rows;
    });
  await insertMany(tx, 'etudiant_acas', acas);
}

async function seedSupport(
  tx: Queryable,
  rng: Prng,
  cfaId: number,
  users: { id: number; antenne_id: number | null }[],
) {
  const alertes = await insertMany(
    tx,
    'global_alertes',
    [
      [1, 'Documents de stagiaires arrivant à expiration', '/stagiaires'],
      [2, 'Contrats sans date de fin renseignée', '/stagiaires'],
      [3, 'Bilans de parcours à réaliser ce mois-ci', '/pedagogie/bilan_parcours'],
      [4, 'Attestations URSSAF des entreprises à renouveler', '/entreprise/annuaire-entreprise'],
    ].map(([type, title, uri], i) => ({
      cfa_id: cfaId,
      type,
      title,
      uri,
      message: `${title} : consultez la liste.`,
      date_alerte: date(rng, 2025),
      etat: i === 3 ? 1 : 0,
    })),
  );
  await insertMany(
    tx,
    'user_alertes_global_params',
    users.flatMap((u, i) =>
      alertes.slice(0, 2).map((a, k) => ({
        cfa_id: cfaId,
        antenne_id: u.antenne_id,
        user_id: u.id,
        global_alerte_id: a,
        uri: `/api/global_alertes/${a}`,
        etat: (i + k) % 3 === 0 ? 1 : 0,
      })),
    ),
  );
  // Each message says more than its title (a message repeating it would show twice).
  await insertMany(
    tx,
    'notifications',
    users.flatMap((u) =>
      [
        [
          "Nouvelle demande d'inscription reçue",
          '/candidatures/demande-inscriptions',
          null,
          "Une candidature attend votre réponse dans les demandes d'inscription.",
        ],
        [
          'Un bilan de parcours a été archivé',
          '/pedagogie/bilan_parcours',
          inPresent('2025-10-02T09:00:00Z'),
          'Il reste consultable dans les bilans archivés.',
        ],
        [
          "Votre ticket d'assistance a été résolu",
          '/assistance/tickets',
          null,
          'La réponse du support est jointe au ticket.',
        ],
      ].map(([title, uri, readAt, message]) => ({
        cfa_id: cfaId,
        antenne_id: u.antenne_id,
        user_id: u.id,
        title,
        uri,
        message,
        read_at: readAt,
      })),
    ),
  );
  for (const [name, slug, modeles] of FOLDERS) {
    const [folder] = await insertMany(tx, 'modele_dossiers', [{ cfa_id: cfaId, name, slug, etat: 0 }]);
    const ids = await insertMany(
      tx,
      'modeles',
      modeles.map((m, i) => ({
        cfa_id: cfaId,
        name: m,
        slug: `${slug}_${i + 1}`,
        folder_id: folder,
        format: 'docx',
        variables: ['etudiant.nom', 'etudiant.prenom', 'antenne.nom', 'date.jour'],
        etat: 0,
      })),
    );
    const diplomes = (
      await tx.query<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = $1 ORDER BY id LIMIT 2', [cfaId])
    ).rows;
    await insertMany(
      tx,
      'modele_action_formations',
      ids.slice(0, 1).flatMap((m) => diplomes.map((d) => ({ cfa_id: cfaId, modele_id: m, diplome_id: d.id, etat: 0 }))),
    );
  }
  await insertMany(
    tx,
    'tickets',
    TICKETS.map(([module, type, status, subject], i) => {
      const u = users[i % users.length]!;
      return {
        cfa_id: cfaId,
        antenne_id: u.antenne_id,
        user_id: u.id,
        module,
        type,
        status,
        subject,
        message: `${subject}\n\nMerci de votre aide.`,
      };
    }),
  );
}

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const centre of centres) {
    const typeIds = await insertMany(
      tx,
      'type_rpps',
      TYPES_RPP.map((name, i) => ({ cfa_id: centre.cfaId, name, ordre: i + 1, actif: i < 2 })),
    );
    const competenceIds = await insertMany(
      tx,
      'competence_rpps',
      COMPETENCES.map(([domaine_titre, name, niveau], i) => ({
        cfa_id: centre.cfaId,
        domaine_titre,
        name,
        niveau,
        type_rpp_id: typeIds[i % 2],
        actif: true,
      })),
    );
    const users = (
      await tx.query<{ id: number; antenne_id: number | null }>(
        'SELECT id, antenne_id FROM users WHERE cfa_id = $1 ORDER BY id',
        [centre.cfaId],
      )
    ).rows;
    if (users.length === 0) continue;
    await seedBilans(tx, rng, centre.cfaId, typeIds, competenceIds, users);
    await seedSupport(tx, rng, centre.cfaId, users);
  }
};
export default seed;
