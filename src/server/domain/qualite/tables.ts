// The quality domain's tables, added to the migrations (db/migrate.ts). The BPF's validated versions: one row
// per « Valider » of a centre's fiscal year, numbered from 1, keeping the frames as computed then (with the lines
// typed by hand) so the PDF and CSV of a version never change when the records do. The published results: one
// row per centre, its public token and the results as published (counts only, no personal data).
export const BPF_TABLE = 'bpf_versions';

export const PUBLICATION_TABLE = 'resultats_publications';

export function qualiteStatements(cfasTable: string, usersTable: string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${BPF_TABLE} (id serial PRIMARY KEY, ` +
      `cfa_id integer NOT NULL REFERENCES ${cfasTable}(id) ON DELETE CASCADE, ` +
      'annee integer NOT NULL CHECK (annee BETWEEN 2000 AND 2100), version integer NOT NULL CHECK (version >= 1), ' +
      `frames jsonb NOT NULL, author_id integer REFERENCES ${usersTable}(id) ON DELETE SET NULL, author_email text, ` +
      'created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (cfa_id, annee, version))',
    `CREATE TABLE IF NOT EXISTS ${PUBLICATION_TABLE} (id serial PRIMARY KEY, ` +
      `cfa_id integer NOT NULL UNIQUE REFERENCES ${cfasTable}(id) ON DELETE CASCADE, token text NOT NULL UNIQUE, ` +
      'annee integer NOT NULL, resultats jsonb NOT NULL, published_at timestamptz NOT NULL DEFAULT now())',
  ];
}
