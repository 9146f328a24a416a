// A file takes the scope of the record that points at it, at the moment it is attached, and an upload no record
// points at yet is its uploader's alone (list, item, download): a head-office upload attached to a trainee of
// one antenne is not read by another antenne, and nobody else reaches (nor attaches) a pending upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { sampleFile } from '../../support/samples.ts';

const dataDir = resolve(`.tmp/security/file-scope-${process.pid}`);
let s: TestServer;
let api: ApiCall;
const t: Record<string, string> = {};
let antenne1Of: number;

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env.DATA_DIR = dataDir;
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  for (const who of ['admin', 'coordinateur', 'antenne1']) t[who] = await loginWith(api, `${who}@demo.fr`);
  antenne1Of = (await s.db.query<{ antenne_id: number }>("SELECT antenne_id FROM users WHERE email = 'antenne1@demo.fr'")).rows[0]!.antenne_id;
});
afterAll(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (name: string, token: string) => api('POST', '/api/media_objects', { token, form: sampleFile(name, `contenu ${name}\n`) });
const reads = async (iri: string, token: string) => {
  const id = iri.split('/').pop();
  const [item, download, list] = await Promise.all([
    api('GET', iri, { token }), api('GET', `${iri}/download`, { token }), api('GET', `/api/media_objects?id=${id}`, { token }),
  ]);
  return { item: item.status, download: download.status, listed: (list.body?.['hydra:member'] ?? []).length };
};

describe("a head-office upload attached to an antenne's trainee", () => {
  it("takes the trainee's antenne: another antenne neither lists, reads nor downloads it", async () => {
    const other = (await s.db.query<{ id: number; antenne_id: number }>(
      'SELECT id, antenne_id FROM etudiants WHERE cfa_id = (SELECT cfa_id FROM users WHERE email = $1) AND antenne_id <> $2 ORDER BY id LIMIT 1',
      ['admin@demo.fr', antenne1Of])).rows[0]!;
    const file = await upload('piece-identite.txt', t.admin!);
    expect(file.status, file.text).toBe(201);
    const doc = await api('POST', '/api/etudiant_documents', { token: t.admin, body: {
      etudiant: `/api/etudiants/${other.id}`, type_document: 1, name: 'Pièce d’identité', file: file.body['@id'] } });
    expect(doc.status, doc.text).toBe(201);
    const stored = await api('GET', file.body['@id'], { token: t.admin });
    expect(stored.body.antenne).toBe(`/api/antennes/${other.antenne_id}`);
    expect(await reads(file.body['@id'], t.antenne1!)).toEqual({ item: 404, download: 404, listed: 0 });
    expect(await reads(file.body['@id'], t.admin!)).toEqual({ item: 200, download: 200, listed: 1 });
  });
});

describe('an upload no record points at yet', () => {
  it('is read by its uploader only: not by a colleague of the head office, not by an antenne', async () => {
    const file = await upload('brouillon.txt', t.admin!);
    expect(await reads(file.body['@id'], t.admin!)).toEqual({ item: 200, download: 200, listed: 1 });
    expect(await reads(file.body['@id'], t.coordinateur!)).toEqual({ item: 404, download: 404, listed: 0 });
    expect(await reads(file.body['@id'], t.antenne1!)).toEqual({ item: 404, download: 404, listed: 0 });
  });

  it("is refused, in French, as the file of another user's record", async () => {
    const file = await upload('pas-a-moi.txt', t.admin!);
    const mine = (await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 ORDER BY id LIMIT 1', [antenne1Of])).rows[0]!;
    const doc = await api('POST', '/api/etudiant_documents', { token: t.antenne1, body: {
      etudiant: `/api/etudiants/${mine.id}`, type_document: 1, name: 'Emprunt', file: file.body['@id'] } });
    expect(doc.status, doc.text).toBe(422);
    expect(doc.body.violations[0].propertyPath).toBe('file');
    expect(doc.body.violations[0].message).toMatch(/Fichier/);
  });

  it("an antenne's own upload, once attached to its trainee, is read by its antenne and the head office", async () => {
    const mine = (await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 ORDER BY id LIMIT 1', [antenne1Of])).rows[0]!;
    const file = await upload('attestation.txt', t.antenne1!);
    expect(await reads(file.body['@id'], t.admin!)).toEqual({ item: 404, download: 404, listed: 0 });
    const doc = await api('POST', '/api/etudiant_documents', { token: t.antenne1, body: {
      etudiant: `/api/etudiants/${mine.id}`, type_document: 1, name: 'Attestation', file: file.body['@id'] } });
    expect(doc.status, doc.text).toBe(201);
    expect(await reads(file.body['@id'], t.admin!)).toEqual({ item: 200, download: 200, listed: 1 });
    expect(await reads(file.body['@id'], t.antenne1!)).toEqual({ item: 200, download: 200, listed: 1 });
  });
});
