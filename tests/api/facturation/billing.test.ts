// The trainees' billing list (spec 001 section 7, stagiaires_facturation): each trainee with its invoices,
// paginated like the collections, within the user's scope, French errors on bad filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { countRows, demoTokens, firstIri, FRENCH_REFUSAL, TOULON, type DemoTokens } from '../domainCrud.ts';

let s: TestServer;
let tokens: DemoTokens;
const count = (sql: string, params: unknown[] = []) => countRows(s, sql, params);

beforeAll(async () => {
  s = await startServer(import.meta.url);
  tokens = await demoTokens(s);
});
afterAll(async () => s?.close());

const trainee = async (body: Record<string, unknown>, token = tokens.admin) => {
  const r = await s.req('POST', '/api/etudiants', { token, body: { type: 1, etat: 0, lastname: 'Tableau', firstname: 'Bord', antenne: TOULON, ...body } });
  expect(r.status, r.text).toBe(201);
  return r.body as { '@id': string; id: number };
};

describe('trainees\' billing list', () => {
  it('lists each trainee with its invoices: number, total, paid, due, last date, agreement number', async () => {
    const anne = await trainee({ lastname: 'Facturation-test', firstname: 'Anne' });
    const zoe = await trainee({ lastname: 'Facturation-test', firstname: 'Zoé' });
    const invoice = async (etudiant: string, body: Record<string, unknown>) =>
      expect((await s.req('POST', '/api/etudiant_document_factures', { token: tokens.admin, body: { etudiant, type_facture: 1, ...body } })).status).toBe(201);
    await invoice(anne['@id'], { date_facture: '2025-10-01', montant: 100, date_paiement: '2025-10-20' });
    await invoice(anne['@id'], { date_facture: '2025-11-05', montant: 50.5 });
    await invoice(zoe['@id'], { date_facture: '2025-10-02', montant: 80, date_paiement: '2025-10-03', type_facture: 6 });
    const conv = await firstIri(s, 'antenne_conventions', 'antenne_id = 4 AND type = 0');
    expect((await s.req('PATCH', anne['@id'], { token: tokens.admin, body: { antenne_convention: conv } })).status).toBe(200);

    const res = await s.req('GET', '/api/stagiaires_facturation?lastname=Facturation-test', { token: tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(2);
    expect(res.body['hydra:member'][0]).toMatchObject({ '@id': anne['@id'], firstname: 'Anne', antenne: TOULON, nombre_factures: 2, montant_total: 150.5,
      montant_paye: 100, montant_restant: 50.5, derniere_facture: '2025-11-05', antenne_convention: conv,
      convention_number: (await s.req('GET', conv, { token: tokens.admin })).body.convention_number });
    expect(res.body['hydra:member'][1]).toMatchObject({ firstname: 'Zoé', nombre_factures: 1, montant_total: 80, montant_restant: 0 });
    const names = async (q: string) => (await s.req('GET', `/api/stagiaires_facturation?lastname=Facturation-test&${q}`, { token: tokens.admin })).body['hydra:member'].map((m: any) => m.firstname);
    expect(await names('paye=false')).toEqual(['Anne']);
    expect(await names('paye=true')).toEqual(['Zoé']);
    expect(await names('type_facture=6')).toEqual(['Zoé']);
    expect(await names(`antenne_convention=${conv}`)).toEqual(['Anne']);
    expect(await names('antenne=3')).toEqual([]);
  });

  it('paginates like the collections, within the user\'s scope', async () => {
    const res = await s.req('GET', '/api/stagiaires_facturation?itemsPerPage=5&page=2', { token: tokens.admin });
    expect(res.body['hydra:member']).toHaveLength(5);
    expect(res.body['hydra:totalItems']).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1'));
    expect(res.body['hydra:view']).toMatchObject({ 'hydra:previous': expect.stringContaining('page=1'), 'hydra:next': expect.stringContaining('page=3') });
    const page1 = await s.req('GET', '/api/stagiaires_facturation?itemsPerPage=5&page=1', { token: tokens.admin });
    expect(page1.body['hydra:member'].map((m: any) => m.id)).not.toContain(res.body['hydra:member'][0].id);
    const own = await s.req('GET', '/api/stagiaires_facturation?pagination=false', { token: tokens.antenne1 });
    expect(own.body['hydra:totalItems']).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1'));
    expect(own.body['hydra:member']).toHaveLength(own.body['hydra:totalItems']);
    expect(own.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/2')).toBe(true);
    expect((await s.req('GET', '/api/stagiaires_facturation?lastname=Facturation-test', { token: tokens.sport })).body['hydra:totalItems']).toBe(0);
    for (const q of ['page=0', 'itemsPerPage=abc', 'paye=peut-etre', 'type_facture=99']) {
      const bad = await s.req('GET', `/api/stagiaires_facturation?${q}`, { token: tokens.admin });
      expect([q, bad.status]).toEqual([q, 400]);
      expect(bad.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    }
  });
});
