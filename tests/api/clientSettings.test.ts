// Reference values narrowed by the client profile (clients/*.json, src/shared/clients/narrowed.ts) are refused
// by the API too: a user of the sports network (entretien.interviewsType names 12 of the 21 interview types)
// cannot record an interview of another type (French 422 on the field, nothing stored), the demo centre
// (every type) can, and a stored value the profile no longer offers survives updates that leave it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfilesFromDir } from '../../src/shared/clients/node-loader.ts';
import { resolveProfile } from '../../src/shared/clients/index.ts';
import { types_entretien } from '../../src/shared/reference/entretiens.ts';
import { types_document_administratif } from '../../src/shared/reference/documents.ts';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let sport: string;
let demo: string;
const { profiles } = await loadProfilesFromDir();
const sportTypes = resolveProfile(profiles, { cfaId: 2, level: 'cfa' })!.entretien.interviewsType;
const offered = sportTypes[0]!;
const notOffered = types_entretien.map((t) => t.id).find((id) => !sportTypes.includes(id))!;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  sport = await s.login('sport@demo.fr');
  demo = await s.login('admin@demo.fr');
});
afterAll(async () => s?.close());

const traineeOf = async (cfaId: number) => (await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = $1 ORDER BY id LIMIT 1', [cfaId])).rows[0]!.id;
const interviewsOf = async (etudiant: number) => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiant_interviews WHERE etudiant_id = $1', [etudiant])).rows[0]!.n);
const interview = (etudiant: number, type: number) => ({ etudiant: `/api/etudiants/${etudiant}`, type, date_interview: '2025-03-12', subject: 'Point' });

describe('interview types of the client profile', () => {
  it('the sports network profile narrows the list (the premise of these tests)', () => {
    expect(sportTypes).toHaveLength(12);
    expect(notOffered).toBeDefined();
  });

  it('refuses, in French and on the field, a type the sports network does not offer; nothing is stored', async () => {
    const etudiant = await traineeOf(2);
    const before = await interviewsOf(etudiant);
    const res = await s.req('POST', '/api/etudiant_interviews', { token: sport, body: interview(etudiant, notOffered) });
    expect(res.status).toBe(422);
    const label = types_entretien.find((t) => t.id === notOffered)!.label;
    expect(res.body.violations).toEqual([{ propertyPath: 'type', message: expect.stringContaining(`« ${label} » (Type d'entretien) n'est pas proposé pour votre centre`) }]);
    expect(res.body['hydra:description']).toContain("n'est pas proposé pour votre centre");
    expect(await interviewsOf(etudiant)).toBe(before);
  });

  it('accepts a type of the profile, and any type for the demo centre', async () => {
    const created = await s.req('POST', '/api/etudiant_interviews', { token: sport, body: interview(await traineeOf(2), offered) });
    expect(created.status).toBe(201);
    const demoCreated = await s.req('POST', '/api/etudiant_interviews', { token: demo, body: interview(await traineeOf(1), notOffered) });
    expect(demoCreated.status).toBe(201);
  });

  it('keeps a stored type the profile no longer offers when an update leaves it alone, refuses changing to another', async () => {
    const created = await s.req('POST', '/api/etudiant_interviews', { token: sport, body: interview(await traineeOf(2), offered) });
    expect(created.status).toBe(201);
    await s.db.query('UPDATE etudiant_interviews SET type = $2 WHERE id = $1', [created.body.id, notOffered]);
    const merge = { 'content-type': 'application/merge-patch+json' };
    const kept = await s.req('PATCH', `/api/etudiant_interviews/${created.body.id}`, { token: sport, body: { subject: 'Point modifié' }, headers: merge });
    expect(kept.status).toBe(200);
    expect(kept.body.type).toBe(notOffered);
    const other = types_entretien.map((t) => t.id).find((id) => id !== notOffered && !sportTypes.includes(id))!;
    const changed = await s.req('PATCH', `/api/etudiant_interviews/${created.body.id}`, { token: sport, body: { type: other }, headers: merge });
    expect(changed.status).toBe(422);
    expect(changed.body.violations[0].propertyPath).toBe('type');
  });
});

describe('document types of the client profile (stagiaire.typeDocumentAdministratifs; empty: every type)', () => {
  const sportDocs = resolveProfile(profiles, { cfaId: 2, level: 'cfa' })!.stagiaire.typeDocumentAdministratifs;
  const docNotOffered = types_document_administratif.map((t) => t.id as number).find((id) => !sportDocs.includes(id))!;
  const documentsOf = async (etudiant: number) => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiant_documents WHERE etudiant_id = $1', [etudiant])).rows[0]!.n);
  const document = (etudiant: number, type: number) => ({ etudiant: `/api/etudiants/${etudiant}`, type_document: type, name: 'Pièce' });

  it('refuses, in French on the field, an administrative type the sports network does not offer; nothing is stored', async () => {
    const etudiant = await traineeOf(2);
    const before = await documentsOf(etudiant);
    const res = await s.req('POST', '/api/etudiant_documents', { token: sport, body: document(etudiant, docNotOffered) });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([{ propertyPath: 'type_document', message: expect.stringContaining("n'est pas proposé pour votre centre") }]);
    expect(await documentsOf(etudiant)).toBe(before);
    expect((await s.req('POST', '/api/etudiant_documents', { token: sport, body: document(etudiant, sportDocs[0]!) })).status).toBe(201);
  });

  it('the demo centre, whose list is empty, may choose any administrative type', async () => {
    const res = await s.req('POST', '/api/etudiant_documents', { token: demo, body: document(await traineeOf(1), docNotOffered) });
    expect(res.status).toBe(201);
  });
});
