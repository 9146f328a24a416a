// Tables of the apprenticeship domain beside its resources (db/migrate.ts): the absences their apprentice's tutor
// was mailed about (tutorAbsenceHooks.ts), one row per absence, claimed before the mail so that one instance sends it.
export const tutorAbsenceMailStatements = (absences: string): string[] => [
  `CREATE TABLE IF NOT EXISTS tutor_absence_mails (absence_id integer PRIMARY KEY REFERENCES ${absences}(id) ON DELETE
    CASCADE, ` + 'contact_id integer, mailed_at timestamptz NOT NULL DEFAULT now())',
];
