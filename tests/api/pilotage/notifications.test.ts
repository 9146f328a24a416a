// API of alerts, users' alert settings and notifications: for each resource the life cycle (create, read, the
// filters the spec's calls use, update, French 422, delete) and the scope (another antenne, another centre);
// notifications seen only by the user they are for; the signed-in user's alert setting; readAt as the spec
// writes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { crudLifecycle, domainServer } from '../domainCrud.ts';
import { notificationStatements } from '../../../src/server/domain/pilotage/notificationTables.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  alerte: ['global_alertes', 'cfa_id = 1'],
  alerteSansReglage: ['global_alertes', 'cfa_id = 1 AND type = 4'],
});
beforeAll(async () => {
  // The seed gives each user a setting for the first two alerts only: the fourth has none yet.
  ref.admin = (await S().req('GET', '/api/users/me', { token: T().admin })).body['@id'];
});

describe('alerts and notifications', () => {
  crudLifecycle(S, T, {
    resource: 'global_alertes', scope: 'cfa',
    body: () => ({ type: 2, title: 'Contrats à renouveler' }), filter: () => 'type=2', update: { etat: 1 },
    bad: { body: () => ({ type: 99, title: 'Type hors liste' }), property: 'type' },
  });
  crudLifecycle(S, T, {
    resource: 'user_alertes_global_params', scope: 'antenne',
    body: () => ({ user: ref.admin, global_alerte: ref.alerte, uri: ref.alerte }), filter: () => `user=${ref.admin}`, update: { etat: 1 },
    bad: { body: () => ({ global_alerte: ref.alerte }), property: 'user' },
  });
  crudLifecycle(S, T, {
    resource: 'notifications', scope: 'antenne',
    body: () => ({ user: ref.admin, title: 'Nouveau document déposé' }), filter: () => 'exists[read_at]=false', update: { read_at: '2026-02-01T08:30:00+00:00' },
    bad: { body: () => ({ user: ref.admin, title: 'Date illisible', read_at: 'hier' }), property: 'read_at' },
  });

  it('shows each user only their own notifications, whatever user filter is asked', async () => {
    const mine = await S().req('GET', '/api/notifications?pagination=false', { token: T().antenne1 });
    const me = (await S().req('GET', '/api/users/me', { token: T().antenne1 })).body['@id'];
    expect(mine.body['hydra:member'].length).toBeGreaterThan(0);
    expect(mine.body['hydra:member'].every((n: any) => n.user === me)).toBe(true);
    const asked = await S().req('GET', `/api/notifications?user=${ref.admin}&pagination=false`, { token: T().antenne1 });
    expect(asked.body['hydra:member'].every((n: any) => n.user === me)).toBe(true);
    const adminOnes = await S().req('GET', '/api/notifications?pagination=false', { token: T().admin });
    const theirs = adminOnes.body['hydra:member'][0]['@id'];
    expect((await S().req('PATCH', theirs, { token: T().antenne1, body: { read_at: '2026-01-01T00:00:00Z' } })).status).toBe(404);
    const unread = await S().req('GET', '/api/notifications?exists[read_at]=false', { token: T().antenne1 });
    expect(unread.body['hydra:member'].every((n: any) => n.read_at === null && n.user === me)).toBe(true);
  });
});

describe('a notification whose message repeats its title', () => {
  it('has no message to show: none in the demo, and the ones stored before lose it (migration)', async () => {
    const repeats = "SELECT count(*)::int AS n FROM notifications WHERE lower(btrim(message)) = lower(btrim(title))";
    expect((await S().db.query<{ n: number }>(repeats)).rows[0]!.n).toBe(0);
    const body = { user: ref.admin, title: 'Bilan archivé', message: ' bilan  ARCHIVÉ. ' };
    const twice = await S().req('POST', '/api/notifications', { token: T().admin, body });
    const more = await S().req('POST', '/api/notifications', { token: T().admin,
      body: { ...body, message: 'Il reste consultable dans les bilans archivés.' } });
    expect([twice.status, more.status]).toEqual([201, 201]);
    for (const sql of notificationStatements('notifications')) await S().db.query(sql);
    const read = async (iri: string) => (await S().req('GET', iri, { token: T().admin })).body.message;
    expect(await read(twice.body['@id'])).toBeNull();
    expect(await read(more.body['@id'])).toBe('Il reste consultable dans les bilans archivés.');
  });
});

