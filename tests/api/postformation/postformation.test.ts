// API of the post-training domain: follow-ups planned for a trainee who left and listed late first;
// survey models, a campaign mailed with a personal link per trainee, the public form (no session: unknown link,
// bad answers, one answer per link) and the results per question (JSON and CSV), each in the caller's scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { domainServer, postTrainee, TOULON } from '../domainCrud.ts';
import { createMailer } from '../../../src/server/mail/mailer.ts';
import { remindSurveys } from '../../../src/server/domain/postformation/surveyReminders.ts';

const { S, T } = domainServer(import.meta.url);
const MARSEILLE = '/api/antennes/2';

describe('post-training follow-ups', () => {
  it('plans 3, 6, 9 and 12 months (and the employer search) once, refusing a trainee who has not left', async () => {
    const t = await postTrainee(S(), T().admin, { lastname: 'Suivi', firstname: 'Parti', etat: 1, dt_date_entree: '2024-09-01', date_sortie: '2025-06-30' });
    const first = await S().req('POST', `/api/etudiants/${t.id}/suivis_post_formation`, { token: T().admin, body: { raison_sortie: 16 } });
    expect(first.status, first.text).toBe(201);
    expect(first.body['hydra:member'].map((m: any) => [m.etape, m.date_prevue])).toEqual([
      [1, '2025-09-30'], [2, '2025-12-30'], [3, '2026-03-30'], [4, '2026-06-30'], [5, '2025-09-30']]);
    expect(first.body['hydra:member'][0].antenne).toBe(TOULON);
    const again = await S().req('POST', `/api/etudiants/${t.id}/suivis_post_formation`, { token: T().admin, body: {} });
    expect(again.body['hydra:totalItems']).toBe(0);

    const present = await postTrainee(S(), T().admin, { lastname: 'Suivi', firstname: 'Présent' });
    const refused = await S().req('POST', `/api/etudiants/${present.id}/suivis_post_formation`, { token: T().admin, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'date_sortie', message: expect.stringMatching(/pas de date de sortie/) });
    const badReason = await S().req('POST', `/api/etudiants/${t.id}/suivis_post_formation`, { token: T().admin, body: { raison_sortie: 99 } });
    expect(badReason.status).toBe(422);
    expect((await S().req('POST', `/api/etudiants/${t.id}/suivis_post_formation`, { token: T().antenne1, body: {} })).status).toBe(404);
    expect((await S().req('POST', `/api/etudiants/${t.id}/suivis_post_formation`, { token: T().invite, body: {} })).status).toBe(403);
  });

  it('lists the follow-ups late first with the trainee name, an antenne user only its own, and records one', async () => {
    const list = await S().req('GET', '/api/suivis_post_formation_a_faire?itemsPerPage=100', { token: T().admin });
    expect(list.status, list.text).toBe(200);
    const states = list.body['hydra:member'].map((m: any) => m.etat_suivi);
    const rank = { late: 0, due: 1, upcoming: 2, done: 3 } as Record<string, number>;
    expect(states.map((s: string) => rank[s])).toEqual([...states.map((s: string) => rank[s])].sort((a, b) => a - b));
    expect(list.body.totaux.late).toBeGreaterThan(0);
    expect(list.body['hydra:member'][0].etudiant_name).toMatch(/\S+ \S+/);
    const mine = await S().req('GET', '/api/suivis_post_formation_a_faire?pagination=false', { token: T().antenne1 });
    expect(new Set(mine.body['hydra:member'].map((m: any) => m.antenne))).toEqual(new Set([MARSEILLE]));
    const seeking = await S().req('GET', '/api/suivis_post_formation_a_faire?situation=2&pagination=false', { token: T().admin });
    expect(seeking.body['hydra:totalItems']).toBeGreaterThan(0);
    expect(new Set(seeking.body['hydra:member'].map((m: any) => m.situation))).toEqual(new Set([2]));
    const late = await S().req('GET', '/api/suivis_post_formation_a_faire?etat=late&itemsPerPage=1', { token: T().admin });
    const one = late.body['hydra:member'][0];
    const done = await S().req('PATCH', one['@id'], { token: T().admin, body: { date_realisee: '2026-11-20', situation: 1, employeur: 'Piscine municipale', is_shared: true } });
    expect(done.status, done.text).toBe(200);
    expect([done.body.situation, done.body.is_shared]).toEqual([1, true]);
    const bad = await S().req('PATCH', one['@id'], { token: T().admin, body: { situation: 9 } });
    expect(bad.status).toBe(422);
  });
});

