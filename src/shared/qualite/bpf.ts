// Pure rules of the bilan pédagogique et financier (BPF, cerfa 10443): the form's frames and lines, how a
// trainee, a trainer, a diploma and an invoice fall into them, a course's hours within a fiscal year, and the
// lines a centre fills by hand. The server reads the records; these rules decide where each one counts.

export type BpfColumn = 'texte' | 'nombre' | 'heures' | 'montant';
export type BpfEditable = 'texte' | 'montant' | null;

export interface BpfLineDef {
  code: string;
  label: string;
  /** What a centre may type on the line (accounting figures, an identity field the product does not hold). */
  editable?: BpfEditable;
}
export interface BpfFrameDef {
  letter: string;
  title: string;
  columns: BpfColumn[];
  lines: BpfLineDef[];
}

/** The frames of the cerfa 10443 the product fills, with their letters and line labels. */
export const BPF_FRAMES: BpfFrameDef[] = [
  {
    letter: 'A',
    title: "Identification de l'organisme de formation",
    columns: ['texte'],
    lines: [
      { code: 'A1', label: 'Dénomination' },
      { code: 'A2', label: 'Numéro SIRET' },
      { code: 'A3', label: "Numéro de déclaration d'activité", editable: 'texte' },
      { code: 'A4', label: 'Adresse' },
      { code: 'A5', label: 'Code postal et ville' },
      { code: 'A6', label: 'Téléphone' },
      { code: 'A7', label: 'Courriel' },
    ],
  },
  {
    letter: 'B',
    title: "Caractéristiques de l'organisme",
    columns: ['texte'],
    lines: [{ code: 'B1', label: 'Exercice comptable' }],
  },
  {
    letter: 'C',
    title: "Bilan financier hors taxes : origine des produits de l'organisme",
    columns: ['montant'],
    lines: [
      { code: 'C1', label: 'Entreprises pour la formation de leurs salariés', editable: 'montant' },
      { code: 'C2a', label: "OPCO : contrats d'apprentissage", editable: 'montant' },
      { code: 'C2b', label: 'OPCO : contrats de professionnalisation', editable: 'montant' },
      { code: 'C2c', label: 'OPCO : promotion ou reconversion par alternance', editable: 'montant' },
      { code: 'C2d', label: 'OPCO : autres dispositifs (plan de développement des compétences…)', editable: 'montant' },
      { code: 'C3', label: 'Pouvoirs publics (État, régions, France Travail…)', editable: 'montant' },
      { code: 'C4', label: 'Personnes à titre individuel et à leurs frais', editable: 'montant' },
      { code: 'C5', label: "Contrats conclus avec d'autres organismes de formation", editable: 'montant' },
      { code: 'C6', label: 'Autres produits au titre de la formation professionnelle', editable: 'montant' },
      { code: 'CT', label: 'Total des produits réalisés au titre de la formation professionnelle' },
    ],
  },
  {
    letter: 'D',
    title: 'Bilan financier hors taxes : charges de l’organisme',
    columns: ['montant'],
    lines: [
      { code: 'D1', label: "Total des charges de l'organisme liées à l'activité de formation", editable: 'montant' },
      { code: 'D2', label: 'dont salaires des formateurs', editable: 'montant' },
      { code: 'D3', label: 'dont achats de prestations de formation et honoraires de formation', editable: 'montant' },
    ],
  },
  {
    letter: 'E',
    title: 'Personnes dispensant des heures de formation',
    columns: ['nombre', 'heures'],
    lines: [
      { code: 'E1', label: 'Personnes de votre organisme (salariés)' },
      { code: 'E2', label: 'Personnes extérieures à votre organisme (sous-traitance)' },
      { code: 'E9', label: 'Intervenants à classer (ni prestataire ni compte utilisateur)' },
    ],
  },
  {
    letter: 'F-1',
    title: 'Type de stagiaires de l’organisme',
    columns: ['nombre', 'heures'],
    lines: [
      { code: 'F1a', label: "Salariés d'employeurs privés hors apprentis" },
      { code: 'F1b', label: 'Apprentis' },
      { code: 'F1c', label: "Personnes en recherche d'emploi" },
      { code: 'F1d', label: 'Particuliers à leurs propres frais' },
      { code: 'F1e', label: 'Autres stagiaires' },
      { code: 'F1T', label: 'Total' },
      { code: 'F1x', label: 'dont stagiaires dont les heures sont à compléter' },
    ],
  },
  {
    letter: 'F-2',
    title: 'Activité sous-traitée',
    columns: ['nombre', 'heures'],
    lines: [{ code: 'F2', label: 'Stagiaires dont l’action a été confiée à un autre organisme de formation' }],
  },
  {
    letter: 'F-3',
    title: 'Objectif général des prestations dispensées',
    columns: ['nombre', 'heures'],
    lines: [
      { code: 'F3a6', label: 'Certification RNCP de niveau 6 à 8 (licence, master…)' },
      { code: 'F3a5', label: 'Certification RNCP de niveau 5 (BTS, DUT…)' },
      { code: 'F3a4', label: 'Certification RNCP de niveau 4 (BAC professionnel, BP, BT…)' },
      { code: 'F3a3', label: 'Certification RNCP de niveau 3 (BEP, CAP…)' },
      { code: 'F3a0', label: 'Certificat de qualification professionnelle (CQP) sans niveau de qualification' },
      { code: 'F3c', label: 'CQP non enregistré au RNCP' },
      { code: 'F3d', label: 'Autres formations professionnelles' },
      { code: 'F3x', label: 'Certification RNCP dont le niveau est à compléter' },
    ],
  },
  {
    letter: 'F-4',
    title: 'Spécialités de formation (NSF)',
    columns: ['nombre', 'heures'],
    lines: [],
  },
];