describe('calls beyond CRUD', () => {
  it("records the signed-in user's setting of an alert (created, then updated)", async () => {
    const first = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().antenne1, body: { global_alerte: ref.alerteSansReglage, etat: 1 } });
    expect(first.status, first.text).toBe(201);
    const me = (await S().req('GET', '/api/users/me', { token: T().antenne1 })).body['@id'];
    expect([first.body.user, first.body.etat]).toEqual([me, 1]);
    const second = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().antenne1, body: { global_alerte: ref.alerteSansReglage, etat: 0 } });
    expect([second.status, second.body['@id'], second.body.etat]).toEqual([200, first.body['@id'], 0]);
    const bad = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().antenne1, body: { global_alerte: ref.alerteSansReglage, etat: 5 } });
    expect(bad.status).toBe(422);
  });
});

describe('calls as the spec writes them', () => {
  it('accepts readAt, the camelCase name of the notification call', async () => {
    const mine = await S().req('GET', '/api/notifications?exists[readAt]=false', { token: T().antenne1 });
    const target = mine.body['hydra:member'][0]['@id'];
    const read = await S().req('PUT', target, { token: T().antenne1, body: { ...mine.body['hydra:member'][0], read_at: undefined, readAt: '2026-03-01T09:00:00+00:00' } });
    expect([read.status, read.body.read_at]).toEqual([200, '2026-03-01T09:00:00+00:00']);
  });
});

