// Files in an S3-compatible bucket (src/server/files/s3.ts), against a real local S3 server (s3rver, path-style
// like MinIO) started by this file: the seeded files of the folder moved into the bucket by `npm run
// files:migrate` and then served, twice idempotent; an upload through the API (6 MiB: a multipart upload) stored
// as an object and downloaded byte for byte; a GED document's versions; a generation's documents and their ZIP;
// the orphan sweep deleting an orphan's object and a stray object; a start refused in French when the bucket
// does not answer.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import S3rver from 's3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startUploadServer, type UploadServer } from '../helpers.ts';
import { demoTokens, postTrainee, PNG, type DemoTokens } from '../domainCrud.ts';
import { fileStoreKind, store } from '../../../src/server/files/storage.ts';
import { sweepOrphanFiles } from '../../../src/server/files/sweep.ts';
import { freePort, startInstance } from '../ops/processes.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BUCKET = 'futurosud-fichiers';
const PREFIX = 'fichiers/';
const s3Dir = resolve(`.tmp/s3rver-${process.pid}`);
let s3: S3rver;
let env: Record<string, string>;
let client: S3Client;
let s: UploadServer;
let T: DemoTokens;

/** The uuids of the objects in the bucket under the product's prefix. */
async function objects(): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX }));
  return (page.Contents ?? []).map((o) => o.Key!.slice(PREFIX.length));
}
const objectBytes = async (uuid: string) => {
  const body = (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: PREFIX + uuid }))).Body as Readable;
  const parts: Buffer[] = [];
  for await (const p of body) parts.push(p as Buffer);
  return Buffer.concat(parts);
};
const uuidOf = async (iri: string) =>
  (await s.db.query<{ uuid: string }>('SELECT uuid FROM media_objects WHERE id = $1', [Number(iri.split('/').pop())]))
    .rows[0]?.uuid;
