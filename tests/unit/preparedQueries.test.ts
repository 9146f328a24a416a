// The embedded database's named statements (src/server/db/prepared.ts): each answers what PGlite's own `query()`
// answers, the parameters and the rows typed alike; statements sent together do not mix; a schema change or an error
// leaves the connection sound; the names kept are bounded.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQueries } from '../../src/server/db/prepared.ts';
import { parsers } from '../../src/server/db/types.ts';

let pgl: PGlite;
beforeAll(async () => {
  pgl = await PGlite.create({ parsers });
  await pgl.exec(`SET TIME ZONE 'UTC';
    CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, born date, at timestamptz, tags jsonb, ids int[],
                    n numeric, ok boolean);`);
}, 60_000);
afterAll(() => pgl.close());

const named = async () =>
  (await pgl.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n;

describe('named statements on PGlite', () => {
  it('answers what query() answers, the same rows and types, whatever the parameters', async () => {
    const db = preparedQueries(pgl);
    const insert = `INSERT INTO t (name, born, at, tags, ids, n, ok) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`;
    const params = ['Zoé', '2001-02-03', new Date('2026-12-04T10:00:00Z'), { a: [1, 'é'] }, [1, 2], '12.50', true];
    const mine = (await db.query<Record<string, unknown>>(insert, params)).rows[0];
    const theirs = (await pgl.query(insert, ['Léo', ...params.slice(1)])).rows[0] as Record<string, unknown>;
    expect({ ...mine, id: 0, name: '' }).toEqual({ ...theirs, id: 0, name: '' });
    const read = 'SELECT name, born, at, tags, ids, n, ok FROM t WHERE name = ANY($1::text[]) ORDER BY name';
    for (let i = 0; i < 8; i += 1) {
      // Past the fifth call PostgreSQL may keep a generic plan: the rows do not change.
      expect((await db.query(read, [['Zoé', 'Léo']])).rows).toEqual((await pgl.query(read, [['Zoé', 'Léo']])).rows);
    }
    expect((await db.query('SELECT $1::int AS x, $2::text AS y', [null, undefined])).rows).toEqual([{ x: null, y: null }]);
  });

  it('keeps statements sent together apart (a transaction calling Promise.all)', async () => {
    const db = preparedQueries(pgl);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? db.query<{ v: unknown }>('SELECT $1::int * 2 AS v', [i])
          : db.query<{ v: unknown }>('SELECT $1::text || $2 AS v', ['n', i]),
      ),
    );
    expect(answers.map((a) => a.rows[0]!.v)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? i * 2 : `n${i}`)));
  });

  it('gives the database error with its code, and the connection goes on', async () => {
    const db = preparedQueries(pgl);
    await expect(db.query('INSERT INTO t (name) VALUES ($1)', ['Zoé'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT nothing FROM t', [])).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('SELECT count(*)::int AS n FROM t WHERE name = $1', ['Zoé'])).rows).toEqual([{ n: 1 }]);
  });

  it('reads a changed table again after a schema change (a SELECT * kept would fail)', async () => {
    const db = preparedQueries(pgl);
    const all = 'SELECT * FROM t WHERE name = $1';
    expect(Object.keys((await db.query(all, ['Zoé'])).rows[0]!)).not.toContain('extra');
    await db.query('ALTER TABLE t ADD COLUMN extra text');
    expect(Object.keys((await db.query(all, ['Zoé'])).rows[0]!)).toContain('extra');
    await db.query('ALTER TABLE t DROP COLUMN extra');
    await db.afterScript('ALTER TABLE t ADD COLUMN more text;');
    await pgl.exec('ALTER TABLE t ADD COLUMN more text');
    expect(Object.keys((await db.query(all, ['Zoé'])).rows[0]!)).toContain('more');
  });

  it('keeps a bounded number of names, the least recently used closed first', async () => {
    const before = await named();
    const db = preparedQueries(pgl, 3);
    for (let i = 0; i < 10; i += 1) await db.query(`SELECT ${i} AS v WHERE $1::int > 0`, [1]);
    expect((await named()) - before).toBe(3);
    // Statements that are not DML go through query(), unnamed.
    await db.query('SHOW TimeZone');
    expect((await named()) - before).toBe(3);
  });
});
