// The trainee's account and the self-signing of a sheet: a ROLE_STAGIAIRE account is refused everywhere but its
// own routes (the one deny of http/context.ts), reads only its own planning and presences, and signs a session on
// its phone with the rotating code of the room (expired or another sheet's code refused in French), once, only on
// its own sessions, never on a signed sheet; the trainer sees who signed and the sign-off marks the others absent.
// The rest of the trainee space: its documents and its surveys, its own only.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, startServer, type TestServer } from '../helpers.ts';
import { currentSelfSignCode, personalSelfSignCode } from '../../../src/server/domain/attendance/selfSignCode.ts';
import { SELF_SIGN_STEP_SECONDS } from '../../../src/shared/attendance/index.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const secret = new TextEncoder().encode(JWT_SECRET);
let t: TestServer;
let admin: string;
let trainee: string;
let me: { etudiant_id: number; diplome_session_id: number; antenne_id: number };
let sheetId: number;
let otherSheetId: number;

/** Today (Paris) and hours around now, so the session is in progress whenever the test runs (clamped to the day). */
function sessionNow() {
  const now = new Date();
  const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const [h, m] = now.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour12: false }).split(':').map(Number) as [number, number];
  const hm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  return { dt_start: day, hr_start: hm(Math.max(0, h * 60 + m - 30)), hr_end: hm(Math.min(23 * 60 + 59, h * 60 + m + 90)) };
}

async function sheetFor(group: { diplome_session_id: number; antenne_id: number }, title: string): Promise<number> {
  const event = await t.req('POST', '/api/scheduler_events', { token: admin, body: {
    title, ...sessionNow(), diplome_session: `/api/diplome_sessions/${group.diplome_session_id}`, antenne: `/api/antennes/${group.antenne_id}`,
  } });
  expect(event.status, event.text).toBe(201);
  const sheet = await t.req('POST', `/api/scheduler_events/${event.body.id}/emargement`, { token: admin });
  expect(sheet.status).toBe(201);
  return sheet.body.id;
}

const sign = (id: number, code: string, token = trainee, signature: unknown = PNG) =>
  t.req('POST', `/api/moi/emargements/${id}/signature`, { token, body: { code, signature } });

beforeAll(async () => {
  t = await startServer(import.meta.url);
  admin = await t.login('admin@demo.fr');
  trainee = await t.login('apprenti@demo.fr');
  me = (await t.db.query<typeof me>(
    `SELECT u.etudiant_id, et.diplome_session_id, et.antenne_id FROM users u JOIN etudiants et ON et.id = u.etudiant_id
      WHERE u.email = 'apprenti@demo.fr'`)).rows[0]!;
  sheetId = await sheetFor(me, 'Conduite de séance (auto-émargement)');
  const other = (await t.db.query<{ diplome_session_id: number; antenne_id: number }>(
    `SELECT diplome_session_id, antenne_id FROM etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0 AND diplome_session_id IS NOT NULL
        AND diplome_session_id <> $1 GROUP BY diplome_session_id, antenne_id ORDER BY count(*) DESC LIMIT 1`, [me.diplome_session_id])).rows[0]!;
  otherSheetId = await sheetFor(other, 'Séance d’un autre groupe');
}, 180_000);
afterAll(() => t.close());

