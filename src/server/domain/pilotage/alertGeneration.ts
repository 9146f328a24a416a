// Alerts the server raises itself for the cases of the home page, each ONCE: one global_alertes row
// per (centre, type, record), the record's IRI in `uri`, the antenne of the trainee it is about (an antenne's
// user reads its antenne's alerts and the centre's, never another antenne's); a row that exists (active or archived) is
// never raised again. Cases, with the thresholds of the centre's client (`common.alertes` of its profile, defaults 30,
// 60 and 3 in src/shared/clients/defaults.ts): a trainee's document expiring within `joursExpirationDocument` days
// (type 1), a contract ending within `joursFinContrat` days (5), a trainee with `seuilAbsences` unjustified
// absences or more over the last 30 days (6), a provider's document expiring within `joursExpirationDocument`
// days (7, in the provider's antenne). Run before the bell counts (badgeRoutes.ts), so a new case shows
// at the next page; one INSERT … SELECT per case, each over indexed columns and skipping what was raised (the
// anti-join on (cfa_id, type, uri)). Two raises at once (two instances, two pages) may both pass the anti-join:
// the unique key on (cfa_id, type, uri) (alertTables.ts) keeps one row, the other insert does nothing.
import type { Queryable } from '../../db/index.ts';
import * as msg from './messages.ts';
import { defaultParameters, type ClientParameters } from '../../../shared/clients/index.ts';
import { TODAY } from '../../db/today.ts';

export type AlertSettings = ClientParameters['alertes'];

/** Each case: its type, its query ($1 the centre, then its own parameters) and those parameters. */
const CASES: { type: number; sql: string; params: (s: AlertSettings) => unknown[] }[] = [
  {
    type: 1,
    sql: `SELECT '/api/etudiant_documents/' || d.id AS uri, $2::text || d.name || $3::text || e.lastname || ' ' ||
      e.firstname AS title,
      d.date_expiration AS date_alerte, e.antenne_id
    FROM etudiant_documents d JOIN etudiants e ON e.id = d.etudiant_id
    WHERE d.cfa_id = $1 AND d.etat = 0 AND d.date_expiration BETWEEN ${TODAY} AND ${TODAY} + $4::int`,
    params: (s) => [msg.alertes.documentExpiring, msg.alertes.documentOf, s.joursExpirationDocument],
  },
  {
    type: 5,
    sql: `SELECT '/api/etudiant_contrats/' || c.id AS uri, $2::text || e.lastname || ' ' || e.firstname AS title,
      c.date_fin AS date_alerte,
      e.antenne_id
    FROM etudiant_contrats c JOIN etudiants e ON e.id = c.etudiant_id
    WHERE c.cfa_id = $1 AND c.etat = 0 AND c.date_rupture IS NULL AND c.date_fin BETWEEN ${TODAY} AND ${TODAY} +
      $3::int`,
    params: (s) => [msg.alertes.contractEnding, s.joursFinContrat],
  },
  {
    type: 6,
    sql: `SELECT '/api/etudiants/' || e.id AS uri, $2::text || e.lastname || ' ' || e.firstname AS title, ${TODAY} AS
      date_alerte,
      e.antenne_id
    FROM etudiant_absences a JOIN etudiants e ON e.id = a.etudiant_id
    WHERE a.cfa_id = $1 AND e.etat = 0 AND a.raison IN (1, 2) AND a.dt_start >= ${TODAY} - 30
    GROUP BY e.id, e.lastname, e.firstname, e.antenne_id HAVING count(*) >= $3::int`,
    params: (s) => [msg.alertes.absences(s.seuilAbsences), s.seuilAbsences],
  },
  {
    type: 7,
    sql: `SELECT '/api/prestataire_documents/' || d.id AS uri,
      $2::text || d.name || $3::text || concat_ws(' ', p.lastname, p.firstname) AS title,
      d.date_expiration AS date_alerte, p.antenne_id
    FROM prestataire_documents d JOIN prestataires p ON p.id = d.prestataire_id
    WHERE d.cfa_id = $1 AND d.etat = 0 AND p.etat = 0 AND d.date_expiration BETWEEN ${TODAY} AND ${TODAY} + $4::int`,
    params: (s) => [msg.alertes.documentExpiring, msg.alertes.providerDocumentOf, s.joursExpirationDocument],
  },
];

/** The alert types about a trainee: the table their `uri` names, and its column naming the trainee. */
const BACKFILL: [type: number, table: string, trainee: string][] = [
  [1, 'etudiant_documents', 'etudiant_id'],
  [5, 'etudiant_contrats', 'etudiant_id'],
  [6, 'etudiants', 'id'],
];

/** Raises the centre's new alerts with its client's settings (clients/profiles.ts `alertSettingsOfCentre`);
 * returns how many were added. */
export async function raiseAlerts(
  db: Queryable,
  cfaId: number,
  settings: AlertSettings = defaultParameters.alertes,
): Promise<number> {
  let added = 0;
  for (const c of CASES) {
    const res = await db.query(
      `INSERT INTO global_alertes (cfa_id, antenne_id, type, title, uri, date_alerte, etat)
       SELECT $1, x.antenne_id, ${c.type}, left(x.title, 255), x.uri, x.date_alerte, 0 FROM (${c.sql}) x
       WHERE NOT EXISTS (SELECT 1 FROM global_alertes g WHERE g.cfa_id = $1 AND g.type = ${c.type} AND g.uri = x.uri)
       ON CONFLICT (cfa_id, type, uri) DO NOTHING RETURNING id`,
      [cfaId, ...c.params(settings)],
    );
    added += res.rows.length;
  }
  // Alerts raised before they carried an antenne take their trainee's (the alerts of trainees without one stay
  // the centre's); the record's id read from `uri` goes through the primary keys.
  for (const [type, table, trainee] of BACKFILL) {
    await db.query(
      `UPDATE global_alertes g SET antenne_id = e.antenne_id FROM ${table} r JOIN etudiants e ON e.id = r.${trainee}
      WHERE g.cfa_id = $1 AND g.antenne_id IS NULL AND g.type = ${type} AND e.antenne_id IS NOT NULL
        AND r.id = substring(g.uri from '^/api/${table}/([0-9]{1,9})$')::int`,
      [cfaId],
    );
  }
  return added;
}
