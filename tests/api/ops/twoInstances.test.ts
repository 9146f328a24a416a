// Two instances of the product on one PostgreSQL, as a deployment runs them (issue 27), each a real process
// (node src/server/main.ts), behind a proxy that alternates between them request by request:
//   - started together on an empty database: migrations and the demo seed run under an advisory lock, so the
//     second waits, then finds the work done (no crash on a half-created table, one demo network, not two);
//   - a token of one works on the other; a file uploaded through one is downloaded through the other;
//   - 20 failed logins through the proxy (10 on each) lock the account's limit on both;
//   - a mail refused by the SMTP server is retried by the queue and sent once;
//   - a generation of 30 documents started on one survives a `kill -9` of it: the other takes it over and its ZIP
//     holds the 30 documents.
// Runs when a PostgreSQL server is reachable through OPS_PG_URL (or DATABASE_URL, as the CI's PostgreSQL run
// sets it): a database is created for the test and dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { minimalDocx } from '../../../src/server/domain/documents/docx.ts';
import { smtpSink } from '../../smtpSink.ts';
import { startInstance, stopInstance, waitReady, type Instance } from './processes.ts';
import { roundRobin, type RoundRobin } from './roundRobin.ts';

const serverUrl = process.env.OPS_PG_URL || process.env.DATABASE_URL;
const dbName = `ops_two_instances_${process.pid}`;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const json = { 'content-type': 'application/json' };
async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, {
    method, headers: { accept: 'application/ld+json', ...(body ? json : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}
async function upload(base: string, token: string, name: string, type: string, bytes: Uint8Array<ArrayBuffer>): Promise<any> {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  const res = await fetch(`${base}/api/media_objects`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body: data });
  expect(res.status).toBe(201);
  return res.json();
}

describe.skipIf(!serverUrl)('two instances on one PostgreSQL behind a proxy', () => {
  const instances: Instance[] = [];
  const dirs: string[] = [];
  const sink = smtpSink({ refuse: 1 });
  let proxy: RoundRobin;
  let url: URL;
  let token = '';
  beforeAll(async () => {
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${dbName}"`);
    });
    url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    await new Promise((done) => (sink.server.listening ? done(null) : sink.server.once('listening', done)));
  });
  afterAll(async () => {
    for (const i of instances) await stopInstance(i, 'SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await proxy?.close();
    await new Promise<void>((done) => sink.server.close(() => done()));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  });

  it('start together on an empty database: migrate and seed once, both become ready and serve the same data', async () => {
    for (let i = 0; i < 2; i += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'ops-pg-'));
      dirs.push(dir);
      instances.push(await startInstance({
        DATABASE_URL: url.toString(), DATA_DIR: dir, SEED: '1', TRUST_PROXY: '127.0.0.1', LOGIN_MAX_PER_MINUTE: '20',
        SMTP_URL: `smtp://127.0.0.1:${sink.port()}`, MAIL_RETRY_DELAY_SECONDS: '1', QUEUE_POLL_SECONDS: '0.5',
        GENERATION_STALE_MS: '3000',
      }));
    }
    const [a, b] = instances as [Instance, Instance];
    await Promise.all([waitReady(a, 600_000), waitReady(b, 600_000)]);
    proxy = await roundRobin([a.base, b.base]);
    const said = (text: string) => instances.filter((i) => i.output().includes(text)).length;
    expect(said('Futurosud prêt')).toBe(2);
    expect(said(', migrée')).toBe(1);
    expect(said('données de démo créées')).toBe(1);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const centres = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM cfas WHERE name = 'Futurosud Formation'")
      .finally(() => db.end());
    expect(centres.rows[0]!.n).toBe(1);
    // A token from one instance works on the other.
    const login = await call(a.base, 'POST', '/api/authentication_token', undefined, { email: 'admin@demo.fr', password: 'demo1234' });
    expect(login.status).toBe(200);
    token = login.body.token;
    expect((await call(b.base, 'GET', '/api/users/me', token)).status).toBe(200);
  }, 900_000);

  it('download through one a file uploaded through the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    // A PDF's frame around 300 KB of varied bytes: more than one of the database's 256 KiB chunks.
    const bytes = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(new Uint8Array(300_000).map((_, i) => (i * 7) % 251)), Buffer.from('\n%%EOF\n')]));
    const media = await upload(a.base, token, 'releve.pdf', 'application/pdf', bytes);
    const res = await fetch(`${b.base}${media['@id']}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(bytes))).toBe(0);
  }, 120_000);

  it('lock the account on both after 20 failed logins spread over both through the proxy', async () => {
    const fail = () => call(proxy.base, 'POST', '/api/authentication_token', undefined, { email: 'invite@demo.fr', password: 'pas-le-bon' });
    const before = [...proxy.counts];
    for (let i = 0; i < 20; i += 1) expect((await fail()).status).toBe(401);
    expect(proxy.counts.map((n, i) => n - before[i]!)).toEqual([10, 10]);
    for (const instance of instances) {
      const refused = await call(instance.base, 'POST', '/api/authentication_token', undefined, { email: 'invite@demo.fr', password: 'demo1234' });
      expect(refused.status).toBe(429);
      expect(refused.body['hydra:description']).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    }
  }, 120_000);

  it('retry a mail the SMTP server refused, and send it once', async () => {
    expect((await call(proxy.base, 'POST', '/api/forgot_password/', undefined, { email: 'coordinateur@demo.fr' })).status).toBe(204);
    await vi.waitFor(() => expect(sink.received.length).toBe(1), { timeout: 60_000, interval: 250 });
    expect(sink.refused()).toBe(1);
    expect(sink.received[0]).toMatch(/reset-password\/reset\?token=/);
    await new Promise((done) => setTimeout(done, 3_000));
    expect(sink.received).toHaveLength(1);
  }, 120_000);

  it('finish on the other a generation of 30 documents whose instance was killed, its ZIP whole', async () => {
    const [a, b] = instances as [Instance, Instance];
    const file = await upload(a.base, token, 'attestation.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      new Uint8Array(minimalDocx(['Attestation', 'Je soussigné atteste que {etudiant.prenom} {etudiant.nom} suit la formation.'])));
    const folders = await call(a.base, 'GET', '/api/modele_dossiers?itemsPerPage=1', token);
    const model = await call(a.base, 'POST', '/api/modeles', token, { name: 'Attestation de présence', folder: folders.body['hydra:member'][0]['@id'], file: file['@id'] });
    expect(model.status).toBe(201);
    const list = await call(a.base, 'GET', '/api/etudiants?itemsPerPage=30', token);
    const etudiants = list.body['hydra:member'].map((t: { '@id': string }) => t['@id']);
    expect(etudiants).toHaveLength(30);
    const start = await call(a.base, 'POST', `${model.body['@id']}/generer`, token, { etudiants, format: 'pdf' });
    expect(start.status).toBe(202);
    // Killed as soon as it has made a document.
    await vi.waitFor(async () => expect((await call(b.base, 'GET', start.body['@id'], token)).body.done).toBeGreaterThan(0), { timeout: 60_000, interval: 100 });
    await stopInstance(a, 'SIGKILL');
    const done = (await call(b.base, 'GET', start.body['@id'], token)).body.done as number;
    expect(done).toBeLessThan(30);
    let job: any;
    await vi.waitFor(async () => {
      job = (await call(b.base, 'GET', start.body['@id'], token)).body;
      expect(job.status).toBe('done');
    }, { timeout: 120_000, interval: 500 });
    expect(job).toMatchObject({ total: 30, done: 30, errors: [] });
    const zip = await fetch(b.base + job.archive, { headers: { authorization: `Bearer ${token}` } });
    expect(zip.status).toBe(200);
    expect(Object.keys(new PizZip(Buffer.from(await zip.arrayBuffer())).files)).toHaveLength(30);
    expect(await stopInstance(b)).toBe(0);
  }, 300_000);
});
