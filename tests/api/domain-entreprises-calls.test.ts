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
const FRENCH = /(valeur|obligatoire|doit|n'existe pas|accessible|liste|collections|image|photo|taille|antenne|paramètre|SIRET|SIREN|entreprise|service|connexion|Indiquez)/i;

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
