// API of companies (entreprises): the demo company directory; the life cycle of companies, their contacts,
// follow-ups, taxes and documents (create, read, the filters the spec's calls use, update, French 422, delete,
// scope); the light lists and a company's sub-collections; the company registry lookup against a local stub of
// recherche-entreprises, with the spec's French messages.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH_REFUSAL, NICE, TOULON, countRows, crudLifecycle, domainServer } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  entreprise: ['entreprises', 'antenne_id = 3'],
  contact: ['entreprise_contacts', 'antenne_id = 3'],
  etudiant: ['etudiants', 'antenne_id = 3'],
  diplome: ['diplomes', 'cfa_id = 1'],
});
const count = (sql: string, params: unknown[] = []) => countRows(S(), sql, params);

describe('demo data', () => {
  it('gives every antenne of the demo centre a living company directory and the second centre a small one', async () => {
    const n = async (sql: string) => (await S().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;
    expect(await n('entreprises WHERE antenne_id = 2')).toBeGreaterThanOrEqual(10);
    expect(await n('entreprises WHERE cfa_id = 2')).toBeGreaterThan(0);
    expect(await n('entreprise_contacts WHERE antenne_id = 2')).toBeGreaterThan(10);
    expect(await n('prestataires WHERE antenne_id = 2')).toBeGreaterThan(3);
    expect(await n('antenne_conventions WHERE antenne_id = 2 AND type = 1')).toBe(1);
    const withTaxes = await S().req('GET', '/api/entreprise_taxes?exists[taxes]=true&pagination=false', { token: T().antenne1 });
    expect(withTaxes.body['hydra:member'].length).toBeGreaterThan(0);
    expect(withTaxes.body['hydra:member'].every((t: any) => t.taxes !== null && t.antenne === '/api/antennes/2')).toBe(true);
    const comptables = await S().req('GET', '/api/entreprises?is_comptable=true', { token: T().admin });
    expect(comptables.body['hydra:member'].length).toBeGreaterThan(0);
    expect(comptables.body['hydra:member'].every((e: any) => e.is_comptable === true)).toBe(true);
  });
});

describe('companies', () => {
  crudLifecycle(S, T, {
    resource: 'entreprises', scope: 'antenne',
    body: () => ({ name: 'Club Test Azur', siret: '73282932000074', type: 2, statut: 3, forme_juridique: 92, secteur_activite: 93, is_comptable: false, antenne: NICE }),
    filter: () => 'name=Test%20Azur&etat=0', update: { city: 'Antibes', postal_code: '06600' },
    bad: { body: () => ({ name: 'Sans SIRET valide', siret: '123', antenne: NICE }), property: 'siret' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_contacts', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, lastname: 'Durand', firstname: 'Claire', birthdate: '1980-04-12', is_tuteur: true }),
    filter: () => `entreprise=${ref.entreprise}`, update: { fonction: 'Tutrice' },
    bad: { body: () => ({ entreprise: ref.entreprise, firstname: 'Sans nom' }), property: 'lastname' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_suivis', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, date_suivi: '2025-10-14', type: 1, objet: 'Visite de mi-parcours', etudiant: ref.etudiant }),
    filter: () => `entreprise=${ref.entreprise}&type=1`, update: { compte_rendu: 'Tuteur présent, missions conformes.' },
    bad: { body: () => ({ entreprise: ref.entreprise, date_suivi: '14/10/2025', type: 1, objet: 'x' }), property: 'date_suivi' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_taxes', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, annee: 2026, taxes: 1250.5, diplome: ref.diplome }),
    filter: () => `exists[taxes]=true&entreprise=${ref.entreprise}`, update: { date_versement: '2026-05-31' },
    bad: { body: () => ({ entreprise: ref.entreprise, annee: 2026, taxes: -5 }), property: 'taxes' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_documents', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, type: 1, name: 'Extrait Kbis 2026', date_reception: '2026-01-10' }),
    filter: () => `entreprise=${ref.entreprise}&type=1`, update: { date_expiration: '2026-04-10' },
    bad: { body: () => ({ entreprise: ref.entreprise, type: 42, name: 'Type inconnu' }), property: 'type' },
  });
});

describe('calls beyond CRUD', () => {
  it('serves the light lists of companies: all active ones, providers usable, accounting firms, within scope', async () => {
    const all = await S().req('GET', '/api/entreprises_light_list', { token: T().antenne1 });
    expect(all.status).toBe(200);
    const active = (await S().db.query<{ n: number }>('SELECT count(*)::int AS n FROM entreprises WHERE antenne_id = 2 AND etat = 0')).rows[0]!.n;
    expect(all.body['hydra:totalItems']).toBe(active);
    expect(Object.keys(all.body['hydra:member'][0]).sort()).toEqual(['@id', '@type', 'city', 'id', 'is_comptable', 'name', 'siret']);
    const comptables = await S().req('GET', '/api/entreprises_comptables?is_comptable=1', { token: T().antenne1 });
    expect(comptables.body['hydra:member'].length).toBeGreaterThan(0);
    expect(comptables.body['hydra:member'].every((e: any) => e.is_comptable)).toBe(true);
    const presta = await S().req('GET', '/api/entreprises_light_list_presta', { token: T().antenne1 });
    expect(presta.body['hydra:member'].map((e: any) => e.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Formasport Conseil/)]));
    const other = await S().req('GET', '/api/entreprises_light_list', { token: T().sport });
    expect(other.body['hydra:member'].some((e: any) => e['@id'] === ref.entreprise)).toBe(false);
  });

  it("lists a company's follow-ups, contacts and taxes, and answers 404 outside the scope", async () => {
    for (const sub of ['suivis', 'contacts', 'taxes', 'documents']) {
      const res = await S().req('GET', `${ref.entreprise}/${sub}`, { token: T().admin });
      expect(res.status, sub).toBe(200);
      expect(res.body['hydra:member'].every((m: any) => m.entreprise === ref.entreprise), sub).toBe(true);
    }
    const contacts = await S().req('GET', `${ref.entreprise}/contacts`, { token: T().admin });
    expect(contacts.body['hydra:totalItems']).toBeGreaterThan(0);
    expect((await S().req('GET', `${ref.entreprise}/contacts`, { token: T().antenne1 })).status).toBe(404);
    expect((await S().req('GET', `${ref.entreprise}/suivis`, { token: T().sport })).status).toBe(404);
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
    const res = await S().req('GET', '/api/entreprises_registre?siret=356%20000%20000%2012345', { token: T().antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(asked).toContain('/search?35600000012345');
    expect(res.body).toMatchObject({
      '@type': 'Entreprise', name: 'LA POSTE', enseigne: 'BUREAU DE POSTE', siren: '356000000', siret: '35600000012345', code_naf: '53.10Z',
      secteur_activite: 53, forme_juridique: 55, statut: 6, taille: 4, address: '1 PL GENERAL DE GAULLE', postal_code: '13001', city: 'MARSEILLE',
      departement: '13', est_siege: false, ferme: false, existing: null,
    });
  });

  it('answers the head office of a SIREN, and points at the company already recorded with that SIRET', async () => {
    const created = await S().req('POST', '/api/entreprises', { token: T().antenne1, body: { name: 'La Poste', siret: '35600000000048', antenne: '/api/antennes/2' } });
    expect(created.status, created.text).toBe(201);
    const res = await S().req('GET', '/api/entreprises_registre?siren=356000000', { token: T().antenne1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ siret: '35600000000048', postal_code: '75015', city: 'PARIS', departement: '75', est_siege: true, existing: created.body['@id'] });
    // Another antenne's record is not pointed at.
    expect((await S().req('GET', '/api/entreprises_registre?siren=356000000', { token: T().sport })).body.existing).toBeNull();
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
      const res = await S().req('GET', `/api/entreprises_registre?siret=${siret}`, { token: T().admin });
      expect([siret, res.status]).toEqual([siret, status]);
      expect(res.body['hydra:description']).toBe(message);
      expect(res.headers.get('location')).toBeNull();
    }
    process.env.COMPANY_REGISTRY_URL = 'http://127.0.0.1:1';
    try {
      const down = await S().req('GET', '/api/entreprises_registre?siret=35600000000048', { token: T().admin });
      expect(down.status).toBe(503);
      expect(down.body['hydra:description']).toBe('Le service est indisponible.');
    } finally {
      process.env.COMPANY_REGISTRY_URL = stubUrl;
    }
  });

  it('says in French that no registry is configured (COMPANY_REGISTRY_URL=off) without asking any', async () => {
    const before = asked.length;
    process.env.COMPANY_REGISTRY_URL = 'off';
    try {
      const res = await S().req('GET', '/api/entreprises_registre?siret=35600000000048', { token: T().admin });
      expect(res.status).toBe(503);
      expect(res.body['hydra:description']).toBe("Aucun annuaire des entreprises n'est configuré : saisissez l'entreprise à la main.");
    } finally {
      process.env.COMPANY_REGISTRY_URL = stubUrl;
    }
    expect(asked.length).toBe(before);
  });

  it('refuses a company whose SIRET fails its check digit (Luhn), in French, and records nothing', async () => {
    const before = await count("entreprises WHERE name = 'Clé fausse'");
    const res = await S().req('POST', '/api/entreprises', { token: T().antenne1, body: { name: 'Clé fausse', siret: '73282932000075', antenne: '/api/antennes/2' } });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: any) => v.propertyPath)).toContain('siret');
    expect(res.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    expect(await count("entreprises WHERE name = 'Clé fausse'")).toBe(before);
  });

  it('refuses a second active company of the antenne with the same SIRET, naming the first; another antenne may have it', async () => {
    const first = await S().req('POST', '/api/entreprises', { token: T().antenne1, body: { name: 'Voile Azur Marseille', siret: '41892748900017', antenne: '/api/antennes/2' } });
    expect(first.status, first.text).toBe(201);
    const before = await count("entreprises WHERE name = 'Voile Azur doublon'");
    {
      const siret = '41892748900017';
      const twin = await S().req('POST', '/api/entreprises', { token: T().antenne1, body: { name: 'Voile Azur doublon', siret, antenne: '/api/antennes/2' } });
      expect(twin.status, twin.text).toBe(422);
      expect(twin.body.violations).toEqual([expect.objectContaining({ propertyPath: 'siret',
        message: "Une entreprise active porte déjà ce SIRET : « Voile Azur Marseille ». Ouvrez sa fiche plutôt que d'en créer une seconde." })]);
      expect(twin.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    }
    expect(await count("entreprises WHERE name = 'Voile Azur doublon'")).toBe(before);
    // Changing another company's SIRET to it is refused the same way; the company itself keeps it on an edit.
    const other = await S().req('POST', '/api/entreprises', { token: T().antenne1, body: { name: 'Voile Azur bis', antenne: '/api/antennes/2' } });
    expect((await S().req('PATCH', other.body['@id'], { token: T().antenne1, body: { siret: '41892748900017' } })).status).toBe(422);
    expect((await S().req('PATCH', first.body['@id'], { token: T().antenne1, body: { city: 'Marseille' } })).status).toBe(200);
    // Another antenne's company is another record: the Toulon antenne may hold the same establishment.
    const toulon = await S().req('POST', '/api/entreprises', { token: T().admin, body: { name: 'Voile Azur Toulon', siret: '41892748900017', antenne: TOULON } });
    expect(toulon.status, toulon.text).toBe(201);
  });

  it('refuses a malformed or missing number in French, and an anonymous caller', async () => {
    for (const q of ['siret=123', 'siren=12AB', '']) {
      const res = await S().req('GET', `/api/entreprises_registre?${q}`, { token: T().admin });
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    }
    expect((await S().req('GET', '/api/entreprises_registre?siret=35600000000048')).status).toBe(401);
  });
});

describe('apprenticeship tax statistics (GET /api/entreprise_taxes_statistiques)', () => {
  it('sums the tax per year and, for the year asked, per company and antenne, within scope', async () => {
    const company = await S().req('POST', '/api/entreprises', { token: T().admin, body: { name: 'Taxe Stat Club', antenne: NICE } });
    for (const [annee, taxes, promis] of [[2031, 1200.5, 1500], [2031, 300, null], [2032, 800, 800]] as const) {
      const res = await S().req('POST', '/api/entreprise_taxes', { token: T().admin, body: { entreprise: company.body['@id'], annee, taxes, montant_promis: promis } });
      expect(res.status, res.text).toBe(201);
    }
    const res = await S().req('GET', '/api/entreprise_taxes_statistiques?annee=2031', { token: T().admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.annee).toBe(2031);
    const y2031 = res.body.annees.find((y: any) => y.annee === 2031);
    expect(y2031).toMatchObject({ taxes: 1500.5, montant_promis: 1500, entreprises: 1 });
    expect(res.body.entreprises).toEqual([{ '@id': company.body['@id'], name: 'Taxe Stat Club', taxes: 1500.5, montant_promis: 1500 }]);
    expect(res.body.antennes).toEqual([{ '@id': NICE, name: expect.any(String), taxes: 1500.5 }]);
    // Default year: the latest with a payment.
    const latest = await S().req('GET', '/api/entreprise_taxes_statistiques', { token: T().admin });
    expect(latest.body.annee).toBe(2032);
    // Another antenne's user does not see Nice's tax; a bad parameter is a French 400.
    const other = await S().req('GET', '/api/entreprise_taxes_statistiques?annee=2031', { token: T().antenne1 });
    expect(other.body.entreprises).toEqual([]);
    const bad = await S().req('GET', '/api/entreprise_taxes_statistiques?annee=deux', { token: T().admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    expect((await S().req('GET', '/api/entreprise_taxes_statistiques')).status).toBe(401);
  });
});

describe("deposit of a contract's file with its OPCO (local stub of an OPCO endpoint)", () => {
  let opcoStub: Server;
  let opcoUrl: string;
  const received: any[] = [];
  let answer: [number, unknown] = [201, { numero: 'DEP-2026-0001' }];
  beforeAll(async () => {
    opcoStub = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        received.push({ url: req.url, body: JSON.parse(body || '{}') });
        res.writeHead(answer[0], { 'content-type': 'application/json' }).end(JSON.stringify(answer[1]));
      });
    });
    await new Promise<void>((resolve) => opcoStub.listen(0, '127.0.0.1', resolve));
    const address = opcoStub.address();
    opcoUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    delete process.env.OPCO_ENDPOINTS;
    await new Promise((resolve) => opcoStub?.close(resolve));
  });
  const contract = async () => (await S().db.query<{ id: number; opco: number }>('SELECT id, opco FROM etudiant_contrats WHERE antenne_id = 3 AND opco IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!;

  it('without a configured endpoint: a French 503, the file kept ready to send (status echec), then sent once configured', async () => {
    delete process.env.OPCO_ENDPOINTS;
    const c = await contract();
    const before = await count('opco_depots WHERE etudiant_contrat_id = $1', [c.id]);
    const res = await S().req('POST', `/api/etudiant_contrats/${c.id}/depot_opco`, { token: T().admin });
    expect(res.status, res.text).toBe(503);
    expect(res.body['hydra:description']).toMatch(/^Aucun point de dépôt n'est configuré pour .+ : le dossier reste prêt à être envoyé\.$/);
    const rows = (await S().db.query<any>('SELECT * FROM opco_depots WHERE etudiant_contrat_id = $1 ORDER BY id DESC', [c.id])).rows;
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ statut: 'echec', tentatives: 1, opco: c.opco });
    expect(rows[0].dossier.contrat['@id']).toBe(`/api/etudiant_contrats/${c.id}`);

    process.env.OPCO_ENDPOINTS = JSON.stringify({ '*': `${opcoUrl}/depots/{opco}` });
    const again = await S().req('POST', `/api/opco_depots/${rows[0].id}/envoi`, { token: T().admin });
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ statut: 'depose', numero_depot: 'DEP-2026-0001', tentatives: 2, etudiant_contrat: `/api/etudiant_contrats/${c.id}` });
    expect(received.at(-1).url).toBe(`/depots/${c.opco}`);
    expect(received.at(-1).body.dossier.apprenti['@type']).toBe('Etudiant');
    const twice = await S().req('POST', `/api/opco_depots/${rows[0].id}/envoi`, { token: T().admin });
    expect(twice.status).toBe(422);
    expect(twice.body.violations[0].message).toBe("Ce dossier est déjà déposé auprès de l'OPCO.");
  });

  it('a refusal (502) or an unreachable OPCO (503) is said in French and leaves the file ready', async () => {
    const c = await contract();
    process.env.OPCO_ENDPOINTS = JSON.stringify({ [String(c.opco)]: `${opcoUrl}/refus` });
    answer = [500, { erreur: 'boom' }];
    const refused = await S().req('POST', `/api/etudiant_contrats/${c.id}/depot_opco`, { token: T().admin });
    expect(refused.status).toBe(502);
    expect(refused.body['hydra:description']).toMatch(/a refusé le dépôt \(réponse 500\) : le dossier reste prêt à être envoyé\.$/);
    process.env.OPCO_ENDPOINTS = JSON.stringify({ '*': 'http://127.0.0.1:1/depots' });
    const down = await S().req('POST', `/api/etudiant_contrats/${c.id}/depot_opco`, { token: T().admin });
    expect(down.status).toBe(503);
    expect(down.body['hydra:description']).toMatch(/ne répond pas : le dossier reste prêt à être envoyé\.$/);
    const failed = await S().req('GET', `/api/opco_depots?etudiant_contrat=/api/etudiant_contrats/${c.id}&statut=echec`, { token: T().admin });
    expect(failed.body['hydra:totalItems']).toBeGreaterThanOrEqual(2);
    answer = [201, { numero: 'DEP-2026-0001' }];
  });

  it('refuses a contract without OPCO, a guest, and another antenne', async () => {
    const c = await contract();
    const bare = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: ref.etudiant, date_debut: '2026-09-01' } });
    expect(bare.status, bare.text).toBe(201);
    const none = await S().req('POST', `${bare.body['@id']}/depot_opco`, { token: T().admin });
    expect(none.status).toBe(422);
    expect(none.body.violations[0]).toMatchObject({ propertyPath: 'opco' });
    expect(none.body['hydra:description']).toMatch(/Aucun OPCO/);
    expect((await S().req('POST', `/api/etudiant_contrats/${c.id}/depot_opco`, { token: T().invite })).status).toBe(403);
    expect((await S().req('POST', `/api/etudiant_contrats/${c.id}/depot_opco`, { token: T().antenne1 })).status).toBe(404);
  });
});

