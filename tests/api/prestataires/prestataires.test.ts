// API of providers (prestataires): the life cycle of providers, their competence types, competences and
// documents (create, read, the filters the spec's calls use, update, French 422, delete, scope), and the calls
// of spec 001 section 7 beyond CRUD: a provider's collections (add, read, edit), its agreements, its photo,
// the providers' list. Each with its scope (another antenne, another centre, a guest) and French errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';
import { FRENCH_REFUSAL, NICE, PNG, countRows, crudLifecycle, domainServer, firstIri } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  prestataire: ['prestataires', 'antenne_id = 3'],
  competenceType: ['prestataire_competence_types', 'cfa_id = 1'],
});
const count = (sql: string, params: unknown[] = []) => countRows(S(), sql, params);

const upload = async (path: string, token: string, field: string, name: string, bytes: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const r = await fetch(S().base + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : undefined, text };
};

describe('providers', () => {
  crudLifecycle(S, T, {
    resource: 'prestataires', scope: 'antenne',
    body: () => ({ type: 1, lastname: 'Lefèvre', firstname: 'Marc', mission: 1, statut_rattachement: 1, antenne: NICE }),
    filter: () => `antenne=${NICE}&etat=0&type=1`, update: { etat: 1, statut_rattachement: 4 },
    bad: { body: () => ({ lastname: 'Sans type', antenne: NICE }), property: 'type' },
  });
  crudLifecycle(S, T, {
    resource: 'prestataire_competence_types', scope: 'cfa',
    body: () => ({ name: 'Escalade' }), filter: () => 'name=Escalade', update: { description: 'Encadrement en salle et en falaise' },
    bad: { body: () => ({ name: '' }), property: 'name' },
  });
  crudLifecycle(S, T, {
    resource: 'prestataire_competences', scope: 'antenne',
    body: () => ({ prestataire: ref.prestataire, competence_type: ref.competenceType, intitule: 'Natation', annees_experience: 6 }),
    filter: () => `prestataire=${ref.prestataire}`, update: { annees_experience: 7 },
    bad: { body: () => ({ prestataire: ref.prestataire, competence_type: '/api/diplomes/1' }), property: 'competence_type' },
  });
  crudLifecycle(S, T, {
    resource: 'prestataire_documents', scope: 'antenne',
    body: () => ({ prestataire: ref.prestataire, type: 5, name: 'Casier judiciaire', date_document: '2026-01-05' }),
    filter: () => `prestataire=${ref.prestataire}&type=5`, update: { name: 'Extrait de casier judiciaire' },
    bad: { body: () => ({ prestataire: ref.prestataire, type: 99, name: 'x' }), property: 'type' },
  });
});

