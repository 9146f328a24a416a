// Fuzzing suite: hostile requests generated from the schemas (fuzz.ts) against every resource's
// writes, every domain write route and every list and CSV export. Asserts no 5xx, a French message on every
// 4xx, unknown body fields refused (a 4xx, once the server refuses them: probed first), and no row changed by
// a refused request or a read (a checksum of every table, computed when a transaction id was used since the
// last one). In `npm test`: a fixed seed and FUZZ_COUNT requests (default 2,000). `npm run test:fuzz`: a new
// seed each run (FUZZ_SEED to replay one, printed at the start) and 20,000 requests.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';
import { registry, type Json } from '../../support/samples.ts';
import { domainWriteRoutes, generator, type FuzzRequest } from './fuzz.ts';

const LONG = process.env.FUZZ_LONG === '1';
const SEED = Number(process.env.FUZZ_SEED) || (LONG ? Math.floor(Math.random() * 2 ** 31) : 19);
const COUNT = Number(process.env.FUZZ_COUNT) || (LONG ? 20_000 : 2_000);
/** Tables written outside the request that wrote them (queued mail and links): not part of the checksum. */
const ASYNC_TABLES = new Set(['mail_outbox', 'password_reset_tokens']);

let s: TestServer;
let api: ApiCall;
let token: string;
const bases = new Map<string, Json>();
let checksumSql: string;
/** Whether the server refuses unknown body fields (finding 11, lane plausible's 422): then the fuzzer
 * requires a 4xx for them; before it, they are only held to no 5xx and no row changed by a refusal. */
let strictUnknown = false;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  token = await loginWith(api, 'admin@demo.fr');
  for (const r of registry.resources) {
    const first = (await api('GET', `/api/${r.name}?itemsPerPage=1`, { token })).body?.['hydra:member']?.[0];
    if (first) bases.set(r.name, first);
  }
  const probe = await api('PATCH', `/api/etudiants/${bases.get('etudiants')!.id}`, { token, body: { champ_inconnu_sonde: 1 } });
  strictUnknown = probe.status === 422 && probe.text.includes('champ_inconnu_sonde');
  const tables = registry.resources.map((r) => r.table).filter((t) => !ASYNC_TABLES.has(t));
  checksumSql = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM "${t}" x`).join(' UNION ALL ');
});
afterAll(async () => s?.close());

const checksum = async () => (await s.db.query<{ t: string; n: number; h: string }>(checksumSql)).rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('|');
/** The next transaction id: it moves only when a transaction wrote (or tried to), so while it stays the same no
 * row changed and the full checksum is not needed. */
const nextXid = async () => (await s.db.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x')).rows[0]!.x;
const changedTables = (a: string, b: string) => {
  const before = new Set(a.split('|'));
  return b.split('|').filter((x) => !before.has(x)).map((x) => x.split(':')[0]);
};

async function send(req: FuzzRequest): Promise<{ status: number; body: any; text: string }> {
  const id = req.resource ? (bases.get(req.resource)?.id ?? 1) : 1;
  const path = req.path.replace(/\{id\}/g, String(id));
  const headers: Record<string, string> = {};
  if (req.contentType && req.method !== 'GET') headers['content-type'] = req.contentType;
  if (req.body !== undefined) return api(req.method, path, { token, raw: JSON.stringify(req.body), headers });
  return api(req.method, path, { token, raw: req.raw, headers });
}

/** Routes whose work is an external service's (the test server configures none of them). */
const EXTERNAL = /\/(auth\/google|drive\/auth\/google|google-api\/|google\/callback|google-drive\/|google-forms|depot_opco|opco_depots\/:id\/envoi|entreprises_registre)/;

it(`answers ${COUNT} hostile requests without a 5xx, in French, changing nothing when refusing`, async () => {
  console.log(`fuzz : graine ${SEED}, ${COUNT} requêtes (rejouer : FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT} npm run test:fuzz)`);
  console.log(`fuzz : champs inconnus ${strictUnknown ? 'refusés (4xx exigé)' : 'ignorés par ce serveur (seuls : pas de 5xx, rien de modifié)'}`);
  const routes = domainWriteRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const gen = generator(SEED, bases, routes);
  const failures: string[] = [];
  const stats = { accepted: 0, refused: 0, byKind: { crud: 0, domain: 0, query: 0 } as Record<string, number> };
  let before = await checksum();
  let xid = await nextXid();
  let checksums = 0;
  const started = Date.now();
  for (let i = 0; i < COUNT && failures.length < 25; i++) {
    const req = gen.next();
    stats.byKind[req.kind]!++;
    const res = await send(req).catch((err: Error) => ({ status: 0, body: undefined, text: `connexion : ${err.message}` }));
    const where = `#${i} ${req.label}`;
    // A call to an external service this test server has no address for (Google, an OPCO's deposit point, the
    // company registry) answers 503 « n'est pas configuré » in French: not the client's mistake, and no crash.
    const unconfigured = res.status === 503 && EXTERNAL.test(req.label) && isFrench(res.body?.['hydra:description']);
    if (res.status === 0 || (res.status >= 500 && !unconfigured)) failures.push(`${where} → ${res.status} ${res.text.slice(0, 200)}`);
    if (strictUnknown && req.mustRefuse && res.status < 400) failures.push(`${where} → ${res.status} : un champ inconnu accepté`);
    if (res.status >= 400) {
      stats.refused++;
      const description = res.body?.['hydra:description'] ?? res.body?.message;
      if (!isFrench(description)) failures.push(`${where} → ${res.status} sans message français : ${res.text.slice(0, 200)}`);
      for (const v of res.body?.violations ?? []) if (!isFrench(v.message)) failures.push(`${where} → violation non française : ${v.message}`);
    } else stats.accepted++;
    if (req.kind === 'query' && res.status === 401) token = await loginWith(api, 'admin@demo.fr');
    const nowXid = await nextXid();
    if (nowXid === xid) continue;
    xid = nowXid;
    checksums++;
    const after = await checksum();
    // An OPCO deposit that cannot reach its OPCO keeps the file and the failed attempt, ready to send again:
    // that record, and only it, is the answer's purpose.
    const keptAttempt = unconfigured && /depot_opco|opco_depots/.test(req.label) && changedTables(before, after).every((t) => t === 'opco_depots');
    if (after !== before && (res.status >= 400 || req.method === 'GET') && !keptAttempt) {
      failures.push(`${where} → ${res.status} a modifié : ${changedTables(before, after).join(', ')}`);
    }
    before = after;
  }
  console.log(`fuzz : ${JSON.stringify(stats)} en ${Math.round((Date.now() - started) / 1000)} s (${checksums} sommes de contrôle complètes)`);
  expect(failures, `graine ${SEED}`).toEqual([]);
}, LONG ? 3_600_000 : 300_000);