describe('surveys and the public form', () => {
  let survey: string;
  const trainees: { id: number }[] = [];
  beforeAll(async () => {
    const created = await S().req('POST', '/api/enquetes', { token: T().admin, body: {
      name: 'Satisfaction promo 2026', categorie: 1, questions: [
        { id: 'accueil', label: 'Accueil', kind: 'scale' },
        { id: 'recommander', label: 'Recommanderiez-vous ?', kind: 'choice', choices: ['Oui', 'Non'] },
        { id: 'remarques', label: 'Remarques', kind: 'text', required: false }] } });
    expect(created.status, created.text).toBe(201);
    survey = created.body['@id'];
    for (const n of [1, 2, 3]) trainees.push(await postTrainee(S(), T().admin, { lastname: `Enquete${n}`, firstname: 'Ancien', mail: `ancien${n}@exemple.fr` }));
  });

  const linkOf = async (mail: string) => {
    const row = (await S().db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [mail])).rows[0];
    return /\/survey\/form\/([\w-]+)/.exec(row?.body ?? '')?.[1] ?? '';
  };

  it('reminds a trainee who has not answered, a week after the sending and a week after that, twice at most, with the same link', async () => {
    const t = await postTrainee(S(), T().admin, { lastname: 'Relance', firstname: 'Oubliée', mail: 'relance@exemple.fr' });
    const answered = await postTrainee(S(), T().admin, { lastname: 'Relance', firstname: 'Répondu', mail: 'repondu@exemple.fr' });
    // A survey of its own: the others' counts stay as they are.
    const own = await S().req('POST', '/api/enquetes', { token: T().admin, body: {
      name: 'Satisfaction promo 2026', categorie: 1, questions: [{ id: 'accueil', label: 'Accueil', kind: 'scale' }] } });
    expect(own.status, own.text).toBe(201);
    const sent = await S().req('POST', `${own.body['@id']}/envoi`, { token: T().admin, body: { etudiants: [t.id, answered.id] } });
    expect(sent.status, sent.text).toBe(201);
    const link = await linkOf('relance@exemple.fr');
    const ctx = { db: S().db, mailer: createMailer(S().db, { from: 'no-reply@test.fr' }, () => {}), appUrl: 'http://admin.test' };
    const reminders = async (mail: string) => (await S().db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM mail_outbox WHERE recipient = $1 AND subject LIKE 'Rappel%' ORDER BY id", [mail])).rows;
    const age = (days: number, column: 'date_envoi' | 'date_relance') => S().db.query(
      `UPDATE enquete_envois SET ${column} = now() - make_interval(days => $1) WHERE etudiant_id = ANY($2::int[])`, [days, [t.id, answered.id]]);
    // Sent today: nothing due.
    await remindSurveys(ctx);
    expect(await reminders('relance@exemple.fr')).toHaveLength(0);
    // A week and a day later, one reminder with the same personal link; the one who answered gets none.
    await S().db.query("UPDATE enquete_envois SET status = 2, date_reponse = now() WHERE etudiant_id = $1", [answered.id]);
    await age(8, 'date_envoi');
    await remindSurveys(ctx);
    await remindSurveys(ctx);
    const first = await reminders('relance@exemple.fr');
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('Rappel : votre avis nous intéresse (Satisfaction promo 2026)');
    expect(first[0]!.body).toContain(`http://admin.test/survey/form/${link}`);
    expect(await reminders('repondu@exemple.fr')).toHaveLength(0);
    // A week after the first reminder, the second; after that, never again.
    await age(8, 'date_relance');
    await remindSurveys(ctx);
    await age(30, 'date_relance');
    await remindSurveys(ctx);
    expect(await reminders('relance@exemple.fr')).toHaveLength(2);
    const row = (await S().req('GET', `/api/enquete_envois?etudiant=/api/etudiants/${t.id}`, { token: T().admin })).body['hydra:member'][0];
    expect(row.relances).toBe(2);
    expect(row.date_relance).toBeTruthy();
  });

  it('sends one personal link per trainee by mail, refusing an unreachable trainee or one without e-mail', async () => {
    const sent = await S().req('POST', `${survey}/envoi`, { token: T().admin, body: { etudiants: trainees.map((t) => `/api/etudiants/${t.id}`) } });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body['hydra:member'].map((m: any) => m.status)).toEqual([1, 1, 1]);
    expect(sent.body['hydra:member'][0].token).toBeUndefined();
    expect(await linkOf('ancien1@exemple.fr')).toMatch(/^[\w-]{30,}$/);
    const mail = (await S().db.query<{ subject: string; body: string }>("SELECT subject, body FROM mail_outbox WHERE recipient = 'ancien2@exemple.fr'")).rows[0]!;
    expect(mail.subject).toBe('Votre avis nous intéresse : Satisfaction promo 2026');
    expect(mail.body).toContain('http://admin.test/survey/form/');

    const before = Number((await S().db.query<{ n: string }>('SELECT count(*) AS n FROM enquete_envois')).rows[0]!.n);
    const other = await S().req('POST', `${survey}/envoi`, { token: T().antenne1, body: { etudiants: [trainees[0]!.id] } });
    expect(other.status).toBe(422);
    expect(other.body.violations[0]).toMatchObject({ propertyPath: 'etudiants[0]', message: "Ce stagiaire n'existe pas ou n'est pas accessible." });
    const noMail = await postTrainee(S(), T().admin, { lastname: 'Sansmail', firstname: 'Ancien' });
    const refused = await S().req('POST', `${survey}/envoi`, { token: T().admin, body: { etudiants: [trainees[0]!.id, noMail.id] } });
    expect(refused.status).toBe(422);
    expect(refused.body.violations.map((v: any) => v.propertyPath)).toEqual(['etudiants[1]']);
    expect((await S().req('POST', `${survey}/envoi`, { token: T().admin, body: { etudiants: [] } })).status).toBe(422);
    expect((await S().req('POST', `${survey}/envoi`, { token: T().invite, body: { etudiants: [trainees[0]!.id] } })).status).toBe(403);
    expect(Number((await S().db.query<{ n: string }>('SELECT count(*) AS n FROM enquete_envois')).rows[0]!.n)).toBe(before);
  });

  it('opens the form without a session, refuses an unknown link and bad answers, and accepts one answer per link', async () => {
    const token = await linkOf('ancien1@exemple.fr');
    const form = await S().req('GET', `/api/survey_forms/${token}`);
    expect(form.status, form.text).toBe(200);
    expect(Object.keys(form.body).sort()).toEqual(['categorie', 'echelle', 'introduction', 'name', 'questions']);
    expect(form.body.questions.map((q: any) => q.id)).toEqual(['accueil', 'recommander', 'remarques']);

    const unknown = await S().req('GET', '/api/survey_forms/inconnu-inconnu-inconnu-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe("Ce lien d'enquête est inconnu ou n'est plus valable.");
    expect((await S().req('POST', '/api/survey_forms/x', { body: { reponses: {} } })).status).toBe(404);

    const bad = await S().req('POST', `/api/survey_forms/${token}`, { body: { reponses: { accueil: 7, recommander: 'Jamais', autre: 'x' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: any) => v.propertyPath)).toEqual(['reponses.autre', 'reponses.accueil', 'reponses.recommander']);
    expect(bad.body.violations[1].message).toMatch(/de 1 \(insatisfaisant\) à 4/);
    expect((await S().req('POST', `/api/survey_forms/${token}`, { body: {} })).status).toBe(422);

    const ok = await S().req('POST', `/api/survey_forms/${token}`, { body: { reponses: { accueil: 4, recommander: 'Oui', remarques: 'Très bien' } } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.message).toBe('Merci, votre réponse a bien été enregistrée.');
    const again = await S().req('POST', `/api/survey_forms/${token}`, { body: { reponses: { accueil: 1, recommander: 'Non' } } });
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toMatch(/déjà répondu/);
    expect((await S().req('GET', `/api/survey_forms/${token}`)).status).toBe(409);
    const row = (await S().db.query<{ reponses: any; status: number }>('SELECT reponses, status FROM enquete_envois WHERE token = $1', [token])).rows[0]!;
    expect([row.status, row.reponses.accueil]).toEqual([2, 4]);
    // Two answers at once with the second link: exactly one is saved.
    const token2 = await linkOf('ancien2@exemple.fr');
    const both = await Promise.all([1, 2].map(() => S().req('POST', `/api/survey_forms/${token2}`, { body: { reponses: { accueil: 3, recommander: 'Non' } } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('shows the results per question, in JSON and CSV, within the caller scope', async () => {
    const res = await S().req('GET', `${survey}/resultats`, { token: T().admin });
    expect(res.status, res.text).toBe(200);
    expect([res.body.envoyes, res.body.repondus]).toEqual([3, 2]);
    expect(res.body.questions[0].counts).toEqual([
      { value: 'Insatisfaisant', total: 0 }, { value: 'Peu satisfaisant', total: 0 }, { value: 'Satisfaisant', total: 1 }, { value: 'Très satisfaisant', total: 1 }]);
    expect(res.body.questions[2].texts).toEqual(['Très bien']);
    const mine = await S().req('GET', `${survey}/resultats`, { token: T().antenne1 });
    expect([mine.body.envoyes, mine.body.repondus]).toEqual([0, 0]);
    const csv = await fetch(`${S().base}${survey}/resultats.csv`, { headers: { authorization: `Bearer ${T().admin}` } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).toContain('Question;Réponse;Nombre\r\n');
    expect(text).toContain('Accueil;Très satisfaisant;1\r\n');
    expect((await S().req('GET', `${survey}/resultats`)).status).toBe(401);
    expect((await S().req('GET', `${survey}/resultats`, { token: T().sport })).status).toBe(404);
  });

  it('keeps a personal link out of the generic answers', async () => {
    const list = await S().req('GET', `/api/enquete_envois?enquete=${survey}`, { token: T().admin });
    expect(list.body['hydra:totalItems']).toBe(3);
    expect(list.body['hydra:member'].every((m: any) => !('token' in m))).toBe(true);
  });
});
