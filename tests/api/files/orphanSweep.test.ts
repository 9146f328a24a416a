// Uploaded files nobody keeps are swept (src/server/files/sweep.ts): a media object no row points at, older
// than the grace period, goes with its stored file; a referenced one stays however old, and so does a fresh
// orphan (a form being filled); a stored file without a row goes too.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUploadServer, type UploadServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { sampleFile } from '../../support/samples.ts';
import { orphanGraceMs, sweepOrphanFiles } from '../../../src/server/files/sweep.ts';
import { fileStoreKind, store } from '../../../src/server/files/storage.ts';
import { Readable } from 'node:stream';

let s: UploadServer;
let api: ApiCall;
let coordinator: string;
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

beforeAll(async () => {
  s = await startUploadServer(import.meta.url, 'orphan-sweep');
  api = apiClient(s.base);
  coordinator = await loginWith(api, 'coordinateur@demo.fr');
});
afterAll(async () => s?.close());

const upload = async (name: string) => {
  const res = await api('POST', '/api/media_objects', { token: coordinator, form: sampleFile(name, PDF, 'application/pdf') });
  expect(res.status, res.text).toBe(201);
  return res.body as { '@id': string; id: number };
};
const uuidOf = async (id: number) => (await s.db.query<{ uuid: string }>('SELECT uuid FROM media_objects WHERE id = $1', [id])).rows[0]?.uuid;
const age = (id: number, hours: number) => s.db.query(`UPDATE media_objects SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);

describe('sweep of orphan uploads', () => {
  it('is 24 hours of grace by default, configurable', () => {
    expect(orphanGraceMs()).toBe(24 * 3600_000);
    process.env.ORPHAN_FILES_GRACE_HOURS = '2';
    expect(orphanGraceMs()).toBe(2 * 3600_000);
    delete process.env.ORPHAN_FILES_GRACE_HOURS;
  });

  it('deletes an old orphan (row and file), keeps a referenced file however old and a fresh orphan', async () => {
    const kept = await upload('cni.pdf');
    const etudiant = (await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 1 ORDER BY id LIMIT 1')).rows[0]!.id;
    const doc = await api('POST', '/api/etudiant_documents', {
      token: coordinator, body: { etudiant: `/api/etudiants/${etudiant}`, type_document: 1, name: 'CNI', file: kept['@id'] },
    });
    expect(doc.status, doc.text).toBe(201);
    const abandoned = await upload('abandonne.pdf');
    const fresh = await upload('en-cours.pdf');
    await age(kept.id, 48);
    await age(abandoned.id, 25);
    const [keptUuid, abandonedUuid, freshUuid] = [await uuidOf(kept.id), await uuidOf(abandoned.id), await uuidOf(fresh.id)];
    // A stored file whose row never came (crash between the write and the insert), dated two days back.
    const stray = randomUUID();
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    if (fileStoreKind() === 'folder') {
      const strayPath = join(s.dataDir, 'uploads', stray);
      writeFileSync(strayPath, PDF);
      utimesSync(strayPath, twoDaysAgo, twoDaysAgo);
    } else {
      await store(stray, Readable.from([Buffer.from(PDF)]));
      await s.db.query('UPDATE stored_files SET created_at = $2 WHERE uuid = $1', [stray, twoDaysAgo]);
    }

    const result = await sweepOrphanFiles(s.db);
    expect(result.files).toBe(1);
    expect(result.rows).toBeGreaterThanOrEqual(1);
    expect(await uuidOf(abandoned.id)).toBeUndefined();
    expect(await s.storedFiles()).not.toContain(abandonedUuid);
    expect(await s.storedFiles()).not.toContain(stray);
    expect(await uuidOf(kept.id)).toBe(keptUuid);
    expect(await uuidOf(fresh.id)).toBe(freshUuid);
    expect(await s.storedFiles()).toEqual(expect.arrayContaining([keptUuid, freshUuid]));
    // The kept document still downloads.
    const download = await fetch(`${s.base}/api/etudiant_documents/${doc.body.id}`, { headers: { authorization: `Bearer ${coordinator}` } });
    expect(download.status).toBe(200);
  });
});
