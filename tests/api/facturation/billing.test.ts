// The trainees' billing list (spec 001 section 7, stagiaires_facturation): each trainee with its invoices,
// paginated like the collections, within the user's scope, French errors on bad filters.
import { describe, expect, it } from 'vitest';
import { countRows, domainServer, firstIri, FRENCH_REFUSAL, TOULON, postTrainee } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);
const count = (sql: string, params: unknown[] = []) => countRows(S(), sql, params);
const trainee = (body: Record<string, unknown>, token = T().admin) => postTrainee(S(), token, body);

describe('trainees\' billing list', () => {
  it('lists each trainee with its invoices: number, total, paid, due, last date, agreement number', async () => {
    const anne = await trainee({ lastname: 'Facturation-test', firstname: 'Anne' });
    const zoe = await trainee({ lastname: 'Facturation-test', firstname: 'Zoé' });
    const invoice = async (etudiant: string, body: Record<string, unknown>) =>
      expect((await S().req('POST', '/api/etudiant_document_factures', { token: T().admin, body: { etudiant, type_facture: 1, ...body } })).status).toBe(201);
    await invoice(anne['@id'], { date_facture: '2025-10-01', montant: 100, date_paiement: '2025-10-20' });
    await invoice(anne['@id'], { date_facture: '2025-11-05', montant: 50.5 });
    await invoice(zoe['@id'], { date_facture: '2025-10-02', montant: 80, date_paiement: '2025-10-03', type_facture: 6 });
    const conv = await firstIri(S(), 'antenne_conventions', 'antenne_id = 4 AND type = 0');
    expect((await S().req('PATCH', anne['@id'], { token: T().admin, body: { antenne_convention: conv } })).status).toBe(200);

    const res = await S().req('GET', '/api/stagiaires_facturation?lastname=Facturation-test', { token: T().admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(2);
    expect(res.body['hydra:member'][0]).toMatchObject({ '@id': anne['@id'], firstname: 'Anne', antenne: TOULON, nombre_factures: 2, montant_total: 150.5,
      montant_paye: 100, montant_restant: 50.5, derniere_facture: '2025-11-05', antenne_convention: conv,
      convention_number: (await S().req('GET', conv, { token: T().admin })).body.convention_number });
    expect(res.body['hydra:member'][1]).toMatchObject({ firstname: 'Zoé', nombre_factures: 1, montant_total: 80, montant_restant: 0 });
    const names = async (q: string) => (await S().req('GET', `/api/stagiaires_facturation?lastname=Facturation-test&${q}`, { token: T().admin })).body['hydra:member'].map((m: any) => m.firstname);
    expect(await names('paye=false')).toEqual(['Anne']);
    expect(await names('paye=true')).toEqual(['Zoé']);
    expect(await names('type_facture=6')).toEqual(['Zoé']);
    expect(await names(`antenne_convention=${conv}`)).toEqual(['Anne']);
    expect(await names('antenne=3')).toEqual([]);
  });

  it('paginates like the collections, within the user\'s scope', async () => {
    const res = await S().req('GET', '/api/stagiaires_facturation?itemsPerPage=5&page=2', { token: T().admin });
    expect(res.body['hydra:member']).toHaveLength(5);
    expect(res.body['hydra:totalItems']).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1'));
    expect(res.body['hydra:view']).toMatchObject({ 'hydra:previous': expect.stringContaining('page=1'), 'hydra:next': expect.stringContaining('page=3') });
    const page1 = await S().req('GET', '/api/stagiaires_facturation?itemsPerPage=5&page=1', { token: T().admin });
    expect(page1.body['hydra:member'].map((m: any) => m.id)).not.toContain(res.body['hydra:member'][0].id);
    const own = await S().req('GET', '/api/stagiaires_facturation?pagination=false', { token: T().antenne1 });
    expect(own.body['hydra:totalItems']).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1'));
    expect(own.body['hydra:member']).toHaveLength(own.body['hydra:totalItems']);
    expect(own.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/2')).toBe(true);
    expect((await S().req('GET', '/api/stagiaires_facturation?lastname=Facturation-test', { token: T().sport })).body['hydra:totalItems']).toBe(0);
    for (const q of ['page=0', 'itemsPerPage=abc', 'paye=peut-etre', 'type_facture=99']) {
      const bad = await S().req('GET', `/api/stagiaires_facturation?${q}`, { token: T().admin });
      expect([q, bad.status]).toEqual([q, 400]);
      expect(bad.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    }
  });
});
