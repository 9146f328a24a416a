// Isolation, for every resource of schemas/resources: a user of antenne A against a record of antenne B,
// and a user of centre Y against a record of centre X. Every list, read, change and delete is refused
// (403/404) or returns nothing, and the record is unchanged (re-read by its owner and in the database).
// A shared-scope record the centre made without antenne is the exception: antenne A reads it, never changes it.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isUpload, registry, sampleRecord, scopeProp, writable, type Json } from '../../support/samples.ts';
import { antenneColumn, isSharedScope } from '../../../src/server/schema/model.ts';

let s: TestServer;
let api: ApiCall;
let admin: string; // centre X (Futurosud), centre level
let userA: string; // ROLE_USER tied to antenne A of centre X
let otherCentre: string; // ROLE_ADMIN of centre Y (Sport Avenir)
let antenneB: string;
const parents = new Map<string, string>();

// Uploaded sample files go to a throw-away data directory.
const dataDir = resolve(`.tmp/resilience/isolation-${process.pid}`);

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  [admin, userA, otherCentre] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => loginWith(api, e)));
  const me = await api('GET', '/api/users/me', { token: userA });
  const antennes = await api('GET', '/api/antennes?pagination=false', { token: admin });
  antenneB = antennes.body['hydra:member'].map((a: Json) => a['@id']).find((iri: string) => iri !== me.body.antenne);
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The record as its owner sees it and its row: both must be identical after every attempt. */
async function snapshot(resource: string, iri: string) {
  const r = registry.byName.get(resource)!;
  const item = await api('GET', iri, { token: admin });
  const row = await s.db.query(`SELECT * FROM "${r.table}" WHERE id = $1`, [Number(iri.split('/').pop())]);
  return { status: item.status, body: item.body, row: row.rows[0] };
}

/** A change any user could try: the writable properties of the item with one string altered. */
function tamperedBody(resource: string, item: Json): Json {
  const r = registry.byName.get(resource)!;
  const body: Json = {};
  for (const p of writable(r)) if (item[p.name] !== undefined && !p.writeOnly) body[p.name] = item[p.name];
  const text = writable(r).find((p) => p.type === 'string' && !p.relation && !p.format && typeof item[p.name] === 'string');
  if (text) body[text.name] = 'X';
  return body;
}

async function attack(token: string, resource: string, iri: string, owner: Json) {
  const id = iri.split('/').pop();
  const list = await api('GET', `/api/${resource}?id=${id}`, { token });
  const all = await api('GET', `/api/${resource}?pagination=false`, { token });
  const read = await api('GET', iri, { token });
  const put = await api('PUT', iri, { token, body: tamperedBody(resource, owner) });
  const patch = await api('PATCH', iri, { token, body: tamperedBody(resource, owner) });
  const del = await api('DELETE', iri, { token });
  return { list, all, read, put, patch, del };
}

const refused = (status: number) => expect([403, 404, 405]).toContain(status);

describe.each(registry.resources.map((r) => r.name))('%s', (resource) => {
  const r = registry.byName.get(resource)!;
  const antenneOwned = r.scope === 'antenne-self' || scopeProp(r) !== undefined;

  it("is out of reach of another centre's user", async () => {
    const record = await sampleRecord(api, resource, { token: admin, antenne: antenneB, parents });
    const before = await snapshot(resource, record['@id']);
    // Some resources are visible to their recipient only (notifications): the row is the reference then.
    expect(before.row).toBeDefined();
    const a = await attack(otherCentre, resource, record['@id'], before.body);
    expect(a.list.status).toBe(200);
    expect(a.list.body['hydra:member']).toEqual([]);
    expect(a.all.body['hydra:member'].map((m: Json) => m['@id'])).not.toContain(record['@id']);
    expect(a.read.status).toBe(404);
    expect(a.read.body['@type']).toBe('hydra:Error');
    expect(a.read.body['@id']).toBeUndefined();
    for (const res of [a.put, a.patch, a.del]) refused(res.status);
    expect(await snapshot(resource, record['@id'])).toEqual(before);
  });

  // Only the checks that apply to this resource's scope are defined (no skipped tests).
  if (antenneOwned) it("is out of reach of another antenne's user", async () => {
    const record = await sampleRecord(api, resource, { token: admin, antenne: antenneB, parents });
    // An uploaded file belongs to its sender's antenne (the admin's: none): it is made antenne B's here.
    if (isUpload(r)) await s.db.query(`UPDATE "${r.table}" SET "${scopeProp(r)}_id" = $1 WHERE id = $2`, [Number(antenneB.split('/').pop()), record.id]);
    const before = await snapshot(resource, record['@id']);
    const a = await attack(userA, resource, record['@id'], before.body);
    const col = antenneColumn(r);
    if (isSharedScope(r) && col && before.row[col] === null) {
      // A shared scope's centre row (a file the centre uploaded, antenne empty): every antenne reads it, none changes it.
      expect(a.list.body['hydra:member'].map((m: Json) => m['@id'])).toEqual([record['@id']]);
      expect(a.read.status).toBe(200);
      for (const res of [a.put, a.patch, a.del]) refused(res.status);
      expect(await snapshot(resource, record['@id'])).toEqual(before);
      return;
    }
    expect(a.list.body['hydra:member']).toEqual([]);
    expect(a.all.body['hydra:member'].map((m: Json) => m['@id'])).not.toContain(record['@id']);
    expect(a.read.status).toBe(404);
    for (const res of [a.put, a.patch, a.del]) refused(res.status);
    expect(await snapshot(resource, record['@id'])).toEqual(before);
  });

  if (!antenneOwned && r.scope !== 'cfa-self') it('is read-only for an antenne-level user', async () => {
    const record = await sampleRecord(api, resource, { token: admin, antenne: antenneB, parents });
    const before = await snapshot(resource, record['@id']);
    const a = await attack(userA, resource, record['@id'], before.body);
    for (const res of [a.put, a.patch, a.del]) refused(res.status);
    expect(await snapshot(resource, record['@id'])).toEqual(before);
  });
});
