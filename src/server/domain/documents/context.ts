// What a generation knows of one trainee (GenerationContext of src/shared/documents): their record, diploma and
// session, action, latest running contract with its company and tutor, antenne and centre, in two queries.
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import type { GenerationContext } from '../../../shared/documents/index.ts';

type Joined = RowOf<'etudiants'> & {
  diplome_name: string | null;
  code_rncp: string | null;
  session_name: string | null;
  session_start: string | null;
  session_end: string | null;
  action_name: string | null;
  antenne_name: string | null;
  antenne_address: string | null;
  antenne_postal_code: string | null;
  antenne_city: string | null;
  antenne_phone: string | null;
  antenne_mail: string | null;
  centre_name: string | null;
  centre_siret: string | null;
  centre_city: string | null;
};

type Contract = {
  date_debut: string | null;
  date_fin: string | null;
  tuteur_lastname: string | null;
  tuteur_firstname: string | null;
  tuteur_mail: string | null;
  tuteur_phone: string | null;
  name: string | null;
  siret: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
};

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? null : String(v).slice(0, 10);

/** The context of trainee `id` (undefined when the row is gone or marked deleted, etat 3). */
export async function traineeContext(
  db: Queryable,
  id: number,
): Promise<{ row: RowOf<'etudiants'>; context: GenerationContext } | undefined> {
  const row = (
    await db.query<Joined>(
      `SELECT e.*, d.name AS diplome_name, d.code_rncp, s.name AS session_name, s.dt_start AS session_start, s.dt_end AS
        session_end,
            act.name AS action_name, a.name AS antenne_name, a.address AS antenne_address, a.postal_code AS
              antenne_postal_code,
            a.city AS antenne_city, a.phone AS antenne_phone, a.mail AS antenne_mail, c.name AS centre_name, c.siret AS
              centre_siret, c.city AS centre_city
       FROM etudiants e
       LEFT JOIN diplome_sessions s ON s.id = e.diplome_session_id
       LEFT JOIN diplomes d ON d.id = COALESCE(e.diplome_id, s.diplome_id)
       LEFT JOIN antenne_action_sessions aas ON aas.id = e.action_session_id
       LEFT JOIN antenne_actions act ON act.id = aas.action_id
       LEFT JOIN antennes a ON a.id = e.antenne_id
       LEFT JOIN cfas c ON c.id = e.cfa_id
      WHERE e.id = $1 AND e.etat <> 3`,
      [id],
    )
  ).rows[0];
  if (!row) return undefined;
  const contract = (
    await db.query<Contract>(
      `SELECT k.date_debut, k.date_fin, k.tuteur_lastname, k.tuteur_firstname, k.tuteur_mail, k.tuteur_phone, n.name,
        n.siret, n.address, n.postal_code, n.city
       FROM etudiant_contrats k LEFT JOIN entreprises n ON n.id = k.entreprise_id
      WHERE k.etudiant_id = $1 AND k.etat = 0 ORDER BY k.date_debut DESC NULLS LAST, k.id DESC LIMIT 1`,
      [id],
    )
  ).rows[0];
  const context: GenerationContext = {
    etudiant: {
      ...row,
      birthdate: iso(row.birthdate),
      dt_date_entree: iso(row.dt_date_entree),
      date_sortie_prevue: iso(row.date_sortie_prevue),
    },
    formation: {
      diplome: row.diplome_name,
      code_rncp: row.code_rncp,
      session: row.session_name,
      date_debut: iso(row.session_start),
      date_fin: iso(row.session_end),
      action: row.action_name,
    },
    entreprise: contract
      ? {
          name: contract.name,
          siret: contract.siret,
          address: contract.address,
          postal_code: contract.postal_code,
          city: contract.city,
        }
      : null,
    contrat: contract ? { ...contract, date_debut: iso(contract.date_debut), date_fin: iso(contract.date_fin) } : null,
    antenne: {
      name: row.antenne_name,
      address: row.antenne_address,
      postal_code: row.antenne_postal_code,
      city: row.antenne_city,
      phone: row.antenne_phone,
      mail: row.antenne_mail,
    },
    centre: { name: row.centre_name, siret: row.centre_siret, city: row.centre_city },
    today: parisToday(),
  };
  return { row, context };
}
