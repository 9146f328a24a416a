// P6 statistics and dashboards at 100,000 trainees: the p50 latency of the oversight calls through
// HTTP (the statistics filtered by year and antenne, the statistics of the whole centre, the antennes'
// dashboard, the home's counts), one request at a time, against the p50 of the very SQL statements each
// call runs, captured by running the server's own functions on a recording connection, then replayed bare
// (same statements, same parameters, in order) through the same driver.
import type { Db, Queryable } from '../src/server/db/index.ts';
import type { AppContext } from '../src/server/http/context.ts';
import type { AuthUser } from '../src/server/auth/access.ts';
import { computeStatistics, statFilters } from '../src/server/domain/pilotage/statisticsRoutes.ts';
import { antenneCounts } from '../src/server/domain/pilotage/dashboardRoutes.ts';
import { antenneOf } from '../src/server/domain/pilotage/dashboardScope.ts';
import { homeAnswer } from '../src/server/domain/pilotage/homeRoutes.ts';
import { get } from './lib/http.ts';
import { percentile } from './lib/stats.ts';

interface Statement { text: string; params: unknown[] }
export interface Oversight { name: string; path: string; run: (ctx: AppContext, user: AuthUser) => Promise<unknown> }

/** The calls measured; X is the bench's first antenne. */
export function oversightCalls(antenne: number): Oversight[] {
  const year = new Date().getFullYear() - 1;
  const stats = (q: string) => async (ctx: AppContext, user: AuthUser) => computeStatistics(ctx, user, await statFilters(ctx, user, new URLSearchParams(q)));
  return [
    { name: 'statistiques (année, antenne X)', path: `/api/etudiants_statistiques_filtres?annee=${year}&antenne=${antenne}&etat=-1`, run: stats(`annee=${year}&antenne=${antenne}&etat=-1`) },
    { name: 'statistiques (Toutes, chargement initial)', path: '/api/etudiants_statistiques?etat=0&type_cursus=1', run: stats('etat=0&type_cursus=1') },
    { name: 'tableau de bord des antennes', path: '/api/antennes_dashboard', run: async (ctx, user) => antenneCounts(ctx, user, await antenneOf(ctx, user, null)) },
    { name: 'accueil', path: '/api/accueil', run: async (ctx, user) => homeAnswer(ctx, user, await antenneOf(ctx, user, null)) },
  ];
}

/** The statements `call` runs, recorded while it runs on `db`. */
export async function captureSql(db: Queryable, user: AuthUser, call: Oversight): Promise<Statement[]> {
  const statements: Statement[] = [];
  const recorder: Queryable = { query: (text, params = []) => { statements.push({ text, params }); return db.query(text, params); } };
  await call.run({ db: recorder } as unknown as AppContext, user);
  return statements;
}

/** p50 in ms of `count` runs of `once`, one at a time, after a warm-up: `once` runs until both five runs and 1.5 s
 * have passed. A freshly started server has compiled little of its request path (its first requests run V8's
 * unoptimised code: the centre's initial statistics took 5.6 ms in its first 35 requests, 2.6 ms from the 150th on),
 * while the bench's own process has run the bare side's driver code for minutes. Both sides are warmed the same way,
 * so that the figure compares running code, not start-up. */
export async function warmedP50(once: () => Promise<unknown>, count = 30, minRuns = 5, minMs = 1_500): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < minRuns || performance.now() - started < minMs; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await once();
    samples.push(performance.now() - t0);
  }
  return percentile(samples, 50);
}

/** p50 in ms of the statements replayed in order, `count` times after the warm-up. */
export async function bareLatency(db: Db, statements: Statement[], count = 30): Promise<number> {
  return warmedP50(async () => {
    for (const s of statements) await db.query(s.text, s.params);
  }, count);
}

/** p50 in ms of the call through HTTP (one kept-alive connection, lib/http.ts), one request at a time, `count`
 * times after the warm-up. */
export async function httpLatency(base: string, token: string, path: string, count = 30): Promise<number> {
  return warmedP50(async () => {
    const { status } = await get(base, path, token);
    if (status !== 200) throw new Error(`P6 : ${path} a répondu ${status}`);
  }, count);
}
