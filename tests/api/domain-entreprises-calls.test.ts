// Calls of spec 001 section 7 on providers, agreements, companies and dashboards beyond CRUD: a provider's
// collections (add, read, edit), its agreements, its photo; an agreement session's trainees; the company
// registry lookup against a local stub of recherche-entreprises; the dashboards and statistics, whose counts
// are checked against rows created here. Each with its scope (another antenne, another centre, a guest) and
// French errors on bad input.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from './helpers.ts';
import { firstIri } from './domainCrud.ts';

let s: TestServer;
let admin: string;
let superviseur: string;
let antenne1: string;
let sport: string;
let invite: string;
const NICE = '/api/antennes/3';
const TOULON = '/api/antennes/4';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const count = async (sql: string, params: unknown[] = []) => (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const FRENCH = /(valeur|obligatoire|acceptée|doit|n'existe pas|accessible|liste|collections|image|photo|taille|antenne|paramètre|SIRET|SIREN|entreprise|service|connexion|Indiquez)/i;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, superviseur, antenne1, sport, invite] = await Promise.all(
    ['admin@demo.fr', 'superviseur@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr', 'invite@demo.fr'].map((e) => s.login(e)));
});
afterAll(async () => s?.close());

const upload = async (path: string, token: string, field: string, name: string, bytes: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const r = await fetch(s.base + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : undefined, text };
};

describe('a provider\'s collections', () => {
  let provider: string;
  let type1: string;
  let type2: string;
  beforeAll(async () => {
    provider = await firstIri(s, 'prestataires', 'antenne_id = 3 AND etat = 0');
    type1 = await firstIri(s, 'prestataire_competence_types', 'cfa_id = 1');
    type2 = await firstIri(s, 'prestataire_competence_types', 'cfa_id = 1 AND id > ' + idOf(type1));
  });

  it('adds items to a collection in one call (201), the antenne taken from the provider', async () => {
    const before = await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)]);
    const res = await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: provider, collection: 'competences',
      items: [{ competence_type: type1, intitule: 'Sauvetage aquatique', annees_experience: 6 }, { competence_type: type2, intitule: 'Préparation physique' }] } });
    expect(res.status, res.text).toBe(201);
    expect(res.body['hydra:member'].map((m: any) => m.intitule)).toEqual(['Sauvetage aquatique', 'Préparation physique']);
    expect(res.body['hydra:member'].every((m: any) => m.prestataire === provider && m.antenne === NICE)).toBe(true);
    expect(await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)])).toBe(before + 2);

    const single = await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: provider, collection: 'documents', type: 1, name: 'CV 2026' } });
    expect(single.status, single.text).toBe(201);
    expect(single.body['hydra:member']).toHaveLength(1);
    expect(single.body['hydra:member'][0]).toMatchObject({ name: 'CV 2026', type: 1, prestataire: provider });
  });

  it('refuses the whole call when one item is invalid, naming it in French; unknown collection 422', async () => {
    const before = await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)]);
    const bad = await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: provider, collection: 'competences',
      items: [{ competence_type: type1, intitule: 'Valide' }, { intitule: 'Sans type' }] } });
    expect(bad.status, bad.text).toBe(422);
    const v = bad.body.violations.find((x: any) => x.propertyPath === 'items[1].competence_type');
    expect(v, bad.text).toBeDefined();
    expect(v.message).toMatch(FRENCH);
    expect(await count('prestataire_competences WHERE prestataire_id = $1', [idOf(provider)])).toBe(before);
    const unknown = await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: provider, collection: 'voitures', items: [{}] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0].propertyPath).toBe('collection');
    expect((await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: provider, collection: 'competences', items: [] } })).status).toBe(422);
    expect((await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: 'x', collection: 'competences' } })).status).toBe(422);
    // A body that is not an object is a 400, as on every route (it was a 422 here).
    const list = await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: [{ prestataire: provider }] });
    expect([list.status, list.body['hydra:description']]).toEqual([400, 'Le corps de la requête doit être un objet JSON.']);
  });

  it('reads and edits the collection uri: items with @id merged, items without added (200)', async () => {
    const list = await s.req('GET', `${provider}/competences?pagination=false`, { token: admin });
    expect(list.status).toBe(200);
    const first = list.body['hydra:member'].find((m: any) => m.intitule === 'Sauvetage aquatique');
    expect(first).toBeDefined();
    const res = await s.req('PATCH', `${provider}/competences?pagination=false`, { token: admin, body: [
      { '@id': first['@id'], annees_experience: 7 }, { competence_type: type2, intitule: 'Aquagym' }] });
    expect(res.status, res.text).toBe(200);
    const edited = res.body['hydra:member'].find((m: any) => m['@id'] === first['@id']);
    expect(edited).toMatchObject({ intitule: 'Sauvetage aquatique', annees_experience: 7 });
    expect(res.body['hydra:member'].some((m: any) => m.intitule === 'Aquagym')).toBe(true);

    const other = await firstIri(s, 'prestataire_competences', `prestataire_id <> ${idOf(provider)} AND antenne_id = 3`);
    const foreign = await s.req('PATCH', `${provider}/competences`, { token: admin, body: { items: [{ '@id': other, intitule: 'Volée' }] } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0].propertyPath).toBe('items[0].@id');
    expect((await s.req('GET', `/api/prestataire_competences/${idOf(other)}`, { token: admin })).body.intitule).not.toBe('Volée');
    expect((await s.req('PATCH', `${provider}/competences`, { token: admin, body: {} })).status).toBe(422);
  });

  it('is invisible to another antenne and another centre, read-only for a guest', async () => {
    for (const token of [antenne1, sport]) {
      expect((await s.req('GET', `${provider}/competences`, { token })).status).toBe(404);
      expect((await s.req('PATCH', `${provider}/competences`, { token, body: [{ competence_type: type1 }] })).status).toBe(404);
      const add = await s.req('POST', '/api/prestataire_add_collection', { token, body: { prestataire: provider, collection: 'competences', competence_type: type1 } });
      expect(add.status).toBe(422);
      expect(add.body.violations[0].message).toMatch(/n'existe pas ou n'est pas accessible/);
    }
    const guest = await s.req('POST', '/api/prestataire_add_collection', { token: invite, body: { prestataire: provider, collection: 'competences', competence_type: type1 } });
    expect(guest.status).toBe(403);
    expect(guest.body['hydra:description']).toMatch(/consultation/);
  });
});