/** Line codes a centre may fill by hand, and what each takes. */
export const BPF_EDITABLE: Map<string, Exclude<BpfEditable, null>> = new Map(
  BPF_FRAMES.flatMap((f) => f.lines.filter((l) => l.editable).map((l) => [l.code, l.editable!] as const)),
);

/** The fiscal year: 1 January to 31 December. */
export const fiscalYear = (year: number) => ({ debut: `${year}-01-01`, fin: `${year}-12-31` });

/** F-1 line of a trainee, from its status (statuts_etudiant) and its funding (sources_financement). */
export function traineeTypeLine(status: number | null, funding: number | null): string {
  // Apprentices, and trainees of the apprenticeship's pre-contract period (Stagiaire FP App.).
  if (status === 1 || status === 8) return 'F1b';
  if (status === 4 || status === 6 || status === 7) return 'F1a';
  if (status === 3) return 'F1c';
  if (funding === 4) return 'F1d';
  return 'F1e';
}

/** C line of an invoice, from its trainee's status and funding. */
export function invoiceLine(status: number | null, funding: number | null): string {
  if (status === 1 || status === 8) return 'C2a';
  if (status === 6) return 'C2b';
  if (funding === 1) return 'C2d';
  if (funding === 2 || status === 3) return 'C3';
  if (funding === 3) return 'C1';
  if (funding === 4) return 'C4';
  return 'C6';
}

/** niveaux_diplome id → national level. */
const LEVELS: Record<number, number> = { 0: 3, 1: 4, 2: 5, 3: 6, 4: 7 };
/** Diploma types registered at the RNCP by nature (JEPS diplomas, titres professionnels, titres à finalité). */
const RNCP_TYPES = new Set([0, 1, 2, 3, 4, 6]);

/** F-3 line of a diploma: RNCP certifications by level, CQP, other trainings. */
export function objectiveLine(
  d: { code_rncp: string | null; type_diplome: number | null; level: number | null } | null,
): string {
  if (!d) return 'F3d';
  const rncp = Boolean(d.code_rncp?.trim()) || (d.type_diplome !== null && RNCP_TYPES.has(d.type_diplome));
  const cqp = d.type_diplome === 7 || d.type_diplome === 5;
  if (!rncp) return cqp ? 'F3c' : 'F3d';
  const level = d.level === null ? undefined : LEVELS[d.level];
  if (level === undefined) return cqp ? 'F3a0' : 'F3x';
  return level >= 6 ? 'F3a6' : `F3a${level}`;
}

/** E line of a trainer: an employee (a provider marked Salarié, or a staff account), an external provider. */
export function trainerLine(provider: { statut: number | null } | null, hasUser: boolean): string {
  if (provider) return provider.statut === 1 ? 'E1' : 'E2';
  return hasUser ? 'E1' : 'E9';
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/**
 * A trainee's hours within the fiscal year: the course's planned hours spread evenly over its planned span
 * (entry to planned end), counted over the days of the year it actually attended (up to its exit when it
 * left early). Null when the hours or the span are unknown (the line is then to complete by hand).
 */
export function hoursInYear(
  c: { hours: number | null; start: string | null; plannedEnd: string | null; exit: string | null },
  year: number,
): number | null {
  const plannedEnd = c.plannedEnd ?? c.exit;
  if (c.hours === null || !c.start || !plannedEnd || plannedEnd < c.start) return null;
  const { debut, fin } = fiscalYear(year);
  const actualEnd = c.exit && c.exit < plannedEnd ? c.exit : plannedEnd;
  const from = c.start > debut ? c.start : debut;
  const to = actualEnd < fin ? actualEnd : fin;
  if (to < from) return 0;
  return round2((c.hours * days(from, to)) / days(c.start, plannedEnd));
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Hours between two `HH:MM` times of a session (0 when the end is not after the start). */
export function sessionHours(start: string, end: string): number {
  const m = (t: string) => {
    const [h, mi] = t.split(':').map(Number);
    return (h ?? 0) * 60 + (mi ?? 0);
  };
  return Math.max(0, m(end) - m(start)) / 60;
}

export type BpfManual = Record<string, string | number>;
export interface BpfViolation {
  propertyPath: string;
  code: string;
  kind: 'unknown' | 'amount' | 'text';
}

/** Checks what a centre typed: known editable lines only, amounts non-negative, texts short. */
export function checkManual(manual: Record<string, unknown>): { values: BpfManual; violations: BpfViolation[] } {
  const values: BpfManual = {};
  const violations: BpfViolation[] = [];
  for (const [code, raw] of Object.entries(manual)) {
    if (raw === null || raw === '') continue;
    const kind = BPF_EDITABLE.get(code);
    const path = `manuel.${code}`;
    if (!kind) violations.push({ propertyPath: path, code, kind: 'unknown' });
    else if (kind === 'montant') {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.replace(',', '.')) : NaN;
      if (!Number.isFinite(n) || n < 0 || n > 1e12) violations.push({ propertyPath: path, code, kind: 'amount' });
      else values[code] = round2(n);
    } else if (typeof raw !== 'string' || raw.length > 200) violations.push({ propertyPath: path, code, kind: 'text' });
    else values[code] = raw.trim();
  }
  return { values, violations };
}
