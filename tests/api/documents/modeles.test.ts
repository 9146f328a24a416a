// API of document models (modèles): folders, models and the models of a training action, each with its life
// cycle (create, read, the filters the spec's calls use, update, French 422, delete) and scope, and the models
// filtered by their folder's slug.
import { describe, expect, it } from 'vitest';
import { countRows, crudLifecycle, domainServer, PNG } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  etudiant: ['etudiants', 'antenne_id = 3 AND type = 1'],
  dossier: ['modele_dossiers', "cfa_id = 1 AND slug = 'stagiaire_documents'"],
  modele: ['modeles', 'cfa_id = 1'],
  diplome: ['diplomes', 'cfa_id = 1'],
});

describe('models', () => {
  crudLifecycle(S, T, {
    resource: 'modele_dossiers', scope: 'cfa',
    body: () => ({ name: 'Documents RPP', slug: 'rpp_documents' }), filter: () => 'slug=rpp_documents', update: { name: 'Documents des suivis RPP' },
    bad: { body: () => ({ name: 'Slug invalide', slug: 'Avec Espaces' }), property: 'slug' },
  });
  crudLifecycle(S, T, {
    resource: 'modeles', scope: 'cfa',
    body: () => ({ name: 'Attestation de fin de formation', folder: ref.dossier, slug: 'attestation_fin' }),
    filter: () => `folder=${ref.dossier}`, update: { format: 'pdf' },
    bad: { body: () => ({ name: 'Sans dossier' }), property: 'folder' },
  });
  crudLifecycle(S, T, {
    resource: 'modele_action_formations', scope: 'cfa',
    body: () => ({ modele: ref.modele, diplome: ref.diplome }), filter: () => `modele=${ref.modele}`, update: { etat: 1 },
    bad: { body: () => ({ modele: ref.modele, diplome: 'diplome-1' }), property: 'diplome' },
  });

  it('filters models by their folder slug', async () => {
    const res = await S().req('GET', '/api/modeles?folder.slug=stagiaire_documents', { token: T().admin });
    expect(res.body['hydra:member'].length).toBeGreaterThan(0);
    expect(res.body['hydra:member'].every((m: any) => m.folder === ref.dossier)).toBe(true);
    const none = await S().req('GET', '/api/modeles?folder.slug=inconnu', { token: T().admin });
    expect(none.body['hydra:totalItems']).toBe(0);
  });
});

/** Posts a multipart form to `path` as `token`: the fields, and the PNG bytes as `file` unless `file` is null. */
async function form(path: string, token: string, fields: Record<string, string>, file: string | null = 'piece.png') {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([PNG], { type: 'image/png' }), file);
  const res = await fetch(`${S().base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

describe("the spec's call shapes", () => {
  it("adds a folder by POST and edits it by POST to the folder's URL (201), within the centre", async () => {
    const added = await S().req('POST', '/api/modele_dossiers', { token: T().admin, body: { name: 'Courriers', slug: 'courriers' } });
    expect(added.status, added.text).toBe(201);
    const edited = await S().req('POST', added.body['@id'], { token: T().admin, body: { name: 'Courriers aux familles' } });
    expect(edited.status, edited.text).toBe(201);
    expect([edited.body.name, edited.body.slug]).toEqual(['Courriers aux familles', 'courriers']);
    const bad = await S().req('POST', added.body['@id'], { token: T().admin, body: { slug: 'Avec Espaces' } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('slug');
    // Another centre does not find it; a guest may not write.
    expect((await S().req('POST', added.body['@id'], { token: T().sport, body: { name: 'Pris' } })).status).toBe(404);
    expect((await S().req('POST', added.body['@id'], { token: T().invite, body: { name: 'Lu' } })).status).toBe(403);
    expect((await S().req('GET', added.body['@id'], { token: T().admin })).body.name).toBe('Courriers aux familles');
  });

  it("creates a trainee's document from a multipart form with its file (201), and edits it by POST to its URL", async () => {
    const created = await form('/api/etudiant_documents', T().admin, { etudiant: ref.etudiant!, type_document: '1', name: "Carte d'identité", date_document: '' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ etudiant: ref.etudiant, type_document: 1, name: "Carte d'identité", antenne: '/api/antennes/3' });
    expect(created.body.file).toMatch(/^\/api\/media_objects\/\d+$/);
    const download = await fetch(`${S().base}${created.body.file}/download`, { headers: { authorization: `Bearer ${T().admin}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    const edited = await form(created.body['@id'], T().admin, { name: "Carte d'identité (recto verso)" }, 'recto-verso.png');
    expect(edited.status, edited.text).toBe(201);
    expect(edited.body.name).toBe("Carte d'identité (recto verso)");
    expect(edited.body.file).not.toBe(created.body.file);
    // The replaced file, which nothing points at any more, is gone.
    expect((await S().req('GET', created.body.file, { token: T().admin })).status).toBe(404);
  });

  it("refuses a trainee's document form in French, keeping no file: a missing name, another antenne's trainee", async () => {
    const before = await countRows(S(), 'media_objects');
    const unnamed = await form('/api/etudiant_documents', T().admin, { etudiant: ref.etudiant!, type_document: '1' });
    expect(unnamed.status, unnamed.text).toBe(422);
    expect(unnamed.body.violations.map((v: any) => v.propertyPath)).toContain('name');
    expect(unnamed.body.violations[0].message).toMatch(/obligatoire/);
    // Marseille's user and Nice's trainee.
    const foreign = await form('/api/etudiant_documents', T().antenne1, { etudiant: ref.etudiant!, type_document: '1', name: 'Passeport' });
    expect([403, 404, 422]).toContain(foreign.status);
    expect(await countRows(S(), 'media_objects')).toBe(before);
  });
});