describe('the trainee account', () => {
  it('is the demo apprentice, linked to a trainee, and reads itself', async () => {
    const res = await t.req('GET', '/api/users/me', { token: trainee });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roles: ['ROLE_STAGIAIRE'], etudiant: `/api/etudiants/${me.etudiant_id}` });
  });

  it('is refused on every generic resource and staff route, its own trainee record included', async () => {
    for (const path of ['/api/etudiants', `/api/etudiants/${me.etudiant_id}`, '/api/etudiant_absences', '/api/users',
      '/api/scheduler_event_emargements', `/api/scheduler_event_emargements/${sheetId}/emargement_etudiants`,
      `/api/scheduler_event_emargements/${sheetId}/auto_emargement`, '/api/accueil', '/api/etudiants/export.csv', '/api/media_objects/limits']) {
      const res = await t.req('GET', path, { token: trainee });
      expect(res.status, path).toBe(403);
      expect(res.body['hydra:description'], path).toMatch(/^Votre compte de stagiaire donne accès à votre espace seulement/);
    }
    const write = await t.req('POST', '/api/etudiant_absences', { token: trainee, body: { etudiant: `/api/etudiants/${me.etudiant_id}` } });
    expect(write.status).toBe(403);
    const sheetOff = await t.req('POST', `/api/scheduler_event_emargements/${sheetId}/sign_off`, { token: trainee, body: {} });
    expect(sheetOff.status).toBe(403);
  });

  it('reads only its own planning and presences; staff are refused the trainee space', async () => {
    const planning = await t.req('GET', '/api/moi/planning', { token: trainee });
    expect(planning.status).toBe(200);
    expect(planning.body.seances.some((s: { sheet_id: number }) => s.sheet_id === sheetId)).toBe(true);
    expect(planning.body.seances.some((s: { sheet_id: number }) => s.sheet_id === otherSheetId)).toBe(false);
    const presences = await t.req('GET', '/api/moi/presences', { token: trainee });
    expect(presences.status).toBe(200);
    const ids = presences.body.lignes.map((l: { id: number }) => l.id);
    const own = (await t.db.query<{ id: number }>('SELECT id FROM scheduler_event_emargement_etudiants WHERE etudiant_id = $1', [me.etudiant_id])).rows.map((r) => r.id);
    expect(ids.sort()).toEqual(own.sort());
    expect((await t.req('GET', '/api/moi/planning', { token: admin })).body['hydra:description']).toBe('Cet espace est réservé aux comptes de stagiaire.');
    expect((await t.req('GET', '/api/moi/planning?from=demain', { token: trainee })).status).toBe(400);
  });

  it('is created by the centre: the trainee role alone, tied to a trainee, and only it tied to one', async () => {
    const etudiant = `/api/etudiants/${me.etudiant_id}`;
    const create = (body: Record<string, unknown>) => t.req('POST', '/api/users', { token: admin, body: {
      email: `stagiaire.${Object.keys(body).join('')}.${body.roles}@exemple.fr`.replace(/[^a-z.@_]/gi, '').toLowerCase(), lastname: 'Essai', firstname: 'Compte', ...body } });
    const alone = await create({ roles: ['ROLE_STAGIAIRE', 'ROLE_USER'], etudiant });
    expect(alone.status).toBe(422);
    expect(alone.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['roles']);
    const unlinked = await create({ roles: ['ROLE_STAGIAIRE'] });
    expect(unlinked.status).toBe(422);
    expect(unlinked.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['etudiant']);
    const staff = await create({ roles: ['ROLE_USER'], etudiant });
    expect(staff.status).toBe(422);
    expect(staff.body.violations[0].message).toMatch(/seul un compte au rôle Stagiaire/);
  });

  it('cannot open a session it is not on', async () => {
    const res = await t.req('GET', `/api/moi/emargements/${otherSheetId}`, { token: trainee });
    expect(res.status).toBe(403);
    expect(res.body['hydra:description']).toMatch(/Vous n'êtes pas inscrit à cette séance/);
    expect((await sign(otherSheetId, currentSelfSignCode(secret, otherSheetId))).status).toBe(403);
  });
});

