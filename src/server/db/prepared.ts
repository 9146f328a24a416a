// Named prepared statements on the embedded database (PGlite). PGlite's `query()` sends each statement unnamed, so
// PostgreSQL parses and plans it again at every call: for a read joining a few tables, planning is most of its time
// (1.4 of 1.8 ms for a trainee's signing read, measured on the P9 bench's data), and `query()` also crosses into
// the WebAssembly module six times (parse, describe, bind, describe, execute, sync). Here a statement is parsed
// once per connection under a name, and each call is one crossing (bind, describe, execute, sync), as `pg` does for
// a named query on a PostgreSQL server: PostgreSQL keeps the plan (`plan_cache_mode` auto: custom plans for the first
// five calls, then the generic one when it is no dearer).
//
// Written by hand because PGlite has no prepared-statement API; this uses only its public protocol API
// (`execProtocolStream`, `protocol.serialize`, `parse.parseResults`), the parameters serialised as `query()` does.
// Only DML is named (SELECT, WITH, INSERT, UPDATE, DELETE, VALUES); anything else (EXPLAIN, SET, DDL) goes through
// `query()`, and a DDL statement forgets every named one (a `SELECT *` kept across an ALTER TABLE would fail with
// "cached plan must not change result type"). The names kept are bounded (least recently used closed first), since
// the collections build their SQL from the filters asked.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { createMutex } from './mutex.ts';

const S = protocol.serialize;
const KEPT = 500;
const NAMED = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE|VALUES)\b/i;
const DDL = /^\s*(CREATE|ALTER|DROP|TRUNCATE|COMMENT|GRANT|REVOKE)\b/im;

type Statement = { name: string; types: number[] };
/** Names are unique in the process, so two sets on one connection (the tests') cannot take each other's. */
let named = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export interface PreparedQueries {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** To call after a script (several statements): forgets the named statements if it changed the schema. */
  afterScript(text: string): Promise<void>;
}

export function preparedQueries(pgl: PGlite, keep = KEPT): PreparedQueries {
  // A Map keeps its insertion order: a statement used again is moved to the end, the first is the least recent.
  const kept = new Map<string, Statement>();
  // The streaming call, as `query()` itself uses.
  const send = (messages: Uint8Array[]) => pgl.execProtocolStream(concat(messages), { syncToFs: false });

  async function close(name: string) {
    // In an aborted transaction the close may be refused: the statement then stays on the connection, unnamed by us.
    await send([S.close({ type: 'S', name }), S.sync()]).catch(() => undefined);
  }
  async function forgetAll() {
    for (const { name } of kept.values()) await close(name);
    kept.clear();
  }

  async function statement(text: string): Promise<Statement> {
    const hit = kept.get(text);
    if (hit) {
      kept.delete(text);
      kept.set(text, hit);
      return hit;
    }
    if (kept.size >= keep) {
      const [oldest, st] = kept.entries().next().value as [string, Statement];
      kept.delete(oldest);
      await close(st.name);
    }
    named += 1;
    const name = `s${named}`;
    const described = await send([S.parse({ name, text }), S.describe({ type: 'S', name }), S.sync()]);
    const st = { name, types: parse.parseDescribeStatementResults(described) };
    kept.set(text, st);
    return st;
  }

  // One statement at a time: the calls of a transaction may come together (Promise.all over `tx.query`), and a
  // statement's parse and its bind must not interleave with another's (`query()` has its own lock for that).
  const oneAtATime = createMutex();

  async function run<T>(text: string, params: unknown[]): Promise<{ rows: T[] }> {
    if (!NAMED.test(text)) {
      const res = await pgl.query<T>(text, params);
      if (DDL.test(text)) await forgetAll();
      return { rows: res.rows };
    }
    const st = await statement(text);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialize = pgl.serializers[st.types[i]!];
      return serialize ? serialize(v) : (v as { toString(): string }).toString();
    });
    const messages = await send([
      S.bind({ statement: st.name, values }),
      S.describe({ type: 'P' }),
      S.execute({}),
      S.sync(),
    ]);
    return { rows: (parse.parseResults(messages, pgl.parsers)[0]?.rows ?? []) as T[] };
  }

  return {
    query: <T>(text: string, params: unknown[] = []) => oneAtATime(() => run<T>(text, params)),
    async afterScript(text) {
      if (DDL.test(text)) await forgetAll();
    },
  };
}
