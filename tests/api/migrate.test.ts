// Migrations derived from the schemas are idempotent and additive: re-running changes nothing, and a new
// property in a schema becomes a new column (with its index) on an existing, populated database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationStatements } from '../../src/server/db/migrate.ts';
import { createRegistry, toResourceModel } from '../../src/server/schema/model.ts';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(import.meta.url);
});
afterAll(async () => s?.close());

const columns = async (table: string) =>
  (await s.db.query<{ column_name: string; data_type: string }>(
    'SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1', [table])).rows;

describe('migrations', () => {
  it('derives columns, foreign keys and indexes from the schemas', async () => {
    const cols = new Map((await columns('etudiants')).map((c) => [c.column_name, c.data_type]));
    expect(cols.get('antenne_id')).toBe('integer');
    expect(cols.get('birthdate')).toBe('date');
    expect(cols.get('has_car')).toBe('boolean');
    expect(cols.get('formation_hours')).toBe('double precision');
    expect(cols.get('cfa_id')).toBe('integer');
    expect(cols.get('created_at')).toBe('timestamp with time zone');
    const users = new Map((await columns('users')).map((c) => [c.column_name, c.data_type]));
    expect(users.get('roles')).toBe('jsonb');
    const fks = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.table_constraints WHERE table_name = 'etudiants' AND constraint_type = 'FOREIGN KEY'");
    // cfa, antenne, antenne_administrative, diplome_session, antenne_convention, and the formation fields:
    // diplome, action_session, antenne_groupe_session, desired_entreprise, desired_tutor.
    expect(fks.rows[0]!.n).toBe(10);
    const idx = await s.db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'etudiants'");
    expect(idx.rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['etudiants_lastname_idx', 'etudiants_antenne_id_idx', 'etudiants_birthdate_idx']));
  });

  it('does nothing when run again on the same schemas', async () => {
    expect(await migrate(s.db, createRegistry().resources)).toEqual({ applied: false });
  });

  it('adds a new property as a column on the existing database, keeping its rows', async () => {
    const registry = createRegistry();
    const etudiants = registry.byName.get('etudiants')!;
    const schema = structuredClone(etudiants.schema) as { properties: Record<string, unknown> };
    schema.properties.badge_number = { type: ['string', 'null'], title: 'Numéro de badge', 'x-filter': ['exact'] };
    const changed = registry.resources.map((r) => (r.name === 'etudiants' ? toResourceModel(schema) : r));
    const before = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants')).rows[0]!.n;
    expect(migrationStatements(changed).some((q) => q.includes('ADD COLUMN IF NOT EXISTS "badge_number" text'))).toBe(true);
    expect(await migrate(s.db, changed)).toEqual({ applied: true });
    expect((await columns('etudiants')).map((c) => c.column_name)).toContain('badge_number');
    expect((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants')).rows[0]!.n).toBe(before);
    expect(await migrate(s.db, changed)).toEqual({ applied: false });
  });
});