describe('self-signing', () => {
  it('shows the rotating code to the staff, never to a guest', async () => {
    const res = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/auto_emargement`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(currentSelfSignCode(secret, sheetId));
    expect(res.body.path).toBe(`/emargement/signer/${sheetId}?code=${res.body.code}`);
    expect(res.body.period_seconds).toBe(SELF_SIGN_STEP_SECONDS);
    expect(res.body.lines.length).toBeGreaterThan(1);
    const guest = await t.login('invite@demo.fr');
    expect((await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/auto_emargement`, { token: guest })).status).toBe(403);
  });

  it('refuses an expired code, another session\'s code and a missing signature, in French', async () => {
    const old = currentSelfSignCode(secret, sheetId, new Date(Date.now() - 3 * SELF_SIGN_STEP_SECONDS * 1000));
    const expired = await sign(sheetId, old);
    expect(expired.status).toBe(422);
    expect(expired.body.violations).toEqual([{ propertyPath: 'code', message: 'Ce code a expiré : scannez le code affiché maintenant.' }]);
    const other = await sign(sheetId, currentSelfSignCode(secret, otherSheetId));
    expect(other.status).toBe(422);
    expect(other.body.violations[0].propertyPath).toBe('code');
    const empty = await sign(sheetId, '');
    expect(empty.status).toBe(422);
    const noSignature = await sign(sheetId, currentSelfSignCode(secret, sheetId), trainee, 'pas une image');
    expect(noSignature.status).toBe(422);
    expect(noSignature.body.violations[0].propertyPath).toBe('signature');
    expect((await t.req('POST', `/api/moi/emargements/${sheetId}/signature`, { token: trainee, raw: '[1]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('signs once with the current code: present, proof kept, seen by the trainer; then the sign-off closes it', async () => {
    const code = currentSelfSignCode(secret, sheetId);
    const info = await t.req('GET', `/api/moi/emargements/${sheetId}?code=${code}`, { token: trainee });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ code_valid: true, signed_at: null, sheet_signed: false, refusal: null });
    const res = await t.req('POST', `/api/moi/emargements/${sheetId}/signature`, {
      token: trainee, body: { code: code.toLowerCase(), signature: PNG }, headers: { 'user-agent': 'Téléphone de test' },
    });
    expect(res.status, res.text).toBe(201);
    expect(typeof res.body.signed_at).toBe('string');
    const proof = (await t.db.query('SELECT * FROM emargement_signatures WHERE emargement_id = $1', [sheetId])).rows;
    expect(proof).toHaveLength(1);
    expect(proof[0]).toMatchObject({ etudiant_id: me.etudiant_id, code, user_agent: 'Téléphone de test', image: PNG });
    expect(proof[0]!.ip).toBeTruthy();
    const again = await sign(sheetId, currentSelfSignCode(secret, sheetId));
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe('Vous avez déjà signé cette séance.');

    const live = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/auto_emargement`, { token: admin });
    const mine = live.body.lines.filter((l: { signed_at: string | null }) => l.signed_at !== null);
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe(1);
    const lines = (await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/emargement_etudiants`, { token: admin })).body['hydra:member'];
    const self = lines.find((l: { etudiant: string }) => l.etudiant === `/api/etudiants/${me.etudiant_id}`);
    expect(self).toMatchObject({ status: 1, self_signed_at: res.body.signed_at });

    // The trainer signs off: the signed line stays present, those who did not sign are marked absent.
    const off = await t.req('POST', `/api/scheduler_event_emargements/${sheetId}/sign_off`, { token: admin, body: {
      speaker_signature: PNG, lines: lines.filter((l: { id: number }) => l.id !== self.id).map((l: { id: number }) => ({ id: l.id, status: 0 })),
    } });
    expect(off.status, off.text).toBe(200);
    const absent = lines.find((l: { id: number }) => l.id !== self.id);
    const absences = await t.db.query('SELECT l.absence_id FROM scheduler_event_emargement_etudiants l WHERE l.id = $1', [absent.id]);
    expect(absences.rows[0]!.absence_id).not.toBeNull();
    const presences = await t.req('GET', '/api/moi/presences', { token: trainee });
    const line = presences.body.lignes.find((l: { id: number }) => l.id === self.id);
    expect(['present', 'late']).toContain(line.presence);

    const closed = await sign(sheetId, currentSelfSignCode(secret, sheetId));
    expect(closed.status).toBe(409);
    expect(closed.body['hydra:description']).toMatch(/déjà signée par l'intervenant/);
    // The proof: the content's hash, the phone signature's trail, the events in order; never for the trainee.
    const proofRes = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/preuve`, { token: admin });
    expect(proofRes.status).toBe(200);
    expect(proofRes.body.sheet_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(proofRes.body.signatures).toEqual([expect.objectContaining({
      code, user_agent: 'Téléphone de test', image_sha256: createHash('sha256').update(PNG).digest('hex'), signed_at: res.body.signed_at,
    })]);
    expect(proofRes.body.trail.map((e: { kind: string }) => e.kind)).toEqual(['signature', 'sign_off']);
    expect((await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/preuve`, { token: trainee })).status).toBe(403);
    // A correction of the sheet changes its hash.
    await t.db.query('UPDATE scheduler_event_emargement_etudiants SET status = 1 WHERE id = $1', [absent.id]);
    expect((await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/preuve`, { token: admin })).body.sheet_sha256).not.toBe(proofRes.body.sheet_sha256);

    const shown = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/auto_emargement`, { token: admin });
    expect(shown.body).toMatchObject({ code: null, closed: "Cette feuille d'émargement est signée : la signature par les stagiaires est close." });
  });

  it('mails each trainee who has not signed its personal link, which signs for it alone', async () => {
    const id = await sheetFor(me, 'Classe virtuelle (lien personnel)');
    await t.db.query("UPDATE etudiants SET mail = 'apprenti.perso@exemple.fr' WHERE id = $1", [me.etudiant_id]);
    const before = t.mails.length;
    const res = await t.req('POST', `/api/scheduler_event_emargements/${id}/liens_personnels`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBeGreaterThan(0);
    const code = personalSelfSignCode(secret, id, me.etudiant_id);
    const mail = t.mails.slice(before).find((m) => m.includes('apprenti.perso@exemple.fr'));
    expect(mail).toContain(`http://admin.test/emargement/signer/${id}?code=${code}`);
    expect(mail).toContain('Signez votre présence : Classe virtuelle (lien personnel)');
    const other = (await t.db.query<{ etudiant_id: number }>(
      'SELECT etudiant_id FROM scheduler_event_emargement_etudiants WHERE emargement_id = $1 AND etudiant_id <> $2 LIMIT 1', [id, me.etudiant_id])).rows[0]!;
    const foreign = await sign(id, personalSelfSignCode(secret, id, other.etudiant_id));
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0].message).toBe('Ce code a expiré : scannez le code affiché maintenant.');
    expect((await sign(id, code)).status).toBe(201);
    const guest = await t.login('invite@demo.fr');
    expect((await t.req('POST', `/api/scheduler_event_emargements/${id}/liens_personnels`, { token: guest })).status).toBe(403);
    expect((await t.req('POST', `/api/scheduler_event_emargements/${id}/liens_personnels`, { token: trainee })).status).toBe(403);
  });

  it('gives the coordinator the personal link as a text fitting one SMS, for those who have not signed', async () => {
    const id = await sheetFor(me, 'Classe virtuelle du samedi matin en distanciel (atelier de révision des acquis)');
    const res = await t.req('GET', `/api/scheduler_event_emargements/${id}/liens_personnels/sms`, { token: admin });
    expect(res.status, res.text).toBe(200);
    const mine = res.body.textes.find((x: { etudiant: string }) => x.etudiant === `/api/etudiants/${me.etudiant_id}`);
    const link = `http://admin.test/emargement/signer/${id}?code=${personalSelfSignCode(secret, id, me.etudiant_id)}`;
    expect(mine.texte).toContain(link);
    expect(mine.texte).toMatch(/^Signez "Classe .+…" \d{2}\/\d{2} \d{2}:\d{2}-\d{2}:\d{2} : http/);
    expect(mine.texte).toMatch(/\(lien perso, valable pendant la seance\)$/);
    expect(mine.texte.length).toBeLessThanOrEqual(160);
    // The same link as the mail's: it signs within the session's window; once signed, the trainee is no longer listed.
    expect((await sign(id, personalSelfSignCode(secret, id, me.etudiant_id))).status).toBe(201);
    const after = await t.req('GET', `/api/scheduler_event_emargements/${id}/liens_personnels/sms`, { token: admin });
    expect(after.body.textes.map((x: { etudiant: string }) => x.etudiant)).not.toContain(`/api/etudiants/${me.etudiant_id}`);
    expect(after.body.textes.length).toBe(res.body.textes.length - 1);
    expect((await t.req('GET', `/api/scheduler_event_emargements/${id}/liens_personnels/sms`, { token: trainee })).status).toBe(403);
    expect((await t.req('GET', `/api/scheduler_event_emargements/${id}/liens_personnels/sms`, { token: await t.login('invite@demo.fr') })).status).toBe(403);
  });
});

