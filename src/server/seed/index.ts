// Demo data, seeded once into an empty database: the "Futurosud Formation" network (head office and three
// antennes, diplomas, sessions, ~200 trainees and candidates, absences, the demo users of DEMO_USERS) and a small
// second centre "Sport Avenir" that shows centres are isolated. Deterministic: same data on every start.
import type { Db, Queryable } from '../db/index.ts';
import { hashPassword } from '../auth/password.ts';
import { createPrng, type Prng } from './prng.ts';
import { insertMany } from './insert.ts';
import { generateEtudiants } from './etudiants.ts';
import { ABSENCE_COMMENTS } from './names.ts';
import { loadDomainSeeders } from './domainSeeders.ts';
import { setSeedToday, yr } from './calendar.ts';
import { seedTraineeSpace } from './traineeSpace.ts';
import { trainerDocuments } from '../domain/prestataires/messages.ts';
import { TODAY } from '../db/today.ts';

export const DEMO_PASSWORD = 'demo1234';

/** The demo users, seeded below: the start line and the README's table of logins are derived from (and checked
 * against) this one list. `antenne` is the index of the centre's antenne the user is tied to. */
export const DEMO_USERS = [
  {
    email: 'superviseur@demo.fr',
    firstname: 'Sophie',
    lastname: 'Marchetti',
    role: 'ROLE_SUPERVISOR',
    centre: 'demo',
    sees: 'the whole network of the centre "Futurosud Formation"',
  },
  {
    email: 'admin@demo.fr',
    firstname: 'Alain',
    lastname: 'Dufresne',
    role: 'ROLE_ADMIN',
    centre: 'demo',
    sees: 'the whole centre',
  },
  {
    email: 'coordinateur@demo.fr',
    firstname: 'Claire',
    lastname: 'Vasseur',
    role: 'ROLE_COORDINATOR',
    centre: 'demo',
    sees: 'the whole centre',
  },
  {
    email: 'antenne1@demo.fr',
    firstname: 'Antoine',
    lastname: 'Rinaldi',
    role: 'ROLE_USER',
    centre: 'demo',
    antenne: 1,
    sees: 'only the records of its antenne',
  },
  {
    email: 'invite@demo.fr',
    firstname: 'Inès',
    lastname: 'Carpentier',
    role: 'ROLE_GUEST',
    centre: 'demo',
    sees: 'the whole centre, read-only',
  },
  {
    email: 'sport@demo.fr',
    firstname: 'Samir',
    lastname: 'Bouchet',
    role: 'ROLE_ADMIN',
    centre: 'sport',
    sees: 'a second, separate centre ("Sport Avenir"), to show isolation',
  },
  {
    email: 'nouveau@demo.fr',
    firstname: 'Nora',
    lastname: 'Vidal',
    role: 'ROLE_ADMIN',
    centre: 'nouveau',
    sees: 'a third centre ("Centre Nouvelle Vague") with no client profile yet: the one « Nouveau client » onboards',
  },
  {
    email: 'support@demo.fr',
    firstname: 'Paul',
    lastname: 'Lemaire',
    role: 'ROLE_PLATFORM',
    centre: 'platform',
    sees:
      "no centre's records: the platform's support edits the configuration " +
      '(resource files, every client profile, « Nouveau client »)',
  },
  // Seeded last, tied to a trainee of the antenne of Marseille who has sessions this week (its names are the
  // trainee's).
  {
    email: 'apprenti@demo.fr',
    firstname: '',
    lastname: '',
    role: 'ROLE_STAGIAIRE',
    centre: 'demo',
    antenne: 1,
    sees:
      'its own trainee space only (its planning, its presences, signing ' +
      'a session on its phone, its booklet); no back-office record',
  },
  // Seeded with it: the apprentice's company tutor (its contract names that contact) and the trainer of its next
  // session.
  {
    email: 'tuteur@demo.fr',
    firstname: '',
    lastname: '',
    role: 'ROLE_ENTREPRISE',
    centre: 'demo',
    antenne: 1,
    sees:
      'its tutor space only: the apprentices whose contract names ' +
      'it (CFA planning, absences, contract, booklet, evaluation)',
  },
  {
    email: 'formateur@demo.fr',
    firstname: '',
    lastname: '',
    role: 'ROLE_FORMATEUR',
    centre: 'demo',
    sees:
      'its trainer space only: the sessions it teaches ' +
      "(« Mes séances »), their sheets and learners, their booklets' CFA side",
  },
] as const satisfies readonly {
  email: string;
  firstname: string;
  lastname: string;
  role: string;
  centre: 'demo' | 'sport' | 'nouveau' | 'platform';
  antenne?: number;
  sees: string;
}[];