describe('attaching a provider to agreements', () => {
  let provider: string;
  let convention: string;
  let avenant: string;
  beforeAll(async () => {
    provider = await firstIri(s, 'prestataires', 'antenne_id = 3 AND etat = 0');
    convention = await firstIri(s, 'antenne_conventions', 'antenne_id = 3 AND type = 0');
    avenant = await firstIri(s, 'antenne_conventions', 'antenne_id = 3 AND type = 1');
  });

  it('sets the provider\'s agreements to the given list: added, kept, removed', async () => {
    const both = await s.req('POST', '/api/prestataire_rattachement_conventions', { token: admin, body: { prestataire: provider, conventions: [convention, avenant], date_rattachement: '2026-01-05' } });
    expect(both.status, both.text).toBe(200);
    expect(both.body['hydra:member'].map((m: any) => m.antenne_convention).sort()).toEqual([convention, avenant].sort());
    const one = await s.req('POST', '/api/prestataire_rattachement_conventions', { token: admin, body: { prestataire: provider, conventions: [avenant] } });
    expect(one.status).toBe(200);
    expect(one.body['hydra:member'].map((m: any) => m.antenne_convention)).toEqual([avenant]);
    expect(one.body['hydra:member'][0].date_rattachement).toBe('2026-01-05');
    expect(await count('prestataire_conventions WHERE prestataire_id = $1', [idOf(provider)])).toBe(1);
    const read = await s.req('GET', `${provider}/conventions`, { token: admin });
    expect(read.body['hydra:member'].map((m: any) => m.antenne_convention)).toEqual([avenant]);
  });

  it('refuses a bad list, another centre\'s agreement, another antenne\'s provider', async () => {
    const notList = await s.req('POST', '/api/prestataire_rattachement_conventions', { token: admin, body: { prestataire: provider, conventions: convention } });
    expect(notList.status).toBe(422);
    expect(notList.body.violations[0]).toMatchObject({ propertyPath: 'conventions' });
    const sportConvention = await firstIri(s, 'antenne_conventions', 'cfa_id = 2');
    const foreign = await s.req('POST', '/api/prestataire_rattachement_conventions', { token: admin, body: { prestataire: provider, conventions: [avenant, sportConvention] } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0]).toMatchObject({ propertyPath: 'conventions[1]' });
    expect(foreign.body.violations[0].message).toMatch(FRENCH);
    const fromMarseille = await s.req('POST', '/api/prestataire_rattachement_conventions', { token: antenne1, body: { prestataire: provider, conventions: [] } });
    expect(fromMarseille.status).toBe(422);
    const own = await firstIri(s, 'prestataires', 'antenne_id = 2 AND etat = 0');
    const niceAgreement = await s.req('POST', '/api/prestataire_rattachement_conventions', { token: antenne1, body: { prestataire: own, conventions: [convention] } });
    expect(niceAgreement.status).toBe(422);
    expect(await count('prestataire_conventions WHERE prestataire_id = $1', [idOf(provider)])).toBe(1);
  });
});