describe('absence justifications', () => {
  const PDF = `%PDF-1.4\n% justificatif\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`;
  const justify = (absenceId: number, file: { name: string; content: string } | null, token = trainee, commentaire = 'Certificat médical') => {
    const form = new FormData();
    form.append('commentaire', commentaire);
    if (file) form.append('file', new Blob([file.content], { type: 'application/pdf' }), file.name);
    return fetch(`${t.base}/api/moi/absences/${absenceId}/justificatif`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body: form })
      .then(async (r) => ({ status: r.status, body: await r.json() }));
  };
  const absenceOf = async (etudiant: number, day: string) => {
    const res = await t.req('POST', '/api/etudiant_absences', { token: admin, body: {
      etudiant: `/api/etudiants/${etudiant}`, raison: 1, dt_start: day, dt_end: day, hr_start: '09:00', hr_end: '12:00' } });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };

  it('lets the trainee justify its own absence only; the coordinator refuses then accepts; the trainee sees the outcome', async () => {
    const mine = await absenceOf(me.etudiant_id, '2031-05-12');
    const other = (await t.db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 1 AND id <> $1 ORDER BY id LIMIT 1', [me.etudiant_id])).rows[0]!.id;
    const theirs = await absenceOf(other, '2031-05-12');

    const list = await t.req('GET', '/api/moi/absences', { token: trainee });
    expect(list.status).toBe(200);
    expect(list.body.absences.map((a: { id: number }) => a.id)).toContain(mine);
    expect(list.body.absences.map((a: { id: number }) => a.id)).not.toContain(theirs);
    expect(list.body.absences.find((a: { id: number }) => a.id === mine)).toMatchObject({ justifiee: false, justificatif: null, raison: 'Absence injustifiée (centre)' });

    // Another trainee's absence does not exist for it; a missing file or another type is refused in French.
    expect((await justify(theirs, { name: 'certificat.pdf', content: PDF })).status).toBe(404);
    const noFile = await justify(mine, null);
    expect(noFile.status).toBe(422);
    expect(noFile.body.violations).toEqual([{ propertyPath: 'file', message: 'Joignez votre justificatif (PDF ou photo) avant de l’envoyer.' }]);
    const badType = await justify(mine, { name: 'certificat.txt', content: 'texte' });
    expect(badType.status).toBe(422);
    expect(badType.body.violations[0].message).toMatch(/PDF ou une photo/);

    const sent = await justify(mine, { name: 'certificat.pdf', content: PDF });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ statut: 'en_attente', nom_fichier: 'certificat.pdf', commentaire: 'Certificat médical' });
    expect((await justify(mine, { name: 'encore.pdf', content: PDF })).status).toBe(409);

    // Staff see it from the pointage screen; a trainee is refused there, a user below coordinator cannot decide.
    const pending = await t.req('GET', '/api/justificatifs_absence', { token: admin });
    const item = pending.body['hydra:member'].find((j: { id: number }) => j.id === sent.body.id);
    expect(item).toMatchObject({ etudiant: `/api/etudiants/${me.etudiant_id}`, absence_detail: { dt_start: '2031-05-12' } });
    const download = await fetch(`${t.base}${item.fichier}/download`, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(PDF);
    expect((await t.req('GET', '/api/justificatifs_absence', { token: trainee })).status).toBe(403);
    expect((await t.req('POST', `/api/justificatifs_absence/${sent.body.id}/decision`, { token: trainee, body: { decision: 'acceptee' } })).status).toBe(403);
    const decide = (body: unknown, token = admin) => t.req('POST', `/api/justificatifs_absence/${sent.body.id}/decision`, { token, body });
    const guest = await t.login('invite@demo.fr');
    expect((await decide({ decision: 'acceptee' }, guest)).status).toBe(403);
    const noReason = await decide({ decision: 'refusee' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.violations[0]).toEqual({ propertyPath: 'commentaire', message: 'Dites au stagiaire pourquoi son justificatif est refusé : le motif du refus est obligatoire.' });
    expect((await decide({ decision: 'peut-être' })).status).toBe(422);

    const refused = await decide({ decision: 'refusee', commentaire: 'Le certificat ne couvre pas cette date.' });
    expect(refused.status, refused.text).toBe(200);
    expect((await decide({ decision: 'acceptee' })).status).toBe(409);
    let seen = (await t.req('GET', '/api/moi/absences', { token: trainee })).body.absences.find((a: { id: number }) => a.id === mine);
    expect(seen.justificatif).toMatchObject({ statut: 'refusee', motif_decision: 'Le certificat ne couvre pas cette date.' });

    // A new certificate, accepted by the coordinator: the absence becomes justified through its own save.
    const again = await justify(mine, { name: 'certificat-corrige.pdf', content: PDF });
    expect(again.status).toBe(201);
    const coordinator = await t.login('coordinateur@demo.fr');
    const accepted = await t.req('POST', `/api/justificatifs_absence/${again.body.id}/decision`, { token: coordinator, body: { decision: 'acceptee', raison: 9 } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ statut: 'acceptee', decide_par: expect.stringMatching(/\S/) });
    expect((await t.req('GET', `/api/etudiant_absences/${mine}`, { token: admin })).body.raison).toBe(9);
    seen = (await t.req('GET', '/api/moi/absences', { token: trainee })).body.absences.find((a: { id: number }) => a.id === mine);
    expect(seen).toMatchObject({ justifiee: true, raison: 'Arrêt maladie', justificatif: { statut: 'acceptee' } });
    expect((await justify(mine, { name: 'trop.pdf', content: PDF })).status).toBe(409);
  });
});

