// The SIFA file (Système d'information sur la formation des apprentis, the education ministry's apprentice
// survey): one line per apprentice in contract on the observation date, `;`-separated, UTF-8 with BOM, dates
// ddMMyyyy, codes as SIFA reads them. The columns and their order are this table (one place to follow the
// year's specification); a line missing a mandatory field is not written: the check names the missing
// fields by their French names.

/** What one apprentice's line is made from (the SIFA query's row; dates YYYY-MM-DD). */
export interface SifaSource {
  uai: string | null;
  lastname: string | null;
  use_name: string | null;
  firstname: string | null;
  civility: number | null;
  birthdate: string | null;
  nationality: string | null;
  postal_code: string | null;
  city: string | null;
  code_diplome: string | null;
  diplome: string | null;
  dt_date_entree: string | null;
  date_debut: string | null;
  date_fin: string | null;
  date_rupture: string | null;
  type_contrat: number | null;
  siret: string | null;
  code_naf: string | null;
  employer_postal_code: string | null;
}

/** SIFA's date format: ddMMyyyy (2025-09-01 → 01092025). */
export function sifaDate(value: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[3]}${m[2]}${m[1]}` : '';
}

/** Sex code: 1 male, 2 female (civility 0 Monsieur, 1 Madame). */
const sex = (civility: number | null) => (civility === 0 ? '1' : civility === 1 ? '2' : '');
/** Nationality code of the apprentice forms: 1 French, 2 EU, 3 other; blank when not given. */
const EU = new RegExp(
  [
    'allemand|autrich|belg|bulgar|chypr|croat|danois|espagn|eston|finland|grec|hongr|irland|ital',
    'letton|lituan|luxemb|malt|n[ée]erland|polon|portug|roumain|slovaq|slov[èe]n|su[ée]do|tch[èe]qu',
  ].join('|'),
  'i',
);
function nationalityCode(n: string | null): string {
  if (!n || !n.trim()) return '';
  if (/fran[çc]/i.test(n)) return '1';
  return EU.test(n) ? '2' : '3';
}
const text = (v: string | null) => (v ?? '').trim();

export interface SifaColumn {
  /** Header of the column in the file. */
  header: string;
  /** French name of the field, as the check lists it. */
  label: string;
  required: boolean;
  value: (s: SifaSource) => string;
}

export const SIFA_COLUMNS: readonly SifaColumn[] = [
  { header: 'NUMERO_UAI', label: "Code UAI de l'antenne", required: true, value: (s) => text(s.uai) },
  { header: 'NOM', label: 'Nom', required: true, value: (s) => text(s.lastname).toUpperCase() },
  { header: 'NOM_USAGE', label: "Nom d'usage", required: false, value: (s) => text(s.use_name).toUpperCase() },
  { header: 'PRENOM', label: 'Prénom', required: true, value: (s) => text(s.firstname) },
  { header: 'SEXE', label: 'Civilité', required: true, value: (s) => sex(s.civility) },
  { header: 'DATE_NAIS', label: 'Date de naissance', required: true, value: (s) => sifaDate(s.birthdate) },
  { header: 'NATIO', label: 'Nationalité', required: false, value: (s) => nationalityCode(s.nationality) },
  { header: 'COD_POST', label: 'Code postal', required: true, value: (s) => text(s.postal_code) },
  { header: 'COMMUNE', label: 'Ville', required: false, value: (s) => text(s.city).toUpperCase() },
  { header: 'DIPLOME', label: 'Code RNCP du diplôme', required: true, value: (s) => text(s.code_diplome) },
  { header: 'INTITULE_DIPLOME', label: 'Diplôme préparé', required: true, value: (s) => text(s.diplome) },
  { header: 'DATE_ENTREE_CFA', label: "Date d'entrée", required: true, value: (s) => sifaDate(s.dt_date_entree) },
  {
    header: 'DATE_DEB_CONTRAT',
    label: "Date de début d'exécution du contrat",
    required: true,
    value: (s) => sifaDate(s.date_debut),
  },
  { header: 'DATE_FIN_CONTRAT', label: 'Date de fin du contrat', required: true, value: (s) => sifaDate(s.date_fin) },
  { header: 'DATE_RUPT_CONTRAT', label: 'Date de rupture', required: false, value: (s) => sifaDate(s.date_rupture) },
  {
    header: 'TYPE_CONTRAT',
    label: 'Type de contrat',
    required: false,
    value: (s) => (s.type_contrat === null ? '' : String(s.type_contrat)),
  },
  {
    header: 'SIRET_EMPLOYEUR',
    label: "SIRET de l'employeur",
    required: true,
    value: (s) => text(s.siret).replace(/\s/g, ''),
  },
  {
    header: 'NAF_EMPLOYEUR',
    label: "Code NAF de l'employeur",
    required: false,
    value: (s) => text(s.code_naf).replace('.', '').toUpperCase(),
  },
  {
    header: 'COD_POST_EMPLOYEUR',
    label: "Code postal de l'employeur",
    required: false,
    value: (s) => text(s.employer_postal_code),
  },
];

export type SifaLine = { ok: true; cells: string[] } | { ok: false; missing: string[] };

/** An apprentice's line, or the French names of the mandatory fields it misses. */
export function sifaLine(s: SifaSource): SifaLine {
  const cells = SIFA_COLUMNS.map((c) => c.value(s));
  const missing = SIFA_COLUMNS.filter((c, i) => c.required && cells[i] === '').map((c) => c.label);
  return missing.length ? { ok: false, missing } : { ok: true, cells };
}
