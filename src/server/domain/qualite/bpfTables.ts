// The table of the BPF's validated versions, added to the migrations (db/migrate.ts): one row per « Valider »
// of a centre's fiscal year, numbered from 1, keeping the frames as computed then (with the lines typed by
// hand) so the PDF and CSV of a version never change when the records do.
export const BPF_TABLE = 'bpf_versions';

export function bpfStatements(cfasTable: string, usersTable: string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${BPF_TABLE} (id serial PRIMARY KEY, ` +
      `cfa_id integer NOT NULL REFERENCES ${cfasTable}(id) ON DELETE CASCADE, ` +
      'annee integer NOT NULL CHECK (annee BETWEEN 2000 AND 2100), version integer NOT NULL CHECK (version >= 1), ' +
      `frames jsonb NOT NULL, author_id integer REFERENCES ${usersTable}(id) ON DELETE SET NULL, author_email text, ` +
      'created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (cfa_id, annee, version))',
  ];
}