describe('the home\'s to-do', () => {
  it('counts a session whose sheet is not fully signed 15 minutes after its start, until it is', async () => {
    const total = async () => (await t.req('GET', '/api/accueil', { token: admin })).body.a_faire
      .find((c: { key: string }) => c.key === 'emargements_incomplets') as { total: number; filtre: Record<string, unknown> };
    const before = await total();
    const { hr_start } = sessionNow();
    const now = new Date().toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour12: false }).slice(0, 5);
    const started = (Number(now.slice(0, 2)) * 60 + Number(now.slice(3))) - (Number(hr_start.slice(0, 2)) * 60 + Number(hr_start.slice(3)));
    const id = await sheetFor(me, 'Séance pas encore signée');
    const after = await total();
    // (Started 30 minutes ago, unless the run is just after midnight.)
    expect(after.total).toBe(before.total + (started >= 15 ? 1 : 0));
    expect(after.filtre).toMatchObject({ a_signer: 1 });
    const lines = (await t.req('GET', `/api/scheduler_event_emargements/${id}/emargement_etudiants`, { token: admin })).body['hydra:member'];
    const off = await t.req('POST', `/api/scheduler_event_emargements/${id}/sign_off`, { token: admin, body: {
      speaker_signature: PNG, lines: lines.map((l: { id: number }) => ({ id: l.id, status: 1, signature: PNG })) } });
    expect(off.status, off.text).toBe(200);
    expect((await total()).total).toBe(before.total);
    // A trainee cannot change the signed sheet: neither sign it off again nor sign on it.
    expect((await t.req('POST', `/api/scheduler_event_emargements/${id}/sign_off`, { token: trainee, body: {
      speaker_signature: PNG, lines: [], correction_reason: 'Je corrige' } })).status).toBe(403);
    expect((await sign(id, currentSelfSignCode(secret, id))).status).toBe(409);
    expect((await t.req('PATCH', `/api/scheduler_event_emargement_etudiants/${lines[0].id}`, { token: trainee, body: { etudiant: null } })).status).toBe(403);
  });
});

