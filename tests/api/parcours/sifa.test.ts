// The SIFA survey of issue 13: the apprentices in contract on a date, one line each with the SIFA columns
// (BOM, `;`, ddMMyyyy), the incomplete ones listed with the French names of what they miss, in scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
let admin: string;
let sport: string;
let A = 0;
const D = '2026-01-15';

async function apprentice(token: string, extra: Record<string, unknown>, contract: Record<string, unknown>) {
  const t = await s.req('POST', '/api/etudiants', { token, body: { type: 1, civility: 1, lastname: `Sifa${Math.random().toString(36).slice(2, 7)}`, firstname: 'Léa', antenne: `/api/antennes/${A}`, birthdate: '2006-03-09', postal_code: '13008', dt_date_entree: '2025-09-01', ...extra } });
  expect(t.status, JSON.stringify(t.body)).toBe(201);
  const c = await s.req('POST', '/api/etudiant_contrats', { token, body: { etudiant: t.body['@id'], date_debut: '2025-09-01', date_fin: '2027-08-31', ...contract } });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return t.body as { '@id': string; lastname: string };
}

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, sport] = await Promise.all(['admin@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  A = (await s.db.query<{ id: number }>("SELECT id FROM antennes WHERE cfa_id = 1 AND name LIKE '%Toulon%'")).rows[0]!.id;
});
afterAll(async () => s?.close());

describe('SIFA', () => {
  it('writes one line per apprentice in contract on the date and lists the incomplete ones in French', async () => {
    await s.req('PATCH', `/api/antennes/${A}`, { token: admin, body: { uai: '0831234B' } });
    const session = (await s.db.query<{ diplome_session_id: number }>('SELECT diplome_session_id FROM antenne_diplome_sessions WHERE antenne_id = $1 LIMIT 1', [A])).rows[0]!;
    await s.db.query("UPDATE diplomes SET code_rncp = coalesce(code_rncp, 'RNCP99999') WHERE id = (SELECT diplome_id FROM diplome_sessions WHERE id = $1)", [session.diplome_session_id]);
    const company = await s.req('POST', '/api/entreprises', { token: admin, body: { name: 'Club Nautique Toulon', siret: '81234567600017', antenne: `/api/antennes/${A}` } });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const base = { diplome_session: `/api/diplome_sessions/${session.diplome_session_id}` };
    const ok = await apprentice(admin, base, { entreprise: company.body['@id'], type_contrat: 11 });
    const noBirth = await apprentice(admin, { ...base, birthdate: null }, { entreprise: company.body['@id'] });
    const broken = await apprentice(admin, base, { entreprise: company.body['@id'], date_rupture: '2026-01-10', motif_rupture: 12 });
    const later = await apprentice(admin, base, { entreprise: company.body['@id'], date_debut: '2026-02-01' });

    const check = await s.req('GET', `/api/stagiaires_sifa?date=${D}&antenne=${A}`, { token: admin });
    expect(check.status).toBe(200);
    const listed = (iri: string) => check.body.incomplete.find((x: any) => x['@id'] === iri);
    expect(listed(noBirth['@id']).manquants).toEqual(['Date de naissance']);
    expect(listed(ok['@id'])).toBeUndefined();
    for (const out of [broken, later]) expect(listed(out['@id'])).toBeUndefined();

    const res = await fetch(`${s.base}/api/stagiaires_sifa/export.csv?date=${D}&antenne=${A}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(body.slice(0, 60)).toBe('\uFEFFNUMERO_UAI;NOM;NOM_USAGE;PRENOM;SEXE;DATE_NAIS;NATIO;COD_POST;COMMUNE;D'.slice(0, 60));
    const lines = body.slice(1).split('\r\n').filter(Boolean);
    expect(lines.length - 1).toBe(check.body.complete);
    const mine = lines.find((l) => l.includes(ok.lastname.toUpperCase()))!;
    expect(mine.split(';')).toEqual(expect.arrayContaining(['0831234B', '2', '09032006', '01092025', '31082027', '81234567600017', '11']));
    for (const out of [noBirth, broken, later]) expect(body).not.toContain(out.lastname.toUpperCase());
  });

  it('keeps to the caller\'s centre and refuses a bad date in French', async () => {
    const res = await fetch(`${s.base}/api/stagiaires_sifa/export.csv?date=${D}`, { headers: { authorization: `Bearer ${sport}` } });
    expect(new TextDecoder().decode(await res.arrayBuffer())).not.toContain('0831234B');
    const bad = await s.req('GET', '/api/stagiaires_sifa?date=15/01/2026', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toBe('Le paramètre « date » est obligatoire, au format AAAA-MM-JJ.');
    expect((await s.req('GET', `/api/stagiaires_sifa?date=${D}&antenne=${A}`, { token: sport })).status).toBe(404);
  });
});
