// Per-resource hooks of the generic CRUD (src/server/crud/hooks.ts), on an app built in the reversed order
// (the generic CRUD registered BEFORE the domain modules): registration order no longer matters. The hooked
// behaviours (rupture rule, multipart creates, notifications seen by their user only, x-alias names, the
// modeles `folder.slug` filter, domain static paths), the spec's partial PUT (four resources) and its POST to
// an item URL (eight resources), with their refusals: guest 403, another antenne or centre 404, bad body 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { apiClient, type ApiCall } from '../support/client.ts';
import { isFrench } from '../support/invalidSamples.ts';
import { sampleFile, validPayload, type Json } from '../support/samples.ts';

let s: TestServer;
let api: ApiCall;
let admin: string;
let antenne1: string;
let guest: string;
let sport: string;
/** antenne1's antenne (own) and another antenne of the same centre. */
let own: string;
let other: string;
const parentsOwn = new Map<string, string>();
const parentsOther = new Map<string, string>();

const one = async <T = any>(sql: string, params: unknown[] = []) => (await s.db.query(sql, params)).rows[0] as T;

beforeAll(async () => {
  s = await startServer(import.meta.url, { crudFirst: true });
  api = apiClient(s.base);
  [admin, antenne1, guest, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'invite@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  own = (await api('GET', '/api/users/me', { token: antenne1 })).body.antenne;
  const antennes = await api('GET', '/api/antennes?pagination=false', { token: admin });
  other = antennes.body['hydra:member'].map((a: Json) => a['@id']).find((iri: string) => iri !== own);
});
afterAll(async () => s?.close());

/** A record of `resource` made by the admin in the given antenne (the centre's for centre-level resources). */
async function make(resource: string, antenne: string, extra: Json = {}): Promise<Json> {
  const body = { ...(await validPayload(api, resource, { token: admin, antenne, parents: antenne === own ? parentsOwn : parentsOther })), ...extra };
  const res = await api('POST', `/api/${resource}`, { token: admin, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const expectFrench422 = (res: { status: number; body: Json; text: string }, path: string) => {
  expect(res.status, res.text).toBe(422);
  expect(isFrench(res.body['hydra:description'])).toBe(true);
  expect(res.body.violations.map((v: Json) => v.propertyPath)).toContain(path);
};

describe('an app built with the generic CRUD first', () => {
  it('applies the contracts\' rupture rule to the generic POST, PUT and PATCH (beforeWrite)', async () => {
    const etudiant = await one<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = (SELECT antenne_id FROM users WHERE email = $1) ORDER BY id LIMIT 1', ['antenne1@demo.fr']);
    const body = { etudiant: `/api/etudiants/${etudiant.id}`, date_debut: '2025-09-01', date_fin: '2026-08-31' };
    const early = await api('POST', '/api/etudiant_contrats', { token: antenne1, body: { ...body, date_rupture: '2025-08-01', motif_rupture: 1 } });
    expectFrench422(early, 'date_rupture');
    const created = await api('POST', '/api/etudiant_contrats', { token: antenne1, body });
    expect(created.status, created.text).toBe(201);
    const late = await api('PATCH', created.body['@id'], { token: antenne1, body: { date_rupture: '2026-09-15', motif_rupture: 1 } });
    expectFrench422(late, 'date_rupture');
    expect((await api('PUT', created.body['@id'], { token: antenne1, body: { date_debut: '2026-10-01', date_rupture: '2026-01-10', motif_rupture: 1 } })).status).toBe(422);
    const ok = await api('PUT', created.body['@id'], { token: antenne1, body: { date_rupture: '2026-01-10', motif_rupture: 1 } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ date_debut: '2025-09-01', date_rupture: '2026-01-10' });
  });

  it('creates uploads and diploma documents from multipart forms (createFrom), JSON elsewhere', async () => {
    const media = await api('POST', '/api/media_objects', { token: admin, form: sampleFile() });
    expect(media.status, media.text).toBe(201);
    expect((await api('POST', '/api/media_objects', { token: admin, body: { name: 'x' } })).status).toBe(415);
    expect((await api('PATCH', media.body['@id'], { token: admin, body: { name: 'y' } })).status).toBe(405);
    const diplome = await one<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id LIMIT 1');
    const form = sampleFile('attestation.txt');
    for (const [k, v] of Object.entries({ diplome: `/api/diplomes/${diplome.id}`, antenne: own, name: 'Attestation Qualiopi' })) form.append(k, v);
    const doc = await api('POST', '/api/antenne_diplome_document_administratifs', { token: antenne1, form });
    expect(doc.status, doc.text).toBe(201);
    expect(doc.body.file).toMatch(/^\/api\/media_objects\/\d+$/);
    // Elsewhere a multipart body is still refused before any handler reads it.
    const elsewhere = await api('POST', '/api/antenne_actions', { token: admin, form: sampleFile() });
    expect(elsewhere.status).toBe(415);
    expect(isFrench(elsewhere.body['hydra:description'])).toBe(true);
  });

  it('shows each user only their own notifications, in the list, the CSV export and by item (narrowRead)', async () => {
    const me = (await api('GET', '/api/users/me', { token: antenne1 })).body['@id'];
    const adminIri = (await api('GET', '/api/users/me', { token: admin })).body['@id'];
    const asked = await api('GET', `/api/notifications?user=${adminIri}&pagination=false`, { token: antenne1 });
    expect(asked.body['hydra:member'].length).toBeGreaterThan(0);
    expect(asked.body['hydra:member'].every((n: Json) => n.user === me)).toBe(true);
    const theirs = (await api('GET', '/api/notifications?pagination=false', { token: admin })).body['hydra:member'][0]['@id'];
    expect((await api('GET', theirs, { token: antenne1 })).status).toBe(404);
    expect((await api('PUT', theirs, { token: antenne1, body: { readAt: '2026-01-01T00:00:00Z' } })).status).toBe(404);
    expect((await api('DELETE', theirs, { token: antenne1 })).status).toBe(404);
    const csv = await fetch(`${s.base}/api/notifications/export.csv`, { headers: { authorization: `Bearer ${antenne1}` } });
    const lines = (await csv.text()).trim().split('\n');
    expect(lines.length - 1).toBe(asked.body['hydra:member'].length);
  });

  it('takes the x-alias names in filters and bodies', async () => {
    const unread = await api('GET', '/api/notifications?exists[readAt]=false&pagination=false', { token: antenne1 });
    expect(unread.status).toBe(200);
    expect(unread.body['hydra:member'].every((n: Json) => n.read_at === null)).toBe(true);
    const suivi = await one<{ id: number; etudiant_bilan_parcours_id: number }>('SELECT id, etudiant_bilan_parcours_id FROM suivi_rpps ORDER BY id LIMIT 1');
    const byAlias = await api('GET', `/api/suivi_rpps?etudiantBilanParcours=${suivi.etudiant_bilan_parcours_id}`, { token: admin });
    expect(byAlias.body['hydra:member'].map((m: Json) => m.id)).toContain(suivi.id);
    expect(byAlias.body['hydra:member'].every((m: Json) => m.etudiant_bilan_parcours === `/api/etudiant_bilan_parcours/${suivi.etudiant_bilan_parcours_id}`)).toBe(true);
  });

  it('narrows modeles by folder.slug, in the list and the CSV export', async () => {
    const folder = await one<{ id: number }>("SELECT id FROM modele_dossiers WHERE cfa_id = 1 AND slug = 'stagiaire_documents'");
    const res = await api('GET', '/api/modeles?folder.slug=stagiaire_documents&pagination=false', { token: admin });
    expect(res.body['hydra:member'].length).toBeGreaterThan(0);
    expect(res.body['hydra:member'].every((m: Json) => m.folder === `/api/modele_dossiers/${folder.id}`)).toBe(true);
    const all = await api('GET', '/api/modeles?pagination=false', { token: admin });
    expect(all.body['hydra:member'].length).toBeGreaterThan(res.body['hydra:member'].length);
    expect((await api('GET', '/api/modeles?folder.slug=inconnu', { token: admin })).body['hydra:member']).toEqual([]);
    const csv = await fetch(`${s.base}/api/modeles/export.csv?folder.slug=stagiaire_documents`, { headers: { authorization: `Bearer ${admin}` } });
    expect((await csv.text()).trim().split('\n').length - 1).toBe(res.body['hydra:member'].length);
  });

  it('answers domain static paths, not the generic item routes', async () => {
    const absence = await api('POST', '/api/etudiant_add_absence', { token: antenne1, body: {} });
    expect([400, 422]).toContain(absence.status);
    expect(isFrench(absence.body['hydra:description'])).toBe(true);
    const csv = await fetch(`${s.base}/api/etudiants/export.csv`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
  });
});

describe('PUT with a partial body updates only the fields sent', () => {
  it('external_registration_contacts {status}', async () => {
    const c = await make('external_registration_contacts', own);
    const res = await api('PUT', c['@id'], { token: antenne1, body: { status: 2 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 2, lastname: c.lastname, firstname: c.firstname, antenne: own });
    expect((await api('PUT', c['@id'], { token: guest, body: { status: 1 } })).status).toBe(403);
    expectFrench422(await api('PUT', c['@id'], { token: antenne1, body: { lastname: null } }), 'lastname');
  });

  it('etudiant_acas {statut}, sent as merge-patch', async () => {
    const aca = await make('etudiant_acas', own);
    const res = await api('PUT', aca['@id'], { token: antenne1, body: { statut: 'finalisee' }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ statut: 'finalisee', etudiant: aca.etudiant });
    expectFrench422(await api('PUT', aca['@id'], { token: antenne1, body: { statut: 'inconnu' } }), 'statut');
  });

  it('notifications {readAt}', async () => {
    const mine = (await api('GET', '/api/notifications?exists[read_at]=false', { token: antenne1 })).body['hydra:member'][0];
    const res = await api('PUT', mine['@id'], { token: antenne1, body: { readAt: '2026-03-01T09:00:00+00:00' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ title: mine.title, user: mine.user });
    expect(res.body.read_at).toMatch(/^2026-03-01T09:00:00/);
  });

  it('suivi_rpps without its assessment and type', async () => {
    const suivi = await make('suivi_rpps', own);
    const res = await api('PUT', suivi['@id'], { token: antenne1, body: { status: 2, comment: 'Point fait' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 2, comment: 'Point fait', etudiant_bilan_parcours: suivi.etudiant_bilan_parcours, type_rpp: suivi.type_rpp });
    expectFrench422(await api('PUT', suivi['@id'], { token: antenne1, body: { typeRpp: null } }), 'type_rpp');
    expect((await api('PUT', suivi['@id'], { token: sport, body: { status: 3 } })).status).toBe(404);
  });
});

/** Per resource: a change to post, and a body the schema refuses (with the property it names). */
const POST_TO_ITEM: Record<string, { edit: Json; bad: Json; path: string; centre?: boolean }> = {
  antenne_actions: { edit: { name: 'Action modifiée', etat: 1 }, bad: { name: null }, path: 'name' },
  modeles: { edit: { description: 'Modèle modifié' }, bad: { name: null }, path: 'name', centre: true },
  prestataire_documents: { edit: { name: 'Document modifié' }, bad: { type: 'pdf' }, path: 'type' },
  entreprise_documents: { edit: { comment: 'Reçu signé' }, bad: { name: null }, path: 'name' },
  antenne_convention_documents: { edit: { name: 'Convention signée' }, bad: { name: null }, path: 'name' },
  etudiant_document_factures: { edit: { numero: 'F-2026-001', montant: 120.5 }, bad: { montant: 'cent' }, path: 'montant' },
  antenne_groupe_sessions: { edit: { name: 'Session modifiée' }, bad: { name: null }, path: 'name' },
  antenne_action_sessions: { edit: { name: 'Séance modifiée', hours: 3.5 }, bad: { hours: 'trois' }, path: 'hours' },
};

describe('POST to an item URL edits it (201)', () => {
  for (const [resource, c] of Object.entries(POST_TO_ITEM)) {
    it(resource, async () => {
      const row = await make(resource, own);
      const token = c.centre ? admin : antenne1;
      const res = await api('POST', row['@id'], { token, body: c.edit });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ '@id': row['@id'], ...c.edit });
      expect((await api('GET', row['@id'], { token })).body).toMatchObject(c.edit);
      expect((await api('POST', row['@id'], { token: guest, body: c.edit })).status).toBe(403);
      expect((await api('POST', row['@id'], { token: sport, body: c.edit })).status).toBe(404);
      if (!c.centre) {
        const theirs = await make(resource, other);
        expect((await api('POST', theirs['@id'], { token: antenne1, body: c.edit })).status).toBe(404);
      }
      const before = (await api('GET', row['@id'], { token })).body;
      expectFrench422(await api('POST', row['@id'], { token, body: c.bad }), c.path);
      expect((await api('GET', row['@id'], { token })).body).toEqual(before);
    });
  }

  it('takes a multipart form whose file replaces the document\'s (prestataire_documents)', async () => {
    const row = await make('prestataire_documents', own);
    const form = sampleFile('devis.txt', 'Devis signé.\n');
    form.append('name', 'Devis signé');
    const res = await api('POST', row['@id'], { token: antenne1, form });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: 'Devis signé', prestataire: row.prestataire });
    expect(res.body.file).toMatch(/^\/api\/media_objects\/\d+$/);
    expect(res.body.file).not.toBe(row.file);
    const media = await one<{ name: string }>('SELECT name FROM media_objects WHERE id = $1', [Number(res.body.file.split('/').pop())]);
    expect(media.name).toBe('devis.txt');
    const refused = await api('POST', row['@id'], { token: antenne1, form: sampleFile('virus.exe', 'MZ') });
    expect(refused.status).toBe(415);
    expect(isFrench(refused.body['hydra:description'])).toBe(true);
  });

  it('finds a convention document by the uuid of its file', async () => {
    const file = await api('POST', '/api/media_objects', { token: admin, form: sampleFile('convention.txt') });
    const row = await make('antenne_convention_documents', own, { file: file.body['@id'] });
    const media = await one<{ uuid: string }>('SELECT m.uuid FROM media_objects m WHERE m.id = $1', [file.body.id]);
    expect(media.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const res = await api('POST', `/api/antenne_convention_documents/${media.uuid}`, { token: antenne1, body: { name: 'Convention reçue' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ '@id': row['@id'], name: 'Convention reçue' });
    expect((await api('POST', '/api/antenne_convention_documents/00000000-0000-4000-8000-000000000000', { token: antenne1, body: { name: 'x' } })).status).toBe(404);
    expect((await api('POST', `/api/antenne_convention_documents/${media.uuid}`, { token: sport, body: { name: 'x' } })).status).toBe(404);
  });

  it('is not open on other resources (404)', async () => {
    const etudiant = await one<{ id: number }>('SELECT id FROM etudiants ORDER BY id LIMIT 1');
    expect((await api('POST', `/api/etudiants/${etudiant.id}`, { token: admin, body: { lastname: 'X' } })).status).toBe(404);
  });
});
