// The trainer's account and its space: refused everywhere but its own routes (the one deny of http/context.ts),
// reading exactly the sessions it teaches (« Mes séances ») and, for those, their sheets and learners; marking and
// signing off its own session's sheet through the staff's sheet calls; another speaker's sheet refused in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { alertTrainersOfDocuments } from '../../../src/server/domain/prestataires/trainerDocumentAlerts.ts';
import { TODAY } from '../../../src/server/db/today.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let t: TestServer;
let admin: string;
let trainer: string;
let speakerId: number;
let group: { diplome_session_id: number; antenne_id: number };

function sessionNow() {
  const now = new Date();
  const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const [h, m] = now
    .toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour12: false })
    .split(':')
    .map(Number) as [number, number];
  const hm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  return {
    dt_start: day,
    hr_start: hm(Math.max(0, h * 60 + m - 30)),
    hr_end: hm(Math.min(23 * 60 + 59, h * 60 + m + 90)),
  };
}

const event = async (speaker: number, title: string) => {
  const res = await t.req('POST', '/api/scheduler_events', {
    token: admin,
    body: {
      title,
      ...sessionNow(),
      diplome_session: `/api/diplome_sessions/${group.diplome_session_id}`,
      antenne: `/api/antennes/${group.antenne_id}`,
      speaker: `/api/scheduler_speakers/${speaker}`,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
};

beforeAll(async () => {
  t = await startServer(import.meta.url);
  admin = await t.login('admin@demo.fr');
  trainer = await t.login('formateur@demo.fr');
  speakerId = (
    await t.db.query<{ id: number }>(
      "SELECT s.id FROM scheduler_speakers s JOIN users u ON u.id = s.user_id WHERE u.email = 'formateur@demo.fr'",
    )
  ).rows[0]!.id;
  group = (
    await t.db.query<typeof group>(
      "SELECT et.diplome_session_id, et.antenne_id FROM users u JOIN etudiants et ON et.id = u.etudiant_id WHERE u.email = 'apprenti@demo.fr'",
    )
  ).rows[0]!;
});
afterAll(() => t.close());

describe('the trainer account', () => {
  it('is refused on every generic resource and staff route, in French', async () => {
    for (const path of [
      '/api/etudiants',
      '/api/scheduler_events',
      '/api/scheduler_event_emargements',
      '/api/users',
      '/api/accueil',
      '/api/scheduler_emargement_month/2026-11',
      '/api/livret_periodes',
      '/api/tuteur/apprentis',
      '/api/moi/livret',
    ]) {
      const res = await t.req('GET', path, { token: trainer });
      expect(res.status, path).toBe(403);
      expect(res.body['hydra:description'], path).toMatch(
        /^(Votre compte de formateur donne accès à votre espace seulement|Cet espace est réservé)/,
      );
    }
    expect((await t.req('GET', '/api/formateur/seances', { token: admin })).body['hydra:description']).toBe(
      'Cet espace est réservé aux comptes de formateur.',
    );
  });

  it('reads exactly the sessions it teaches, today’s first', async () => {
    const res = await t.req('GET', '/api/formateur/seances?from=2000-01-01&to=2100-01-01', { token: trainer });
    expect(res.status).toBe(200);
    const expected = (
      await t.db.query<{ id: number }>(
        `SELECT e.id FROM scheduler_events e WHERE e.speaker_id = $1 OR EXISTS (SELECT 1 FROM scheduler_event_emargements sh WHERE sh.event_id = e.id AND sh.speaker_id = $1)`,
        [speakerId],
      )
    ).rows
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.seances.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(expected);
    const days = res.body.seances.map((s: { dt_start: string }) => s.dt_start);
    const firstPast = days.findIndex((d: string) => d < res.body.today);
    if (firstPast >= 0) expect(days.slice(firstPast).every((d: string) => d < res.body.today)).toBe(true);
    expect((await t.req('GET', '/api/formateur/seances?from=hier', { token: trainer })).status).toBe(400);
  });

  it('creates, marks and signs off its own session’s sheet; another speaker’s sheet is refused in French', async () => {
    const own = await event(speakerId, 'Séance du formateur');
    const sheet = await t.req('POST', `/api/scheduler_events/${own}/emargement`, { token: trainer });
    expect(sheet.status, sheet.text).toBe(201);
    const lines = await t.req('GET', `/api/scheduler_event_emargements/${sheet.body.id}/emargement_etudiants`, {
      token: trainer,
    });
    expect(lines.status).toBe(200);
    expect(lines.body['hydra:member'].length).toBeGreaterThan(0);
    expect(
      (await t.req('GET', `/api/scheduler_event_emargements/${sheet.body.id}/auto_emargement`, { token: trainer }))
        .status,
    ).toBe(200);
    expect((await t.req('GET', `/api/formateur/emargements/${sheet.body.id}`, { token: trainer })).body.status).toBe(0);
    const off = await t.req('POST', `/api/scheduler_event_emargements/${sheet.body.id}/sign_off`, {
      token: trainer,
      body: {
        speaker_signature: PNG,
        lines: lines.body['hydra:member'].map((l: { id: number }, i: number) => ({
          id: l.id,
          status: i === 0 ? 0 : 1,
        })),
      },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.status).toBe(1);
    expect(
      (
        await t.db.query<{ sign_off_by_id: number }>(
          'SELECT sign_off_by_id FROM scheduler_event_emargements WHERE id = $1',
          [sheet.body.id],
        )
      ).rows[0]!.sign_off_by_id,
    ).toBe((await t.req('GET', '/api/users/me', { token: trainer })).body.id);

    const otherSpeaker = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM scheduler_speakers WHERE cfa_id = 1 AND id <> $1 ORDER BY id LIMIT 1',
        [speakerId],
      )
    ).rows[0]!.id;
    const foreign = await event(otherSpeaker, 'Séance d’un autre intervenant');
    const refusedSheet = await t.req('POST', `/api/scheduler_events/${foreign}/emargement`, { token: trainer });
    expect(refusedSheet.status).toBe(403);
    expect(refusedSheet.body['hydra:description']).toMatch(/^Cette séance n'est pas l'une des vôtres/);
    const foreignSheet = await t.req('POST', `/api/scheduler_events/${foreign}/emargement`, { token: admin });
    for (const path of ['emargement_etudiants', 'auto_emargement', 'preuve']) {
      const res = await t.req('GET', `/api/scheduler_event_emargements/${foreignSheet.body.id}/${path}`, {
        token: trainer,
      });
      expect(res.status, path).toBe(403);
    }
    expect(
      (
        await t.req('POST', `/api/scheduler_event_emargements/${foreignSheet.body.id}/sign_off`, {
          token: trainer,
          body: { speaker_signature: PNG, lines: [] },
        })
      ).status,
    ).toBe(403);
    expect((await t.req('GET', `/api/formateur/emargements/${foreignSheet.body.id}`, { token: trainer })).status).toBe(
      403,
    );
  });

  it('reads the booklet of its learners only', async () => {
    const learner = (
      await t.db.query<{ etudiant_id: number }>("SELECT etudiant_id FROM users WHERE email = 'apprenti@demo.fr'")
    ).rows[0]!.etudiant_id;
    expect((await t.req('GET', `/api/formateur/apprenants/${learner}/livret`, { token: trainer })).status).toBe(200);
    const stranger = (
      await t.db.query<{ id: number }>(
        `SELECT et.id FROM etudiants et WHERE et.cfa_id = 1 AND NOT EXISTS (SELECT 1 FROM scheduler_events e WHERE e.diplome_session_id = et.diplome_session_id
          AND e.antenne_id = et.antenne_id AND e.speaker_id = $1) ORDER BY et.id LIMIT 1`,
        [speakerId],
      )
    ).rows[0]!.id;
    const res = await t.req('GET', `/api/formateur/apprenants/${stranger}/livret`, { token: trainer });
    expect(res.status).toBe(403);
    expect(res.body['hydra:description']).toMatch(/^Cette séance n'est pas l'une des vôtres/);
  });

  it('lists exactly the learners of its sessions’ groups, with the booklet periods whose CFA side is empty', async () => {
    const res = await t.req('GET', '/api/formateur/apprenants', { token: trainer });
    expect(res.status).toBe(200);
    const expected = (
      await t.db.query<{ id: number }>(
        `SELECT et.id FROM etudiants et WHERE et.cfa_id = 1 AND et.etat = 0 AND EXISTS (SELECT 1 FROM scheduler_events e WHERE e.diplome_session_id = et.diplome_session_id
          AND e.antenne_id = et.antenne_id AND e.cfa_id = et.cfa_id AND (e.speaker_id = $1 OR EXISTS (SELECT 1 FROM scheduler_event_emargements sh WHERE sh.event_id = e.id AND sh.speaker_id = $1)))`,
        [speakerId],
      )
    ).rows
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body['hydra:member'].map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(
      expected,
    );
    const learner = (
      await t.db.query<{ etudiant_id: number }>("SELECT etudiant_id FROM users WHERE email = 'apprenti@demo.fr'")
    ).rows[0]!.etudiant_id;
    const own = res.body['hydra:member'].find((m: { id: number }) => m.id === learner);
    const empty = (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM livret_periodes WHERE etudiant_id = $1 AND etat = 0 AND coalesce(cote_cfa, '') = ''",
        [learner],
      )
    ).rows[0]!.n;
    expect(own).toMatchObject({ '@id': `/api/formateur/apprenants/${learner}/livret`, a_remplir: empty });
    expect(empty).toBeGreaterThan(0);
  });

  it('writes the CFA side only: the company side, the signature and another trainer’s learner are refused', async () => {
    const learner = (
      await t.db.query<{ etudiant_id: number }>("SELECT etudiant_id FROM users WHERE email = 'apprenti@demo.fr'")
    ).rows[0]!.etudiant_id;
    const period = (
      await t.db.query<{ id: number; appreciation_tuteur: string | null }>(
        'SELECT id, appreciation_tuteur FROM livret_periodes WHERE etudiant_id = $1 AND etat = 0 ORDER BY id LIMIT 1',
        [learner],
      )
    ).rows[0]!;
    const res = await t.req('PATCH', `/api/formateur/livret/${period.id}`, {
      token: trainer,
      body: { cote_cfa: 'Progrès nets en animation.', appreciation_tuteur: 'Réécrite par le formateur' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      cote_cfa: 'Progrès nets en animation.',
      appreciation_tuteur: period.appreciation_tuteur,
    });
    for (const [method, path] of [
      ['PATCH', `/api/tuteur/livret/${period.id}`],
      ['POST', `/api/tuteur/livret/${period.id}/signature`],
      ['POST', `/api/tuteur/apprentis/${learner}/livret`],
    ] as const) {
      const refused = await t.req(method, path, {
        token: trainer,
        body: { appreciation_tuteur: 'non', signature: PNG },
      });
      expect(refused.status, path).toBe(403);
      expect(refused.body['hydra:description'], path).toMatch(/^Cet espace est réservé/);
    }
    const apprentice = await t.login('apprenti@demo.fr');
    const read = (await t.req('GET', '/api/moi/livret', { token: apprentice })).body.periodes.find(
      (p: { id: number }) => p.id === period.id,
    );
    expect(read).toMatchObject({
      cote_cfa: 'Progrès nets en animation.',
      formateur_nom: expect.any(String),
      formateur_saisi_le: expect.any(String),
    });
    const stranger = (
      await t.db.query<{ id: number; antenne_id: number }>(
        `SELECT et.id, et.antenne_id FROM etudiants et WHERE et.cfa_id = 1 AND NOT EXISTS (SELECT 1 FROM scheduler_events e WHERE e.diplome_session_id = et.diplome_session_id
          AND e.antenne_id = et.antenne_id AND (e.speaker_id = $1 OR EXISTS (SELECT 1 FROM scheduler_event_emargements sh WHERE sh.event_id = e.id AND sh.speaker_id = $1))) ORDER BY et.id LIMIT 1`,
        [speakerId],
      )
    ).rows[0]!;
    const foreign = await t.db.query<{ id: number }>(
      "INSERT INTO livret_periodes (cfa_id, antenne_id, etudiant_id, titre, date_debut, date_fin, activites, etat) VALUES (1, $1, $2, 'Autre groupe', '2026-09-01', '2026-09-30', '[]', 0) RETURNING id",
      [stranger.antenne_id, stranger.id],
    );
    const other = await t.req('PATCH', `/api/formateur/livret/${foreign.rows[0]!.id}`, {
      token: trainer,
      body: { cote_cfa: 'non' },
    });
    expect(other.status).toBe(403);
    expect(
      (
        await t.db.query<{ cote_cfa: string | null }>('SELECT cote_cfa FROM livret_periodes WHERE id = $1', [
          foreign.rows[0]!.id,
        ])
      ).rows[0]!.cote_cfa,
    ).toBeNull();
  });
  it('evaluates its session’s group on the grid; another trainer’s session, another antenne’s sequence and a learner outside the group are refused', async () => {
    const own = await event(speakerId, 'Séance évaluée');
    const seq = (
      await t.db.query<{ id: number; skill: number }>(
        `SELECT s.id, c.competence_id AS skill FROM antenne_sequences s JOIN antenne_sequence_contents c ON c.antenne_sequence_id = s.id AND c.type_node = 'SKILL'
        WHERE s.antenne_id = $1 AND s.etat = 0 ORDER BY s.id LIMIT 1`,
        [group.antenne_id],
      )
    ).rows[0]!;
    expect(seq).toBeDefined();
    const read = await t.req(
      'GET',
      `/api/formateur/seances/${own}/grille?sequence=/api/antenne_sequences/${seq.id}&date=2026-11-02`,
      { token: trainer },
    );
    expect(read.status, read.text).toBe(200);
    const expected = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM etudiants WHERE diplome_session_id = $1 AND antenne_id = $2 AND etat = 0 ORDER BY id',
        [group.diplome_session_id, group.antenne_id],
      )
    ).rows.map((r) => `/api/etudiants/${r.id}`);
    expect(read.body.etudiants.map((e: { '@id': string }) => e['@id']).sort()).toEqual(expected.sort());
    expect(read.body.sequences.map((s: { '@id': string }) => s['@id'])).toContain(`/api/antenne_sequences/${seq.id}`);
    expect(read.body.nodes.some((n: { type_node: string }) => n.type_node === 'SKILL')).toBe(true);
    const learner = expected[0]!;
    const saved = await t.req('POST', `/api/formateur/seances/${own}/grille`, {
      token: trainer,
      body: {
        antenne_sequence: `/api/antenne_sequences/${seq.id}`,
        date_evaluation: '2026-11-02',
        rows: [{ etudiant: learner, scores: { [seq.skill]: 3 } }],
      },
    });
    expect(saved.status, saved.text).toBe(201);
    const again = await t.req(
      'GET',
      `/api/formateur/seances/${own}/grille?sequence=/api/antenne_sequences/${seq.id}&date=2026-11-02`,
      { token: trainer },
    );
    expect(again.body.saved).toEqual([
      expect.objectContaining({ etudiant: learner, scores: expect.objectContaining({ [String(seq.skill)]: 3 }) }),
    ]);
    const me = (await t.req('GET', '/api/users/me', { token: trainer })).body.id;
    expect(
      (
        await t.db.query<{ evaluated_by_id: number }>('SELECT evaluated_by_id FROM antenne_evaluations WHERE id = $1', [
          Number(saved.body.evaluations[0]['@id'].split('/').pop()),
        ])
      ).rows[0]!.evaluated_by_id,
    ).toBe(me);

    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM antenne_evaluations')).rows[0]!.n;
    const before = await count();
    const otherSpeaker = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM scheduler_speakers WHERE cfa_id = 1 AND id <> $1 ORDER BY id LIMIT 1',
        [speakerId],
      )
    ).rows[0]!.id;
    const foreign = await event(otherSpeaker, 'Séance évaluée par un autre');
    for (const [method, body] of [
      ['GET', undefined],
      [
        'POST',
        {
          antenne_sequence: `/api/antenne_sequences/${seq.id}`,
          rows: [{ etudiant: learner, scores: { [seq.skill]: 1 } }],
        },
      ],
    ] as const) {
      const refused = await t.req(method, `/api/formateur/seances/${foreign}/grille`, { token: trainer, body });
      expect(refused.status, method).toBe(403);
      expect(refused.body['hydra:description']).toMatch(/^Cette séance n'est pas l'une des vôtres/);
    }
    const outsider = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM etudiants WHERE cfa_id = 1 AND antenne_id = $1 AND diplome_session_id IS DISTINCT FROM $2 ORDER BY id LIMIT 1',
        [group.antenne_id, group.diplome_session_id],
      )
    ).rows[0]!.id;
    const outside = await t.req('POST', `/api/formateur/seances/${own}/grille`, {
      token: trainer,
      body: {
        antenne_sequence: `/api/antenne_sequences/${seq.id}`,
        rows: [
          { etudiant: learner, scores: { [seq.skill]: 2 } },
          { etudiant: `/api/etudiants/${outsider}`, scores: { [seq.skill]: 2 } },
        ],
      },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.violations[0]).toMatchObject({ propertyPath: 'rows[1].etudiant' });
    const elsewhere = (
      await t.db.query<{ id: number }>('SELECT id FROM antenne_sequences WHERE antenne_id <> $1 ORDER BY id LIMIT 1', [
        group.antenne_id,
      ])
    ).rows[0];
    if (elsewhere) {
      const wrong = await t.req('POST', `/api/formateur/seances/${own}/grille`, {
        token: trainer,
        body: { antenne_sequence: `/api/antenne_sequences/${elsewhere.id}`, rows: [{ etudiant: learner, scores: {} }] },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.violations[0].message).toBe(
        "Cette séquence n'est pas une séquence de l'antenne de votre séance.",
      );
    }
    expect(await count()).toBe(before);
  });
  it('reads the documents of its own provider record with their expiry status, the soon-expiring ones as its alerts', async () => {
    const res = await t.req('GET', '/api/formateur/documents', { token: trainer });
    expect(res.status, res.text).toBe(200);
    const provider = (
      await t.db.query<{ prestataire_id: number }>('SELECT prestataire_id FROM scheduler_speakers WHERE id = $1', [
        speakerId,
      ])
    ).rows[0]!.prestataire_id;
    expect(provider).not.toBeNull();
    const expected = (
      await t.db.query<{ id: number }>('SELECT id FROM prestataire_documents WHERE prestataire_id = $1 AND etat = 0', [
        provider,
      ])
    ).rows.map((r) => `/api/prestataire_documents/${r.id}`);
    expect(res.body.documents.map((d: { '@id': string }) => d['@id']).sort()).toEqual(expected.sort());
    const card = res.body.documents.find((d: { type: string }) => d.type === 'Carte professionnelle');
    expect(card).toMatchObject({ statut: 'bientot', jours: 20 });
    expect(res.body.alertes).toContain(card['@id']);
    const expired = await t.db.query<{ id: number }>(
      `INSERT INTO prestataire_documents (cfa_id, antenne_id, prestataire_id, type, name, date_expiration, etat) SELECT cfa_id, antenne_id, id, 4, 'Attestation expirée', ${TODAY} - 3, 0 FROM prestataires WHERE id = $1 RETURNING id`,
      [provider],
    );
    const after = await t.req('GET', '/api/formateur/documents', { token: trainer });
    expect(
      after.body.documents.find(
        (d: { '@id': string }) => d['@id'] === `/api/prestataire_documents/${expired.rows[0]!.id}`,
      ),
    ).toMatchObject({ statut: 'expire', jours: -3 });
    expect(after.body.alertes).toContain(`/api/prestataire_documents/${expired.rows[0]!.id}`);
    expect(
      after.body.documents.every(
        (d: { '@id': string }) =>
          expected.includes(d['@id']) || d['@id'] === `/api/prestataire_documents/${expired.rows[0]!.id}`,
      ),
    ).toBe(true);
    for (const path of ['/api/prestataire_documents', `/api/prestataires/${provider}`])
      expect((await t.req('GET', path, { token: trainer })).status, path).toBe(403);
    expect((await t.req('GET', '/api/formateur/documents', { token: admin })).status).toBe(403);
  });

  it('is told once of each document expired or expiring soon: a notification per document, one mail, the staff’s alert', async () => {
    const provider = (
      await t.db.query<{ prestataire_id: number }>('SELECT prestataire_id FROM scheduler_speakers WHERE id = $1', [
        speakerId,
      ])
    ).rows[0]!.prestataire_id;
    const due = (
      await t.db.query<{ id: number; name: string }>(
        `SELECT id, name FROM prestataire_documents WHERE prestataire_id = $1 AND etat = 0 AND date_expiration <= ${TODAY} + 30 ORDER BY id`,
        [provider],
      )
    ).rows;
    expect(due.length).toBeGreaterThanOrEqual(2); // the card within 20 days and the certificate expired 3 days ago (above)
    const userId = (await t.req('GET', '/api/users/me', { token: trainer })).body.id as number;
    // The demo's card is already told (the seed stores its notification as the schedule would).
    const told = (
      await t.db.query<{ document_id: number }>('SELECT document_id FROM trainer_document_alerts WHERE user_id = $1', [
        userId,
      ])
    ).rows.map((r) => r.document_id);
    expect(told.length).toBe(1);
    const first = await alertTrainersOfDocuments(t.app.appContext);
    const second = await alertTrainersOfDocuments(t.app.appContext);
    expect(second).toEqual({ notifications: 0, mails: 0 });
    expect(first.notifications).toBeGreaterThanOrEqual(due.length - told.length);
    const notes = (
      await t.db.query<{ title: string; uri: string }>(
        "SELECT title, uri FROM notifications WHERE user_id = $1 AND uri = '/formateur/documents' ORDER BY title",
        [userId],
      )
    ).rows;
    expect(notes.length).toBe(due.length);
    for (const d of due) expect(notes.filter((n) => n.title.includes(`« ${d.name} »`)).length, d.name).toBe(1);
    expect(notes.map((n) => n.title)).toContain(
      `Votre document « Attestation expirée » a expiré le ${new Date(Date.now() - 3 * 864e5).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}`,
    );
    const mails = (
      await t.db.query<{ body: string; sealed: unknown }>(
        "SELECT body, sealed FROM mail_outbox WHERE recipient = 'formateur@demo.fr' AND subject = 'Vos documents de formateur à renouveler'",
      )
    ).rows;
    expect(mails.length).toBe(1);
    const text = t.mails.find((m) => m.includes('Vos documents de formateur à renouveler')) ?? '';
    for (const d of due.filter((x) => !told.includes(x.id))) expect(text, d.name).toContain(`- ${d.name} : `);
    for (const d of due.filter((x) => told.includes(x.id))) expect(text, d.name).not.toContain(`- ${d.name} : `);
    const staff = await t.req('GET', '/api/global_alertes?pagination=false', { token: admin });
    const expiredIri = `/api/prestataire_documents/${due.find((d) => d.name === 'Attestation expirée')!.id}`;
    expect(staff.body['hydra:member'].filter((a: { uri: string }) => a.uri === expiredIri)).toEqual([
      expect.objectContaining({
        type: 7,
        title: expect.stringMatching(/^Document « Attestation expirée » du formateur .+ expiré le /),
      }),
    ]);
  });

  it('reads its own stored notifications only, marks one as read; another user’s is a French 404', async () => {
    const me = (await t.req('GET', '/api/users/me', { token: trainer })).body.id as number;
    const adminId = (await t.req('GET', '/api/users/me', { token: admin })).body.id as number;
    const own = (
      await t.db.query<{ id: number; title: string }>(
        'SELECT id, title FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
        [me],
      )
    ).rows;
    expect(own.length).toBeGreaterThanOrEqual(2); // the documents told by the schedule (above)
    const staffNote = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM notifications WHERE user_id = $1 AND read_at IS NULL ORDER BY id LIMIT 1',
        [adminId],
      )
    ).rows[0]!.id;
    const list = await t.req('GET', '/api/formateur/notifications', { token: trainer });
    expect(list.status, list.text).toBe(200);
    expect(list.body.notifications.map((n: { id: number }) => n.id)).toEqual(own.map((n) => n.id));
    expect(list.body.notifications.map((n: { id: number }) => n.id)).not.toContain(staffNote);
    expect(list.body.non_lues).toBe(own.length);
    const first = list.body.notifications[0];
    expect(first).toMatchObject({ title: own[0]!.title, uri: '/formateur/documents', read_at: null });
    expect(first.message).toMatch(/Mes documents/);

    const read = await t.req('POST', `/api/formateur/notifications/${first.id}/lue`, { token: trainer });
    expect(read.status, read.text).toBe(200);
    expect(read.body.read_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await t.req('GET', '/api/formateur/notifications', { token: trainer })).body.non_lues).toBe(own.length - 1);

    const stolen = await t.req('POST', `/api/formateur/notifications/${staffNote}/lue`, { token: trainer });
    expect(stolen.status).toBe(404);
    expect(stolen.body['hydra:description']).toBe("La notification n'existe pas ou n'est pas accessible.");
    const untouched = await t.db.query<{ read_at: unknown }>('SELECT read_at FROM notifications WHERE id = $1', [
      staffNote,
    ]);
    expect(untouched.rows[0]!.read_at).toBeNull();
    const generic = await t.req('GET', '/api/notifications', { token: trainer });
    expect(generic.status).toBe(403);
    expect(generic.body['hydra:description']).toMatch(
      /^Votre compte de formateur donne accès à votre espace seulement/,
    );
    for (const path of ['/api/formateur/notifications', `/api/formateur/notifications/${first.id}/lue`]) {
      const res = await t.req(path.endsWith('lue') ? 'POST' : 'GET', path, { token: admin });
      expect(res.status, path).toBe(403);
    }
  });
});
