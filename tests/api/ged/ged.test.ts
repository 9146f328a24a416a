// API of the GED collaborative: the folder tree with the client's default folders, uploading a document (form
// data, or JSON naming a file sent to /api/media_objects) and its new versions, moves, search by name and type,
// downloads through the media objects, deleting folders and versions; and every refusal: a move into its own
// subtree or out of its space, another antenne's user reading, moving or downloading, a guest writing, a
// non-empty or default folder deleted, a bad type. Marseille is antenne1@demo.fr's antenne, Nice another one.
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, crudLifecycle, domainServer, NICE, PNG } from '../domainCrud.ts';

const MARSEILLE = '/api/antennes/2';
const { S, T } = domainServer(import.meta.url);
const folder: Record<string, any> = {};

async function tree(token: string): Promise<any[]> {
  const res = await S().req('GET', '/api/ged_arborescence', { token });
  expect(res.status, res.text).toBe(200);
  return res.body['hydra:member'];
}

/** Sends a multipart form to `path` as `token`; the PNG bytes under `filename` as `file` unless null. */
async function form(path: string, token: string, fields: Record<string, string>, filename: string | null = 'plan.png') {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (filename) body.append('file', new Blob([PNG], { type: 'image/png' }), filename);
  const res = await fetch(`${S().base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  return { status: res.status, body: await res.json() as any };
}

const upload = (token: string, fields: Record<string, string>, filename?: string | null) => form('/api/ged_documents', token, fields, filename);
const move = (token: string, body: Record<string, unknown>) => S().req('POST', '/api/ged_deplacer', { token, body });
const violation = (res: { body: any }, path: string) => res.body.violations?.find((v: any) => v.propertyPath === path)?.message;

beforeAll(async () => {
  const all = await tree(T().admin);
  const root = (kind: string, antenne: string | null) => all.find((f) => f.kind === kind && f.antenne === antenne && f.parent === null);
  Object.assign(folder, {
    centre: root('centre', null), siege: root('siege', null), marseille: root('antenne', MARSEILLE), nice: root('antenne', NICE),
  });
});

describe('folder tree', () => {
  it("makes the demo client's default folders once: the centre's, and one space per antenne", async () => {
    const all = await tree(T().admin);
    const roots = all.filter((f) => f.kind !== null).map((f) => `${f.kind} ${f.antenne ?? 'centre'}`);
    // demo.json: gedFolders centre, antenne, siege, espace_personnel; four antennes.
    expect(roots).toHaveLength(2 + 2 * 4);
    expect(roots).toEqual(expect.arrayContaining(['centre centre', 'siege centre', `antenne ${MARSEILLE}`, `espace_personnel ${NICE}`]));
    const before = await countRows(S(), 'ged_dossiers');
    await tree(T().admin);
    await tree(T().antenne1);
    expect(await countRows(S(), 'ged_dossiers')).toBe(before);
    expect(folder.marseille.name).toBe('Antenne – Antenne de Marseille');
  });

  it("shows an antenne its own folders and the centre's read-only, never another antenne's", async () => {
    const mine = await tree(T().antenne1);
    expect(mine.every((f) => f.antenne === null || f.antenne === MARSEILLE)).toBe(true);
    expect(mine.find((f) => f['@id'] === folder.centre['@id']).editable).toBe(false);
    expect(mine.find((f) => f['@id'] === folder.marseille['@id']).editable).toBe(true);
    expect(mine.some((f) => f['@id'] === folder.nice['@id'])).toBe(false);
    // The seeded subfolders and their documents are counted.
    const livret = mine.find((f) => f.name === "Livret d'accueil");
    expect([livret.parent, livret.documents]).toEqual([folder.marseille['@id'], 2]);
    expect((await tree(T().invite)).every((f) => f.editable === false)).toBe(true);
  });
});

describe('ged_dossiers', () => {
  crudLifecycle(S, T, {
    resource: 'ged_dossiers', scope: 'antenne',
    body: () => ({ name: 'Comptes rendus', antenne: NICE }),
    filter: () => 'name=Comptes', update: { name: 'Comptes rendus 2026' },
    bad: { body: () => ({ name: '', antenne: NICE }), property: 'name' },
  });

  it("adds a folder by POST and edits it by POST to its URL (201), in its space only, the move rules included", async () => {
    const added = await S().req('POST', '/api/ged_dossiers', { token: T().antenne1, body: { name: 'Réunions', parent: folder.marseille['@id'] } });
    expect(added.status, added.text).toBe(201);
    const edited = await S().req('POST', added.body['@id'], { token: T().antenne1, body: { name: 'Réunions 2026' } });
    expect(edited.status, edited.text).toBe(201);
    expect([edited.body.name, edited.body.parent, edited.body.antenne]).toEqual(['Réunions 2026', folder.marseille['@id'], MARSEILLE]);
    // A move into itself is refused as through PATCH; another antenne's user finds no such folder.
    const loop = await S().req('POST', added.body['@id'], { token: T().antenne1, body: { parent: added.body['@id'] } });
    expect(loop.status, loop.text).toBe(422);
    expect(violation(loop, 'parent')).toMatch(/dossier/i);
    expect((await S().req('POST', folder.nice['@id'], { token: T().antenne1, body: { name: 'Pris' } })).status).toBe(404);
    expect((await S().req('GET', added.body['@id'], { token: T().admin })).body.name).toBe('Réunions 2026');
  });

  it('takes its antenne from its parent and refuses a move into itself or its subtree', async () => {
    const a = await S().req('POST', '/api/ged_dossiers', { token: T().antenne1, body: { name: 'Qualité', parent: folder.marseille['@id'] } });
    expect(a.status, a.text).toBe(201);
    expect(a.body.antenne).toBe(MARSEILLE);
    const b = await S().req('POST', '/api/ged_dossiers', { token: T().antenne1, body: { name: 'Audits', parent: a.body['@id'] } });
    const c = await S().req('POST', '/api/ged_dossiers', { token: T().antenne1, body: { name: 'Audit 2026', parent: b.body['@id'] } });
    const intoChild = await move(T().antenne1, { dossier: a.body['@id'], cible: c.body['@id'] });
    expect(intoChild.status).toBe(422);
    expect(violation(intoChild, 'cible')).toBe('Dossier de destination : Un dossier ne peut pas être déplacé dans lui-même ni dans un de ses sous-dossiers.');
    expect((await move(T().antenne1, { dossier: a.body['@id'], cible: a.body['@id'] })).status).toBe(422);
    const patch = await S().req('PATCH', a.body['@id'], { token: T().antenne1, body: { parent: b.body['@id'] }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(patch.status).toBe(422);
    expect(violation(patch, 'parent')).toMatch(/lui-même/);
    expect((await S().req('GET', a.body['@id'], { token: T().admin })).body.parent).toBe(folder.marseille['@id']);
    // Up the tree is fine: « Audit 2026 » moves next to « Qualité ».
    const up = await move(T().antenne1, { dossier: c.body['@id'], cible: folder.marseille['@id'] });
    expect(up.status, up.text).toBe(200);
    expect(up.body.parent).toBe(folder.marseille['@id']);
  });

  it('keeps default folders in place and deletes a folder only when empty, in French', async () => {
    const moved = await move(T().admin, { dossier: folder.siege['@id'], cible: folder.centre['@id'] });
    expect(moved.status).toBe(422);
    expect(violation(moved, 'dossier')).toMatch(/^Le dossier « Siège » est proposé par la configuration/);
    const patched = await S().req('PATCH', folder.siege['@id'], { token: T().admin, body: { parent: folder.centre['@id'] }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect([patched.status, violation(patched, 'parent')]).toEqual([422, expect.stringMatching(/^Dossier parent : Le dossier « Siège »/)]);
    expect((await S().req('DELETE', folder.siege['@id'], { token: T().admin })).status).toBe(422);
    const parent = await S().req('POST', '/api/ged_dossiers', { token: T().admin, body: { name: 'Archives 2024', parent: folder.centre['@id'] } });
    const child = await S().req('POST', '/api/ged_dossiers', { token: T().admin, body: { name: 'Janvier', parent: parent.body['@id'] } });
    const refused = await S().req('DELETE', parent.body['@id'], { token: T().admin });
    expect(refused.status).toBe(422);
    expect(refused.body['hydra:description']).toBe("Ce dossier n'est pas vide (1 sous-dossier, 0 document) : videz-le avant de le supprimer.");
    expect((await S().req('GET', parent.body['@id'], { token: T().admin })).status).toBe(200);
    expect((await S().req('DELETE', child.body['@id'], { token: T().admin })).status).toBe(204);
    expect((await S().req('DELETE', parent.body['@id'], { token: T().admin })).status).toBe(204);
  });
});

describe('documents and versions', () => {
  it('uploads a document as form data: version 1 by the user, in its folder\'s antenne, then a new version', async () => {
    const doc = await upload(T().antenne1, { name: 'Planning de rentrée', type: '2', dossier: folder.marseille['@id'], description: 'Salles et horaires', commentaire: 'Première diffusion' });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const me = (await S().req('GET', '/api/users/me', { token: T().antenne1 })).body['@id'];
    expect(doc.body).toMatchObject({ name: 'Planning de rentrée', type: 2, statut: 1, antenne: MARSEILLE, version: 1, nom_fichier: 'plan.png', taille: PNG.length, auteur: me });
    const media = await S().db.query<{ antenne_id: number }>('SELECT antenne_id FROM media_objects WHERE id = $1', [Number(doc.body.fichier.split('/').pop())]);
    expect(media.rows[0]!.antenne_id).toBe(2);

    const v2 = await form('/api/ged_document_versions', T().antenne1, { document: doc.body['@id'], commentaire: 'Salle 4 au lieu de 2' }, 'plan-v2.png');
    expect(v2.status, JSON.stringify(v2.body)).toBe(201);
    expect(v2.body).toMatchObject({ document: doc.body['@id'], numero: 2, nom_fichier: 'plan-v2.png', commentaire: 'Salle 4 au lieu de 2', antenne: MARSEILLE, auteur: me });
    const now = (await S().req('GET', doc.body['@id'], { token: T().antenne1 })).body;
    expect([now.version, now.fichier, now.nom_fichier]).toEqual([2, v2.body.file, 'plan-v2.png']);
    const versions = await S().req('GET', `/api/ged_document_versions?document=${doc.body.id}&order[numero]=desc`, { token: T().antenne1 });
    expect(versions.body['hydra:member'].map((v: any) => [v.numero, v.commentaire])).toEqual([[2, 'Salle 4 au lieu de 2'], [1, 'Première diffusion']]);

    // Each version downloads, with its own name, for the antenne; Nice's user gets nothing.
    const first = versions.body['hydra:member'][1];
    const download = await fetch(`${S().base}${first.file}/download`, { headers: { authorization: `Bearer ${T().antenne1}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('plan.png');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    // Deleting the latest version shows the previous one again.
    expect((await S().req('DELETE', v2.body['@id'], { token: T().antenne1 })).status).toBe(204);
    expect((await S().req('GET', doc.body['@id'], { token: T().antenne1 })).body).toMatchObject({ version: 1, nom_fichier: 'plan.png' });
  });

  it('creates a document from JSON naming a file sent to /api/media_objects, the file then belonging to the document\'s antenne', async () => {
    const body = new FormData();
    body.append('file', new Blob([PNG], { type: 'image/png' }), 'nice.png');
    const sent = await fetch(`${S().base}/api/media_objects`, { method: 'POST', headers: { authorization: `Bearer ${T().admin}` }, body });
    const media = await sent.json() as any;
    expect([sent.status, media.antenne]).toEqual([201, null]);
    const doc = await S().req('POST', '/api/ged_documents', { token: T().admin, body: { name: 'Plan d’évacuation – Nice', type: 1, dossier: folder.nice['@id'], file: media['@id'], commentaire: 'Affiché à l’accueil' } });
    expect(doc.status, doc.text).toBe(201);
    expect(doc.body).toMatchObject({ antenne: NICE, version: 1, fichier: media['@id'] });
    expect((await S().req('GET', media['@id'], { token: T().admin })).body.antenne).toBe(NICE);
    // A file of another antenne cannot be filed in Nice's document.
    const marseille = await S().req('GET', '/api/ged_documents?q=règlement intérieur', { token: T().admin });
    const foreign = await S().req('POST', '/api/ged_documents', { token: T().admin, body: { name: 'Copie', type: 1, dossier: folder.nice['@id'], file: marseille.body['hydra:member'][0].fichier } });
    expect(foreign.status).toBe(422);
    expect(violation(foreign, 'file')).toMatch(/appartient à une autre antenne/);

    // Marseille's user neither reads, moves, versions nor downloads Nice's document.
    const { antenne1 } = T();
    expect((await S().req('GET', doc.body['@id'], { token: antenne1 })).status).toBe(404);
    const list = await S().req('GET', '/api/ged_documents?pagination=false', { token: antenne1 });
    expect(list.body['hydra:member'].some((d: any) => d.antenne === NICE)).toBe(false);
    const moved = await move(antenne1, { document: doc.body['@id'], cible: folder.marseille['@id'] });
    expect(moved.status).toBe(422);
    expect(violation(moved, 'document')).toMatch(/n'existe pas ou n'est pas accessible/);
    expect((await form('/api/ged_document_versions', antenne1, { document: doc.body['@id'] })).status).toBe(422);
    expect((await fetch(`${S().base}${media['@id']}/download`, { headers: { authorization: `Bearer ${antenne1}` } })).status).toBe(404);
    expect((await S().req('GET', `/api/ged_document_versions?document=${doc.body.id}`, { token: antenne1 })).body['hydra:totalItems']).toBe(0);
  });

  it('moves a document within its space, never into another antenne or the centre', async () => {
    const doc = await upload(T().antenne1, { name: 'Fiche de liaison', type: '2', dossier: folder.marseille['@id'] });
    const sub = (await tree(T().antenne1)).find((f) => f.name === 'Réunions pédagogiques');
    const ok = await move(T().antenne1, { document: doc.body['@id'], cible: sub['@id'] });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.dossier).toBe(sub['@id']);
    const toNice = await move(T().antenne1, { document: doc.body['@id'], cible: folder.nice['@id'] });
    expect(toNice.status).toBe(422);
    expect(violation(toNice, 'cible')).toMatch(/n'existe pas ou n'est pas accessible/);
    for (const token of [T().antenne1, T().admin]) {
      const toCentre = await move(token, { document: doc.body['@id'], cible: folder.centre['@id'] });
      expect(toCentre.status).toBe(422);
      expect(violation(toCentre, 'cible')).toMatch(/^Dossier de destination : Le dossier de destination appartient à une autre antenne ou au centre/);
    }
    const patch = await S().req('PATCH', doc.body['@id'], { token: T().admin, body: { dossier: folder.nice['@id'] }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(patch.status).toBe(422);
    expect((await S().req('GET', doc.body['@id'], { token: T().admin })).body.dossier).toBe(sub['@id']);
    const neither = await move(T().antenne1, { cible: sub['@id'] });
    expect([neither.status, violation(neither, 'document')]).toEqual([422, 'Indiquez le document ou le dossier à déplacer (un seul à la fois).']);
  });

  it("lets an antenne read the centre's shared documents without changing them", async () => {
    const shared = (await S().req('GET', '/api/ged_documents?q=réclamations&type=1', { token: T().antenne1 })).body['hydra:member'];
    expect(shared.map((d: any) => d.name)).toEqual(['Procédure de gestion des réclamations']);
    const doc = shared[0];
    expect([doc.antenne, doc.version]).toEqual([null, 3]);
    const patch = await S().req('PATCH', doc['@id'], { token: T().antenne1, body: { name: 'Renommé' }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(patch.status).toBe(403);
    expect((await form('/api/ged_document_versions', T().antenne1, { document: doc['@id'] })).status).toBe(403);
    expect((await upload(T().antenne1, { name: 'Ajout', type: '1', dossier: folder.centre['@id'] })).status).toBe(403);
    expect((await fetch(`${S().base}${doc.fichier}/download`, { headers: { authorization: `Bearer ${T().antenne1}` } })).status).toBe(200);
  });

  it('finds documents by name words and type', async () => {
    const q = async (query: string) => (await S().req('GET', `/api/ged_documents?${query}&pagination=false`, { token: T().admin })).body['hydra:member'].map((d: any) => d.name);
    expect(await q('q=livret accueil')).toEqual(expect.arrayContaining(["Livret d'accueil des apprentis – Marseille", "Livret d'accueil des apprentis – Nice"]));
    expect(await q('q=livret&type=2')).toEqual([]);
    const forms = await q('type=2');
    expect(forms.length).toBeGreaterThan(0);
    expect(forms).toContain('Note de frais');
    expect(forms).not.toContain('Procédure de veille réglementaire');
  });

  it('refuses a bad type, a missing folder, a guest and another centre, in French and changing nothing', async () => {
    const before = await countRows(S(), 'ged_documents');
    const media = await countRows(S(), 'media_objects');
    const bad = await upload(T().antenne1, { name: 'Sans type', type: '9', dossier: folder.marseille['@id'] });
    expect(bad.status).toBe(422);
    expect(violation(bad, 'type')).toBe('Type de document : Cette valeur ne fait pas partie des choix possibles.');
    const noFolder = await S().req('POST', '/api/ged_documents', { token: T().antenne1, body: { name: 'Sans dossier', type: 1 } });
    expect(violation(noFolder, 'dossier')).toBe('Dossier : Ce champ est obligatoire.');
    const guest = await upload(T().invite, { name: 'Invité', type: '1', dossier: folder.centre['@id'] });
    expect([guest.status, guest.body['hydra:description']]).toEqual([403, 'Votre profil invité permet seulement la consultation.']);
    expect((await move(T().invite, { document: '/api/ged_documents/1', cible: folder.centre['@id'] })).status).toBe(403);
    expect((await S().req('POST', '/api/ged_dossiers', { token: T().invite, body: { name: 'Invité', parent: folder.centre['@id'] } })).status).toBe(403);
    expect((await form('/api/ged_document_versions', T().invite, { document: '/api/ged_documents/1' })).status).toBe(403);
    expect((await S().req('GET', '/api/ged_documents/1', { token: T().sport })).status).toBe(404);
    expect((await upload(T().sport, { name: 'Autre centre', type: '1', dossier: folder.centre['@id'] })).status).toBe(422);
    const comment = await S().req('POST', '/api/ged_documents', { token: T().admin, body: { name: 'Long', type: 1, dossier: folder.centre['@id'], commentaire: 'x'.repeat(1001) } });
    expect(violation(comment, 'commentaire')).toBe('Commentaire : Cette valeur ne doit pas dépasser 1000 caractères.');
    expect(await countRows(S(), 'ged_documents')).toBe(before);
    expect(await countRows(S(), 'media_objects')).toBe(media);
  });

  it('keeps a version on its document and file, and deletes a document with its versions', async () => {
    const doc = await upload(T().admin, { name: 'À supprimer', type: '1', dossier: folder.centre['@id'] });
    const v1 = (await S().req('GET', `/api/ged_document_versions?document=${doc.body.id}`, { token: T().admin })).body['hydra:member'][0];
    const other = (await S().req('GET', '/api/ged_documents?q=veille', { token: T().admin })).body['hydra:member'][0];
    const patch = await S().req('PATCH', v1['@id'], { token: T().admin, body: { document: other['@id'] }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect([patch.status, violation(patch, 'document')]).toEqual([422, 'Document : Une version ne change ni de document ni de fichier : déposez une nouvelle version.']);
    const comment = await S().req('PATCH', v1['@id'], { token: T().admin, body: { commentaire: 'Relu' }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect([comment.status, comment.body.commentaire]).toEqual([200, 'Relu']);
    expect((await S().req('DELETE', doc.body['@id'], { token: T().admin })).status).toBe(204);
    expect((await S().req('GET', v1['@id'], { token: T().admin })).status).toBe(404);
    expect((await S().req('GET', v1.file, { token: T().admin })).status).toBe(404);
  });
});
