// Crash: the server is killed with SIGKILL in the middle of a stream of writes, then restarted on the same
// data (PGlite directory, or the PostgreSQL database of DATABASE_URL): it opens cleanly and every write it
// acknowledged (201) is there, with the values sent. The embedded PGlite is always tried; with DATABASE_URL (CI's
// throwaway PostgreSQL cluster) PostgreSQL too: the child gets a database of its own on that server, and the rows
// are also read straight from it. PostgreSQL itself keeps running: what is tested is that the server acknowledges a
// write only once it is committed; PostgreSQL's own crash recovery is its business (and the CI cluster runs
// with fsync=off).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { apiClient, loginWith } from '../../support/client.ts';
import { validPayload } from '../../support/samples.ts';
import { startChild, type ChildServer } from '../../support/childServer.ts';

const dataDir = resolve(`.tmp/resilience/crash-${process.pid}`);
const pgUrl = process.env.DATABASE_URL;
const dbName = `crash_${process.pid}`;
let server: ChildServer | undefined;

async function adminQuery(sql: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** The rows as the database itself holds them (PostgreSQL mode): proves the child wrote there, not elsewhere. */
async function rowsInPostgres(url: string): Promise<Map<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const res = await c.query<{ id: number; lastname: string }>("SELECT id, lastname FROM etudiants WHERE lastname LIKE 'Panne-%'");
    return new Map(res.rows.map((r) => [`/api/etudiants/${r.id}`, r.lastname]));
  } finally {
    await c.end();
  }
}

type BackEnd = 'PGlite' | 'PostgreSQL';

async function target(backEnd: BackEnd): Promise<Record<string, string>> {
  // An empty DATABASE_URL is none: the child opens the PGlite folder.
  if (backEnd === 'PGlite' || !pgUrl) return { DATA_DIR: dataDir, DATABASE_URL: '' };
  await adminQuery(`DROP DATABASE IF EXISTS "${dbName}"`);
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

const backEnds: BackEnd[] = pgUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

it.each(backEnds)('keeps every acknowledged write across a SIGKILL (%s)', async (backEnd) => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  const env = await target(backEnd);
  server = await startChild(env);
  let api = apiClient(server.base);
  let token = await loginWith(api, 'admin@demo.fr');
  const template = await validPayload(api, 'etudiants', { token });

  // Four writers post trainees as fast as the server takes them; the server is killed mid-stream.
  const acked = new Map<string, string>();
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const lastname = `Panne-${n++}`;
      const res = await api('POST', '/api/etudiants', { token, body: { ...template, lastname } }).catch(() => undefined);
      if (res?.status === 201) acked.set(res.body['@id'], lastname);
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  while (acked.size < 40) await new Promise((r) => setTimeout(r, 20));
  await server.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  expect(server.proc.signalCode).toBe('SIGKILL');

  server = await startChild(env);
  expect(server.output()).not.toMatch(/error|erreur/i);
  api = apiClient(server.base);
  token = await loginWith(api, 'admin@demo.fr');
  const stored = await api('GET', '/api/etudiants?lastname=Panne-&pagination=false', { token });
  expect(stored.status).toBe(200);
  const names = new Map<string, string>(stored.body['hydra:member'].map((m: any) => [m['@id'], m.lastname]));
  const missing = [...acked].filter(([iri, lastname]) => names.get(iri) !== lastname);
  expect(missing, `${missing.length} écritures acquittées perdues sur ${acked.size}`).toEqual([]);
  if (env.DATABASE_URL) {
    // Read straight from the PostgreSQL database given to the child: the acknowledged rows are there.
    const inDb = await rowsInPostgres(env.DATABASE_URL);
    const absent = [...acked].filter(([iri, lastname]) => inDb.get(iri) !== lastname);
    expect(absent, `${absent.length} écritures acquittées absentes de PostgreSQL sur ${acked.size}`).toEqual([]);
  }
  // A write after recovery works too.
  const after = await api('POST', '/api/etudiants', { token, body: { ...template, lastname: 'Panne-après' } });
  expect(after.status).toBe(201);
}, 300_000);