describe('a provider\'s photo', () => {
  let provider: string;
  beforeAll(async () => {
    provider = await firstIri(s, 'prestataires', 'antenne_id = 3 AND etat = 0');
  });

  it('stores an image as the provider\'s photo, and a new one replaces (and removes) the old', async () => {
    const res = await upload(provider, admin, 'photo', 'portrait.png', PNG);
    expect(res.status, res.text).toBe(201);
    const photo = res.body.photo as string;
    expect(photo).toMatch(/^\/api\/media_objects\/\d+$/);
    const media = await s.req('GET', photo, { token: admin });
    expect(media.body).toMatchObject({ name: 'portrait.png', mime_type: 'image/png', size: PNG.length });
    const download = await fetch(`${s.base}${photo}/download`, { headers: { authorization: `Bearer ${admin}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    const again = await upload(provider, admin, 'file', 'portrait2.png', PNG);
    expect(again.status).toBe(201);
    expect(again.body.photo).not.toBe(photo);
    expect((await s.req('GET', photo, { token: admin })).status).toBe(404);
    expect((await s.req('GET', provider, { token: admin })).body.photo).toBe(again.body.photo);
  });

  it('refuses what is not an image, a disguised file, a too large image, JSON, in French', async () => {
    const pdf = await upload(provider, admin, 'photo', 'cv.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect(pdf.status).toBe(415);
    expect(pdf.body['hydra:description']).toBe('La photo doit être une image JPEG, PNG ou WebP.');
    const fake = await upload(provider, admin, 'photo', 'fausse.png', Buffer.from('MZ exécutable'));
    expect(fake.status).toBe(415);
    expect(fake.body['hydra:description']).toMatch(/n'est pas une image PNG/);
    process.env.PHOTO_MAX_BYTES = '32';
    try {
      const big = await upload(provider, admin, 'photo', 'grande.png', PNG);
      expect(big.status).toBe(413);
      expect(big.body['hydra:description']).toMatch(/taille maximale/);
    } finally {
      delete process.env.PHOTO_MAX_BYTES;
    }
    const json = await s.req('POST', provider, { token: admin, body: { photo: null } });
    expect(json.status).toBe(415);
    expect(json.body['hydra:description']).toMatch(/multipart/);
    expect((await upload(provider, admin, 'autre', 'x.png', PNG)).status).toBe(400);
    expect(await count("media_objects WHERE name IN ('cv.pdf', 'fausse.png', 'grande.png', 'x.png')")).toBe(0);
  });

  it('is out of reach of another antenne, another centre and a guest', async () => {
    expect((await upload(provider, antenne1, 'photo', 'p.png', PNG)).status).toBe(404);
    expect((await upload(provider, sport, 'photo', 'p.png', PNG)).status).toBe(404);
    expect((await upload(provider, invite, 'photo', 'p.png', PNG)).status).toBe(403);
    expect((await upload('/api/prestataires/abc', admin, 'photo', 'p.png', PNG)).status).toBe(404);
  });
});

describe('an agreement session\'s trainees', () => {
  it('attaches the agreement to every trainee of the session\'s diploma session in its antenne, in one call', async () => {
    const ds = (await s.db.query<{ id: number }>(
      `SELECT diplome_session_id AS id FROM etudiants WHERE antenne_id = 3 AND type = 1 AND diplome_session_id IS NOT NULL
       GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).rows[0]!.id;
    const conv = await s.req('POST', '/api/antenne_conventions', { token: admin, body: { type: 0, convention_number: 'CONV-TEST-STAG', antenne: NICE } });
    expect(conv.status, conv.text).toBe(201);
    const session = await s.req('POST', '/api/antenne_convention_sessions', { token: admin, body: { antenne_convention: conv.body['@id'], diplome_session: `/api/diplome_sessions/${ds}` } });
    expect(session.status, session.text).toBe(201);
    // A trainee of the same diploma session in another antenne stays as it was.
    await s.db.query('UPDATE etudiants SET diplome_session_id = $1 WHERE id = (SELECT id FROM etudiants WHERE antenne_id = 4 AND type = 1 ORDER BY id LIMIT 1)', [ds]);
    const expected = (await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 AND type = 1 AND etat <> 3 AND diplome_session_id = $1 ORDER BY id', [ds])).rows.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);

    const res = await s.req('PATCH', `${session.body['@id']}/stagiaires`, { token: admin, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(expected.length);
    expect(res.body['hydra:member'].map((m: any) => m.id).sort((a: number, b: number) => a - b)).toEqual(expected);
    expect(res.body.message).toMatch(/rattachés? à la convention/);
    expect(await count('etudiants WHERE antenne_convention_id = $1', [conv.body.id])).toBe(expected.length);
    expect(await count('etudiants WHERE antenne_convention_id = $1 AND antenne_id <> 3', [conv.body.id])).toBe(0);
    const filtered = await s.req('GET', `/api/etudiants?antenne_convention=${conv.body['@id']}&pagination=false`, { token: admin });
    expect(filtered.body['hydra:totalItems']).toBe(expected.length);
  });

  it('says \'Pas de stagiaire dans cette session.\' when the session has no diploma session or no trainee', async () => {
    const conv = await firstIri(s, 'antenne_conventions', 'antenne_id = 3 AND type = 0');
    const bare = await s.req('POST', '/api/antenne_convention_sessions', { token: admin, body: { antenne_convention: conv, date_start: '2026-01-01' } });
    const res = await s.req('PATCH', `${bare.body['@id']}/stagiaires`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ 'hydra:totalItems': 0, message: 'Pas de stagiaire dans cette session.' });
    const emptyDs = (await s.db.query<{ id: number }>('SELECT id FROM diplome_sessions d WHERE cfa_id = 1 AND NOT EXISTS (SELECT 1 FROM etudiants e WHERE e.diplome_session_id = d.id AND e.antenne_id = 3) ORDER BY id LIMIT 1')).rows[0]!.id;
    const empty = await s.req('POST', '/api/antenne_convention_sessions', { token: admin, body: { antenne_convention: conv, diplome_session: `/api/diplome_sessions/${emptyDs}` } });
    expect((await s.req('PATCH', `${empty.body['@id']}/stagiaires`, { token: admin, body: {} })).body.message).toBe('Pas de stagiaire dans cette session.');
  });

  it('is invisible to another antenne and another centre, refused to a guest', async () => {
    const session = await firstIri(s, 'antenne_convention_sessions', 'antenne_id = 3 AND diplome_session_id IS NOT NULL');
    const before = await count('etudiants WHERE antenne_convention_id IS NOT NULL');
    expect((await s.req('PATCH', `${session}/stagiaires`, { token: antenne1, body: {} })).status).toBe(404);
    expect((await s.req('PATCH', `${session}/stagiaires`, { token: sport, body: {} })).status).toBe(404);
    expect((await s.req('PATCH', `${session}/stagiaires`, { token: invite, body: {} })).status).toBe(403);
    expect((await s.req('PATCH', '/api/antenne_convention_sessions/abc/stagiaires', { token: admin, body: {} })).status).toBe(404);
    expect(await count('etudiants WHERE antenne_convention_id IS NOT NULL')).toBe(before);
  });
});

describe('company registry lookup (local stub of recherche-entreprises)', () => {
  let stub: Server;
  let stubUrl: string;
  const asked: string[] = [];
  const poste = {
    siren: '356000000', nom_complet: 'LA POSTE (LA POSTE)', nom_raison_sociale: 'LA POSTE', nature_juridique: '5510', activite_principale: '53.10Z',
    tranche_effectif_salarie: '53', date_creation: '1991-01-01', etat_administratif: 'A',
    siege: { siret: '35600000000048', numero_voie: '9', type_voie: 'RUE', libelle_voie: 'DU COLONEL PIERRE AVIA', code_postal: '75015',
      libelle_commune: 'PARIS', departement: '75', activite_principale: '53.10Z', est_siege: true, etat_administratif: 'A', liste_enseignes: null },
    matching_etablissements: [{ siret: '35600000012345', numero_voie: '1', type_voie: 'PL', libelle_voie: 'GENERAL DE GAULLE', code_postal: '13001',
      libelle_commune: 'MARSEILLE', departement: '13', activite_principale: '53.10Z', est_siege: false, etat_administratif: 'A', liste_enseignes: ['BUREAU DE POSTE'] }],
  };
  beforeAll(async () => {
    stub = createServer((req, res) => {
      const url = new URL(req.url!, 'http://stub');
      asked.push(`${url.pathname}?${url.searchParams.get('q')}`);
      const q = url.searchParams.get('q') ?? '';
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (q.startsWith('356000000')) return json(200, { results: [poste], total_results: 1, page: 1, per_page: 5, total_pages: 1 });
      if (q === '11111111111111') return json(404, { erreur: 'introuvable' });
      if (q === '22222222222222') return res.writeHead(301, { location: 'https://ailleurs.example/search' }).end();
      if (q === '33333333333333') return json(503, { erreur: 'maintenance' });
      if (q === '44444444444444') return json(500, { erreur: 'boom' });
      if (q === '55555555555555') return json(200, { results: [], total_results: 0 });
      if (q === '66666666666666') return res.writeHead(200, { 'content-type': 'application/json' }).end('{pas du json');
      if (q === '77777777777777') return json(429, { erreur: 'trop de requêtes' });
      return json(200, { results: [] });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const address = stub.address();
    stubUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    process.env.COMPANY_REGISTRY_URL = stubUrl;
  });
  afterAll(async () => {
    delete process.env.COMPANY_REGISTRY_URL;
    await new Promise((resolve) => stub?.close(resolve));
  });

  it('answers the establishment of a SIRET as our company fields', async () => {
    const res = await s.req('GET', '/api/entreprises_registre?siret=356%20000%20000%2012345', { token: antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(asked).toContain('/search?35600000012345');
    expect(res.body).toMatchObject({
      '@type': 'Entreprise', name: 'LA POSTE', enseigne: 'BUREAU DE POSTE', siren: '356000000', siret: '35600000012345', code_naf: '53.10Z',
      secteur_activite: 53, forme_juridique: 55, statut: 6, taille: 4, address: '1 PL GENERAL DE GAULLE', postal_code: '13001', city: 'MARSEILLE',
      departement: '13', est_siege: false, ferme: false, existing: null,
    });
  });

  it('answers the head office of a SIREN, and points at the company already recorded with that SIRET', async () => {
    const created = await s.req('POST', '/api/entreprises', { token: antenne1, body: { name: 'La Poste', siret: '35600000000048', antenne: '/api/antennes/2' } });
    expect(created.status, created.text).toBe(201);
    const res = await s.req('GET', '/api/entreprises_registre?siren=356000000', { token: antenne1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ siret: '35600000000048', postal_code: '75015', city: 'PARIS', departement: '75', est_siege: true, existing: created.body['@id'] });
    // Another antenne's record is not pointed at.
    expect((await s.req('GET', '/api/entreprises_registre?siren=356000000', { token: sport })).body.existing).toBeNull();
  });

  it('turns the registry\'s failures into the spec\'s French messages', async () => {
    const cases: [string, number, string][] = [
      ['11111111111111', 404, "L'entreprise n'a pas été trouvée."],
      ['55555555555555', 404, "L'entreprise n'a pas été trouvée."],
      ['35600000099999', 404, "L'entreprise n'a pas été trouvée."],
      ['22222222222222', 301, "Une erreur s'est produite lors de la connexion."],
      ['33333333333333', 503, 'Le service est indisponible.'],
      ['77777777777777', 503, 'Le service est indisponible.'],
      ['44444444444444', 502, "Une erreur est survenue lors de la connexion à l'API."],
      ['66666666666666', 502, "Une erreur est survenue lors de la connexion à l'API."],
    ];
    for (const [siret, status, message] of cases) {
      const res = await s.req('GET', `/api/entreprises_registre?siret=${siret}`, { token: admin });
      expect([siret, res.status]).toEqual([siret, status]);
      expect(res.body['hydra:description']).toBe(message);
      expect(res.headers.get('location')).toBeNull();
    }
    process.env.COMPANY_REGISTRY_URL = 'http://127.0.0.1:1';
    try {
      const down = await s.req('GET', '/api/entreprises_registre?siret=35600000000048', { token: admin });
      expect(down.status).toBe(503);
      expect(down.body['hydra:description']).toBe('Le service est indisponible.');
    } finally {
      process.env.COMPANY_REGISTRY_URL = stubUrl;
    }
  });

  it('refuses a malformed or missing number in French, and an anonymous caller', async () => {
    for (const q of ['siret=123', 'siren=12AB', '']) {
      const res = await s.req('GET', `/api/entreprises_registre?${q}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toMatch(FRENCH);
    }
    expect((await s.req('GET', '/api/entreprises_registre?siret=35600000000048')).status).toBe(401);
  });
});

const trainee = async (body: Record<string, unknown>, token = admin) => {
  const r = await s.req('POST', '/api/etudiants', { token, body: { type: 1, etat: 0, lastname: 'Tableau', firstname: 'Bord', antenne: TOULON, ...body } });
  expect(r.status, r.text).toBe(201);
  return r.body as { '@id': string; id: number };
};
const totalOf = (list: { id: unknown; total: number }[], id: unknown) => list.find((x) => x.id === id)!.total;
const sum = (list: { total: number }[]) => list.reduce((n, x) => n + x.total, 0);

describe('antennes dashboard and one antenne\'s detail', () => {
  const SQL: Record<string, string> = {
    stagiaires: 'etudiants WHERE antenne_id = $1 AND type = 1 AND etat = 0', sortis: 'etudiants WHERE antenne_id = $1 AND type = 1 AND etat = 1',
    candidats: 'etudiants WHERE antenne_id = $1 AND type = 0 AND etat = 0', sessions: 'antenne_diplome_sessions WHERE antenne_id = $1 AND etat = 0',
    prestataires: 'prestataires WHERE antenne_id = $1 AND etat = 0', conventions: 'antenne_conventions WHERE antenne_id = $1 AND etat = 0 AND type = 0',
    avenants: 'antenne_conventions WHERE antenne_id = $1 AND etat = 0 AND type = 1', entreprises: 'entreprises WHERE antenne_id = $1 AND etat = 0',
  };
  const toulon = (res: any) => res.body['hydra:member'].find((m: any) => m['@id'] === TOULON);

  it('counts per antenne what it holds, and follows the rows created', async () => {
    const before = await s.req('GET', '/api/antennes_dashboard', { token: superviseur });
    expect(before.status, before.text).toBe(200);
    expect(before.body['@type']).toBe('hydra:Collection');
    expect(before.body['hydra:member'].map((m: any) => m.id).sort()).toEqual([1, 2, 3, 4]);
    for (const [key, sql] of Object.entries(SQL)) expect([key, toulon(before)[key]]).toEqual([key, await count(sql, [4])]);
    await trainee({});
    await trainee({});
    await trainee({ type: 0 });
    await trainee({ etat: 1, date_sortie: '2025-12-15' });
    expect((await s.req('POST', '/api/prestataires', { token: admin, body: { type: 1, lastname: 'Compteur', antenne: TOULON } })).status).toBe(201);
    expect((await s.req('POST', '/api/entreprises', { token: admin, body: { name: 'Club du tableau', antenne: TOULON } })).status).toBe(201);
    const after = await s.req('GET', '/api/antennes_dashboard', { token: superviseur });
    const [b, a] = [toulon(before), toulon(after)];
    expect(a).toMatchObject({ stagiaires: b.stagiaires + 2, candidats: b.candidats + 1, sortis: b.sortis + 1, prestataires: b.prestataires + 1,
      entreprises: b.entreprises + 1, conventions: b.conventions, sessions: b.sessions });
    const nice = (res: any) => res.body['hydra:member'].find((m: any) => m['@id'] === NICE);
    expect(nice(after)).toEqual(nice(before));
    for (const key of Object.keys(SQL)) expect(after.body.totaux[key]).toBe(after.body['hydra:member'].reduce((n: number, m: any) => n + m[key], 0));
  });

  it('gives an antenne user its own antenne only; a bad or foreign antenne is refused in French', async () => {
    const own = await s.req('GET', '/api/antennes_dashboard?antenne=Toutes', { token: antenne1 });
    expect(own.body['hydra:member'].map((m: any) => m.id)).toEqual([2]);
    expect(own.body['hydra:member'][0].stagiaires).toBe(await count(SQL.stagiaires!, [2]));
    const other = await s.req('GET', '/api/antennes_dashboard?antenne=3', { token: antenne1 });
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toMatch(/votre antenne/);
    expect((await s.req('GET', `/api/antennes_dashboard?antenne=${NICE}`, { token: admin })).body['hydra:member'].map((m: any) => m.id)).toEqual([3]);
    expect((await s.req('GET', '/api/antennes_dashboard?antenne=abc', { token: admin })).status).toBe(400);
    expect((await s.req('GET', '/api/antennes_dashboard?antenne=4', { token: sport })).status).toBe(404);
    const sportAll = await s.req('GET', '/api/antennes_dashboard', { token: sport });
    expect(sportAll.body['hydra:member'].every((m: any) => m.id > 4)).toBe(true);
  });

  it('details one antenne: its counts and its trainees per state, sex, diploma, level and course', async () => {
    const res = await s.req('GET', '/api/antennes_stats_detail/4', { token: admin });
    expect(res.status, res.text).toBe(200);
    for (const [key, sql] of Object.entries(SQL)) expect([key, res.body[key]]).toEqual([key, await count(sql, [4])]);
    const st = res.body.statistiques;
    expect(st.total).toBe(await count('etudiants WHERE antenne_id = 4 AND type = 1'));
    for (const list of ['par_etat', 'par_civilite', 'par_diplome', 'par_niveau', 'par_type_cursus']) expect([list, sum(st[list])]).toEqual([list, st.total]);
    expect(totalOf(st.par_etat, 1)).toBe(await count('etudiants WHERE antenne_id = 4 AND type = 1 AND etat = 1'));
    expect(totalOf(st.par_civilite, 1)).toBe(await count('etudiants WHERE antenne_id = 4 AND type = 1 AND civility = 1'));
    expect((await s.req('GET', '/api/antennes_stats_detail/4', { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', '/api/antennes_stats_detail/4', { token: sport })).status).toBe(404);
    expect((await s.req('GET', '/api/antennes_stats_detail/abc', { token: admin })).status).toBe(404);
    expect((await s.req('GET', '/api/antennes_stats_detail/2', { token: antenne1 })).status).toBe(200);
  });
});

describe('providers dashboard', () => {
  it('counts providers per state, type, mission, status, competence and antenne, and their documents', async () => {
    const type = await firstIri(s, 'prestataire_competence_types', 'cfa_id = 1');
    const get = () => s.req('GET', '/api/prestataires_dashboard?antenne=4', { token: admin });
    const before = (await get()).body;
    expect(before.total).toBe(await count('prestataires WHERE antenne_id = 4'));
    expect(before.actifs).toBe(await count('prestataires WHERE antenne_id = 4 AND etat = 0'));
    const p = await s.req('POST', '/api/prestataires', { token: admin, body: { type: 4, mission: 3, statut_rattachement: 2, lastname: 'Tableau', antenne: TOULON } });
    expect(p.status, p.text).toBe(201);
    const soon = new Date(Date.now() + 10 * 86400000).toISOString().slice(0, 10);
    await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: p.body['@id'], collection: 'documents', items: [
      { type: 3, name: 'Carte expirée', date_expiration: '2020-01-31' }, { type: 4, name: 'Attestation bientôt échue', date_expiration: soon }] } });
    await s.req('POST', '/api/prestataire_add_collection', { token: admin, body: { prestataire: p.body['@id'], collection: 'competences', competence_type: type } });
    const conv = await firstIri(s, 'antenne_conventions', 'antenne_id = 4 AND type = 0');
    await s.req('POST', '/api/prestataire_rattachement_conventions', { token: admin, body: { prestataire: p.body['@id'], conventions: [conv] } });
    const after = (await get()).body;
    expect(after).toMatchObject({ total: before.total + 1, actifs: before.actifs + 1, rattaches_a_une_convention: before.rattaches_a_une_convention + 1,
      documents: { expires: before.documents.expires + 1, expirant_30_jours: before.documents.expirant_30_jours + 1 } });
    expect(totalOf(after.par_type, 4)).toBe(totalOf(before.par_type, 4) + 1);
    expect(totalOf(after.par_mission, 3)).toBe(totalOf(before.par_mission, 3) + 1);
    expect(totalOf(after.par_statut_rattachement, 2)).toBe(totalOf(before.par_statut_rattachement, 2) + 1);
    expect(totalOf(after.par_competence_type, idOf(type))).toBe(totalOf(before.par_competence_type, idOf(type)) + 1);
    expect(sum(after.par_type)).toBe(after.actifs);
    expect(after.par_antenne).toEqual([{ '@id': TOULON, id: 4, label: 'Antenne de Toulon', total: after.actifs }]);
  });

  it('keeps an antenne user to its antenne', async () => {
    const res = await s.req('GET', '/api/prestataires_dashboard', { token: antenne1 });
    expect(res.body.total).toBe(await count('prestataires WHERE antenne_id = 2'));
    expect(res.body.par_antenne.map((a: any) => a.id)).toEqual([2]);
    expect((await s.req('GET', '/api/prestataires_dashboard?antenne=4', { token: antenne1 })).status).toBe(403);
    expect((await s.req('GET', '/api/prestataires_dashboard', { token: sport })).body.total).toBe(await count('prestataires WHERE cfa_id = 2'));
  });
});

describe('OPCO dashboard', () => {
  it('counts the trainees\' current contract per OPCO, running or broken, and those without', async () => {
    const get = () => s.req('GET', '/api/student_opco_dashboard?type=1&etat=0', { token: admin });
    const before = (await get()).body;
    expect(before.total_stagiaires).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0'));
    const atlas = (b: any) => b['hydra:member'].find((m: any) => m.id === 3);
    const contract = async (etudiant: string, body: Record<string, unknown>) =>
      expect((await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant, date_debut: '2025-09-01', ...body } })).status).toBe(201);
    const a = await trainee({});
    await contract(a['@id'], { opco: 1, date_debut: '2024-09-01', date_fin: '2025-06-30' });
    await contract(a['@id'], { opco: 3, date_fin: `${new Date().getFullYear() + 5}-06-30` });
    const b = await trainee({});
    await contract(b['@id'], { opco: 3, date_rupture: '2025-12-01', motif_rupture: 1 });
    await trainee({});
    const d = await trainee({});
    await contract(d['@id'], {});
    const left = await trainee({ etat: 1 });
    await contract(left['@id'], { opco: 3 });
    const after = (await get()).body;
    expect(atlas(after)).toMatchObject({ label: 'ATLAS', stagiaires: atlas(before).stagiaires + 2, contrats_en_cours: atlas(before).contrats_en_cours + 1,
      contrats_rompus: atlas(before).contrats_rompus + 1 });
    expect(after).toMatchObject({ total_stagiaires: before.total_stagiaires + 4, sans_contrat: before.sans_contrat + 1, contrat_sans_opco: before.contrat_sans_opco + 1 });
    expect(after['hydra:member'].find((m: any) => m.id === 1).stagiaires).toBe(before['hydra:member'].find((m: any) => m.id === 1).stagiaires);
    expect(after.total_stagiaires).toBe(after.sans_contrat + after.contrat_sans_opco + after['hydra:member'].reduce((n: number, m: any) => n + m.stagiaires, 0));
  });

  it('stays in scope and refuses bad filters in French', async () => {
    const own = await s.req('GET', '/api/student_opco_dashboard?type=1&etat=0', { token: antenne1 });
    expect(own.body.total_stagiaires).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1 AND etat = 0'));
    const bad = await s.req('GET', '/api/student_opco_dashboard?type=1&etat=9', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/paramètre « etat »/);
  });
});

describe('trainee statistics', () => {
  it('loads with etat=0 and type_cursus=1: the counts of those trainees, and the supervisor\'s options', async () => {
    const res = await s.req('GET', '/api/etudiants_statistiques?etat=0&type_cursus=1', { token: superviseur });
    expect(res.status, res.text).toBe(200);
    expect(res.body['@type']).toBe('EtudiantStatistiques');
    expect(res.body.total).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0 AND type_cursus = 1'));
    expect(res.body.total).toBeGreaterThan(0);
    for (const list of ['par_antenne', 'par_etat', 'par_civilite', 'par_diplome', 'par_niveau', 'par_type_cursus']) expect([list, sum(res.body[list])]).toEqual([list, res.body.total]);
    expect(totalOf(res.body.par_antenne, 3)).toBe(await count('etudiants WHERE antenne_id = 3 AND type = 1 AND etat = 0 AND type_cursus = 1'));
    expect(totalOf(res.body.par_etat, 1)).toBe(0);
    expect(res.body.options.annees).toHaveLength(5);
    expect(res.body.options.antennes[0]).toEqual({ id: 'Toutes', label: 'Toutes' });
    expect(res.body.options.diplomes).toHaveLength(await count('diplomes WHERE cfa_id = 1 AND etat = 0'));
  });

  it('gives an antenne user its branch only: no \'Toutes\', the branch\'s diplomas, another antenne refused', async () => {
    const res = await s.req('GET', '/api/etudiants_statistiques_filtres?antenne=Toutes&etat=-1', { token: antenne1 });
    expect(res.status).toBe(200);
    expect(res.body.filtres.antenne).toBe('/api/antennes/2');
    expect(res.body.total).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1'));
    expect(res.body.options.antennes.map((a: any) => a.id)).toEqual([2]);
    const branch = await count(`diplomes d WHERE d.etat = 0 AND EXISTS (SELECT 1 FROM diplome_sessions ds JOIN antenne_diplome_sessions a
      ON a.diplome_session_id = ds.id WHERE ds.diplome_id = d.id AND a.antenne_id = 2)`);
    expect(res.body.options.diplomes).toHaveLength(branch);
    expect((await s.req('GET', '/api/etudiants_statistiques_filtres?antenne=3', { token: antenne1 })).status).toBe(403);
    expect((await s.req('GET', '/api/etudiants_statistiques?etat=0', { token: sport })).body.total).toBe(await count('etudiants WHERE cfa_id = 2 AND type = 1 AND etat = 0'));
  });

  it('filters by year, antenne, state, sex, diploma and level: exactly the trainee that matches all counts', async () => {
    const { ds, diplome } = (await s.db.query<{ ds: number; diplome: number }>(`SELECT ds.id AS ds, ds.diplome_id AS diplome FROM diplome_sessions ds
      JOIN antenne_diplome_sessions a ON a.diplome_session_id = ds.id WHERE a.antenne_id = 4 ORDER BY ds.id LIMIT 1`)).rows[0]!;
    const query = `annee=2025&antenne=4&etat=0&civility=1&diplome=${diplome}&lastGradeLevel=3`;
    const get = (q = query) => s.req('GET', `/api/etudiants_statistiques_filtres?${q}`, { token: superviseur });
    const before = (await get()).body;
    const match = { civility: 1, last_grade_level: 3, diplome_session: `/api/diplome_sessions/${ds}`, dt_date_entree: '2025-03-01', type_cursus: 9 };
    await trainee(match);
    await trainee({ ...match, civility: 0 });
    await trainee({ ...match, last_grade_level: 4 });
    await trainee({ ...match, dt_date_entree: '2026-02-01' });
    await trainee({ ...match, dt_date_entree: '2023-09-01', date_sortie: '2024-06-30', etat: 0 });
    await trainee({ ...match, antenne: NICE });
    await trainee({ ...match, type: 0 });
    const after = (await get()).body;
    expect(after.total).toBe(before.total + 1);
    expect(totalOf(after.par_niveau, 3)).toBe(totalOf(before.par_niveau, 3) + 1);
    expect(totalOf(after.par_civilite, 1)).toBe(after.total);
    expect(totalOf(after.par_diplome, diplome)).toBe(after.total);
    expect(after.par_antenne).toEqual([{ '@id': TOULON, id: 4, label: 'Antenne de Toulon', total: after.total }]);
    expect(after.filtres).toMatchObject({ annee: 2025, antenne: TOULON, etat: 0, civility: 1, diplome: `/api/diplomes/${diplome}`, lastGradeLevel: 3 });
    // The screen's own names of the filters give the same counts.
    const aliases = (await get(`periodSelectText=2025&antenne=${TOULON}&etat=0&sex=1&diplome=/api/diplomes/${diplome}&schoolLevel=3`)).body;
    expect(aliases.total).toBe(after.total);
    expect((await get('annee=2025&antenne=Toutes&etat=-1&civility=-1&diplome=-1&lastGradeLevel=Tous')).body.total)
      .toBe(await count(`etudiants WHERE cfa_id = 1 AND type = 1 AND coalesce(dt_date_entree, created_at::date) <= '2025-12-31'
        AND (date_sortie IS NULL OR date_sortie >= '2025-01-01')`));
  });

  it('refuses bad filter values with a French 400', async () => {
    for (const q of ['etat=abc', 'lastGradeLevel=42', 'annee=1800', 'civility=5', 'antenne=%27Nice%27', 'type_cursus=2']) {
      const res = await s.req('GET', `/api/etudiants_statistiques_filtres?${q}`, { token: admin });
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body['hydra:description']).toMatch(FRENCH);
    }
    expect((await s.req('GET', '/api/etudiants_statistiques_filtres?antenne=99999', { token: admin })).status).toBe(404);
    expect((await s.req('GET', '/api/etudiants_statistiques')).status).toBe(401);
  });
});

describe('trainees\' billing list', () => {
  it('lists each trainee with its invoices: number, total, paid, due, last date, agreement number', async () => {
    const anne = await trainee({ lastname: 'Facturation-test', firstname: 'Anne' });
    const zoe = await trainee({ lastname: 'Facturation-test', firstname: 'Zoé' });
    const invoice = async (etudiant: string, body: Record<string, unknown>) =>
      expect((await s.req('POST', '/api/etudiant_document_factures', { token: admin, body: { etudiant, type_facture: 1, ...body } })).status).toBe(201);
    await invoice(anne['@id'], { date_facture: '2025-10-01', montant: 100, date_paiement: '2025-10-20' });
    await invoice(anne['@id'], { date_facture: '2025-11-05', montant: 50.5 });
    await invoice(zoe['@id'], { date_facture: '2025-10-02', montant: 80, date_paiement: '2025-10-03', type_facture: 6 });
    const conv = await firstIri(s, 'antenne_conventions', 'antenne_id = 4 AND type = 0');
    expect((await s.req('PATCH', anne['@id'], { token: admin, body: { antenne_convention: conv } })).status).toBe(200);

    const res = await s.req('GET', '/api/stagiaires_facturation?lastname=Facturation-test', { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(2);
    expect(res.body['hydra:member'][0]).toMatchObject({ '@id': anne['@id'], firstname: 'Anne', antenne: TOULON, nombre_factures: 2, montant_total: 150.5,
      montant_paye: 100, montant_restant: 50.5, derniere_facture: '2025-11-05', antenne_convention: conv,
      convention_number: (await s.req('GET', conv, { token: admin })).body.convention_number });
    expect(res.body['hydra:member'][1]).toMatchObject({ firstname: 'Zoé', nombre_factures: 1, montant_total: 80, montant_restant: 0 });
    const names = async (q: string) => (await s.req('GET', `/api/stagiaires_facturation?lastname=Facturation-test&${q}`, { token: admin })).body['hydra:member'].map((m: any) => m.firstname);
    expect(await names('paye=false')).toEqual(['Anne']);
    expect(await names('paye=true')).toEqual(['Zoé']);
    expect(await names('type_facture=6')).toEqual(['Zoé']);
    expect(await names(`antenne_convention=${conv}`)).toEqual(['Anne']);
    expect(await names('antenne=3')).toEqual([]);
  });

  it('paginates like the collections, within the user\'s scope', async () => {
    const res = await s.req('GET', '/api/stagiaires_facturation?itemsPerPage=5&page=2', { token: admin });
    expect(res.body['hydra:member']).toHaveLength(5);
    expect(res.body['hydra:totalItems']).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1'));
    expect(res.body['hydra:view']).toMatchObject({ 'hydra:previous': expect.stringContaining('page=1'), 'hydra:next': expect.stringContaining('page=3') });
    const page1 = await s.req('GET', '/api/stagiaires_facturation?itemsPerPage=5&page=1', { token: admin });
    expect(page1.body['hydra:member'].map((m: any) => m.id)).not.toContain(res.body['hydra:member'][0].id);
    const own = await s.req('GET', '/api/stagiaires_facturation?pagination=false', { token: antenne1 });
    expect(own.body['hydra:totalItems']).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1'));
    expect(own.body['hydra:member']).toHaveLength(own.body['hydra:totalItems']);
    expect(own.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/2')).toBe(true);
    expect((await s.req('GET', '/api/stagiaires_facturation?lastname=Facturation-test', { token: sport })).body['hydra:totalItems']).toBe(0);
    for (const q of ['page=0', 'itemsPerPage=abc', 'paye=peut-etre', 'type_facture=99']) {
      const bad = await s.req('GET', `/api/stagiaires_facturation?${q}`, { token: admin });
      expect([q, bad.status]).toEqual([q, 400]);
      expect(bad.body['hydra:description']).toMatch(FRENCH);
    }
  });
});