describe('recognition by a one-time code mailed to the trainee', () => {
  it('mails a code to the address on file when the room code holds, signs in with it once, and limits the tries', async () => {
    const id = await sheetFor(me, 'Séance reconnue par code');
    await t.db.query("UPDATE etudiants SET mail = 'apprenti.code@exemple.fr' WHERE id = $1", [me.etudiant_id]);
    const ask = (body: unknown) => t.req('POST', `/api/public/emargements/${id}/code`, { body });
    const enter = (code_unique: string, email = 'apprenti.code@exemple.fr') => t.req('POST', `/api/public/emargements/${id}/connexion`, { body: { email, code_unique } });
    const room = currentSelfSignCode(secret, id);
    // The room's code must hold (another session's or an old one: refused in French).
    const stale = await ask({ email: 'apprenti.code@exemple.fr', code: currentSelfSignCode(secret, id, new Date(Date.now() - 3 * SELF_SIGN_STEP_SECONDS * 1000)) });
    expect(stale.status).toBe(422);
    expect(stale.body.violations[0]).toEqual({ propertyPath: 'code', message: 'Ce code a expiré : scannez le code affiché maintenant.' });
    // A stranger's address gets the same answer, and no mail.
    const before = t.mails.length;
    const unknown = await ask({ email: 'inconnu@exemple.fr', code: room });
    expect(unknown.status).toBe(202);
    expect(t.mails.length).toBe(before);
    const res = await ask({ email: 'Apprenti.Code@exemple.fr', code: room });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(unknown.body.message);
    const mail = t.mails.slice(before).find((x) => x.startsWith('apprenti.code@exemple.fr'))!;
    const code = /: (\d{6})\n/.exec(mail)![1]!;
    // The outbox keeps the subject in clear, without the code; the text with the code is sealed until sent.
    const stored = (await t.db.query<{ subject: string; body: string; sealed: string | null }>(
      "SELECT subject, body, sealed FROM mail_outbox WHERE recipient = 'apprenti.code@exemple.fr' ORDER BY id DESC LIMIT 1")).rows[0]!;
    expect(stored.subject).toBe('Votre code de signature');
    expect(stored.body).not.toContain(code);
    expect(stored.body).toContain('[code masqué]');
    expect(stored.sealed).not.toBeNull();

    const wrong = code === '000000' ? '111111' : '000000';
    const first = await enter(wrong);
    expect(first.status).toBe(422);
    expect(first.body.violations[0]).toEqual({ propertyPath: 'code_unique', message: "Ce code n'est pas le bon. Il vous reste 4 essais." });
    expect((await enter('12ab')).status).toBe(422);
    const ok = await enter(code);
    expect(ok.status, ok.text).toBe(200);
    // The session is the trainee's: it reads its space and signs with the room's code.
    expect((await t.req('GET', '/api/moi/planning', { token: ok.body.token })).status).toBe(200);
    expect((await sign(id, currentSelfSignCode(secret, id), ok.body.token)).status).toBe(201);
    // Spent: it does not open a second session.
    expect((await enter(code)).body.violations[0].message).toBe('Ce code a expiré ou a déjà servi : demandez-en un nouveau.');

    // Five wrong tries spend a code.
    const again = t.mails.length;
    expect((await ask({ email: 'apprenti.code@exemple.fr', code: currentSelfSignCode(secret, id) })).status).toBe(202);
    const fresh = /: (\d{6})\n/.exec(t.mails.slice(again).find((x) => x.startsWith('apprenti.code@exemple.fr'))!)![1]!;
    const bad = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await enter(bad)).status).toBe(422);
    const blocked = await enter(fresh);
    expect(blocked.status).toBe(422);
    expect(blocked.body.violations[0].message).toBe('Trop d’essais avec ce code : demandez-en un nouveau.');
  });
});

