// PIF calls of spec 000 ("Individual training plan"): POST answers 201, PATCH of the same fields 200, the
// state changed by its own PATCH of `etat`; refusals in French, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
let admin: string;
let guest: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, guest] = await Promise.all(['admin@demo.fr', 'invite@demo.fr'].map((e) => s.login(e)));
});
afterAll(async () => s?.close());

describe('PIF', () => {
  it('is created (201), edited (200) and archived by its own call (200)', async () => {
    const t = await s.req('POST', '/api/etudiants', { token: admin, body: { type: 1, lastname: 'Pif', firstname: 'Paf', antenne: '/api/antennes/2' } });
    const created = await s.req('POST', '/api/etudiant_plan_individuel_formations', { token: admin, body: { etudiant: t.body['@id'], allegement: 'Bloc 1 validé', objectifs: 'Certification', step_to_reach: 'Blocs 1 et 2' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ etudiant: t.body['@id'], allegement: 'Bloc 1 validé', etat: 0, antenne: '/api/antennes/2' });
    const path = created.body['@id'];
    const edited = await s.req('PATCH', path, { token: admin, headers: { 'content-type': 'application/merge-patch+json' }, body: { objectifs: 'Certification complète' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ objectifs: 'Certification complète', allegement: 'Bloc 1 validé' });
    const archived = await s.req('PATCH', path, { token: admin, headers: { 'content-type': 'application/merge-patch+json' }, body: { etat: 1 } });
    expect(archived.status).toBe(200);
    expect(archived.body.etat).toBe(1);
    const bad = await s.req('PATCH', path, { token: admin, headers: { 'content-type': 'application/merge-patch+json' }, body: { etat: 7 } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('etat');
    expect(bad.body.violations[0].message).toMatch(/^État : /);
    expect((await s.req('PATCH', path, { token: guest, headers: { 'content-type': 'application/merge-patch+json' }, body: { etat: 0 } })).status).toBe(403);
    const row = (await s.db.query('SELECT etat, objectifs FROM etudiant_plan_individuel_formations WHERE id = $1', [idOf(path)])).rows[0]!;
    expect(row).toEqual({ etat: 1, objectifs: 'Certification complète' });
  });
});
