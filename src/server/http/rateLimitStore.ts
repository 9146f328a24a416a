// The brute-force limits (login, reset, public survey) counted in the database, through @fastify/rate-limit's
// store interface: every instance on one PostgreSQL shares the counts (20 tries a minute is 20 for the whole
// service, not 20 per instance), and PGlite keeps them in the same table (one code path). One row per key and
// window, bumped by one atomic upsert, so attempts arriving together on two instances are all counted. Keys are
// hashed: they carry the e-mail typed at login, which the table need not keep.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/index.ts';

export const rateLimitStatements = [
  'CREATE TABLE IF NOT EXISTS rate_limits (key text PRIMARY KEY, hits integer NOT NULL, reset_at timestamptz NOT NULL)',
  'CREATE INDEX IF NOT EXISTS rate_limits_reset_at_idx ON rate_limits (reset_at)',
];

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// One statement: a new key, or an expired window, starts at 1; otherwise the window's count goes up by one.
const INCR = `INSERT INTO rate_limits AS r (key, hits, reset_at)
  VALUES ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE r.reset_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM r.reset_at - clock_timestamp()) * 1000))::int AS ttl`;
const READ = `SELECT hits, greatest(0, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000))::int AS ttl
  FROM rate_limits WHERE key = $1 AND reset_at > clock_timestamp()`;
/** Every so many counts, the windows over for a minute are deleted (the table stays the size of the live keys). */
const SWEEP_EVERY = 200;

/** The store class the plugin instantiates (`store:` option), counting in `db`. A route's store (child) prefixes
 * its keys with the route, as the plugin's own stores keep one count per route. */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = () => {
    counted += 1;
    if (counted % SWEEP_EVERY === 0) {
      void db.query("DELETE FROM rate_limits WHERE reset_at < clock_timestamp() - interval '1 minute'").catch(() => {});
    }
  };
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    private key(key: string): string {
      return createHash('sha256').update(`${this.prefix}${key}`).digest('base64url');
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(INCR, [this.key(key), Math.max(1, Math.round(timeWindow))]).then(
        ({ rows }) => {
          sweep();
          callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl });
        },
        (err: Error) => callback(err),
      );
    }

    /** The count without counting (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      db.query<{ hits: number; ttl: number }>(READ, [this.key(key)]).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 0, ttl: rows[0]?.ttl ?? 0 }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const prefix = route?.url ? `${String(route.method ?? '')} ${route.url}|` : '';
      return new DatabaseStore(routeOptions as FastifyRateLimitOptions, `${this.prefix}${prefix}`);
    }
  }
  return DatabaseStore;
}
