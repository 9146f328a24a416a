// The company tutor's account and its space: « Créer un accès » on a tutor contact (invitation mail with a link to
// choose the password), the tutor refused everywhere but its own routes (the one deny of http/context.ts), reading
// exactly the apprentices whose contract names it, writing only its space's records (the booklet's company side, its
// signature, the evaluation in the company); the trainer's side and the apprentice's and the staff's reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { startServer, type TestServer } from '../helpers.ts';
import { emptyCerfa } from '../../../src/shared/alternance/cerfa.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let t: TestServer;
let admin: string;
let coordinator: string;
let tutor: string;
let trainee: string;
let trainer: string;
let contactId: number;
let mine: number[];
let other: number;
let apprentice: number;

beforeAll(async () => {
  t = await startServer(import.meta.url);
  [admin, coordinator, tutor, trainee, trainer] = await Promise.all(
    ['admin@demo.fr', 'coordinateur@demo.fr', 'tuteur@demo.fr', 'apprenti@demo.fr', 'formateur@demo.fr'].map((e) =>
      t.login(e),
    ),
  );
  contactId = (
    await t.db.query<{ id: number }>(
      "SELECT c.id FROM entreprise_contacts c JOIN users u ON u.id = c.user_id WHERE u.email = 'tuteur@demo.fr'",
    )
  ).rows[0]!.id;
  mine = (
    await t.db.query<{ etudiant_id: number }>(
      'SELECT DISTINCT etudiant_id FROM etudiant_contrats WHERE tuteur_id = $1 AND etat = 0 ORDER BY etudiant_id',
      [contactId],
    )
  ).rows.map((r) => r.etudiant_id);
  other = (
    await t.db.query<{ etudiant_id: number }>(
      'SELECT etudiant_id FROM etudiant_contrats WHERE cfa_id = 1 AND etat = 0 AND (tuteur_id IS NULL OR tuteur_id <> $1) AND NOT (etudiant_id = ANY($2::int[])) ORDER BY id LIMIT 1',
      [contactId, mine],
    )
  ).rows[0]!.etudiant_id;
  apprentice = (
    await t.db.query<{ etudiant_id: number }>("SELECT etudiant_id FROM users WHERE email = 'apprenti@demo.fr'")
  ).rows[0]!.etudiant_id;
}, 60_000);
afterAll(() => t.close());

describe('the tutor account', () => {
  it('is the demo tutor, named by the demo apprentice’s contract', async () => {
    const me = await t.req('GET', '/api/users/me', { token: tutor });
    expect(me.body.roles).toEqual(['ROLE_ENTREPRISE']);
    expect(mine).toContain(apprentice);
  });

  it('is refused on every generic resource and staff route, in French', async () => {
    for (const path of [
      '/api/etudiants',
      `/api/etudiants/${mine[0]}`,
      '/api/etudiant_contrats',
      '/api/entreprise_contacts',
      '/api/users',
      '/api/livret_periodes',
      '/api/evaluation_alternances',
      '/api/scheduler_events',
      '/api/accueil',
      '/api/etudiants/export.csv',
      `/api/etudiants/${mine[0]}/livret`,
      '/api/moi/planning',
      '/api/formateur/seances',
    ]) {
      const res = await t.req('GET', path, { token: tutor });
      expect(res.status, path).toBe(403);
      expect(res.body['hydra:description'], path).toMatch(
        /^(Votre compte de tuteur donne accès à votre espace seulement|Cet espace est réservé)/,
      );
    }
    const write = await t.req('POST', '/api/evaluation_alternances', { token: tutor, body: {} });
    expect(write.status).toBe(403);
    expect((await t.req('GET', '/api/tuteur/apprentis', { token: admin })).body['hydra:description']).toBe(
      'Cet espace est réservé aux comptes de tuteur en entreprise.',
    );
  });

  it('reads exactly the apprentices whose contract names it', async () => {
    const list = await t.req('GET', '/api/tuteur/apprentis', { token: tutor });
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(
      mine,
    );
    const one = await t.req('GET', `/api/tuteur/apprentis/${mine[0]}`, { token: tutor });
    expect(one.status).toBe(200);
    expect(one.body.contrats.length).toBeGreaterThan(0);
    expect(Array.isArray(one.body.planning.seances)).toBe(true);
    expect(Array.isArray(one.body.absences)).toBe(true);
    for (const path of [`/api/tuteur/apprentis/${other}`, `/api/tuteur/apprentis/${other}/livret.pdf`]) {
      const refused = await t.req('GET', path, { token: tutor });
      expect(refused.status, path).toBe(403);
      expect(refused.body['hydra:description']).toMatch(/^Cet apprenti n'est pas l'un des vôtres/);
    }
    const write = await t.req('POST', `/api/tuteur/apprentis/${other}/livret`, {
      token: tutor,
      body: { date_debut: '2026-09-01', date_fin: '2026-09-30' },
    });
    expect(write.status).toBe(403);
  });
});

