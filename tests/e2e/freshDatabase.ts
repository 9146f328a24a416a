// With E2E_DATABASE_URL (a PostgreSQL server: CI's), each journey server runs on its own database of that server
// instead of the embedded PGlite: `node --import tsx tests/e2e/freshDatabase.ts <name>` drops and creates the
// database <name> before the server starts (it migrates and seeds it, as on any first start).
import pg from 'pg';

const name = process.argv[2];
const admin = process.env.E2E_DATABASE_URL;
if (!name || !/^[a-z0-9_]+$/.test(name) || !admin) throw new Error('usage: E2E_DATABASE_URL=… freshDatabase.ts <name>');
const client = new pg.Client({ connectionString: admin });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
} finally {
  await client.end();
}