/** The centre without client profile: its id is above those the shipped profiles claim (clients/*.json, 1 to 7),
 * so no shipped profile picks it up; an integrator creates its profile in the admin (« Nouveau client »). */
export const NEW_CENTRE_ID = 8;
/** The platform's own centre: it holds the platform's support accounts and no record (no antenne, no trainee), so a
 * platform account reads no centre's data; its client profile (clients/plateforme.json) shows the configuration
 * only. */
export const PLATFORM_CENTRE_ID = 9;

const DIPLOMES = [
  {
    name: 'BPJEPS Activités de la forme',
    code_rncp: 'RNCP37289',
    type_diplome: 1,
    level: 1,
    duration: 12,
    duration_unit: 2,
  },
  {
    name: 'BPJEPS Éducateur sportif mention activités aquatiques',
    code_rncp: 'RNCP28573',
    type_diplome: 1,
    level: 1,
    duration: 10,
    duration_unit: 2,
  },
  {
    name: "CPJEPS Animateur d'activités et de vie quotidienne",
    code_rncp: 'RNCP32369',
    type_diplome: 0,
    level: 0,
    duration: 8,
    duration_unit: 2,
  },
  {
    name: 'DEJEPS Perfectionnement sportif',
    code_rncp: 'RNCP35634',
    type_diplome: 2,
    level: 2,
    duration: 18,
    duration_unit: 2,
  },
  {
    name: 'Titre Pro Conseiller en insertion professionnelle',
    code_rncp: 'RNCP37274',
    type_diplome: 4,
    level: 2,
    duration: 9,
    duration_unit: 2,
  },
];

async function seedSessions(tx: Queryable, rng: Prng, cfaId: number, diplomeIds: number[], names: string[]) {
  const rows = diplomeIds.flatMap((diplomeId, i) =>
    [yr(2024), yr(2025)].map((year) => ({
      cfa_id: cfaId,
      diplome_id: diplomeId,
      name: `${names[i]!.split(' ').slice(0, 2).join(' ')} ${year}-${year + 1}`,
      type: rng.chance(0.8) ? 1 : 0,
      session_number: `S${year}-${String(i + 1).padStart(2, '0')}`,
      dt_start: `${year}-09-${String(rng.int(1, 15)).padStart(2, '0')}`,
      dt_end: `${year + 1}-06-${String(rng.int(15, 30)).padStart(2, '0')}`,
      etat: 0,
    })),
  );
  return insertMany(tx, 'diplome_sessions', rows);
}

