// Tables of the trainee space and of the sheet's trail beyond the signatures (selfSignTables.ts). Not API
// resources: each is written by its own route only, in the route's transaction. Idempotent.
//   emargement_corrections: a signed sheet changed by a coordinator, with the reason and the lines before/after.
//   absence_justificatifs: a trainee's certificate for one of its absences and the coordinator's decision.
//   emargement_otps: the one-time codes mailed to a trainee who scans the room's code without being signed in.

export function traineeSpaceStatements(q: (table: string) => string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS emargement_corrections (id serial PRIMARY KEY,
      cfa_id integer NOT NULL REFERENCES ${q('cfas')}(id),
      emargement_id integer NOT NULL REFERENCES ${q('scheduler_event_emargements')}(id) ON DELETE CASCADE,
      user_id integer REFERENCES ${q('users')}(id) ON DELETE SET NULL, author text NOT NULL,
      corrected_at timestamptz NOT NULL DEFAULT now(), reason text NOT NULL, before jsonb NOT NULL, after jsonb NOT
        NULL)`,
    'CREATE INDEX IF NOT EXISTS emargement_corrections_emargement_id_idx ON emargement_corrections (emargement_id)',
    `CREATE TABLE IF NOT EXISTS absence_justificatifs (id serial PRIMARY KEY,
      cfa_id integer NOT NULL REFERENCES ${q('cfas')}(id), antenne_id integer REFERENCES ${q('antennes')}(id),
      absence_id integer NOT NULL REFERENCES ${q('etudiant_absences')}(id) ON DELETE CASCADE,
      etudiant_id integer NOT NULL REFERENCES ${q('etudiants')}(id) ON DELETE CASCADE,
      media_object_id integer REFERENCES ${q('media_objects')}(id) ON DELETE SET NULL, file_name text NOT NULL,
      comment text, status text NOT NULL DEFAULT 'en_attente', created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz, decided_by_id integer REFERENCES ${q('users')}(id) ON DELETE SET NULL, decided_by text,
        decision_comment text)`,
    'CREATE INDEX IF NOT EXISTS absence_justificatifs_absence_id_idx ON absence_justificatifs (absence_id)',
    'CREATE INDEX IF NOT EXISTS absence_justificatifs_etudiant_id_idx ON absence_justificatifs (etudiant_id)',
    `CREATE TABLE IF NOT EXISTS emargement_otps (id serial PRIMARY KEY,
      etudiant_id integer NOT NULL REFERENCES ${q('etudiants')}(id) ON DELETE CASCADE,
      emargement_id integer NOT NULL REFERENCES ${q('scheduler_event_emargements')}(id) ON DELETE CASCADE,
      code_hash text NOT NULL, expires_at timestamptz NOT NULL, attempts integer NOT NULL DEFAULT 0, used_at
        timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX IF NOT EXISTS emargement_otps_etudiant_idx ON emargement_otps (etudiant_id, emargement_id)',
  ];
}
