// Uploads: multipart only, allowed types checked by name and content, size limit, stored by uuid under
// DATA_DIR/uploads or in the database (no path traversal), download with the right disposition and within scope, French errors.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import {
  copyFolderToDatabase, fileStoreKind, isStored, readStored, readStream, remove, store, storedFiles, uploadsDir,
} from '../../../src/server/files/storage.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { sampleFile } from '../../support/samples.ts';

const dataDir = resolve(`.tmp/resilience/uploads-${process.pid}`);
/** The uuids of the stored files (the folder, or the database on a PostgreSQL server). */
const storedUuids = async () => (await storedFiles()).map((f) => f.uuid);
const MAX = 64 * 1024;
let s: TestServer;
let api: ApiCall;
let admin: string;
let antenneUser: string;
let otherCentre: string;

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env.DATA_DIR = dataDir;
  process.env.UPLOAD_MAX_BYTES = String(MAX);
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  [admin, antenneUser, otherCentre] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => loginWith(api, e)));
});
afterAll(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_objects')).rows[0]!.n;
const send = (name: string, content: string | Uint8Array, token = admin) =>
  api('POST', '/api/media_objects', { token, form: sampleFile(name, content as string, 'application/octet-stream') });
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('accepted files', () => {
  it('stores a text file by uuid and downloads it with its name', async () => {
    const res = await send('compte-rendu.txt', 'Bonjour\nLigne 2\n');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: 'compte-rendu.txt', mime_type: 'text/plain; charset=utf-8', size: 16 });
    expect(res.headers.get('location')).toBe(res.body['@id']);
    expect((await storedUuids())).toContain(res.body.uuid);
    const file = await fetch(`${s.base}${res.body['@id']}/download`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('Bonjour\nLigne 2\n');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="compte-rendu.txt"; filename*=UTF-8''compte-rendu.txt`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps an accented name exact in filename* and readable in the fallback', async () => {
    const res = await send('Relevé été.pdf', PDF);
    expect(res.status, res.text).toBe(201);
    expect(res.body.mime_type).toBe('application/pdf');
    const file = await fetch(`${s.base}${res.body['@id']}/download`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Releve ete.pdf"; filename*=UTF-8''Relev%C3%A9%20%C3%A9t%C3%A9.pdf`);
    expect((await send('photo.PNG', PNG)).status).toBe(201);
  });

  it('never lets a file name reach the file system (path traversal)', async () => {
    const res = await send('../../../etc/evil.txt', 'contenu');
    expect(res.status, res.text).toBe(201);
    expect(res.body.name).toBe('evil.txt');
    expect(existsSync(resolve(dataDir, '../etc/evil.txt'))).toBe(false);
    expect((await storedUuids()).every((f) => /^[0-9a-f-]{36}$/.test(f))).toBe(true);
  });
});

