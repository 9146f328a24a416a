// The trail of the trainees' own signatures (selfSignRoutes.ts): one row per signed line, with what proves it
// (when, the code of the room used, the device's user agent and address, the image). Not an API resource: it is
// written only by the signing route and read through the sheet's and the trainee's routes. Idempotent.

export function selfSignStatements(q: (table: string) => string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS emargement_signatures (id serial PRIMARY KEY,
      cfa_id integer NOT NULL REFERENCES ${q('cfas')}(id),
      emargement_id integer NOT NULL REFERENCES ${q('scheduler_event_emargements')}(id) ON DELETE CASCADE,
      line_id integer NOT NULL UNIQUE REFERENCES ${q('scheduler_event_emargement_etudiants')}(id) ON DELETE CASCADE,
      etudiant_id integer NOT NULL REFERENCES ${q('etudiants')}(id) ON DELETE CASCADE,
      user_id integer REFERENCES ${q('users')}(id) ON DELETE SET NULL,
      signed_at timestamptz NOT NULL DEFAULT now(), late boolean NOT NULL DEFAULT false, code text NOT NULL,
      user_agent text, ip text, image text NOT NULL)`,
    'CREATE INDEX IF NOT EXISTS emargement_signatures_emargement_id_idx ON emargement_signatures (emargement_id)',
    'CREATE INDEX IF NOT EXISTS emargement_signatures_etudiant_id_idx ON emargement_signatures (etudiant_id)',
  ];
}
