// Two API instances on one database: a publish through one is served by the other at the next
// request, without restart (the admin's files, the server's client profile of a user); with DATABASE_URL the
// second instance has its own PostgreSQL pool, on PGlite it shares the one connection but keeps its own caches.
// And a deployment that prefers the files (CONFIG_SOURCE=files): the disk is served, writes are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startServer, type TestServer } from '../helpers.ts';

let a: TestServer;
let b: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  a = await startServer(import.meta.url);
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const json = { 'content-type': 'application/json' };

describe('two instances on one database', () => {
  it('serve a resource file published through one of them at the next request of the other', async () => {
    const token = await a.login('support@demo.fr');
    const before = (await b.req('GET', '/resources/?contents=1')).body.files['stagiaires.json'];
    const item = (await a.req('GET', '/api/configuration_files/resources/stagiaires.json', { token })).body;
    expect(item.content).toBe(before);
    const data = JSON.parse(item.content);
    data.fields = { ...data.fields, lastname: { ...(data.fields?.lastname ?? {}), label: 'Nom de famille' } };
    const content = `${JSON.stringify(data, null, 2)}\n`;
    const put = await a.req('PUT', '/api/configuration_files/resources/stagiaires.json', { token, body: { content, baseVersion: item.version }, headers: json });
    expect(put.status, put.text).toBe(200);
    expect((await b.req('GET', '/resources/?contents=1')).body.files['stagiaires.json']).toBe(content);
    expect((await b.req('GET', '/resources/stagiaires.json')).text).toBe(content);
    // The second instance's API sees the new version too, and refuses a save from the old one.
    const tokenB = await b.login('support@demo.fr');
    const stale = await b.req('PUT', '/api/configuration_files/resources/stagiaires.json', { token: tokenB, body: { content: before, baseVersion: item.version }, headers: json });
    expect(stale.status).toBe(409);
  });

  it('apply a client profile published through one of them to the server checks of the other', async () => {
    const token = await b.login('superviseur@demo.fr');
    const trainee = (await a.req('GET', '/api/etudiants?itemsPerPage=1', { token })).body['hydra:member'][0]['@id'];
    const interview = (type: number) => a.req('POST', '/api/etudiant_interviews', { token, body: { etudiant: trainee, type, date_interview: '2025-03-03' } });
    expect((await interview(2)).status).toBe(201);
    const demo = (await b.req('GET', '/api/configuration_files/clients/demo.json', { token })).body;
    const data = JSON.parse(demo.content);
    data.common.entretien = { ...(data.common.entretien ?? {}), interviewsType: [1] };
    const put = await b.req('PUT', '/api/configuration_files/clients/demo.json', { token, body: { content: JSON.stringify(data, null, 2), baseVersion: demo.version }, headers: json });
    expect(put.status, put.text).toBe(200);
    const refused = await interview(2);
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].propertyPath).toBe('type');
  });
});

describe('a deployment that prefers the files (CONFIG_SOURCE=files)', () => {
  it('serves the files on disk and refuses the writes in French', async () => {
    process.env.CONFIG_SOURCE = 'files';
    const files = await startSecondInstance(a).finally(() => delete process.env.CONFIG_SOURCE);
    try {
      const token = await files.login('support@demo.fr');
      const served = (await files.req('GET', '/resources/stagiaires.json')).text;
      const { readFileSync } = await import('node:fs');
      expect(served).toBe(readFileSync('resources/stagiaires.json', 'utf8'));
      const item = (await files.req('GET', '/api/configuration_files/resources/stagiaires.json', { token })).body;
      expect(item).toMatchObject({ version: 0, author: 'Fichiers livrés', content: served });
      const put = await files.req('PUT', '/api/configuration_files/resources/stagiaires.json', { token, body: { content: served, baseVersion: 0 }, headers: json });
      expect(put.status).toBe(409);
      expect(put.body['hydra:description']).toBe("La configuration de ce serveur est lue depuis les fichiers (CONFIG_SOURCE=files) : elle ne peut pas être modifiée depuis l'administration. Modifiez les fichiers sur le serveur.");
    } finally {
      await files.close();
    }
  });
});