describe('« Mes documents »', () => {
  it('lists the trainee\'s own documents and downloads their file; another trainee\'s document is refused', async () => {
    const upload = async (name: string, content: string) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'application/pdf' }), name);
      const r = await fetch(`${t.base}/api/media_objects`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, accept: 'application/ld+json' }, body: form });
      expect(r.status).toBe(201);
      return ((await r.json()) as { '@id': string })['@id'];
    };
    const other = (await t.db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 1 AND id <> $1 ORDER BY id LIMIT 1', [me.etudiant_id])).rows[0]!.id;
    const doc = async (etudiant: number, name: string, file: string | null) => {
      const res = await t.req('POST', '/api/etudiant_documents', { token: admin, body: {
        etudiant: `/api/etudiants/${etudiant}`, type_document: 71, name, file, date_document: '2026-09-01' } });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const mine = await doc(me.etudiant_id, 'Convocation à la session', await upload('convocation.pdf', '%PDF-1.4 convocation'));
    const noFile = await doc(me.etudiant_id, 'Attestation à venir', null);
    const theirs = await doc(other, 'Attestation d’un autre', await upload('autre.pdf', '%PDF-1.4 autre'));

    const list = await t.req('GET', '/api/moi/documents', { token: trainee });
    expect(list.status).toBe(200);
    const ids = list.body.documents.map((d: { id: number }) => d.id);
    expect(ids).toEqual(expect.arrayContaining([mine, noFile]));
    expect(ids).not.toContain(theirs);
    expect(list.body.documents.find((d: { id: number }) => d.id === mine)).toMatchObject({
      name: 'Convocation à la session', nom_fichier: 'convocation.pdf', telechargement: `/api/moi/documents/${mine}/download` });
    expect(list.body.documents.find((d: { id: number }) => d.id === noFile).telechargement).toBeNull();

    const file = await fetch(`${t.base}/api/moi/documents/${mine}/download`, { headers: { authorization: `Bearer ${trainee}` } });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 convocation');
    const refused = await t.req('GET', `/api/moi/documents/${theirs}/download`, { token: trainee });
    expect(refused.status).toBe(404);
    expect(refused.body['hydra:description']).toBe("Ce document n'existe pas ou n'est pas le vôtre.");
    expect((await t.req('GET', `/api/moi/documents/${noFile}/download`, { token: trainee })).body['hydra:description']).toMatch(/n'a pas de fichier/);
    // Only a trainee's account reads this family.
    expect((await t.req('GET', '/api/moi/documents', { token: admin })).status).toBe(403);
  });

  it('offers the trainee its finalised ACA certificate, not a draft, and refuses another trainee\'s', async () => {
    const other = (await t.db.query<{ id: number }>(
      'SELECT id FROM etudiants WHERE cfa_id = 1 AND type = 1 AND id <> $1 ORDER BY id LIMIT 1', [me.etudiant_id])).rows[0]!.id;
    const draft = async (etudiant: number) => {
      const res = await t.req('POST', `/api/etudiants/${etudiant}/etudiant_acas`, { token: admin, body: {} });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const finalize = async (id: number) =>
      expect((await t.req('POST', `/api/etudiant_acas/${id}/finalize`, { token: admin, body: {} })).status).toBe(200);
    const mine = await draft(me.etudiant_id);
    // A draft is not an attestation yet: nothing to download.
    expect((await t.req('GET', '/api/moi/documents', { token: trainee })).body.aca).toBeNull();
    expect((await t.req('GET', `/api/moi/acas/${mine}/certificat`, { token: trainee })).status).toBe(404);
    await finalize(mine);
    const theirs = await draft(other);
    await finalize(theirs);

    const list = await t.req('GET', '/api/moi/documents', { token: trainee });
    expect(list.body.aca).toMatchObject({
      id: mine, name: 'Attestation de compétences acquises (ACA)', certificat: `/api/moi/acas/${mine}/certificat` });
    expect(list.body.aca.date_finalisation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cert = await t.req('GET', list.body.aca.certificat, { token: trainee });
    expect(cert.status, cert.text).toBe(200);
    const name = (await t.db.query<{ n: string }>("SELECT lastname || ' ' || firstname AS n FROM etudiants WHERE id = $1",
      [me.etudiant_id])).rows[0]!.n;
    expect(cert.body.etudiant.nom).toBe(name);
    expect(cert.body.aca.statut).toBe('finalisee');
    expect(Array.isArray(cert.body.unites)).toBe(true);

    const refused = await t.req('GET', `/api/moi/acas/${theirs}/certificat`, { token: trainee });
    expect(refused.status).toBe(404);
    expect(refused.body['hydra:description']).toBe("Cette attestation n'existe pas ou n'est pas la vôtre.");
    expect((await t.req('GET', `/api/moi/acas/${mine}/certificat`, { token: admin })).status).toBe(403);
  });
});

describe('« Mes enquêtes »', () => {
  it('lists the surveys sent to the trainee and takes its own answer once; another trainee\'s survey is refused', async () => {
    const survey = (await t.db.query<{ id: number; questions: { id: string; kind: string; required?: boolean }[] }>(
      "SELECT id, questions FROM enquetes WHERE cfa_id = 1 AND etat = 0 AND name = 'Satisfaction en fin de formation' LIMIT 1")).rows[0]!;
    const other = (await t.db.query<{ id: number; antenne_id: number }>('SELECT id, antenne_id FROM etudiants WHERE cfa_id = 1 AND id <> $1 ORDER BY id LIMIT 1', [me.etudiant_id])).rows[0]!;
    const send = async (etudiant: number, antenne: number) => (await t.db.query<{ id: number }>(
      `INSERT INTO enquete_envois (cfa_id, antenne_id, etudiant_id, enquete_id, status, type, token, date_envoi)
       VALUES (1, $1, $2, $3, 1, 0, md5(random()::text) || md5(random()::text), now()) RETURNING id`, [antenne, etudiant, survey.id])).rows[0]!.id;
    const mine = await send(me.etudiant_id, me.antenne_id);
    const theirs = await send(other.id, other.antenne_id);

    const list = await t.req('GET', '/api/moi/enquetes', { token: trainee });
    expect(list.status).toBe(200);
    const ids = list.body.enquetes.map((e: { id: number }) => e.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const open = list.body.enquetes.find((e: { id: number }) => e.id === mine);
    expect(open).toMatchObject({ name: 'Satisfaction en fin de formation', statut: 'a_repondre' });
    expect(open.questions.map((q: { id: string }) => q.id)).toEqual(survey.questions.map((q) => q.id));

    const answers = Object.fromEntries(survey.questions.map((q) => [q.id, q.kind === 'scale' ? 4 : q.kind === 'choice' ? 'Oui' : 'Très bien']));
    const refused = await t.req('POST', `/api/moi/enquetes/${theirs}`, { token: trainee, body: { reponses: answers } });
    expect(refused.status).toBe(404);
    expect(refused.body['hydra:description']).toBe("Cette enquête n'existe pas ou ne vous est pas adressée.");
    expect((await t.db.query('SELECT status FROM enquete_envois WHERE id = $1', [theirs])).rows[0]).toEqual({ status: 1 });
    const missing = await t.req('POST', `/api/moi/enquetes/${mine}`, { token: trainee, body: { reponses: {} } });
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0].propertyPath).toMatch(/^reponses\./);
    const ok = await t.req('POST', `/api/moi/enquetes/${mine}`, { token: trainee, body: { reponses: answers } });
    expect(ok.status, ok.text).toBe(201);
    expect((await t.req('POST', `/api/moi/enquetes/${mine}`, { token: trainee, body: { reponses: answers } })).status).toBe(409);
    const after = await t.req('GET', '/api/moi/enquetes', { token: trainee });
    expect(after.body.enquetes.find((e: { id: number }) => e.id === mine)).toMatchObject({ statut: 'repondue', questions: [] });
    expect((await t.req('GET', '/api/moi/enquetes', { token: admin })).status).toBe(403);
  });
});
