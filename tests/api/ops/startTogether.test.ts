// Two instances started together on one empty PostgreSQL database: migrations and the demo seed run under an
// advisory lock, so the second waits, then finds the work done (no crash on a half-created table, one demo
// network, not two); both then serve the same data and accept each other's tokens (one JWT_SECRET).
// Runs when a PostgreSQL server is reachable through OPS_PG_URL (or DATABASE_URL, as the CI's PostgreSQL run
// sets it): a database is created for the test and dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, stopInstance, waitReady, type Instance } from './processes.ts';

const serverUrl = process.env.OPS_PG_URL || process.env.DATABASE_URL;
const dbName = `ops_start_together_${process.pid}`;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe.skipIf(!serverUrl)('two instances started together on an empty PostgreSQL', () => {
  const instances: Instance[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const i of instances) await stopInstance(i, 'SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  });

  it('migrate and seed once, both become ready and serve the same data', async () => {
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${dbName}"`);
    });
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    for (let i = 0; i < 2; i += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'ops-pg-'));
      dirs.push(dir);
      instances.push(await startInstance({ DATABASE_URL: url.toString(), DATA_DIR: dir, SEED: '1' }));
    }
    const [a, b] = instances as [Instance, Instance];
    await Promise.all([waitReady(a, 600_000), waitReady(b, 600_000)]);
    const said = (text: string) => instances.filter((i) => i.output().includes(text)).length;
    expect(said('Futurosud prêt')).toBe(2);
    expect(said(', migrée')).toBe(1);
    expect(said('données de démo créées')).toBe(1);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const centres = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM cfas WHERE name = 'Futurosud Formation'")
      .finally(() => db.end());
    expect(centres.rows[0]!.n).toBe(1);
    // A token from one instance works on the other.
    const login = await fetch(`${a.base}/api/authentication_token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.fr', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${b.base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await Promise.all(instances.map((i) => stopInstance(i)))).toEqual([0, 0]);
  }, 900_000);
});