describe('the booklet', () => {
  let period: number;
  it('the tutor records a period, tasks against the referential’s skills and an appreciation; a foreign skill is refused', async () => {
    const skills = (await t.req('GET', `/api/tuteur/apprentis/${apprentice}`, { token: tutor })).body.competences as {
      id: number;
      label: string;
    }[];
    const bad = await t.req('POST', `/api/tuteur/apprentis/${apprentice}/livret`, {
      token: tutor,
      body: {
        titre: 'Septembre',
        date_debut: '2026-09-01',
        date_fin: '2026-09-30',
        activites: [{ competence: 999999, competence_label: 'X', taches: 'Y' }],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('activites[0].competence');
    const skill = skills[0] ?? null;
    const res = await t.req('POST', `/api/tuteur/apprentis/${apprentice}/livret`, {
      token: tutor,
      body: {
        titre: 'Septembre',
        date_debut: '2026-09-01',
        date_fin: '2026-09-30',
        activites: [
          {
            competence: skill?.id ?? null,
            competence_label: skill?.label ?? null,
            taches: 'Accueil des adhérents et animation du cours collectif',
          },
        ],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ statut: 'a_signer', tuteur_saisi_le: expect.any(String) });
    period = res.body.id;
  });

  it('signing asks for the appreciation and a drawn signature, then closes the company side', async () => {
    const early = await t.req('POST', `/api/tuteur/livret/${period}/signature`, { token: tutor, body: {} });
    expect(early.status).toBe(422);
    expect(early.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'appreciation_tuteur',
      'signature',
    ]);
    const edit = await t.req('PATCH', `/api/tuteur/livret/${period}`, {
      token: tutor,
      body: { appreciation_tuteur: 'Apprenti sérieux et impliqué.' },
    });
    expect(edit.status, edit.text).toBe(200);
    const signed = await t.req('POST', `/api/tuteur/livret/${period}/signature`, {
      token: tutor,
      body: { signature: PNG },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.statut).toBe('signee');
    const locked = await t.req('PATCH', `/api/tuteur/livret/${period}`, {
      token: tutor,
      body: { appreciation_tuteur: 'Autre' },
    });
    expect(locked.status).toBe(422);
    expect(locked.body.violations[0].message).toMatch(/signée par le tuteur/);
  });

  it('the trainer of the apprentice’s sessions adds the CFA’s side; the apprentice reads both; the staff see who and when', async () => {
    const cfa = await t.req('PATCH', `/api/formateur/livret/${period}`, {
      token: trainer,
      body: { cote_cfa: 'Bonne maîtrise de la conduite de séance.' },
    });
    expect(cfa.status, cfa.text).toBe(200);
    expect(cfa.body.formateur_saisi_le).toEqual(expect.any(String));
    const own = await t.req('GET', '/api/moi/livret', { token: trainee });
    expect(own.status).toBe(200);
    const p = own.body.periodes.find((x: { id: number }) => x.id === period);
    expect(p).toMatchObject({
      appreciation_tuteur: 'Apprenti sérieux et impliqué.',
      cote_cfa: 'Bonne maîtrise de la conduite de séance.',
      statut: 'signee',
    });
    const staff = await t.req('GET', `/api/etudiants/${apprentice}/livret`, { token: coordinator });
    expect(staff.body.periodes.find((x: { id: number }) => x.id === period)).toMatchObject({
      tuteur_nom: expect.any(String),
      formateur_nom: expect.any(String),
      signe_le: expect.any(String),
    });
    const pdf = await t.req('GET', '/api/moi/livret.pdf', { token: trainee });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
  });

  it('the tutor fills the evaluation in the company on a running contract', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const res = await t.req('POST', `/api/tuteur/apprentis/${apprentice}/evaluations`, {
      token: tutor,
      body: {
        date_evaluation: day,
        criteres: { assiduite: 4, savoir_etre: 3, savoir_faire: 3, autonomie: 2, integration: 4 },
        commentaire: 'Bon trimestre.',
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.moyenne).toBe(3.2);
    const bad = await t.req('POST', `/api/tuteur/apprentis/${apprentice}/evaluations`, {
      token: tutor,
      body: { date_evaluation: day, criteres: { assiduite: 9 } },
    });
    expect(bad.status).toBe(422);
  });
});

describe('« Créer un accès »', () => {
  it('a coordinator opens a tutor’s access: the account has the tutor role alone and is mailed a link to choose its password', async () => {
    const contact = (
      await t.db.query<{ id: number; mail: string; entreprise_id: number }>(
        'SELECT id, mail, entreprise_id FROM entreprise_contacts WHERE cfa_id = 1 AND user_id IS NULL AND mail IS NOT NULL AND etat = 0 ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    await t.db.query('UPDATE entreprise_contacts SET is_tuteur = false WHERE id = $1', [contact.id]);
    const notTutor = await t.req('POST', `/api/entreprise_contacts/${contact.id}/acces`, { token: coordinator });
    expect(notTutor.status).toBe(422);
    await t.db.query('UPDATE entreprise_contacts SET is_tuteur = true WHERE id = $1', [contact.id]);
    const res = await t.req('POST', `/api/entreprise_contacts/${contact.id}/acces`, { token: coordinator });
    expect(res.status, res.text).toBe(201);
    const account = (
      await t.db.query<{ roles: string[]; password: string | null }>(
        'SELECT roles, password FROM users WHERE lower(email) = lower($1)',
        [contact.mail],
      )
    ).rows[0]!;
    expect(account).toEqual({ roles: ['ROLE_ENTREPRISE'], password: null });
    expect((await t.req('POST', `/api/entreprise_contacts/${contact.id}/acces`, { token: coordinator })).status).toBe(
      409,
    );
    await expect
      .poll(
        async () =>
          (
            await t.db.query<{ subject: string; body: string }>(
              'SELECT subject, body FROM mail_outbox WHERE lower(recipient) = lower($1)',
              [contact.mail],
            )
          ).rows[0]?.subject,
      )
      .toBe("Votre accès à l'espace tuteur : choisissez votre mot de passe");
    // The outbox keeps the link masked (sealed until sent); the mail as sent carries it.
    const body = (
      await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE lower(recipient) = lower($1)', [
        contact.mail,
      ])
    ).rows[0]!.body;
    expect(body).toContain('[lien masqué]');
    expect(
      t.mails.filter((m) => m.toLowerCase().startsWith(`${String(contact.mail).toLowerCase()} — `)).join('\n'),
    ).toMatch(/\/reset-password\/reset\?token=/);
  });

  it('a trainer’s access from a speaker; a guest and a tutor cannot open one', async () => {
    const speaker = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM scheduler_speakers WHERE cfa_id = 1 AND user_id IS NULL AND mail IS NOT NULL ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    expect(
      (await t.req('POST', `/api/scheduler_speakers/${speaker.id}/acces`, { token: await t.login('invite@demo.fr') }))
        .status,
    ).toBe(403);
    expect((await t.req('POST', `/api/scheduler_speakers/${speaker.id}/acces`, { token: tutor })).status).toBe(403);
    const res = await t.req('POST', `/api/scheduler_speakers/${speaker.id}/acces`, { token: admin });
    expect(res.status, res.text).toBe(201);
    const roles = (
      await t.db.query<{ roles: string[] }>(
        'SELECT u.roles FROM scheduler_speakers s JOIN users u ON u.id = s.user_id WHERE s.id = $1',
        [speaker.id],
      )
    ).rows[0]!.roles;
    expect(roles).toEqual(['ROLE_FORMATEUR']);
  });

  it('a tutor or trainer role is alone on its account', async () => {
    const res = await t.req('POST', '/api/users', {
      token: admin,
      body: {
        email: 'mixte@exemple.fr',
        lastname: 'Mixte',
        firstname: 'Compte',
        roles: ['ROLE_ENTREPRISE', 'ROLE_USER'],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].message).toMatch(/Tuteur en entreprise ne se combine avec aucun autre/);
  });

  it('the tutor is mailed the day its apprentice’s absence is recorded at the CFA, once; another apprentice’s absence is not told to it', async () => {
    const mail = (
      await t.db.query<{ mail: string | null }>('SELECT mail FROM entreprise_contacts WHERE id = $1', [contactId])
    ).rows[0]!.mail;
    expect(mail).toEqual(expect.any(String));
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const mailsTo = async () =>
      (
        await t.db.query<{ subject: string; body: string }>(
          'SELECT subject, body FROM mail_outbox WHERE lower(recipient) = lower($1) AND subject LIKE $2 ORDER BY id',
          [mail, 'Absence de votre apprenti%'],
        )
      ).rows;
    // The absences the demo data recorded (today, when the base was seeded) are taken as told already.
    await t.db.query(
      'INSERT INTO tutor_absence_mails (absence_id) SELECT id FROM etudiant_absences ON CONFLICT DO NOTHING',
    );
    const before = (await mailsTo()).length;
    const res = await t.req('POST', '/api/etudiant_absences', {
      token: admin,
      body: {
        etudiant: `/api/etudiants/${apprentice}`,
        raison: 1,
        dt_start: day,
        dt_end: day,
        hr_start: '07:00',
        hr_end: '08:00',
      },
    });
    expect(res.status, res.text).toBe(201);
    const foreign = await t.req('POST', '/api/etudiant_absences', {
      token: admin,
      body: {
        etudiant: `/api/etudiants/${other}`,
        raison: 1,
        dt_start: day,
        dt_end: day,
        hr_start: '07:00',
        hr_end: '08:00',
      },
    });
    expect(foreign.status, foreign.text).toBe(201);
    await expect.poll(async () => (await mailsTo()).length, { timeout: 20_000, interval: 500 }).toBe(before + 1);
    const [told] = (await mailsTo()).slice(before);
    const name = (
      await t.db.query<{ n: string }>("SELECT firstname || ' ' || lastname AS n FROM etudiants WHERE id = $1", [
        apprentice,
      ])
    ).rows[0]!.n;
    expect(told!.subject).toBe(`Absence de votre apprenti ${name} au centre de formation`);
    expect(told!.body).toContain(`le ${day.split('-').reverse().join('/')} de 07:00 à 08:00`);
    expect(
      (await t.db.query('SELECT 1 FROM tutor_absence_mails WHERE absence_id = $1', [foreign.body.id])).rows.length,
    ).toBe(0);
    // A later run tells nothing twice.
    const again = await t.req('POST', '/api/etudiant_absences', {
      token: admin,
      body: {
        etudiant: `/api/etudiants/${apprentice}`,
        raison: 1,
        dt_start: day,
        dt_end: day,
        hr_start: '06:00',
        hr_end: '06:30',
      },
    });
    expect(again.status, again.text).toBe(201);
    await expect.poll(async () => (await mailsTo()).length, { timeout: 20_000, interval: 500 }).toBe(before + 2);
    expect((await mailsTo())[before + 1]!.body).not.toContain('07:00 à 08:00');
  });

  it('the tutor downloads its apprentice’s contract documents only; another apprentice’s, or a non-contract document, is refused in French', async () => {
    const upload = async (text: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/plain' }), name);
      const res = await fetch(`${t.base}/api/media_objects`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { '@id': string })['@id'];
    };
    const doc = async (etudiant: number, type_document: number, name: string, text: string) => {
      const res = await t.req('POST', '/api/etudiant_documents', {
        token: admin,
        body: {
          etudiant: `/api/etudiants/${etudiant}`,
          type_document,
          name,
          date_document: '2026-08-20',
          file: await upload(text, `${name}.txt`),
        },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const cerfa = await doc(apprentice, 26, 'Cerfa signé', 'cerfa 10103');
    const convention = await doc(apprentice, 29, 'Convention de formation', 'convention');
    const identity = await doc(apprentice, 1, 'Pièce d’identité', 'identité');
    const foreign = await doc(other, 26, 'Cerfa d’un autre', 'autre');
    const page = await t.req('GET', `/api/tuteur/apprentis/${apprentice}`, { token: tutor });
    const listed = page.body.documents.map((d: { id: number }) => d.id);
    expect(listed).toEqual(expect.arrayContaining([cerfa, convention]));
    expect(listed).not.toContain(identity);
    expect(page.body.documents.find((d: { id: number }) => d.id === cerfa)).toMatchObject({
      '@id': `/api/tuteur/documents/${cerfa}`,
      type: "Contrat d'apprentissage (cerfa 10103)",
    });
    const file = await fetch(`${t.base}/api/tuteur/documents/${cerfa}`, {
      headers: { authorization: `Bearer ${tutor}` },
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('cerfa 10103');
    for (const [id, who] of [
      [foreign, tutor],
      [identity, tutor],
      [cerfa, trainee],
      [cerfa, trainer],
    ] as const) {
      const res = await t.req('GET', `/api/tuteur/documents/${id}`, { token: who });
      expect(res.status, String(id)).toBe(403);
      expect(res.body['hydra:description']).toMatch(
        /^(Ce document n'est pas l'un de ceux du contrat de vos apprentis|Cet apprenti n'est pas l'un des vôtres|Cet espace est réservé)/,
      );
    }
  });
  it('the tutor downloads the cerfa 10103 the server draws from its apprentice’s contract; another company’s contract is refused in French', async () => {
    const own = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM etudiant_contrats WHERE tuteur_id = $1 AND etudiant_id = $2 AND etat = 0 ORDER BY id LIMIT 1',
        [contactId, apprentice],
      )
    ).rows[0]!.id;
    const foreign = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM etudiant_contrats WHERE etudiant_id = $1 AND etat = 0 ORDER BY id LIMIT 1',
        [other],
      )
    ).rows[0]!.id;
    const values = emptyCerfa();
    values.apprenti = { ...values.apprenti, nom: 'Lefèvre', prenom: 'Camille' };
    values.employeur = { ...values.employeur, denomination: 'Club Nautique Azur' };
    await t.db.query('UPDATE etudiant_contrats SET cerfa = NULL WHERE id = $1', [own]);
    const unfilled = await t.req('GET', `/api/tuteur/contrats/${own}/cerfa.pdf`, { token: tutor });
    expect(unfilled.status).toBe(404);
    expect(unfilled.body['hydra:description']).toBe('Le centre n’a pas encore rempli le cerfa 10103 de ce contrat.');
    for (const id of [own, foreign])
      await t.db.query('UPDATE etudiant_contrats SET cerfa = $2::jsonb WHERE id = $1', [id, JSON.stringify(values)]);
    const page = await t.req('GET', `/api/tuteur/apprentis/${apprentice}`, { token: tutor });
    expect(page.body.contrats.find((c: { id: number }) => c.id === own).cerfa_pdf).toBe(
      `/api/tuteur/contrats/${own}/cerfa.pdf`,
    );
    const file = await fetch(`${t.base}/api/tuteur/contrats/${own}/cerfa.pdf`, {
      headers: { authorization: `Bearer ${tutor}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const form = (await PDFDocument.load(new Uint8Array(await file.arrayBuffer()))).getForm();
    expect(form.getTextField('apprenti.nom').getText()).toBe('Lefèvre');
    expect(form.getTextField('employeur.denomination').getText()).toBe('Club Nautique Azur');
    for (const [id, who] of [
      [foreign, tutor],
      [own, trainer],
      [own, admin],
    ] as const) {
      const res = await t.req('GET', `/api/tuteur/contrats/${id}/cerfa.pdf`, { token: who });
      expect(res.status, `${id}`).toBe(403);
      expect(res.body['hydra:description']).toMatch(/^(Cet apprenti n'est pas l'un des vôtres|Cet espace est réservé)/);
    }
  });
});
