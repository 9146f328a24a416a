// Low findings of the third security round: a document model accepts only the catalogue's variables (never a
// prototype name such as {constructor}, {__proto__} or {hasOwnProperty}, never a raw-XML tag {@…}), refused in
// French naming the tag; reset links are limited per client address too, whatever the e-mail; an archived survey
// takes no more answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';
import { minimalDocx } from '../../../src/server/domain/documents/docx.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let s: TestServer;
let api: ApiCall;
let admin: string;
let folder: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  admin = await loginWith(api, 'admin@demo.fr');
  folder = `/api/modele_dossiers/${(await s.db.query<{ id: number }>('SELECT id FROM modele_dossiers WHERE cfa_id = 1 ORDER BY id LIMIT 1')).rows[0]!.id}`;
});
afterAll(async () => s?.close());

async function uploadDocx(paragraphs: string[]) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(minimalDocx(paragraphs))], { type: DOCX }), 'modele.docx');
  const res = await api('POST', '/api/media_objects', { token: admin, form: data });
  expect(res.status, res.text).toBe(201);
  return res.body['@id'] as string;
}

describe('document models take only the catalogue\'s variables', () => {
  for (const tag of ['constructor', '__proto__', 'hasOwnProperty', '@etudiant.nom', 'variable_inconnue']) {
    it(`refuses {${tag}} in French, naming it`, async () => {
      const file = await uploadDocx(['Bonjour {etudiant.nom}', `Piège : {${tag}}`]);
      const res = await api('POST', '/api/modeles', { token: admin, body: { name: `Modèle ${tag}`, folder, file } });
      expect(res.status, res.text).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('file');
      expect(res.body.violations[0].message).toContain(`{${tag}}`);
      expect(isFrench(res.body.violations[0].message)).toBe(true);
    });
  }

  it('refuses at generation a model stored before the check', async () => {
    const file = await uploadDocx(['Bonjour {hasOwnProperty}']);
    const model = (await s.db.query<{ id: number }>('SELECT id FROM modeles WHERE cfa_id = 1 AND file_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!;
    await s.db.query('UPDATE modeles SET file_id = $2 WHERE id = $1', [model.id, Number(file.split('/').pop())]);
    const trainee = (await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 1 ORDER BY id LIMIT 1')).rows[0]!;
    const res = await api('POST', `/api/modeles/${model.id}/generer`, { token: admin, body: { etudiants: [`/api/etudiants/${trainee.id}`], format: 'docx' } });
    expect(res.status, res.text).toBe(422);
    expect(JSON.stringify(res.body.violations)).toContain('{hasOwnProperty}');
  });
});

describe('reset links are limited per address', () => {
  it('refuses, in French, an address asking links for 30 different e-mails', async () => {
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 30; i++) {
      const res = await api('POST', '/api/forgot_password/', { body: { email: `inconnu-${i}@exemple.fr` }, headers: { 'content-type': 'application/json' } });
      statuses.push(res.status);
      if (res.status === 429) refusal = String(res.body?.['hydra:description'] ?? res.body?.message ?? '');
    }
    expect(statuses.filter((x) => x === 204).length).toBeLessThan(30);
    expect(statuses).toContain(429);
    expect(isFrench(refusal)).toBe(true);
  });
});

describe('an archived survey', () => {
  it('refuses, in French, an answer by a link sent before it was archived, and stores nothing', async () => {
    const survey = (await s.db.query<{ id: number }>('SELECT id FROM enquetes WHERE cfa_id = 1 AND etat = 0 ORDER BY id LIMIT 1')).rows[0]!.id;
    const trainee = (await s.db.query<{ id: number }>("SELECT id FROM etudiants WHERE cfa_id = 1 AND mail <> '' ORDER BY id LIMIT 1")).rows[0]!.id;
    const sent = await api('POST', `/api/enquetes/${survey}/envoi`, { token: admin, body: { etudiants: [trainee] } });
    expect(sent.status, sent.text).toBe(201);
    const envoi = sent.body['hydra:member'][0].id as number;
    const { token } = (await s.db.query<{ token: string }>('SELECT token FROM enquete_envois WHERE id = $1', [envoi])).rows[0]!;
    const form = await api('GET', `/api/survey_forms/${token}`);
    expect(form.status, form.text).toBe(200);
    const answers = Object.fromEntries((form.body.questions as { id: string; type?: string }[]).map((q) => [q.id, q.type === 'texte' ? 'Bien' : 3]));
    expect((await api('PATCH', `/api/enquetes/${survey}`, { token: admin, body: { etat: 1 } })).status).toBe(200);
    const late = await api('POST', `/api/survey_forms/${token}`, { body: { reponses: answers } });
    expect(late.status, late.text).toBe(410);
    expect(isFrench(late.body['hydra:description'])).toBe(true);
    const row = (await s.db.query<{ status: number; reponses: unknown }>('SELECT status, reponses FROM enquete_envois WHERE id = $1', [envoi])).rows[0]!;
    expect(row).toEqual({ status: 1, reponses: null });
  });
});
