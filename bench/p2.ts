// P2 API overhead and P3 growth: the trainee list call GET /api/etudiants?page=N&etat=0&antenne=X through
// HTTP (autocannon, keep-alive, 10 connections) versus the very SQL the server runs for it (rows and
// capped count, built by the same code) run bare through the same driver in a loop; and the p50 latency of
// that call, one request at a time.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../src/server/db/index.ts';
import { createRegistry } from '../src/server/schema/model.ts';
import { collectionSql } from '../src/server/crud/read.ts';
import { countCapped } from '../src/server/crud/count.ts';
import type { AuthUser } from '../src/server/auth/access.ts';
import { repoRoot } from './lib/paths.ts';
import { percentile } from './lib/stats.ts';

const run = promisify(execFile);
export const PAGES = 10;
export const listPath = (antenne: number, page: number) => `/api/etudiants?page=${page}&etat=0&antenne=${antenne}`;

/** CPU time (user and system, all threads) a process has used, in µs, from /proc/<pid>/stat (clock ticks of
 * 1/100 s, Linux's USER_HZ). */
export function processCpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The last run's CPU time per call, µs (P2's note): the server process's under autocannon, the bench process's in the
 * bare loop. Less sensitive than requests/s to the other work on a shared machine (autocannon itself takes part of
 * the two cores during the HTTP side only). */
export const cpuPerCall = { http: 0, bare: 0 };

/** Requests per second through HTTP (with `pid`, the server's CPU time per request goes to cpuPerCall.http). */
export async function httpRps(
  base: string,
  token: string,
  antenne: number,
  seconds = 10,
  connections = 10,
  pid?: number,
): Promise<number> {
  const bin = join(repoRoot, 'node_modules/.bin/autocannon');
  // One URL per run: the middle page of 1..PAGES stands for them (same plan; OFFSET of a few pages).
  const url = `${base}${listPath(antenne, Math.ceil(PAGES / 2))}`;
  const cpuBefore = pid === undefined ? 0 : processCpuUs(pid);
  const { stdout } = await run(
    bin,
    ['-j', '-c', String(connections), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url],
    { maxBuffer: 1 << 24 },
  );
  const result = JSON.parse(stdout) as { requests: { average: number; total: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`P2 : ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  if (pid !== undefined) cpuPerCall.http = (processCpuUs(pid) - cpuBefore) / Math.max(1, result.requests.total);
  return result.requests.average;
}

/** Queries per second of the same SQL, bare, for as long as `seconds`. */
export async function bareRps(db: Db, antenne: number, seconds = 10): Promise<number> {
  const r = createRegistry().byName.get('etudiants')!;
  const user: AuthUser = { id: 0, email: 'admin@demo.fr', cfaId: 1, antenneId: null, roles: ['ROLE_ADMIN'] };
  const page = Math.ceil(PAGES / 2);
  const { where, params, order } = collectionSql(r, user, new URLSearchParams(`etat=0&antenne=${antenne}`));
  const n = params.length;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const cpuBefore = process.cpuUsage();
  while (performance.now() < until) {
    await Promise.all([
      db.query(`SELECT t.* FROM "${r.table}" t WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...params,
        30,
        (page - 1) * 30,
      ]),
      countCapped(db, r.table, where, params),
    ]);
    done++;
  }
  const cpu = process.cpuUsage(cpuBefore);
  cpuPerCall.bare = (cpu.user + cpu.system) / Math.max(1, done);
  return done / seconds;
}

/** p50 (and p95) in ms of the call, sequential requests over pages 1..PAGES. */
export async function callLatency(
  base: string,
  token: string,
  antenne: number,
  count = 200,
): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${listPath(antenne, 1 + (i % PAGES))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`P3 : réponse ${res.status}`);
    if (i >= 20) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** p50/p95 of the call on two servers at once (10 k and 1 M trainees), requests alternating between them so
 * that the noise of a shared machine falls on both sides alike. */
export async function pairedLatency(
  a: { base: string; token: string; antenne: number },
  b: { base: string; token: string; antenne: number },
  count = 200,
): Promise<[{ p50: number; p95: number }, { p50: number; p95: number }]> {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < count + 20; i++) {
    for (const [k, s] of [a, b].entries()) {
      const started = performance.now();
      const res = await fetch(`${s.base}${listPath(s.antenne, 1 + (i % PAGES))}`, {
        headers: { authorization: `Bearer ${s.token}` },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`P3 : réponse ${res.status}`);
      if (i >= 20) samples[k]!.push(performance.now() - started);
    }
  }
  const stats = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) });
  return [stats(samples[0]), stats(samples[1])];
}
