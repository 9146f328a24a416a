// Exports seen through an admin view: `?view=<route>` takes the columns and labels of that view's
// resource file (`export.columns`, resources/stagiaires.json), GET /api/<r>/export.xlsx where the file sets
// `export.xlsx` (real dates, numbers, French headers, same rows and scope as the CSV), the id filter that
// "Exporter la sélection" sends, and French refusals before any byte.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { serverForFile, type TestServer } from './helpers.ts';
import { createRegistry } from '../../src/server/schema/model.ts';
import { exportSettings } from '../../src/server/export/viewSettings.ts';
import { collectionSql } from '../../src/server/crud/read.ts';
import { xlsxStream } from '../../src/server/export/xlsx.ts';
import type { AuthUser } from '../../src/server/auth/access.ts';

let s: TestServer;
let admin: string;
serverForFile(import.meta.url, ['admin@demo.fr'], (server, [token]) => ((s = server), (admin = token!)));

const get = async (path: string, token = admin) => {
  const res = await fetch(s.base + path, { headers: { authorization: `Bearer ${token}` } });
  return { res, raw: Buffer.from(await res.arrayBuffer()) };
};
/** `;`-separated lines without quoted cells (enough for these rows), BOM removed. */
const csvRows = (raw: Buffer) => raw.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((l) => l.split(';'));
const collectionIds = async (query: string, token = admin) =>
  (await s.req('GET', `/api/etudiants?${query}&pagination=false`, { token })).body['hydra:member'].map((m: { id: number }) => m.id) as number[];