async function seedAbsences(tx: Queryable, rng: Prng, cfaId: number, trainees: { id: number; antenne: number }[]) {
  const rows = trainees
    .filter(() => rng.chance(0.25))
    .flatMap((t) =>
      Array.from({ length: rng.int(1, 3) }, () => {
        const day = `${yr(2025)}-${String(rng.int(1, 6)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
        const halfDay = rng.chance(0.5);
        return {
          cfa_id: cfaId,
          etudiant_id: t.id,
          antenne_id: t.antenne,
          raison: rng.pick([1, 3, 3, 3, 8, 9, 17, 18]),
          dt_start: day,
          dt_end: day,
          hr_start: halfDay ? '09:00:00' : '08:30:00',
          hr_end: halfDay ? '12:30:00' : '17:00:00',
          comment: rng.pick(ABSENCE_COMMENTS),
        };
      }),
    );
  return insertMany(tx, 'etudiant_absences', rows);
}

async function seedCentre(
  tx: Queryable,
  rng: Prng,
  spec: {
    cfa: Record<string, unknown>;
    antennes: { name: string; city: string; postal: string; siege?: boolean; trainees: number }[];
    domain: string;
  },
) {
  const [cfaId] = await insertMany(tx, 'cfas', [spec.cfa]);
  const antenneIds = await insertMany(
    tx,
    'antennes',
    spec.antennes.map((a, i) => ({
      cfa_id: cfaId,
      name: a.name,
      is_siege: a.siege ?? false,
      city: a.city,
      postal_code: a.postal,
      code_analytique: `ANT-${String(i).padStart(2, '0')}`,
      phone: `04 9${i} 00 00 0${i}`,
      mail: `contact.${a.city.toLowerCase()}@${spec.domain}`,
      etat: 0,
    })),
  );
  const diplomes = spec.antennes.length > 2 ? DIPLOMES : DIPLOMES.slice(0, 2);
  const diplomeIds = await insertMany(
    tx,
    'diplomes',
    diplomes.map((d) => ({ ...d, cfa_id: cfaId, etat: 0 })),
  );
  const sessionIds = await seedSessions(
    tx,
    rng,
    cfaId!,
    diplomeIds,
    diplomes.map((d) => d.name),
  );
  const used = new Set<string>();
  const trainees: { id: number; antenne: number }[] = [];
  for (const [i, a] of spec.antennes.entries()) {
    if (a.trainees === 0) continue;
    const antenneId = antenneIds[i]!;
    const mine = sessionIds.filter(() => rng.chance(0.6));
    await insertMany(
      tx,
      'antenne_diplome_sessions',
      mine.map((s) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        diplome_session_id: s,
        training_place: `${a.name}, salle ${rng.int(1, 6)}`,
        habilitation_number: `HAB-${rng.int(10000, 99999)}`,
        centre_hours: rng.pick([420, 600, 750]),
        company_hours: rng.pick([800, 1000]),
        etat: 0,
      })),
    );
    const rows = generateEtudiants(
      rng,
      { cfaId: cfaId!, antenneId, cityKey: a.city, sessionIds: mine, emailDomain: 'exemple.fr' },
      a.trainees,
      used,
    );
    const ids = await insertMany(tx, 'etudiants', rows);
    ids.forEach((id, k) => rows[k]!.type === 1 && trainees.push({ id, antenne: antenneId }));
  }
  await seedAbsences(tx, rng, cfaId!, trainees);
  return { cfaId: cfaId!, antenneIds };
}

/** The trainees' demo accounts (ROLE_STAGIAIRE), last so that the other users keep their ids: each tied to the
 * first trainee (by name) of its antenne's largest group, who has sessions and sheets this week and the next. */
async function seedTraineeAccounts(tx: Queryable, hash: string, demo: { cfaId: number; antenneIds: number[] }) {
  for (const u of DEMO_USERS.filter((x) => x.role === 'ROLE_STAGIAIRE')) {
    const antenneId = demo.antenneIds[u.antenne]!;
    const trainee = (
      await tx.query<{ id: number; firstname: string; lastname: string }>(
        `SELECT et.id, et.firstname, et.lastname FROM scheduler_event_emargement_etudiants l JOIN etudiants et ON et.id
          = l.etudiant_id
        WHERE l.antenne_id = $1 AND l.status IS NULL ORDER BY l.emargement_id, et.lastname, et.firstname LIMIT 1`,
        [antenneId],
      )
    ).rows[0];
    if (!trainee) continue;
    await insertMany(tx, 'users', [
      {
        email: u.email,
        firstname: trainee.firstname,
        lastname: trainee.lastname,
        roles: [u.role],
        password: hash,
        cfa_id: demo.cfaId,
        antenne_id: antenneId,
        etudiant_id: trainee.id,
        etat: 0,
      },
    ]);
  }
}

/** The accounts seeded last, tied to a record of the centre (a trainee, a company contact, a speaker). */
const LINKED_ROLES = new Set<string>(['ROLE_STAGIAIRE', 'ROLE_ENTREPRISE', 'ROLE_FORMATEUR']);

/** The tutor's and the trainer's demo accounts, after the trainee's: the tutor is a contact of the company of the
 * demo apprentice's contract (a contract is made with a company of its antenne when it has none), named as tutor
 * by that company's running contracts; the trainer is the speaker of the apprentice's next session. */
async function seedTutorAndTrainer(tx: Queryable, hash: string, demo: { cfaId: number; antenneIds: number[] }) {
  const apprentice = (
    await tx.query<{ etudiant_id: number; antenne_id: number }>(
      "SELECT etudiant_id, antenne_id FROM users WHERE email = 'apprenti@demo.fr'",
    )
  ).rows[0];
  if (!apprentice) return;
  const account = (email: string, role: string, p: { firstname: string; lastname: string }, antenneId: number | null) =>
    insertMany(tx, 'users', [
      {
        email,
        firstname: p.firstname,
        lastname: p.lastname,
        roles: [role],
        password: hash,
        cfa_id: demo.cfaId,
        antenne_id: antenneId,
        etat: 0,
      },
    ]);
  let contract = (
    await tx.query<{ id: number; entreprise_id: number | null }>(
      'SELECT id, entreprise_id FROM etudiant_contrats WHERE etudiant_id = $1 AND etat = 0 AND date_rupture IS NULL ' +
        'ORDER BY id LIMIT 1',
      [apprentice.etudiant_id],
    )
  ).rows[0];
  const company =
    contract?.entreprise_id ??
    (
      await tx.query<{ id: number }>(
        `SELECT e.id FROM entreprises e WHERE e.antenne_id = $1 AND e.etat = 0
        AND EXISTS (SELECT 1 FROM entreprise_contacts c WHERE c.entreprise_id = e.id AND c.etat = 0) ORDER BY e.id LIMIT
          1`,
        [apprentice.antenne_id],
      )
    ).rows[0]?.id;
  if (company !== undefined && !contract?.entreprise_id) {
    if (contract)
      await tx.query('UPDATE etudiant_contrats SET entreprise_id = $2 WHERE id = $1', [contract.id, company]);
    else {
      const today = new Date().toISOString().slice(0, 10);
      const [id] = await insertMany(tx, 'etudiant_contrats', [
        {
          cfa_id: demo.cfaId,
          antenne_id: apprentice.antenne_id,
          etudiant_id: apprentice.etudiant_id,
          entreprise_id: company,
          type_contrat: 11,
          mode_contractuel: 1,
          date_conclusion: `${Number(today.slice(0, 4)) - 1}-08-20`,
          date_debut: `${Number(today.slice(0, 4)) - 1}-09-01`,
          date_fin: `${Number(today.slice(0, 4)) + 1}-08-31`,
          duree_hebdo: 35,
          etat: 0,
        },
      ]);
      contract = { id: id!, entreprise_id: company };
    }
  }
  const contact =
    company === undefined
      ? undefined
      : (
          await tx.query<{
            id: number;
            firstname: string;
            lastname: string;
            mail: string | null;
            phone: string | null;
          }>(
            'SELECT id, firstname, lastname, mail, phone FROM entreprise_contacts WHERE entreprise_id = $1 AND etat ' +
              '= 0 ORDER BY is_tuteur DESC, id LIMIT 1',
            [company],
          )
        ).rows[0];
  if (contact) {
    const [userId] = await account('tuteur@demo.fr', 'ROLE_ENTREPRISE', contact, apprentice.antenne_id);
    await tx.query('UPDATE entreprise_contacts SET is_tuteur = true, user_id = $2 WHERE id = $1', [contact.id, userId]);
    await tx.query(
      `UPDATE etudiant_contrats SET tuteur_id = $2, tuteur_firstname = $3, tuteur_lastname = $4, tuteur_mail = $5
        WHERE entreprise_id = $1 AND etat = 0 AND date_rupture IS NULL`,
      [company, contact.id, contact.firstname, contact.lastname, contact.mail],
    );
    // Last month's booklet period, the company side written, waiting for the tutor's signature (the home's to-do).
    const month = new Date();
    month.setUTCDate(1);
    const end = new Date(month.getTime() - 86_400_000).toISOString().slice(0, 10);
    await insertMany(tx, 'livret_periodes', [
      {
        cfa_id: demo.cfaId,
        antenne_id: apprentice.antenne_id,
        etudiant_id: apprentice.etudiant_id,
        contrat_id: contract?.id ?? null,
        titre: 'Mois précédent',
        date_debut: `${end.slice(0, 8)}01`,
        date_fin: end,
        appreciation_tuteur: 'Bonne intégration dans l’équipe.',
        activites: [
          { competence: null, competence_label: null, taches: 'Accueil des adhérents et préparation de la salle.' },
        ],
        tuteur_saisi_le: new Date().toISOString(),
        tuteur_nom: `${contact.firstname} ${contact.lastname}`,
        etat: 0,
      },
    ]);
  }
  const speaker = (
    await tx.query<{ id: number; firstname: string; lastname: string }>(
      `SELECT s.id, s.firstname, s.lastname FROM etudiants et JOIN scheduler_events e ON e.diplome_session_id =
        et.diplome_session_id AND e.antenne_id = et.antenne_id
       JOIN scheduler_speakers s ON s.id = e.speaker_id WHERE et.id = $1 AND e.dt_start >= ${TODAY} ORDER BY
         e.dt_start, e.hr_start LIMIT 1`,
      [apprentice.etudiant_id],
    )
  ).rows[0];
  if (speaker) {
    const [userId] = await account('formateur@demo.fr', 'ROLE_FORMATEUR', speaker, null);
    await tx.query('UPDATE scheduler_speakers SET user_id = $2 WHERE id = $1', [speaker.id, userId]);
    // Its availabilities for the planner: weekdays from 7:00 to 21:00 (its demo sessions all fall inside), and one
    // afternoon off in five weeks, so that « Mes disponibilités » and the planner's warning have something to show.
    await tx.query(
      `INSERT INTO scheduler_speaker_disponibilites (cfa_id, speaker_id, jour, hr_start, hr_end, disponible, comment)
       SELECT $1, $2, d, '07:00', '21:00', true, NULL FROM generate_series(1, 5) d`,
      [demo.cfaId, speaker.id],
    );
    await tx.query(
      `INSERT INTO scheduler_speaker_disponibilites
         (cfa_id, speaker_id, date_debut, hr_start, hr_end, disponible, comment)
       VALUES ($1, $2, ${TODAY} + 35, '13:00', '18:00', false, 'Jury d''examen dans un autre centre')`,
      [demo.cfaId, speaker.id],
    );
    // Its provider record (its documents to keep up to date in its space): a provider of the centre with a professional
    // card, the card expiring in 20 days (an alert the trainer sees on its space's home).
    const provider = (
      await tx.query<{ prestataire_id: number; id: number }>(
        `SELECT d.prestataire_id, d.id FROM prestataire_documents d JOIN prestataires p ON p.id = d.prestataire_id
        WHERE d.cfa_id = $1 AND d.type = 3 AND d.etat = 0 AND p.etat = 0 ORDER BY d.prestataire_id, d.id LIMIT 1`,
        [demo.cfaId],
      )
    ).rows[0];
    if (provider) {
      await tx.query('UPDATE scheduler_speakers SET prestataire_id = $2 WHERE id = $1', [
        speaker.id,
        provider.prestataire_id,
      ]);
      const card = (
        await tx.query<{ name: string; date: string }>(
          `UPDATE prestataire_documents SET date_expiration = ${TODAY} + 20 WHERE id = $1
           RETURNING name, to_char(date_expiration, 'DD/MM/YYYY') AS date`,
          [provider.id],
        )
      ).rows[0]!;
      // As the daily schedule tells it (prestataires/trainerDocumentAlerts.ts): its stored notification, unread, for
      // « Mes notifications », the document claimed so that the schedule does not tell it twice.
      await tx.query(
        `INSERT INTO trainer_document_alerts (document_id, date_expiration, user_id)
         VALUES ($1, ${TODAY} + 20, $2)`,
        [provider.id, userId],
      );
      await insertMany(tx, 'notifications', [
        {
          cfa_id: demo.cfaId,
          antenne_id: null,
          user_id: userId,
          title: trainerDocuments.title(card.name, card.date, false),
          message: trainerDocuments.message,
          uri: '/formateur/documents',
          read_at: null,
        },
      ]);
    }
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const res = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cfas');
  return (res.rows[0]?.n ?? 0) === 0;
}

/** Seeds the demo data when the database has no centre yet; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  setSeedToday(new Date());
  const rng = createPrng(20240917);
  const hash = await hashPassword(DEMO_PASSWORD);
  const domainSeeders = await loadDomainSeeders();
  await db.transaction(async (tx) => {
    const demo = await seedCentre(tx, rng, {
      cfa: {
        name: 'Futurosud Formation',
        client: 'demo',
        siret: '81234567600017',
        address: '12 rue Paradis',
        postal_code: '13001',
        city: 'Marseille',
        phone: '04 91 00 00 00',
        mail: 'contact@futurosud.fr',
        etat: 0,
      },
      antennes: [
        { name: 'Siège Futurosud', city: 'Marseille', postal: '13001', siege: true, trainees: 0 },
        { name: 'Antenne de Marseille', city: 'Marseille', postal: '13008', trainees: 80 },
        { name: 'Antenne de Nice', city: 'Nice', postal: '06000', trainees: 65 },
        { name: 'Antenne de Toulon', city: 'Toulon', postal: '83000', trainees: 55 },
      ],
      domain: 'futurosud.fr',
    });
    const sport = await seedCentre(tx, rng, {
      cfa: { name: 'Sport Avenir', client: 'sport', city: 'Lyon', postal_code: '69003', etat: 0 },
      antennes: [{ name: 'Antenne de Lyon', city: 'Lyon', postal: '69003', trainees: 10 }],
      domain: 'sport-avenir.fr',
    });
    const user = (
      email: string,
      firstname: string,
      lastname: string,
      role: string,
      cfaId: number,
      antenneId: number | null = null,
    ) => ({
      email,
      firstname,
      lastname,
      roles: [role],
      password: hash,
      cfa_id: cfaId,
      antenne_id: antenneId,
      etat: 0,
    });
    const centreOf: Record<string, { cfaId: number; antenneIds: number[] }> = { demo, sport };
    const usersOf = (centre: string) =>
      DEMO_USERS.filter((u) => u.centre === centre && !LINKED_ROLES.has(u.role)).map((u) => {
        const c = centreOf[u.centre]!;
        return user(
          u.email,
          u.firstname,
          u.lastname,
          u.role,
          c.cfaId,
          'antenne' in u ? c.antenneIds[u.antenne]! : null,
        );
      });
    await insertMany(tx, 'users', [...usersOf('demo'), ...usersOf('sport')]);
    // Every other domain's demo data (groups, pedagogy, companies, scheduler...), one file per domain.
    const centres = [
      { ...demo, client: 'demo' },
      { ...sport, client: 'sport' },
    ];
    for (const { seed } of domainSeeders) await seed({ tx, rng, centres });
    // Last, with a random sequence of its own, so that the ids and data seeded above stay the same: a centre with
    // its head office only, no trainee and no client profile (« Nouveau client »). Its id is fixed, then
    // the sequence moves past it so that centres created later never take it.
    centreOf.nouveau = await seedCentre(tx, createPrng(20261126), {
      cfa: { id: NEW_CENTRE_ID, name: 'Centre Nouvelle Vague', city: 'Montpellier', postal_code: '34000', etat: 0 },
      antennes: [{ name: 'Siège Nouvelle Vague', city: 'Montpellier', postal: '34000', siege: true, trainees: 0 }],
      domain: 'nouvelle-vague.fr',
    });
    await insertMany(tx, 'cfas', [{ id: PLATFORM_CENTRE_ID, name: 'Plateforme', etat: 0 }]);
    centreOf.platform = { cfaId: PLATFORM_CENTRE_ID, antenneIds: [] };
    await tx.query("SELECT setval(pg_get_serial_sequence('cfas', 'id'), (SELECT max(id) FROM cfas))");
    await insertMany(tx, 'users', [...usersOf('nouveau'), ...usersOf('platform')]);
    await seedTraineeAccounts(tx, hash, demo);
    await seedTutorAndTrainer(tx, hash, demo);
    await seedTraineeSpace(tx);
  });
  // Fresh statistics for the planner (PGlite has no autovacuum): its estimates choose the plans and the counts.
  await db.query('ANALYZE');
  return true;
}
