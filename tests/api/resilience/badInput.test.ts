// Bad input on every write endpoint of every resource: generated invalid bodies (wrong types, missing
// required, oversized strings, bad IRIs, IRIs of another centre, not an object), malformed JSON, unknown
// fields, oversized bodies, bad pages. Never a 5xx, always a French message, never a row changed.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall, type ApiRes } from '../../support/client.ts';
import { createSample, isUpload, registry, sampleRecord, validPayload, type Json } from '../../support/samples.ts';
import { invalidCases, isFrench } from '../../support/invalidSamples.ts';

const dataDir = resolve(`.tmp/resilience/bad-input-${process.pid}`);
let s: TestServer;
let api: ApiCall;
let admin: string;
let otherCentre: string;
let antenne: string;
const parents = new Map<string, string>();
const foreignParents = new Map<string, string>();

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  [admin, otherCentre] = await Promise.all(['admin@demo.fr', 'sport@demo.fr'].map((e) => loginWith(api, e)));
  antenne = (await api('GET', '/api/antennes?itemsPerPage=1', { token: admin })).body['hydra:member'][0]['@id'];
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function expectRefusedInFrench(res: ApiRes, label: string, paths: string[] = []) {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(isFrench(res.body?.['hydra:description']), `${label}: ${res.body?.['hydra:description']}`).toBe(true);
  for (const v of res.body?.violations ?? []) expect(isFrench(v.message), `${label}: ${v.message}`).toBe(true);
  const got = (res.body?.violations ?? []).map((v: Json) => v.propertyPath);
  for (const p of paths) expect(got, label).toContain(p);
}

async function snapshot(table: string, id?: number) {
  const n = (await s.db.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]!.n;
  const row = id === undefined ? undefined : (await s.db.query(`SELECT * FROM "${table}" WHERE id = $1`, [id])).rows[0];
  return { n, row };
}

/** A record of the other centre for every relation target of `resource`, to try to link to it. */
async function foreignIris(resource: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const p of registry.byName.get(resource)!.properties.filter((x) => x.relation && !x.readOnly)) {
    const target = p.relation!;
    if (!foreignParents.has(target)) {
      const rec = await sampleRecord(api, target, { token: otherCentre, parents: new Map() }).catch(() => undefined);
      if (rec) foreignParents.set(target, rec['@id']);
    }
    if (foreignParents.has(target)) out[target] = foreignParents.get(target)!;
  }
  return out;
}

describe.each(registry.resources.map((r) => r.name))('%s', (resource) => {
  const r = registry.byName.get(resource)!;
  const base = `/api/${resource}`;

  it('refuses invalid creations and changes in French without changing a row', async () => {
    const valid = isUpload(r) ? {} : await validPayload(api, resource, { token: admin, antenne, parents });
    const created = await createSample(api, resource, { token: admin, antenne, parents }).catch(() => undefined);
    const owned = created ?? (await sampleRecord(api, resource, { token: admin, antenne, parents }));
    // Where the user may not create or change at all, the refusal (403) comes before any validation.
    // (200, or 204 where the spec's PATCH answers no content: agreement sessions, fees.)
    const changeable = [200, 204].includes((await api('PATCH', owned['@id'], { token: admin, body: {} })).status);
    const id = Number(owned['@id'].split('/').pop());
    // The other centre's records are made first: making one may write this table too (an absence its pointage).
    const foreign = isUpload(r) ? {} : await foreignIris(resource);
    const before = await snapshot(r.table, id);
    const cases = isUpload(r) ? [] : invalidCases(r, valid, foreign);
    for (const c of cases) {
      expectRefusedInFrench(await api('POST', base, { token: admin, body: c.body }), `POST ${c.name}`, created ? c.expectPaths : []);
      // A PUT updates what it sends: an empty body (required fields absent) changes nothing and is no mistake.
      if (c.name.startsWith('champs') && changeable) continue;
      expectRefusedInFrench(await api('PUT', owned['@id'], { token: admin, body: c.body }), `PUT ${c.name}`, changeable ? c.expectPaths : []);
    }
    const patchCase = cases.find((c) => c.name === 'types erronés');
    if (patchCase) expectRefusedInFrench(await api('PATCH', owned['@id'], { token: admin, body: patchCase.body }), 'PATCH types erronés', changeable ? patchCase.expectPaths : []);
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const path = method === 'POST' ? base : owned['@id'];
      const type = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
      const raw = await api(method, path, { token: admin, raw: '{"lastname": "Dupont",', headers: { 'content-type': type } });
      expectRefusedInFrench(raw, `${method} JSON mal formé`);
      const huge = await api(method, path, { token: admin, raw: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': type } });
      expectRefusedInFrench(huge, `${method} corps trop volumineux`);
    }
    expect(await snapshot(r.table, id)).toEqual(before);
  });

  it('refuses unknown fields by name (422, nothing stored), ignores echoed ids, and refuses bad pages in French', async () => {
    const valid = isUpload(r) ? undefined : await validPayload(api, resource, { token: admin, antenne, parents });
    const before = await snapshot(r.table);
    const unknown = valid && (await api('POST', base, { token: admin, body: { ...valid, champInconnu: 'x', cfa_id: 999 } }));
    // Resources the user may not create (its own centre) answer 403 before reading the body.
    if (unknown && unknown.status !== 403) {
      expectRefusedInFrench(unknown, 'POST champs inconnus', ['champInconnu', 'cfa_id']);
      expect(unknown.status).toBe(422);
      expect(await snapshot(r.table)).toEqual(before);
      const res = await api('POST', base, { token: admin, body: { ...valid, '@id': `${base}/5`, '@type': 'X', id: 5 } });
      expect(res.status, res.text).toBe(201);
      expect(res.body.id).not.toBe(5);
    }
    for (const q of ['page=-1', 'page=0', 'page=abc', 'itemsPerPage=-5', 'page=99999999999999999999']) {
      expectRefusedInFrench(await api('GET', `${base}?${q}`, { token: admin }), `GET ?${q}`);
    }
  });
});
