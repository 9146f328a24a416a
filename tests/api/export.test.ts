// CSV exports: GET /api/<resource>/export.csv — BOM, `;`, French headers and values, same rows and order
// as the collection (keyset batches included), scope, formula injection neutralised, errors in French.
import { describe, expect, it } from 'vitest';
import { serverForFile, type TestServer } from './helpers.ts';
import { createRegistry } from '../../src/server/schema/model.ts';
import { collectionSql } from '../../src/server/crud/read.ts';
import { csvChunks } from '../../src/server/export/stream.ts';
import type { AuthUser } from '../../src/server/auth/access.ts';

let s: TestServer;
let admin: string;
serverForFile(import.meta.url, ['admin@demo.fr'], (server, [token]) => ((s = server), (admin = token!)));

/** A small RFC 4180 reader (quotes, doubled quotes, `;`, CRLF) for checking what Excel would read. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

const exportCsv = async (path: string, token = admin) => {
  const res = await fetch(s.base + path, { headers: { authorization: `Bearer ${token}` } });
  const raw = new Uint8Array(await res.arrayBuffer());
  return { res, raw, rows: parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw).replace(/^\uFEFF/, '')) };
};
const collectionIds = async (path: string, token = admin) =>
  (await s.req('GET', path, { token })).body['hydra:member'].map((m: { id: number }) => m.id) as number[];

describe('CSV export of a collection', () => {
  it('is a UTF-8 CSV with a BOM, `;` and the French titles of the schema as headers', async () => {
    const { res, raw, rows } = await exportCsv('/api/etudiants/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="etudiants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]!.slice(0, 5)).toEqual(['Identifiant', 'Type', 'État', 'Civilité', 'Nom']);
    expect(rows[0]).toContain('Date de naissance');
    const total = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants WHERE cfa_id = 1')).rows[0]!.n;
    expect(rows.length - 1).toBe(total);
  });

  it('renders enum labels, relation representations, DD/MM/YYYY dates and Oui/Non', async () => {
    const { rows } = await exportCsv('/api/etudiants/export.csv?type=1&exists[date_sortie]=true');
    const [header, first] = [rows[0]!, rows[1]!];
    const col = (title: string) => first[header.indexOf(title)]!;
    const db = (await s.db.query('SELECT e.*, a.name AS antenne_name FROM etudiants e JOIN antennes a ON a.id = e.antenne_id WHERE e.id = $1', [Number(first[0])])).rows[0]!;
    expect(col('Type')).toBe('Stagiaire');
    expect(col('Antenne')).toBe(db.antenne_name);
    expect(col('Date de sortie')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(col('Date de sortie')).toBe(String(db.date_sortie).split('-').reverse().join('/'));
    expect(['Oui', 'Non', '']).toContain(col('Véhiculé'));
    expect(col('Créé le')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('returns the rows of the collection with the same filters and order', async () => {
    const q = 'type=1&order[lastname]=desc&order[birthdate]=asc';
    const { rows } = await exportCsv(`/api/etudiants/export.csv?${q}`);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(await collectionIds(`/api/etudiants?${q}&pagination=false`));
  });

  it('walks keyset batches through NULLs and ties exactly as the collection orders them', async () => {
    const registry = createRegistry();
    const r = registry.byName.get('etudiants')!;
    const user: AuthUser = { id: 2, email: 'admin@demo.fr', cfaId: 1, antenneId: null, roles: ['ROLE_ADMIN'] };
    for (const q of ['order[date_sortie]=desc', 'order[date_sortie]=asc&order[lastname]=desc', 'order[etat]=asc']) {
      const sql = collectionSql(r, user, new URLSearchParams(q));
      let text = '';
      for await (const chunk of csvChunks({ db: s.db, registry, resource: r, user, sql, batchSize: 7 })) text += chunk;
      const ids = parseCsv(text.replace(/^\uFEFF/, '')).slice(1).map((row) => Number(row[0]));
      expect(ids, q).toEqual(await collectionIds(`/api/etudiants?${q}&pagination=false`));
    }
  });

  it('keeps each user within their scope', async () => {
    const antenne = await s.login('antenne1@demo.fr');
    const mine = await exportCsv('/api/etudiants/export.csv', antenne);
    expect(mine.rows.slice(1).map((r) => Number(r[0]))).toEqual(await collectionIds('/api/etudiants?pagination=false', antenne));
    const sport = await s.login('sport@demo.fr');
    const other = await exportCsv('/api/etudiants/export.csv', sport);
    const demoIds = new Set(await collectionIds('/api/etudiants?pagination=false'));
    expect(other.rows.length).toBeGreaterThan(1);
    expect(other.rows.slice(1).some((r) => demoIds.has(Number(r[0])))).toBe(false);
  });

  it('neutralises formula injection in cells', async () => {
    const antenne = (await s.req('GET', '/api/antennes?itemsPerPage=1&order[id]=desc', { token: admin })).body['hydra:member'][0]['@id'];
    const created = await s.req('POST', '/api/etudiants', {
      token: admin,
      body: { type: 1, lastname: '=HYPERLINK("http://x";"clic")', firstname: '@SUM(A1)', city: '+33 ville', antenne },
    });
    expect(created.status, created.text).toBe(201);
    const { rows } = await exportCsv(`/api/etudiants/export.csv?id=${created.body.id}`);
    const [header, row] = [rows[0]!, rows[1]!];
    expect(row[header.indexOf('Nom')]).toBe(`'=HYPERLINK("http://x";"clic")`);
    expect(row[header.indexOf('Prénom')]).toBe(`'@SUM(A1)`);
    expect(row[header.indexOf('Ville')]).toBe(`'+33 ville`);
  });

  it('never exports write-only fields such as passwords', async () => {
    const { rows } = await exportCsv('/api/users/export.csv');
    expect(rows[0]).not.toContain('Mot de passe');
    expect(rows.flat().some((c) => c.startsWith('$') || c.includes('scrypt'))).toBe(false);
  });

  it('refuses without a token and answers a bad filter with a French 400', async () => {
    expect((await fetch(`${s.base}/api/etudiants/export.csv`)).status).toBe(401);
    const bad = await s.req('GET', '/api/etudiants/export.csv?type=abc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/n'est pas valide/);
  });
});
