// The upload limits the admin shows before sending (GET /api/media_objects/limits) are the ones the server
// applies: a file of exactly the limit is taken, one byte more is a French 413, an executable (by name, or
// renamed to .pdf) a French 415, and a refusal stores neither a row nor a file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUploadServer, type UploadServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { sampleFile } from '../../support/samples.ts';

const MAX = 3 * 1024 * 1024 / 2; // 1,5 Mo
let s: UploadServer;
let api: ApiCall;
let coordinator: string;

beforeAll(async () => {
  s = await startUploadServer(import.meta.url, 'upload-limits', { UPLOAD_MAX_BYTES: String(MAX) });
  api = apiClient(s.base);
  coordinator = await loginWith(api, 'coordinateur@demo.fr');
});
afterAll(async () => s?.close());

const count = () => s.mediaCount();
const stored = async () => (await s.storedFiles()).length;
const send = (name: string, content: string) =>
  api('POST', '/api/media_objects', { token: coordinator, form: sampleFile(name, content, 'application/octet-stream') });

describe('GET /api/media_objects/limits', () => {
  it('gives the size bound (bytes and French words) and the accepted types, to a signed-in user only', async () => {
    const res = await api('GET', '/api/media_objects/limits', { token: coordinator });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ maxBytes: MAX, maxSize: '1,5 Mo' });
    expect(res.body.extensions).toEqual(expect.arrayContaining(['pdf', 'png', 'jpg', 'docx', 'txt']));
    expect(res.body.extensions).not.toContain('exe');
    expect(res.body.types.pdf).toBe('application/pdf');
    expect(res.body.types.txt).toBe('text/plain');
    const anonymous = await api('GET', '/api/media_objects/limits');
    expect(anonymous.status).toBe(401);
  });

  it("lets the admin's pages frame an object URL (the PDF preview), and nothing else from elsewhere", async () => {
    const res = await fetch(`${s.base}/api/media_objects/limits`, { headers: { authorization: `Bearer ${coordinator}` } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
  });

  it('is the bound the upload applies: the limit is taken, one byte more is refused in French, nothing stored', async () => {
    const limits = (await api('GET', '/api/media_objects/limits', { token: coordinator })).body;
    const exact = await send('exact.txt', 'a'.repeat(limits.maxBytes));
    expect(exact.status, exact.text).toBe(201);
    const rows = await count();
    const files = await stored();
    const over = await send('trop-gros.txt', 'a'.repeat(limits.maxBytes + 1));
    expect(over.status).toBe(413);
    expect(over.body['hydra:description']).toBe(`Le fichier dépasse la taille maximale autorisée (${limits.maxSize}).`);
    const exe = await send('installateur.exe', 'MZ\u0090\u0000\u0003\u0000');
    expect(exe.status).toBe(415);
    expect(exe.body['hydra:description']).toMatch(/^Ce type de fichier n'est pas accepté\. Types acceptés : pdf, /);
    const renamed = await send('facture.pdf', 'MZ\u0090\u0000\u0003\u0000');
    expect(renamed.status).toBe(415);
    expect(renamed.body['hydra:description']).toBe('Le fichier « facture.pdf » est vide ou son contenu ne correspond pas à son extension.');
    expect(await count()).toBe(rows);
    expect(await stored()).toBe(files);
  });
});
