// PINST figure: 200 simulated staff users for 60 s on PostgreSQL, with two instances of the product behind a
// proxy that alternates between them request by request, then the same load on one instance, for the ratio.
// Each user makes one request of the mixed load every 1–3 s (uniform: 2 s on average, so about 100 requests a
// second in all): lists with filters, records, writes (a trainee created, changed, an absence), a small CSV
// export, statistics and dashboards. Target: p99 ≤ 300 ms and no error, with two instances.
// The setup: a throwaway PostgreSQL 15 (bench/lib/postgres.ts, BENCH_PG_PORT), two `main.ts` processes started
// together on its empty database (migrations and the demo seed once, under the advisory lock), the trainees
// grown in SQL to 10,000, and the proxy of the API tests (tests/api/ops/roundRobin.ts). `node --import tsx
// bench/pinst.ts` runs it alone (ports PINST_PORT … +2, the proxy at +3), run.ts with `--only PINST`.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { openPostgres } from '../src/server/db/index.ts';
import { roundRobin } from '../tests/api/ops/roundRobin.ts';
import { apiClient } from '../tests/support/client.ts';
import { validPayload, type Json } from '../tests/support/samples.ts';
import { benchAntennes, growTrainees } from './lib/data.ts';
import { startPostgres } from './lib/postgres.ts';
import { login, startServer, type ServerHandle } from './lib/server.ts';
import { figure, percentile, type Figure } from './lib/stats.ts';

export interface LoadRun {
  instances: number;
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  errorSamples: string[];
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** p99 by kind of request. */
  p99ByKind: Record<string, number>;
  /** Load average of the machine (1 min) at the start and the end of the run. */
  loadAverage: [number, number];
}

type Kind = 'liste' | 'fiche' | 'écriture' | 'export' | 'statistiques';

/** `users` users for `seconds` against `base`, each one request every 1–3 s. */
export async function mixedLoad(
  base: string,
  opts: {
    users: number;
    seconds: number;
    instances: number;
    token: string;
    antennes: number[];
    trainee: Json;
    traineeIds: number[];
  },
): Promise<LoadRun> {
  const api = apiClient(base);
  const { token, antennes, trainee, traineeIds } = opts;
  const year = new Date().getFullYear() - 1;
  const latencies: number[] = [];
  const byKind = new Map<Kind, number[]>();
  const errorSamples: string[] = [];
  let errors = 0;
  const load0 = loadavg()[0]!;
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const call = async (kind: Kind, method: string, path: string, body?: unknown) => {
    const t = performance.now();
    let status = 0;
    let text = '';
    let parsed: any;
    try {
      if (kind === 'export') {
        // A CSV read to its end, as a browser's download does.
        const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        status = res.status;
        text = await res.text();
      } else {
        const res = await api(method, path, { token, body });
        ({ status, text } = res);
        parsed = res.body;
      }
    } catch (err) {
      text = (err as Error).message;
    }
    const ms = performance.now() - t;
    latencies.push(ms);
    (byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(ms);
    if (status < 200 || status >= 300) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`${method} ${path} → ${status} ${text.slice(0, 160)}`);
    }
    return { status, body: parsed };
  };

  const end = Date.now() + opts.seconds * 1000;
  const user = async (u: number) => {
    const mine: string[] = [];
    const antenne = antennes[u % antennes.length]!;
    // Users start spread over the first 3 s, then wait 1–3 s before each request.
    await new Promise((r) => setTimeout(r, Math.random() * 3000));
    for (let i = 0; Date.now() < end; i++) {
      const k = Math.floor(Math.random() * 20);
      if (k < 4)
        await call(
          'liste',
          'GET',
          `/api/etudiants?page=${1 + Math.floor(Math.random() * 20)}&etat=0&antenne=${antenne}`,
        );
      else if (k < 6)
        await call('liste', 'GET', `/api/etudiants?lastname=Bench${10 + Math.floor(Math.random() * 90)}&page=1`);
      else if (k < 7) await call('liste', 'GET', `/api/etudiant_absences?page=${1 + Math.floor(Math.random() * 3)}`);
      else if (k < 12) await call('fiche', 'GET', `/api/etudiants/${pick(traineeIds)}`);
      else if (k < 14 || mine.length === 0) {
        const res = await call('écriture', 'POST', '/api/etudiants', { ...trainee, lastname: `Charge-${u}-${i}` });
        if (res.status === 201) mine.push(res.body['@id']);
      } else if (k < 15) await call('écriture', 'PATCH', pick(mine), { city: `Ville-${u}-${i}` });
      else if (k < 16)
        await call('écriture', 'POST', '/api/etudiant_absences', {
          etudiant: pick(mine),
          raison: 1,
          dt_start: '2031-02-03',
          dt_end: '2031-02-04',
        });
      else if (k < 17)
        await call('export', 'GET', `/api/etudiants/export.csv?lastname=Bench${10 + Math.floor(Math.random() * 90)}`);
      else if (k < 18)
        await call(
          'statistiques',
          'GET',
          `/api/etudiants_statistiques_filtres?annee=${year}&antenne=${antenne}&etat=-1`,
        );
      else if (k < 19) await call('statistiques', 'GET', '/api/accueil');
      else await call('statistiques', 'GET', '/api/antennes_dashboard');
      await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.users }, (_, u) => user(u)));
  const elapsed = (performance.now() - started) / 1000;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    instances: opts.instances,
    users: opts.users,
    seconds: opts.seconds,
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / elapsed),
    errors,
    errorSamples,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    p99ByKind: Object.fromEntries([...byKind].map(([k, xs]) => [k, round(percentile(xs, 99))])),
    loadAverage: [round(load0), round(loadavg()[0]!)],
  };
}