async function download(path: string, token: string) {
  const res = await fetch(s.base + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}
async function form(path: string, token: string, fields: Record<string, string>, file: Blob, name: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', file, name);
  const res = await fetch(s.base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
}
/** `npm run files:migrate` as a deployment runs it, with this server's DATA_DIR and bucket. */
async function migrate(...args: string[]): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  try {
    const r = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/files-migrate.ts', ...args], {
      cwd: ROOT,
      env: { ...inherited, ...env, DATA_DIR: s.dataDir, ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}) },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeAll(async () => {
  rmSync(s3Dir, { recursive: true, force: true });
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  env = {
    FILES_S3_BUCKET: BUCKET,
    FILES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    FILES_S3_REGION: 'eu-west-3',
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_S3_PREFIX: PREFIX,
  };
  client = new S3Client({
    endpoint: env.FILES_S3_ENDPOINT,
    region: 'eu-west-3',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  s = await startUploadServer(import.meta.url, 's3-storage', env);
  T = await demoTokens(s);
});
afterAll(async () => {
  for (const name of Object.keys(env ?? {})) delete process.env[name];
  await s?.close();
  client?.destroy();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('files in an S3-compatible bucket', () => {
  it('moves the stored files into the bucket (npm run files:migrate), then serves them; a second run copies nothing', async () => {
    expect(fileStoreKind()).toBe('s3');
    // The seeded files are in the folder on PGlite, in the database on PostgreSQL (the template's seed kept them).
    const source = s.databaseUrl ? 'database' : 'folder';
    const files = new Map<string, Buffer>();
    if (source === 'folder') {
      for (const name of readdirSync(join(s.dataDir, 'uploads')))
        files.set(name, readFileSync(join(s.dataDir, 'uploads', name)));
    } else {
      const { rows } = await s.db.query<{ uuid: string; data: Uint8Array }>(
        "SELECT f.uuid, (SELECT string_agg(c.data, ''::bytea ORDER BY c.n) FROM stored_file_chunks c WHERE c.uuid = f.uuid) AS data " +
          'FROM stored_files f WHERE f.size IS NOT NULL',
      );
      for (const r of rows) files.set(r.uuid, Buffer.from(r.data ?? new Uint8Array()));
    }
    expect(files.size).toBeGreaterThan(0);
    expect(await objects()).toEqual([]);
    const seeded = (await s.req('GET', '/api/ged_documents?pagination=false', { token: T.admin })).body[
      'hydra:member'
    ][0];
    const uuid = (await uuidOf(seeded.fichier))!;
    expect(files.has(uuid)).toBe(true);
    // Before the move the server looks in the bucket only.
    expect((await download(`${seeded.fichier}/download`, T.admin)).status).toBe(404);

    const first = await migrate('--from', source, '--to', 's3');
    expect(first.out).toContain(`${files.size} fichier(s), ${files.size} copié(s), 0 déjà présent(s), 0 en échec.`);
    expect(first.code).toBe(0);
    expect((await objects()).sort()).toEqual([...files.keys()].sort());
    const served = await download(`${seeded.fichier}/download`, T.admin);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(files.get(uuid)!)).toBe(true);

    const again = await migrate('--from', source);
    expect(again.out).toContain(`${files.size} fichier(s), 0 copié(s), ${files.size} déjà présent(s), 0 en échec.`);
    expect(again.code).toBe(0);
  }, 180_000);

  it('stores an upload as an object of the bucket (6 MiB: a multipart upload) and downloads it byte for byte', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(6 * 1024 * 1024)]);
    const res = await form(
      '/api/media_objects',
      T.admin,
      {},
      new Blob([bytes], { type: 'application/pdf' }),
      'gros.pdf',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const uuid = (await uuidOf(res.body['@id']))!;
    expect(await objects()).toContain(uuid);
    expect(existsSync(join(s.dataDir, 'uploads', uuid))).toBe(false);
    expect((await objectBytes(uuid)).equals(bytes)).toBe(true);
    const back = await download(`${res.body['@id']}/download`, T.admin);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('keeps each version of a GED document in the bucket, each downloaded as sent', async () => {
    const folder = (await s.req('GET', '/api/ged_arborescence', { token: T.antenne1 })).body['hydra:member'].find(
      (f: any) => f.kind === 'antenne' && f.parent === null && f.antenne === '/api/antennes/2',
    );
    const v1 = Buffer.concat([PNG, Buffer.from('version 1')]);
    const v2 = Buffer.concat([PNG, Buffer.from('version 2, salle 4')]);
    const doc = await form(
      '/api/ged_documents',
      T.antenne1,
      { name: 'Planning S3', type: '2', dossier: folder['@id'] },
      new Blob([v1], { type: 'image/png' }),
      'plan.png',
    );
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const next = await form(
      '/api/ged_document_versions',
      T.antenne1,
      { document: doc.body['@id'] },
      new Blob([v2], { type: 'image/png' }),
      'plan-v2.png',
    );
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const versions = (
      await s.req('GET', `/api/ged_document_versions?document=${doc.body.id}&order[numero]=asc`, { token: T.antenne1 })
    ).body['hydra:member'];
    expect(versions).toHaveLength(2);
    for (const [i, sent] of [v1, v2].entries()) {
      expect(await objects()).toContain(await uuidOf(versions[i].file));
      const got = await download(`${versions[i].file}/download`, T.antenne1);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(sent)).toBe(true);
    }
  });

  it('generates documents from a model read in the bucket, stores them there and zips them from there', async () => {
    const model = (
      await s.db.query<{ id: number }>(
        "SELECT id FROM modeles WHERE cfa_id = 1 AND name = 'Attestation d''entrée en formation' AND file_id IS NOT NULL",
      )
    ).rows[0]!;
    const trainees = [];
    for (const lastname of ['Seau', 'Bucket'])
      trainees.push((await postTrainee(s, T.admin, { lastname, firstname: 'Zoé' }))['@id']);
    const start = await s.req('POST', `/api/modeles/${model.id}/generer`, {
      token: T.admin,
      body: { etudiants: trainees, format: 'docx' },
    });
    expect(start.status, start.text).toBe(202);
    let job: any;
    for (let i = 0; i < 400 && job?.status !== 'done'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      job = (await s.req('GET', start.body['@id'], { token: T.admin })).body;
    }
    expect(job).toMatchObject({ status: 'done', done: 2, errors: [] });
    const stored = await objects();
    for (const d of job.documents) {
      const file = await download(d.contentUrl, T.admin);
      expect(file.status).toBe(200);
      const uuid = (
        await s.db.query<{ uuid: string }>(
          'SELECT m.uuid FROM etudiant_documents d JOIN media_objects m ON m.id = d.file_id WHERE d.id = $1',
          [Number(d.document.split('/').pop())],
        )
      ).rows[0]!.uuid;
      expect(stored).toContain(uuid);
      expect(file.bytes.equals(await objectBytes(uuid))).toBe(true);
    }
    const zip = await download(job.archive, T.admin);
    expect([zip.status, zip.type]).toEqual([200, 'application/zip']);
    const names = Object.keys(new PizZip(zip.bytes).files);
    expect(names).toHaveLength(2);
    expect(names.some((n) => n.includes('BUCKET-Zoe'))).toBe(true);
    expect(new PizZip(zip.bytes).file(names.find((n) => n.includes('SEAU'))!)!.asNodeBuffer().length).toBeGreaterThan(
      1000,
    );
  });

  it('sweeps an orphan upload and a stray object out of the bucket, and keeps a referenced one', async () => {
    const orphan = await form('/api/media_objects', T.admin, {}, new Blob([PNG], { type: 'image/png' }), 'abandon.png');
    expect(orphan.status).toBe(201);
    const orphanUuid = (await uuidOf(orphan.body['@id']))!;
    const stray = randomUUID();
    await store(stray, Readable.from([PNG]));
    const kept = (await s.req('GET', '/api/ged_documents?pagination=false', { token: T.admin })).body[
      'hydra:member'
    ][0];
    const keptUuid = (await uuidOf(kept.fichier))!;
    expect(await objects()).toEqual(expect.arrayContaining([orphanUuid, stray, keptUuid]));
    // No grace, a clock two seconds ahead (the bucket dates objects to the second).
    const result = await sweepOrphanFiles(s.db, 0, Date.now() + 2000);
    expect(result.files).toBeGreaterThanOrEqual(1);
    const left = await objects();
    expect(left).not.toContain(orphanUuid);
    expect(left).not.toContain(stray);
    expect(left).toContain(keptUuid);
    expect((await download(`${kept.fichier}/download`, T.admin)).status).toBe(200);
  });

  // Checked before any database opens, so the same on either back end (CI runs the API suite on PostgreSQL only).
  it(
    'refuses to start, in French, when the bucket does not answer',
    async () => {
      const dataDir = resolve(`.tmp/s3-refused-${process.pid}`);
      rmSync(dataDir, { recursive: true, force: true });
      const instance = await startInstance({
        ...env,
        DATA_DIR: dataDir,
        FILES_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      });
      try {
        expect(await instance.exited).toBe(1);
        expect(instance.output()).toContain(
          `Stockage des fichiers injoignable : le bucket S3 « ${BUCKET} » sur http://127.0.0.1:`,
        );
        expect(instance.output()).toContain('Vérifiez FILES_S3_BUCKET, FILES_S3_ENDPOINT');
        expect(instance.output()).toContain('(connexion impossible, ECONNREFUSED)');
      } finally {
        if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
