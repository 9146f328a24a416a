// The table of configuration versions, added to the migrations (db/migrate.ts). One row per published
// version of a file; the current version of a file is its highest. `stamp` moves on every insert and, by
// trigger, on every update (a version edited by hand in SQL): the largest stamp is the key of every instance's
// cache, one indexed query per request.
export const CONFIGURATION_TABLE = 'configuration_versions';

export function configurationStatements(usersTable: string): string[] {
  return [
    'CREATE SEQUENCE IF NOT EXISTS configuration_stamp',
    `CREATE TABLE IF NOT EXISTS ${CONFIGURATION_TABLE} (id serial PRIMARY KEY, ` +
      `kind text NOT NULL CHECK (kind IN ('resources', 'clients')), name text NOT NULL, version integer NOT NULL ` +
      `CHECK (version >= 1), ` +
      `content text NOT NULL, author_id integer REFERENCES ${usersTable}(id) ON DELETE SET NULL, author_email text, ` +
      `comment text, ` +
      `created_at timestamptz NOT NULL DEFAULT now(), stamp bigint NOT NULL DEFAULT nextval('configuration_stamp'), ` +
      // Two saves from the same base version: the second insert of version N+1 fails here, whatever the instance.
      'UNIQUE (kind, name, version))',
    // A version that retires its file (its content is the last one, kept for the history and a restore): the file
    // is no longer served until a later version puts it back.
    `ALTER TABLE ${CONFIGURATION_TABLE} ADD COLUMN IF NOT EXISTS retired boolean NOT NULL DEFAULT false`,
    `CREATE INDEX IF NOT EXISTS ${CONFIGURATION_TABLE}_stamp_idx ON ${CONFIGURATION_TABLE} (stamp)`,
    `CREATE OR REPLACE FUNCTION ${CONFIGURATION_TABLE}_touch() RETURNS trigger LANGUAGE plpgsql AS ` +
      "$$ BEGIN NEW.stamp := nextval('configuration_stamp'); RETURN NEW; END $$",
    `DROP TRIGGER IF EXISTS ${CONFIGURATION_TABLE}_touch ON ${CONFIGURATION_TABLE}`,
    `CREATE TRIGGER ${CONFIGURATION_TABLE}_touch BEFORE UPDATE ON ${CONFIGURATION_TABLE} FOR EACH ROW EXECUTE FUNCTION
      ${CONFIGURATION_TABLE}_touch()`,
  ];
}