async function sheetRows(raw: Buffer): Promise<ExcelJS.CellValue[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(raw).buffer);
  const rows: ExcelJS.CellValue[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const VIEW_HEADERS = ['Identifiant', 'Civilité', 'Nom', 'Prénom', 'Date de naissance', 'Courriel', 'Téléphone portable', 'Ville', 'Antenne',
  'Session de diplôme', 'Type de cursus', 'Statut', 'État', "Date d'entrée", 'Date de sortie'];

describe('CSV export through a view', () => {
  it("has the columns the view's resource file names, in its order, with the rows of the collection", async () => {
    const q = 'type=1&order[lastname]=asc';
    const { res, raw } = await get(`/api/etudiants/export.csv?${q}&view=stagiaires`);
    expect(res.status).toBe(200);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(raw);
    expect(rows[0]).toEqual(VIEW_HEADERS);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(await collectionIds(q));
    const born = rows.slice(1).find((r) => r[4])!;
    const db = (await s.db.query('SELECT birthdate FROM etudiants WHERE id = $1', [Number(born[0])])).rows[0]!;
    expect(born[4]).toBe(String(db.birthdate).split('-').reverse().join('/'));
  });

  it('keeps every readable property without a view, and refuses an unknown view in French before any byte', async () => {
    const plain = csvRows((await get('/api/etudiants/export.csv?type=1')).raw);
    expect(plain[0]!.slice(0, 3)).toEqual(['Identifiant', 'Type', 'État']);
    for (const view of ['inconnue', 'groupes']) {
      const bad = await s.req('GET', `/api/etudiants/export.csv?view=${view}`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body['hydra:description']).toBe(`La vue « ${view} » n'existe pas pour stagiaires : aucun fichier de ressource ne la décrit.`);
    }
  });

  it('exports exactly the selected rows with id[] (« Exporter la sélection »)', async () => {
    const ids = (await collectionIds('type=1&order[lastname]=desc')).slice(0, 3);
    // As the admin sends them: bare ids (an IRI is accepted too).
    const query = ids.map((id, i) => (i === 0 ? `id[]=/api/etudiants/${id}` : `id[]=${id}`)).join('&');
    const rows = csvRows((await get(`/api/etudiants/export.csv?${query}&view=stagiaires`)).raw);
    expect(rows.slice(1).map((r) => Number(r[0])).sort()).toEqual([...ids].sort());
    const bad = await s.req('GET', '/api/etudiants/export.csv?id[]=abc', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('reads the labels of the resource file as headers (a temporary resources folder)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-view-'));
    try {
      writeFileSync(join(dir, 'eleves.json'), JSON.stringify({
        resource: 'etudiants', route: 'eleves', export: { columns: ['lastname', 'mot_de_passe_inconnu', 'city'] }, fields: { lastname: { label: "Nom de l'élève" } },
      }));
      const r = createRegistry().byName.get('etudiants')!;
      const settings = await exportSettings(r, 'eleves', dir);
      expect(settings).toEqual({ columns: ['lastname', 'mot_de_passe_inconnu', 'city'], xlsx: false, labels: { lastname: "Nom de l'élève" } });
      const { exportColumns } = await import('../../src/server/export/columns.ts');
      expect(exportColumns(r, settings).map((c) => c.header)).toEqual(["Nom de l'élève", 'Ville']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Excel export', () => {
  it('is a workbook with French headers, real dates and the rows of the CSV', async () => {
    const q = 'type=1&order[birthdate]=desc&view=stagiaires';
    const { res, raw } = await get(`/api/etudiants/export.xlsx?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="etudiants-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(raw);
    expect(rows[0]).toEqual(VIEW_HEADERS);
    const csv = csvRows((await get(`/api/etudiants/export.csv?${q}`)).raw);
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.slice(1).map((r) => Number(r[0])));
    const born = rows[1]!;
    expect(born[4]).toBeInstanceOf(Date);
    const db = (await s.db.query('SELECT birthdate, lastname FROM etudiants WHERE id = $1', [born[0]])).rows[0]!;
    expect((born[4] as Date).toISOString().slice(0, 10)).toBe(String(db.birthdate));
    expect(born[2]).toBe(db.lastname);
    expect(born[1]).toBe(csv[1]![1]); // the civility's label, as in the CSV
  });

  it('writes every batch of rows, in the order of the collection', async () => {
    const registry = createRegistry();
    const r = registry.byName.get('etudiants')!;
    const user: AuthUser = { id: 2, email: 'admin@demo.fr', cfaId: 1, antenneId: null, roles: ['ROLE_ADMIN'] };
    const q = 'type=1&order[date_sortie]=desc&order[lastname]=asc';
    const sql = collectionSql(r, user, new URLSearchParams(q));
    const stream = await xlsxStream({ db: s.db, registry, resource: r, user, sql, batchSize: 7 }, (err) => { throw err; });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const rows = await sheetRows(Buffer.concat(chunks));
    expect(rows[0]!.slice(0, 3)).toEqual(['Identifiant', 'Type', 'État']);
    const ids = await collectionIds(q);
    expect(ids.length).toBeGreaterThan(14);
    expect(rows.slice(1).map((row) => row[0])).toEqual(ids);
  });

  it('keeps an antenne user to the rows of its antenne', async () => {
    const antenne = await s.login('antenne1@demo.fr');
    const rows = await sheetRows((await get('/api/etudiants/export.xlsx?type=1&view=stagiaires', antenne)).raw);
    const mine = await collectionIds('type=1', antenne);
    expect(mine.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => r[0])).toEqual(mine);
    expect(mine.length).toBeLessThan((await collectionIds('type=1')).length);
    expect(new Set(rows.slice(1).map((r) => r[8])).size).toBe(1);
  });

  it('refuses a bad filter with a French 400, and a view that does not ask for Excel with a French 404', async () => {
    const bad = await s.req('GET', '/api/etudiants/export.xlsx?view=stagiaires&birthdate[after]=hier', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/json/);
    expect(bad.body['hydra:description']).toMatch(/« hier » du filtre « birthdate\[after\] » n'est pas valide/);
    const order = await s.req('GET', '/api/etudiants/export.xlsx?view=stagiaires&order[mail]=asc', { token: admin });
    expect(order.status).toBe(400);
    const none = await s.req('GET', '/api/etudiants/export.xlsx?view=candidatures', { token: admin });
    expect(none.status).toBe(404);
    expect(none.body['hydra:description']).toMatch(/^L'export Excel n'est pas proposé pour stagiaires/);
    expect((await fetch(`${s.base}/api/etudiants/export.xlsx?view=stagiaires`)).status).toBe(401);
  });
});