/** The whole figure: PostgreSQL, two instances, the two runs (two instances, then one), the figure. */
export async function measureInstances(
  port: number,
  users = 200,
  seconds = 60,
): Promise<{ figure: Figure; runs: LoadRun[] }> {
  const pgServer = await startPostgres();
  const servers: ServerHandle[] = [];
  try {
    // Started together on the empty database: one migrates and seeds, the other waits for it.
    servers.push(
      ...(await Promise.all([0, 1].map((i) => startServer({ port: port + 1 + i, databaseUrl: pgServer.url })))),
    );
    const db = await openPostgres(pgServer.url);
    let antennes: number[];
    let traineeIds: number[];
    try {
      antennes = await benchAntennes(db);
      await growTrainees(db, 10_000);
      traineeIds = (await db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 1 ORDER BY id')).rows.map(
        (r) => r.id,
      );
    } finally {
      await db.close();
    }
    const { token } = await login(servers[0]!.base);
    const trainee = await validPayload(apiClient(servers[0]!.base), 'etudiants', { token });
    const runs: LoadRun[] = [];
    for (const upstreams of [servers, servers.slice(0, 1)]) {
      const proxy = await roundRobin(
        upstreams.map((s) => s.base),
        port + 3,
      );
      try {
        // A short warm-up (each instance's first requests compile the schemas' validators and queries).
        await mixedLoad(proxy.base, {
          users: 20,
          seconds: 5,
          instances: upstreams.length,
          token,
          antennes,
          trainee,
          traineeIds,
        });
        runs.push(
          await mixedLoad(proxy.base, {
            users,
            seconds,
            instances: upstreams.length,
            token,
            antennes,
            trainee,
            traineeIds,
          }),
        );
      } finally {
        await proxy.close();
      }
    }
    const [two, one] = runs as [LoadRun, LoadRun];
    const f = figure(
      two.p99Ms,
      300,
      'ms (p99, deux instances)',
      { max: 1 },
      {
        note: `${users} utilisateurs × ${seconds} s, une requête toutes les 1–3 s ; deux instances : ${two.requests} requêtes (${two.requestsPerSecond}/s), ${two.errors} erreurs, p50 ${two.p50Ms} ms, p99 ${two.p99Ms} ms ; une instance : ${one.requests} requêtes (${one.requestsPerSecond}/s), ${one.errors} erreurs, p50 ${one.p50Ms} ms, p99 ${one.p99Ms} ms (p99 deux / une : ${(two.p99Ms / one.p99Ms).toFixed(2)}) ; charge de la machine ${two.loadAverage.join('→')} puis ${one.loadAverage.join('→')}`,
        oneInstanceP99: one.p99Ms,
        p99TwoOverOne: Number((two.p99Ms / one.p99Ms).toFixed(3)),
        runs,
      },
    );
    // The target is p99 ≤ 300 ms and no error at all.
    f.met = f.met && two.errors === 0;
    return { figure: f, runs };
  } finally {
    for (const s of servers) await s.stop();
    await pgServer.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PINST_PORT ?? 8110);
  const { figure: f } = await measureInstances(port, Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 60));
  console.log(JSON.stringify(f, null, 2));
}