describe('a provider\'s collections', () => {
  let provider: string;
  let type1: string;
  let type2: string;
  beforeAll(async () => {
    provider = await firstIri(S(), 'prestataires', 'antenne_id = 3 AND etat = 0');
    type1 = await firstIri(S(), 'prestataire_competence_types', 'cfa_id = 1');
    type2 = await firstIri(S(), 'prestataire_competence_types', 'cfa_id = 1 AND id > ' + idOf(type1));
  });

  it('adds items to a collection in one call (201), the antenne taken from the provider', async () => {
    const before = await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)]);
    const res = await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: provider, collection: 'competences',
      items: [{ competence_type: type1, intitule: 'Sauvetage aquatique', annees_experience: 6 }, { competence_type: type2, intitule: 'Préparation physique' }] } });
    expect(res.status, res.text).toBe(201);
    expect(res.body['hydra:member'].map((m: any) => m.intitule)).toEqual(['Sauvetage aquatique', 'Préparation physique']);
    expect(res.body['hydra:member'].every((m: any) => m.prestataire === provider && m.antenne === NICE)).toBe(true);
    expect(await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)])).toBe(before + 2);

    const single = await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: provider, collection: 'documents', type: 1, name: 'CV 2026' } });
    expect(single.status, single.text).toBe(201);
    expect(single.body['hydra:member']).toHaveLength(1);
    expect(single.body['hydra:member'][0]).toMatchObject({ name: 'CV 2026', type: 1, prestataire: provider });
  });

  it('refuses the whole call when one item is invalid, naming it in French; unknown collection 422', async () => {
    const before = await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)]);
    const bad = await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: provider, collection: 'competences',
      items: [{ competence_type: type1, intitule: 'Valide' }, { intitule: 'Sans type' }] } });
    expect(bad.status, bad.text).toBe(422);
    const v = bad.body.violations.find((x: any) => x.propertyPath === 'items[1].competence_type');
    expect(v, bad.text).toBeDefined();
    expect(v.message).toMatch(FRENCH_REFUSAL);
    expect(await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)])).toBe(before);
    const unknown = await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: provider, collection: 'voitures', items: [{}] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0].propertyPath).toBe('collection');
    expect((await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: provider, collection: 'competences', items: [] } })).status).toBe(422);
    expect((await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: 'x', collection: 'competences' } })).status).toBe(422);
    // A body that is not an object is a 400, as on every route (it was a 422 here).
    const list = await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: [{ prestataire: provider }] });
    expect([list.status, list.body['hydra:description']]).toEqual([400, 'Le corps de la requête doit être un objet JSON.']);
  });

  it('reads and edits the collection uri: items with @id merged, items without added (200)', async () => {
    const list = await S().req('GET', `${provider}/competences?pagination=false`, { token: T().admin });
    expect(list.status).toBe(200);
    const first = list.body['hydra:member'].find((m: any) => m.intitule === 'Sauvetage aquatique');
    expect(first).toBeDefined();
    const res = await S().req('PATCH', `${provider}/competences?pagination=false`, { token: T().admin, body: [
      { '@id': first['@id'], annees_experience: 7 }, { competence_type: type2, intitule: 'Aquagym' }] });
    expect(res.status, res.text).toBe(200);
    const edited = res.body['hydra:member'].find((m: any) => m['@id'] === first['@id']);
    expect(edited).toMatchObject({ intitule: 'Sauvetage aquatique', annees_experience: 7 });
    expect(res.body['hydra:member'].some((m: any) => m.intitule === 'Aquagym')).toBe(true);

    const other = await firstIri(S(), 'prestataire_competences', `prestataire_id <> ${idOf(provider)} AND antenne_id = 3`);
    const foreign = await S().req('PATCH', `${provider}/competences`, { token: T().admin, body: { items: [{ '@id': other, intitule: 'Volée' }] } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0].propertyPath).toBe('items[0].@id');
    expect((await S().req('GET', `/api/prestataire_competences/${idOf(other)}`, { token: T().admin })).body.intitule).not.toBe('Volée');
    expect((await S().req('PATCH', `${provider}/competences`, { token: T().admin, body: {} })).status).toBe(422);
  });

  it('is invisible to another antenne and another centre, read-only for a guest', async () => {
    for (const token of [T().antenne1, T().sport]) {
      expect((await S().req('GET', `${provider}/competences`, { token })).status).toBe(404);
      expect((await S().req('PATCH', `${provider}/competences`, { token, body: [{ competence_type: type1 }] })).status).toBe(404);
      const add = await S().req('POST', '/api/prestataire_add_collection', { token, body: { prestataire: provider, collection: 'competences', competence_type: type1 } });
      expect(add.status).toBe(422);
      expect(add.body.violations[0].message).toMatch(/n'existe pas ou n'est pas accessible/);
    }
    const guest = await S().req('POST', '/api/prestataire_add_collection', { token: T().invite, body: { prestataire: provider, collection: 'competences', competence_type: type1 } });
    expect(guest.status).toBe(403);
    expect(guest.body['hydra:description']).toMatch(/consultation/);
  });
});

describe('attaching a provider to agreements', () => {
  let provider: string;
  let convention: string;
  let avenant: string;
  beforeAll(async () => {
    provider = await firstIri(S(), 'prestataires', 'antenne_id = 3 AND etat = 0');
    convention = await firstIri(S(), 'antenne_conventions', 'antenne_id = 3 AND type = 0');
    avenant = await firstIri(S(), 'antenne_conventions', 'antenne_id = 3 AND type = 1');
  });

  it('sets the provider\'s agreements to the given list: added, kept, removed', async () => {
    const both = await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().admin, body: { prestataire: provider, conventions: [convention, avenant], date_rattachement: '2026-01-05' } });
    expect(both.status, both.text).toBe(200);
    expect(both.body['hydra:member'].map((m: any) => m.antenne_convention).sort()).toEqual([convention, avenant].sort());
    const one = await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().admin, body: { prestataire: provider, conventions: [avenant] } });
    expect(one.status).toBe(200);
    expect(one.body['hydra:member'].map((m: any) => m.antenne_convention)).toEqual([avenant]);
    expect(one.body['hydra:member'][0].date_rattachement).toBe('2026-01-05');
    expect(await count('prestataire_conventions WHERE prestataire_id = $1', [idOf(provider)])).toBe(1);
    const read = await S().req('GET', `${provider}/conventions`, { token: T().admin });
    expect(read.body['hydra:member'].map((m: any) => m.antenne_convention)).toEqual([avenant]);
  });

  it('refuses a bad list, another centre\'s agreement, another antenne\'s provider', async () => {
    const notList = await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().admin, body: { prestataire: provider, conventions: convention } });
    expect(notList.status).toBe(422);
    expect(notList.body.violations[0]).toMatchObject({ propertyPath: 'conventions' });
    const sportConvention = await firstIri(S(), 'antenne_conventions', 'cfa_id = 2');
    const foreign = await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().admin, body: { prestataire: provider, conventions: [avenant, sportConvention] } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0]).toMatchObject({ propertyPath: 'conventions[1]' });
    expect(foreign.body.violations[0].message).toMatch(FRENCH_REFUSAL);
    const fromMarseille = await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().antenne1, body: { prestataire: provider, conventions: [] } });
    expect(fromMarseille.status).toBe(422);
    const own = await firstIri(S(), 'prestataires', 'antenne_id = 2 AND etat = 0');
    const niceAgreement = await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().antenne1, body: { prestataire: own, conventions: [convention] } });
    expect(niceAgreement.status).toBe(422);
    expect(await count('prestataire_conventions WHERE prestataire_id = $1', [idOf(provider)])).toBe(1);
  });
});

