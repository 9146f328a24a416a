// API of alerts, users' alert settings and notifications: for each resource the life cycle (create, read, the
// filters the spec's calls use, update, French 422, delete) and the scope (another antenne, another centre);
// notifications seen only by the user they are for; the signed-in user's alert setting; readAt as the spec
// writes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { crudLifecycle, domainServer } from '../domainCrud.ts';

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
    bad: { body: () => ({ type: 7, title: 'Type hors liste' }), property: 'type' },
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