describe('refused files', () => {
  it('refuses, in French and without leaving a row or a file, a wrong type, a lying content, an oversized file', async () => {
    const rows = await count();
    const files = (await storedUuids()).length;
    const exe = await send('programme.exe', 'MZ\u0090\u0000');
    expect(exe.status).toBe(415);
    expect(exe.body['hydra:description']).toMatch(/type de fichier n'est pas accepté/);
    const lying = await send('facture.pdf', 'MZ\u0090\u0000binaire');
    expect(lying.status).toBe(415);
    expect(lying.body['hydra:description']).toMatch(/ne correspond pas à son extension/);
    const binaryText = await send('notes.txt', 'abc\u0000def');
    expect(binaryText.status).toBe(415);
    const big = await send('gros.txt', 'x'.repeat(MAX + 1));
    expect(big.status).toBe(413);
    expect(big.body['hydra:description']).toMatch(/taille maximale autorisée \(0,1 Mo\)/);
    const none = await api('POST', '/api/media_objects', { token: admin, form: new FormData() });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    expect(await count()).toBe(rows);
    expect((await storedUuids()).length).toBe(files);
  });

  it('refuses JSON writes of a file record in French, and multipart bodies elsewhere', async () => {
    const created = await send('a.txt', 'a');
    const post = await api('POST', '/api/media_objects', { token: admin, body: { name: 'x.txt' } });
    expect(post.status).toBe(415);
    expect(post.body['hydra:description']).toMatch(/multipart\/form-data/);
    for (const method of ['PUT', 'PATCH']) {
      const res = await api(method, created.body['@id'], { token: admin, body: { name: 'y.txt' } });
      expect(res.status).toBe(405);
      expect(res.body['hydra:description']).toMatch(/ne se modifie pas/);
    }
    const elsewhere = await api('POST', '/api/etudiants', { token: admin, form: sampleFile() });
    expect(elsewhere.status).toBe(415);
    expect(elsewhere.body['hydra:description']).toMatch(/n'est accepté que pour déposer un fichier/);
  });
});

describe('scope', () => {
  it("keeps a head-office upload no record points at to its sender, hides it from another centre", async () => {
    const created = await send('scope.txt', 'scope');
    expect(created.body.antenne).toBeNull();
    const path = `${created.body['@id']}/download`;
    // Not attached yet: its sender's alone (tests/api/security/fileScope.test.ts has the rule in full).
    expect((await api('GET', path, { token: antenneUser })).status).toBe(404);
    const foreign = await api('GET', path, { token: otherCentre });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('scope.txt');
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('DELETE', created.body['@id'], { token: antenneUser })).status).toBe(404);
    expect((await api('DELETE', created.body['@id'], { token: otherCentre })).status).toBe(404);
    expect((await storedUuids())).toContain(created.body.uuid);
    expect((await api('DELETE', created.body['@id'], { token: admin })).status).toBe(204);
    expect((await storedUuids())).not.toContain(created.body.uuid);
  });

  it("lets an antenne upload its own files, which another antenne does not see", async () => {
    const me = await api('GET', '/api/users/me', { token: antenneUser });
    const mine = await send('antenne.txt', 'antenne', antenneUser);
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.antenne).toBe(me.body.antenne);
    const path = `${mine.body['@id']}/download`;
    expect((await api('GET', path, { token: antenneUser })).status).toBe(200);
    // Not attached yet: not even the head office reads it.
    expect((await api('GET', path, { token: admin })).status).toBe(404);
    // A user of another antenne of the same centre: neither the record nor the file.
    const antennes = (await api('GET', '/api/antennes?pagination=false', { token: admin })).body['hydra:member'] as { '@id': string }[];
    const other = antennes.find((a) => a['@id'] !== me.body.antenne)!['@id'];
    const created = await api('POST', '/api/users', { token: admin, body: {
      email: `autre-antenne-${Date.now()}@demo.fr`, lastname: 'Autre', firstname: 'Antenne', password: 'Motdepasse123', roles: ['ROLE_USER'], antenne: other,
    } });
    expect(created.status, created.text).toBe(201);
    const otherUser = await loginWith(api, created.body.email, 'Motdepasse123');
    expect((await api('GET', mine.body['@id'], { token: otherUser })).status).toBe(404);
    expect((await api('GET', path, { token: otherUser })).status).toBe(404);
    const list = await api('GET', '/api/media_objects?pagination=false', { token: otherUser });
    expect(list.body['hydra:member'].map((m: { '@id': string }) => m['@id'])).not.toContain(mine.body['@id']);
    expect((await api('DELETE', mine.body['@id'], { token: antenneUser })).status).toBe(204);
  });
});

describe('where files are stored', () => {
  it('keeps files in the database on a PostgreSQL server (every instance reads them), in DATA_DIR/uploads on PGlite', async () => {
    const res = await send('rapport.pdf', PDF);
    expect(res.status, res.text).toBe(201);
    const onDisk = existsSync(join(dataDir, 'uploads', res.body.uuid));
    const row = await s.db.query('SELECT size FROM stored_files WHERE uuid = $1', [res.body.uuid]);
    expect(fileStoreKind()).toBe(s.databaseUrl ? 'database' : 'folder');
    expect({ onDisk, inDatabase: row.rows.length }).toEqual(s.databaseUrl ? { onDisk: false, inDatabase: 1 } : { onDisk: true, inDatabase: 0 });
  });

  it('writes and reads a file in chunks, and gives it back byte for byte', async () => {
    const uuid = randomUUID();
    const bytes = Buffer.alloc(700 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    // Sent in small pieces, as a network upload arrives.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 10_000) }, (_, i) => bytes.subarray(i * 10_000, (i + 1) * 10_000));
    const { size, head } = await store(uuid, Readable.from(pieces));
    expect(size).toBe(bytes.length);
    expect(head.equals(bytes.subarray(0, 4096))).toBe(true);
    const back: Buffer[] = [];
    for await (const chunk of readStream(uuid)) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(bytes)).toBe(true);
    if (s.databaseUrl) {
      // 256 KiB a row: three rows for 700 KiB.
      const chunks = await s.db.query('SELECT n FROM stored_file_chunks WHERE uuid = $1 ORDER BY n', [uuid]);
      expect(chunks.rows.map((r) => r.n)).toEqual([0, 1, 2]);
    }
    await remove(uuid);
    expect(await isStored(uuid)).toBe(false);
    expect(await readStored(uuid)).toBeUndefined();
  });

  // PGlite keeps the folder: nothing to copy there.
  it.skipIf(!process.env.DATABASE_URL)('copies the files of a folder into the database (npm run files:to-database), once', async () => {
    const uuid = randomUUID();
    mkdirSync(uploadsDir(), { recursive: true });
    writeFileSync(join(uploadsDir(), uuid), PDF);
    expect(await isStored(uuid)).toBe(false);
    expect(await copyFolderToDatabase(s.db)).toBeGreaterThanOrEqual(1);
    expect((await readStored(uuid))?.toString()).toBe(PDF);
    expect(await copyFolderToDatabase(s.db)).toBe(0);
  });
});
