// P3's variants: besides the figure's historic call (GET /api/etudiants?page=N&etat=0&antenne=X, bench/p2.ts),
// the trainee list's common filters and sorts, each as the admin's data provider sends it (the « Stagiaires »
// list of resources/stagiaires.json: 25 a page, sorted by name, type 1 fixed, the search box's `q`, the
// antenne and état filters always shown, the session filter, a click on the birth date's header, the « date de
// sortie renseignée » filter). Each is timed on the small and the large database side by side, requests
// alternating, over the pages that exist at the small size (a search that finds one trainee among 10,000 has
// one page there: both sides are asked page 1), so both sides answer the same question.
import type { Queryable } from '../src/server/db/index.ts';
import { BULK_CITY } from './lib/data.ts';
import { percentile } from './lib/stats.ts';

export interface P3Variant {
  key: string;
  title: string;
  /** The query string (without `page=`) of pages 1..n: `page` is put where the admin puts it. */
  path: (page: number) => string;
}

/** What the variants filter on, chosen on the data (the same ids at both sizes: the small database is a copy). */
export interface P3Params {
  antenne: number;
  session: number;
  name: string;
}

// The admin's own order of parameters (order, page, itemsPerPage, filters, then the list's fixed type=1).
const list = (page: number, filters = '', order = 'order%5Blastname%5D=ASC') =>
  `/api/etudiants?${order}&page=${page}&itemsPerPage=25${filters}&type=1`;

export function p3Variants(p: P3Params): P3Variant[] {
  const antenne = `&antenne=%2Fapi%2Fantennes%2F${p.antenne}`;
  return [
    { key: 'P3liste', title: 'la liste ouverte (triée par nom)', path: (n) => list(n) },
    {
      key: 'P3nom',
      title: `recherche d’un nom (q=${p.name})`,
      path: (n) => list(n, `&q=${encodeURIComponent(p.name)}`),
    },
    { key: 'P3antenne', title: 'filtre antenne', path: (n) => list(n, antenne) },
    { key: 'P3etat', title: 'filtre état (en cours)', path: (n) => list(n, '&etat=0') },
    { key: 'P3antenneEtat', title: 'filtres antenne et état', path: (n) => list(n, `${antenne}&etat=0`) },
    {
      key: 'P3session',
      title: 'filtre session',
      path: (n) => list(n, `&diplome_session=%2Fapi%2Fdiplome_sessions%2F${p.session}`),
    },
    {
      key: 'P3naissance',
      title: 'tri par date de naissance, décroissant',
      path: (n) => list(n, '', 'order%5Bbirthdate%5D=DESC'),
    },
    {
      key: 'P3sortis',
      title: 'filtre date de sortie renseignée',
      path: (n) => list(n, '&exists%5Bdate_sortie%5D=true'),
    },
  ];
}

/** The session and the searched name, taken among the trainees of the small database (ids up to `smallMaxId`):
 * the session of its middle trainee, and the surname of median frequency among its trainees' surnames as the
 * large database counts them (a surname a user would look up: a real one, as common as most). */
export async function p3Params(large: Queryable, smallMaxId: number, antenne: number): Promise<P3Params> {
  const session = await large.query<{ id: number }>(
    `SELECT diplome_session_id AS id FROM etudiants WHERE id <= $1 AND city = $2 AND diplome_session_id IS NOT NULL
     ORDER BY id OFFSET (SELECT count(*) / 2 FROM etudiants WHERE id <= $1 AND city = $2 AND diplome_session_id IS NOT
     NULL) LIMIT 1`,
    [smallMaxId, BULK_CITY],
  );
  const name = await large.query<{ lastname: string; n: number }>(
    `WITH small AS (SELECT lastname FROM etudiants WHERE id <= $1 AND city = $2),
       f AS (SELECT lastname, count(*)::int AS n FROM etudiants WHERE lastname IN (SELECT lastname FROM small)
             GROUP BY lastname)
     SELECT s.lastname, f.n FROM small s JOIN f USING (lastname) ORDER BY f.n, s.lastname
     OFFSET (SELECT count(*) / 2 FROM small) LIMIT 1`,
    [smallMaxId, BULK_CITY],
  );
  return { antenne, session: session.rows[0]!.id, name: name.rows[0]!.lastname.toLowerCase() };
}

export interface Side {
  base: string;
  token: string;
}
export interface Latency {
  p50: number;
  p95: number;
  /** hydra:totalItems of page 1. */
  total: number;
}

async function get(side: Side, path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${side.base}${path}`, { headers: { authorization: `Bearer ${side.token}` } });
  if (!res.ok) throw new Error(`P3 : ${path} : réponse ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** p50/p95 of a variant on both sides, requests alternating, over the pages the small side has (at most 10). */
export async function pairedVariant(
  small: Side,
  large: Side,
  v: P3Variant,
  count = 200,
): Promise<{ small: Latency; large: Latency; pages: number; count: number }> {
  const totals = [
    (await get(small, v.path(1)))['hydra:totalItems'] as number,
    (await get(large, v.path(1)))['hydra:totalItems'] as number,
  ];
  const pages = Math.max(1, Math.min(10, Math.ceil((totals[0] ?? 0) / 25)));
  const samples: [number[], number[]] = [[], []];
  // A variant whose large side takes seconds a request is measured on fewer requests (about a minute's worth,
  // at least 10 after 3 warm-up ones) rather than for an hour.
  const t0 = performance.now();
  await get(large, v.path(1));
  const slow = performance.now() - t0;
  const warm = slow > 300 ? 3 : 20;
  count = slow > 300 ? Math.max(10, Math.min(count, Math.floor(60_000 / slow))) : count;
  for (let i = 0; i < count + warm; i++) {
    for (const [k, side] of [small, large].entries()) {
      const started = performance.now();
      const res = await fetch(`${side.base}${v.path(1 + (i % pages))}`, {
        headers: { authorization: `Bearer ${side.token}` },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`P3 : ${v.key} : réponse ${res.status}`);
      if (i >= warm) samples[k]!.push(performance.now() - started);
    }
  }
  const stats = (xs: number[], total: number) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), total });
  return { small: stats(samples[0], totals[0]!), large: stats(samples[1], totals[1]!), pages, count };
}