describe('the cerfa 10103 saved on its contract, step by step, with its validation status', () => {
  const form = () => ({
    employeur: { denomination: 'Club Nautique Test', siret: '73282932000074', type_employeur: 15, employeur_specifique: 0, code_naf: '9312Z', effectif: '12', idcc: '2511',
      adresse: '1 quai des Docks', code_postal: '06300', commune: 'Nice', telephone: '', courriel: '' },
    apprenti: { nom: 'Martin', prenom: 'Léa', sexe: 'F', date_naissance: '2007-03-14', nationalite: 1, regime_social: 2, situation_avant_contrat: 1, dernier_diplome: 41,
      derniere_classe: 1, rqth: false, adresse: '', code_postal: '06000', commune: 'Nice', telephone: '', courriel: '' },
    maitres: [{ nom: 'Durand', prenom: 'Paul', date_naissance: '1980-05-02', emploi: 'Moniteur', diplome: 41, annees_experience: '5' }],
    contrat: { type_contrat: 11, type_derogation: '', mode_contractuel: 1, date_conclusion: '2026-08-20', date_debut_execution: '2026-09-01', date_debut_formation_pratique: '',
      date_fin: '2028-08-31', duree_hebdo: '35', salaire_brut_mensuel: '', remunerations: ['43', '51'] },
    formation: { diplome_vise: 41, intitule: 'BPJEPS Activités nautiques', date_debut_formation: '', heures_formation: '' },
  });
  const newContract = async () => {
    const res = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: ref.etudiant, date_debut: '2026-09-01' } });
    expect(res.status, res.text).toBe(201);
    return res.body['@id'] as string;
  };
  const save = (iri: string, step: number, values: unknown, token = T().admin) => S().req('PUT', `${iri}/cerfa`, { token, body: { step, values } });

  // First: the demo data as seeded, before the tests below change contracts.
  it('demo data: deposited contracts carry a complete cerfa at « Vérification des signatures », others are in progress', async () => {
    expect(await count(`etudiant_contrats c WHERE c.cerfa_statut = 4 AND c.cerfa_etape = 4 AND EXISTS (SELECT 1 FROM opco_depots d WHERE d.etudiant_contrat_id = c.id AND d.statut = 'depose')`)).toBeGreaterThan(0);
    expect(await count(`etudiant_contrats c WHERE c.cerfa_statut = 4 AND NOT EXISTS (SELECT 1 FROM opco_depots d WHERE d.etudiant_contrat_id = c.id AND d.statut = 'depose')`)).toBe(0);
    expect(await count('etudiant_contrats WHERE cerfa_etape BETWEEN 1 AND 3 AND cerfa_statut IS NULL AND cerfa IS NOT NULL')).toBeGreaterThan(0);
    const row = (await S().db.query<any>('SELECT id FROM etudiant_contrats WHERE cerfa_statut = 4 AND antenne_id = 3 ORDER BY id LIMIT 1')).rows[0];
    const read = await S().req('GET', `/api/etudiant_contrats/${row.id}`, { token: T().admin });
    expect(read.body.cerfa.apprenti.nom).not.toBe('');
    expect(read.body.cerfa_statut).toBe(4);
  });

  it('saves each step, keeps the values on the contract (read back), and validates the form (status 1) at the last step', async () => {
    const iri = await newContract();
    const first = await save(iri, 0, form());
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ cerfa_etape: 1, cerfa_statut: null });
    const second = await save(iri, 1, form());
    expect(second.status, second.text).toBe(200);
    const read = await S().req('GET', iri, { token: T().admin });
    expect(read.body).toMatchObject({ cerfa_etape: 2, cerfa_statut: null });
    expect(read.body.cerfa.apprenti).toMatchObject({ nom: 'Martin', date_naissance: '2007-03-14' });
    expect(read.body.cerfa.employeur.siret).toBe('73282932000074');
    expect((await save(iri, 2, form())).status).toBe(200);
    const last = await save(iri, 3, form());
    expect(last.status, last.text).toBe(200);
    expect(last.body).toMatchObject({ cerfa_etape: 4, cerfa_statut: 1 });
    // The validation steps then follow each other: sent to the company, company data validated, signatures verified.
    const skip = await S().req('PUT', `${iri}/cerfa/statut`, { token: T().admin, body: { statut: 3 } });
    expect(skip.status).toBe(422);
    expect(skip.body.violations[0]).toEqual({ propertyPath: 'statut', message: "« Validation des données entreprise » demande d'abord « Envoi à l'entreprise »." });
    for (const statut of [2, 3, 4]) {
      const next = await S().req('PUT', `${iri}/cerfa/statut`, { token: T().admin, body: { statut } });
      expect(next.status, next.text).toBe(200);
      expect(next.body.cerfa_statut).toBe(statut);
    }
    expect((await S().req('GET', `/api/etudiant_contrats?cerfa_statut=4&etudiant=${ref.etudiant}`, { token: T().admin })).body['hydra:member'].map((c: any) => c['@id'])).toContain(iri);
  });

  it('refuses in French, naming the fields, an apprentice under 15 and reversed dates, and a step before the previous one; nothing saved', async () => {
    const iri = await newContract();
    const early = await save(iri, 1, form());
    expect(early.status).toBe(422);
    expect(early.body.violations).toEqual([{ propertyPath: 'step', message: "L'étape précédente du cerfa doit d'abord être validée." }]);
    expect((await save(iri, 0, form())).status).toBe(200);
    const young = form();
    young.apprenti.date_naissance = '2012-01-10';
    const under15 = await save(iri, 1, young);
    expect(under15.status).toBe(422);
    expect(under15.body.violations).toEqual([{ propertyPath: 'apprenti.date_naissance', message: "L'apprenti doit avoir au moins 15 ans au début du contrat." }]);
    // The boxes the official form requires (situation before the contract, last diploma and class) cannot stay empty.
    const blank = form();
    Object.assign(blank.apprenti, { situation_avant_contrat: '', dernier_diplome: '', derniere_classe: '' });
    const missing = await save(iri, 1, blank);
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual(['situation_avant_contrat', 'dernier_diplome', 'derniere_classe']
      .map((k) => ({ propertyPath: `apprenti.${k}`, message: 'Ce champ est obligatoire.' })));
    expect((await save(iri, 1, form())).status).toBe(200);
    expect((await save(iri, 2, form())).status).toBe(200);
    const reversed = form();
    reversed.contrat.date_fin = '2026-08-01';
    const dates = await save(iri, 3, reversed);
    expect(dates.status).toBe(422);
    expect(dates.body.violations).toContainEqual({ propertyPath: 'contrat.date_fin', message: "La date de fin du contrat doit être postérieure à sa date de début d'exécution." });
    expect(dates.body['hydra:description']).toMatch(/^contrat\.date_fin: La date de fin du contrat/m);
    const row = (await S().db.query<any>('SELECT cerfa, cerfa_etape, cerfa_statut FROM etudiant_contrats WHERE id = $1', [Number(iri.split('/').pop())])).rows[0];
    expect(row).toMatchObject({ cerfa_etape: 3, cerfa_statut: null });
    expect(row.cerfa.apprenti.date_naissance).toBe('2007-03-14');
    expect(row.cerfa.contrat.date_fin).toBe('2028-08-31');
    const noStatus = await S().req('PUT', `${iri}/cerfa/statut`, { token: T().admin, body: { statut: 2 } });
    expect(noStatus.status).toBe(422);
    for (const [bad, path] of [[{ step: 7, values: form() }, 'step'], [{ step: 0, values: 'x' }, 'values'], [{ step: '0', values: form() }, 'step']] as const) {
      const res = await S().req('PUT', `${iri}/cerfa`, { token: T().admin, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe(path);
      expect(res.body.violations[0].message).toMatch(/^(L'étape du cerfa est un entier|Les valeurs du cerfa doivent être un objet)/);
    }
    // The cerfa is the server's: the generic update of the contract does not write it.
    const generic = await S().req('PATCH', iri, { token: T().admin, body: { cerfa_statut: 4, cerfa_etape: 4, duree_hebdo: 30 } });
    expect(generic.status, generic.text).toBe(200);
    expect(generic.body).toMatchObject({ duree_hebdo: 30, cerfa_etape: 3, cerfa_statut: null });
  });

  it('refuses a guest (403) and another antenne (404)', async () => {
    const iri = await newContract();
    expect((await save(iri, 0, form(), T().invite)).status).toBe(403);
    expect((await save(iri, 0, form(), T().antenne1)).status).toBe(404);
    expect((await S().req('PUT', `${iri}/cerfa/statut`, { token: T().antenne1, body: { statut: 2 } })).status).toBe(404);
    expect((await S().db.query<any>('SELECT cerfa FROM etudiant_contrats WHERE id = $1', [Number(iri.split('/').pop())])).rows[0].cerfa).toBeNull();
  });
});
