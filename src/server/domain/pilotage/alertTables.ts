// The alerts' unique key: one alert per centre, type and subject (the record's IRI in `uri`), enforced by the
// database, so that raises running at once on two instances (alertGeneration.ts, INSERT … ON CONFLICT DO
// NOTHING) create one alert. Duplicates stored before the key existed are merged into the oldest first (the
// users' settings that pointed at a duplicate then point at the one kept). Idempotent: run at each migration.

/** `alertes`, `params`: the tables of global_alertes and user_alertes_global_params. */
export function alertStatements(alertes: string, params: string): string[] {
  return [
    `UPDATE ${params} p SET global_alerte_id = d.keep FROM (SELECT id, min(id) OVER (PARTITION BY cfa_id, type, uri) AS
      keep
      FROM ${alertes} WHERE uri IS NOT NULL) d WHERE p.global_alerte_id = d.id AND d.id <> d.keep`,
    `DELETE FROM ${alertes} g USING ${alertes} k
      WHERE k.cfa_id = g.cfa_id AND k.type = g.type AND k.uri = g.uri AND k.id < g.id`,
    `CREATE UNIQUE INDEX IF NOT EXISTS global_alertes_subject_key ON ${alertes} (cfa_id, type, uri)`,
  ];
}