describe('a provider\'s photo', () => {
  let provider: string;
  beforeAll(async () => {
    provider = await firstIri(S(), 'prestataires', 'antenne_id = 3 AND etat = 0');
  });

  it('stores an image as the provider\'s photo, and a new one replaces (and removes) the old', async () => {
    const res = await upload(provider, T().admin, 'photo', 'portrait.png', PNG);
    expect(res.status, res.text).toBe(201);
    const photo = res.body.photo as string;
    expect(photo).toMatch(/^\/api\/media_objects\/\d+$/);
    const media = await S().req('GET', photo, { token: T().admin });
    expect(media.body).toMatchObject({ name: 'portrait.png', mime_type: 'image/png', size: PNG.length });
    const download = await fetch(`${S().base}${photo}/download`, { headers: { authorization: `Bearer ${T().admin}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    const again = await upload(provider, T().admin, 'file', 'portrait2.png', PNG);
    expect(again.status).toBe(201);
    expect(again.body.photo).not.toBe(photo);
    expect((await S().req('GET', photo, { token: T().admin })).status).toBe(404);
    expect((await S().req('GET', provider, { token: T().admin })).body.photo).toBe(again.body.photo);
  });

  it('refuses what is not an image, a disguised file, a too large image, JSON, in French', async () => {
    const pdf = await upload(provider, T().admin, 'photo', 'cv.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect(pdf.status).toBe(415);
    expect(pdf.body['hydra:description']).toBe('La photo doit être une image JPEG, PNG ou WebP.');
    const fake = await upload(provider, T().admin, 'photo', 'fausse.png', Buffer.from('MZ exécutable'));
    expect(fake.status).toBe(415);
    expect(fake.body['hydra:description']).toMatch(/n'est pas une image PNG/);
    process.env.PHOTO_MAX_BYTES = '32';
    try {
      const big = await upload(provider, T().admin, 'photo', 'grande.png', PNG);
      expect(big.status).toBe(413);
      expect(big.body['hydra:description']).toMatch(/taille maximale/);
    } finally {
      delete process.env.PHOTO_MAX_BYTES;
    }
    const json = await S().req('POST', provider, { token: T().admin, body: { photo: null } });
    expect(json.status).toBe(415);
    expect(json.body['hydra:description']).toMatch(/multipart/);
    expect((await upload(provider, T().admin, 'autre', 'x.png', PNG)).status).toBe(400);
    expect(await count("media_objects WHERE name IN ('cv.pdf', 'fausse.png', 'grande.png', 'x.png')")).toBe(0);
  });

  it('is out of reach of another antenne, another centre and a guest', async () => {
    expect((await upload(provider, T().antenne1, 'photo', 'p.png', PNG)).status).toBe(404);
    expect((await upload(provider, T().sport, 'photo', 'p.png', PNG)).status).toBe(404);
    expect((await upload(provider, T().invite, 'photo', 'p.png', PNG)).status).toBe(403);
    expect((await upload('/api/prestataires/abc', T().admin, 'photo', 'p.png', PNG)).status).toBe(404);
  });
});

describe('providers list', () => {
  it('lists providers of the antenne only (head office: all)', async () => {
    const mine = await S().req('GET', '/api/providers_list', { token: T().antenne1 });
    expect(mine.body['hydra:member'].length).toBeGreaterThan(0);
    expect(mine.body['hydra:member'].every((p: any) => p.antenne === '/api/antennes/2' && p.etat === 0)).toBe(true);
    const all = await S().req('GET', '/api/providers_list', { token: T().admin });
    expect(new Set(all.body['hydra:member'].map((p: any) => p.antenne)).size).toBeGreaterThan(1);
  });
});