describe('badges, active alerts and alerts the server raises (issue 17)', () => {
  const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const badges = (token: string) => S().req('GET', '/api/pilotage_badges', { token });
  const rows = async (sql: string, params: unknown[] = []) => (await S().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

  it('raises an alert once for a document expiring in 10 days, counted by the bell until masked', async () => {
    const first = await badges(T().admin);
    expect(first.status, first.text).toBe(200);
    const trainee = await S().req('POST', '/api/etudiants', { token: T().admin, body: { type: 1, etat: 0, lastname: 'Alerte', firstname: 'Bientôt', antenne: '/api/antennes/3' } });
    const doc = await S().req('POST', '/api/etudiant_documents', { token: T().admin, body: { etudiant: trainee.body['@id'], type_document: 1, name: 'Titre de séjour', date_expiration: plusDays(10) } });
    expect(doc.status, doc.text).toBe(201);
    const second = await badges(T().admin);
    expect(second.body.alertes_actives).toBe(first.body.alertes_actives + 1);
    expect((await badges(T().admin)).body.alertes_actives).toBe(second.body.alertes_actives);
    expect(await rows('global_alertes WHERE uri = $1 AND type = 1', [doc.body['@id']])).toBe(1);
    const raised = await S().req('GET', '/api/mes_alertes?type=1&itemsPerPage=100', { token: T().admin });
    const mine = raised.body['hydra:member'].find((a: any) => a.uri === doc.body['@id']);
    expect(mine).toMatchObject({ type: 1, type_label: 'Documents arrivant à expiration', date_alerte: plusDays(10) });
    expect(mine.title).toContain('Titre de séjour');
    expect(raised.body.par_type.find((t: any) => t.id === 1).total).toBe(raised.body['hydra:totalItems']);
    // Masked for this user (that alert), it leaves their bell only.
    const masked = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().admin, body: { global_alerte: mine['@id'], etat: 1 } });
    expect(masked.status, masked.text).toBe(201);
    expect((await badges(T().admin)).body.alertes_actives).toBe(second.body.alertes_actives - 1);
    expect((await badges(T().superviseur)).body.alertes_actives).toBeGreaterThan(0);
  });

  it("raises once a provider's document expiring within 30 days, in the provider's antenne only", async () => {
    const provider = async (lastname: string, antenne: string) => (await S().req('POST', '/api/prestataires',
      { token: T().admin, body: { type: 1, lastname, firstname: 'Presta', antenne } })).body;
    const document = async (who: any, name: string, days: number) => S().req('POST', '/api/prestataire_documents',
      { token: T().admin, body: { prestataire: who['@id'], type: 1, name, date_expiration: plusDays(days) } });
    const nice = await provider('Expire', '/api/antennes/3');
    const marseille = await provider('Marseillais', '/api/antennes/2');
    const soon = await document(nice, 'Carte professionnelle', 12);
    const later = await document(nice, 'Casier judiciaire', 90);
    const local = await document(marseille, 'Diplôme', 5);
    expect([soon.status, later.status, local.status], soon.text).toEqual([201, 201, 201]);
    await badges(T().admin);
    await badges(T().antenne1);
    expect(await rows('global_alertes WHERE type = 7 AND uri = $1 AND antenne_id = 3', [soon.body['@id']])).toBe(1);
    expect(await rows('global_alertes WHERE type = 7 AND uri = $1', [later.body['@id']])).toBe(0);
    const mine = async (token: string) => (await S().req('GET', '/api/mes_alertes?type=7&itemsPerPage=100', { token }))
      .body;
    const admin = await mine(T().admin);
    const label = 'Documents des prestataires arrivant à expiration';
    expect(admin['hydra:member'].find((a: any) => a.uri === soon.body['@id'])).toMatchObject({
      type: 7, date_alerte: plusDays(12), type_label: label,
      title: 'Document « Carte professionnelle » du prestataire expirant bientôt : Expire Presta' });
    expect(admin.par_type.find((t: any) => t.id === 7)).toMatchObject({ label });
    // Marseille's user sees its own provider's alert, not Nice's.
    const uris = (await mine(T().antenne1))['hydra:member'].map((a: any) => a.uri);
    expect(uris).toContain(local.body['@id']);
    expect(uris).not.toContain(soon.body['@id']);
    // Raised once: the next pages do not raise it again.
    await badges(T().admin);
    expect(await rows('global_alertes WHERE type = 7 AND uri = $1', [soon.body['@id']])).toBe(1);
  });

  it('raises once a contract ending within 60 days and a trainee with 3 unjustified absences in 30 days, not below', async () => {
    const trainee = async (lastname: string) => (await S().req('POST', '/api/etudiants', { token: T().admin, body: { type: 1, etat: 0, lastname, firstname: 'Alerte', antenne: '/api/antennes/3' } })).body;
    const first = (await badges(T().admin)).body.alertes_actives;
    // A contract ending in 40 days raises type 5; one ending in 90 days, or broken, does not.
    const ending = await trainee('Echeance');
    const soon = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: ending['@id'], date_debut: plusDays(-300), date_fin: plusDays(40) } });
    expect(soon.status, soon.text).toBe(201);
    const later = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: ending['@id'], date_debut: plusDays(-300), date_fin: plusDays(90) } });
    const broken = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: ending['@id'], date_debut: plusDays(-300), date_fin: plusDays(30), date_rupture: plusDays(-10), motif_rupture: 12 } });
    expect([later.status, broken.status], broken.text).toEqual([201, 201]);
    // Three unjustified absences (centre or company) in the last 30 days raise type 6; two, or justified ones, do not.
    const absent = await trainee('Absent');
    const twice = await trainee('DeuxFois');
    const absence = (who: any, raison: number, day: number) =>
      S().req('POST', '/api/etudiant_absences', { token: T().admin, body: { etudiant: who['@id'], raison, dt_start: plusDays(-day), dt_end: plusDays(-day) } });
    for (const [raison, day] of [[1, 3], [2, 5], [1, 8]] as const) expect((await absence(absent, raison, day)).status).toBe(201);
    for (const [raison, day] of [[1, 3], [3, 5], [2, 45]] as const) expect((await absence(twice, raison, day)).status).toBe(201);

    const after = (await badges(T().admin)).body.alertes_actives;
    expect(after).toBe(first + 2);
    expect((await badges(T().admin)).body.alertes_actives).toBe(after);
    expect(await rows('global_alertes WHERE type = 5 AND uri = $1', [soon.body['@id']])).toBe(1);
    expect(await rows('global_alertes WHERE type = 5 AND uri = ANY($1)', [[later.body['@id'], broken.body['@id']]])).toBe(0);
    expect(await rows('global_alertes WHERE type = 6 AND uri = $1', [absent['@id']])).toBe(1);
    expect(await rows('global_alertes WHERE type = 6 AND uri = $1', [twice['@id']])).toBe(0);
    const listed = await S().req('GET', '/api/mes_alertes?type=6&itemsPerPage=100', { token: T().admin });
    expect(listed.body['hydra:member'].find((a: any) => a.uri === absent['@id'])).toMatchObject({ type_label: "Seuil d'absences dépassé", title: 'Au moins 3 absences injustifiées en 30 jours : Absent Alerte' });
    // A fourth absence does not raise it again.
    expect((await absence(absent, 1, 1)).status).toBe(201);
    expect((await badges(T().admin)).body.alertes_actives).toBe(after);
    expect(await rows('global_alertes WHERE type = 6 AND uri = $1', [absent['@id']])).toBe(1);
  });

  it('lets a user switch a whole alert type off and on', async () => {
    const all = await S().req('GET', '/api/mes_alertes?itemsPerPage=2&page=1', { token: T().superviseur });
    expect(all.status).toBe(200);
    expect(all.body['hydra:member'].length).toBeLessThanOrEqual(2);
    const type2 = all.body.par_type.find((t: any) => t.id === 2).total;
    expect(type2).toBeGreaterThan(0);
    const off = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().superviseur, body: { type: 2, etat: 1 } });
    expect([off.status, off.body.uri, off.body.etat]).toEqual([201, 'types_alerte/2', 1]);
    const without = await S().req('GET', '/api/mes_alertes', { token: T().superviseur });
    expect(without.body.par_type.find((t: any) => t.id === 2).total).toBe(0);
    expect(without.body['hydra:totalItems']).toBe(all.body['hydra:totalItems'] - type2);
    const on = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().superviseur, body: { type: 2, etat: 0 } });
    expect([on.status, on.body['@id']]).toEqual([200, off.body['@id']]);
    expect((await S().req('GET', '/api/mes_alertes', { token: T().superviseur })).body['hydra:totalItems']).toBe(all.body['hydra:totalItems']);
    const bad = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().superviseur, body: { type: 9 } });
    expect([bad.status, bad.body.violations[0].propertyPath]).toEqual([422, 'type']);
    expect((await S().req('GET', '/api/mes_alertes?type=9', { token: T().superviseur })).status).toBe(400);
  });

  it("refuses to write another user's alert settings, a guest first, and changes nothing", async () => {
    const before = await rows('user_alertes_global_params');
    const guest = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().invite, body: { user: ref.admin, global_alerte: ref.alerte, etat: 1 } });
    expect(guest.status).toBe(403);
    expect(guest.body['hydra:description']).toMatch(/invité/);
    const other = await S().req('POST', '/api/edit_user_alertes_global_params/', { token: T().antenne1, body: { user: ref.admin, global_alerte: ref.alerte, etat: 1 } });
    expect([other.status, other.body['hydra:description']]).toEqual([403, 'Vous ne pouvez régler que vos propres alertes.']);
    const generic = await S().req('POST', '/api/user_alertes_global_params', { token: T().superviseur, body: { user: ref.admin, global_alerte: ref.alerte, etat: 1 } });
    expect(generic.status).toBe(403);
    const guestGeneric = await S().req('POST', '/api/user_alertes_global_params', { token: T().invite, body: { user: ref.admin, global_alerte: ref.alerte } });
    expect(guestGeneric.status).toBe(403);
    expect(await rows('user_alertes_global_params')).toBe(before);
  });

  it('counts unread notifications, marks one read (PUT readAt) and then all', async () => {
    const me = (await S().req('GET', '/api/users/me', { token: T().superviseur })).body['@id'];
    for (const title of ['Première', 'Deuxième']) expect((await S().req('POST', '/api/notifications', { token: T().superviseur, body: { user: me, title } })).status).toBe(201);
    const before = (await badges(T().superviseur)).body.notifications_non_lues;
    expect(before).toBeGreaterThanOrEqual(2);
    const unread = await S().req('GET', '/api/notifications?exists[read_at]=false', { token: T().superviseur });
    const put = await S().req('PUT', unread.body['hydra:member'][0]['@id'], { token: T().superviseur, body: { readAt: new Date().toISOString() } });
    expect(put.status, put.text).toBe(200);
    expect((await badges(T().superviseur)).body.notifications_non_lues).toBe(before - 1);
    expect((await S().req('POST', '/api/notifications_tout_lire', { token: T().invite })).status).toBe(403);
    const all = await S().req('POST', '/api/notifications_tout_lire', { token: T().superviseur });
    expect([all.status, all.body.lues, all.body.notifications_non_lues]).toEqual([200, before - 1, 0]);
    expect((await badges(T().admin)).body.notifications_non_lues).toBeGreaterThan(0);
  });
});
