// The BPF as the form shows it: the figures the server counted laid on the cerfa's frames, the lines typed by
// hand over them, the totals, the lines left to complete, and the same frames as CSV rows.
import { BPF_FRAMES, round2, type BpfColumn, type BpfEditable, type BpfLineDef, type BpfManual } from './bpf.ts';

export interface BpfRecord {
  id: number;
  label: string;
  link: string;
  heures?: number | null;
  montant?: number;
}
export interface BpfFigure {
  nombre?: number;
  heures?: number;
  montant?: number;
  texte?: string | null;
  /** The records listed (the first BPF_LIST_LIMIT at most). */
  records?: BpfRecord[];
  /** How many records are behind the figure, when more than the listed ones may be. */
  recordCount?: number;
}
export interface BpfLine {
  code: string;
  label: string;
  nombre: number | null;
  heures: number | null;
  montant: number | null;
  texte: string | null;
  /** Neither counted by the product nor typed by hand. */
  aCompleter: boolean;
  editable: BpfEditable;
  /** The value shown is the one typed by hand. */
  manuel: boolean;
  recordCount: number;
  records: BpfRecord[];
}
export interface BpfFrame {
  letter: string;
  title: string;
  columns: BpfColumn[];
  lines: BpfLine[];
}

/** Records listed per figure: enough for the screen, the count says the rest. */
export const BPF_LIST_LIMIT = 200;

function line(def: BpfLineDef, fig: BpfFigure | undefined, columns: BpfColumn[], manual: BpfManual): BpfLine {
  const typed = manual[def.code];
  const records = fig?.records ?? [];
  const out: BpfLine = {
    code: def.code,
    label: def.label,
    nombre: null,
    heures: null,
    montant: null,
    texte: null,
    aCompleter: false,
    editable: def.editable ?? null,
    manuel: false,
    recordCount: fig?.recordCount ?? records.length,
    records: records.slice(0, BPF_LIST_LIMIT),
  };
  if (columns.includes('nombre')) out.nombre = fig?.nombre ?? 0;
  if (columns.includes('heures')) out.heures = fig?.heures === undefined ? 0 : round2(fig.heures);
  if (columns.includes('montant')) out.montant = fig?.montant === undefined ? null : round2(fig.montant);
  if (columns.includes('texte')) out.texte = fig?.texte?.trim() ? fig.texte.trim() : null;
  if (typed !== undefined && def.editable) {
    out.manuel = true;
    if (def.editable === 'montant') out.montant = Number(typed);
    else out.texte = String(typed);
  }
  out.aCompleter =
    (columns.includes('texte') && out.texte === null) || (columns.includes('montant') && out.montant === null);
  return out;
}

/**
 * The frames from the counted figures (by line code), the NSF lines of F-4 (one per code found) and what was
 * typed by hand. Totals (CT, F1T) add the lines as shown, hand-typed ones included.
 */
export function bpfFrames(figures: Map<string, BpfFigure>, nsf: BpfLineDef[], manual: BpfManual): BpfFrame[] {
  return BPF_FRAMES.map((def) => {
    const defs = def.letter === 'F-4' ? nsf : def.lines;
    const lines = defs.map((l) => line(l, figures.get(l.code), def.columns, manual));
    const total = lines.find((l) => l.code === 'CT' || l.code === 'F1T');
    if (total) {
      const parts = lines.filter((l) => l !== total && l.code !== 'F1x');
      if (total.code === 'CT') {
        total.montant = round2(parts.reduce((s, l) => s + (l.montant ?? 0), 0));
        total.aCompleter = false;
      } else {
        total.nombre = parts.reduce((s, l) => s + (l.nombre ?? 0), 0);
        total.heures = round2(parts.reduce((s, l) => s + (l.heures ?? 0), 0));
      }
    }
    return { letter: def.letter, title: def.title, columns: def.columns, lines };
  });
}

/** The manual values a version keeps, read back from its frames. */
export const manualOf = (frames: BpfFrame[]): BpfManual =>
  Object.fromEntries(
    frames.flatMap((f) =>
      f.lines.filter((l) => l.manuel).map((l) => [l.code, (l.editable === 'montant' ? l.montant : l.texte) ?? '']),
    ),
  );

export const BPF_CSV_HEADERS = ['Cadre', 'Ligne', 'Libellé', 'Valeur', 'Nombre', 'Heures', 'Montant (€)', 'Source'];

/** One CSV row per line: its frame, code, label, figures and where the value comes from. */
export function bpfCsvRows(
  frames: BpfFrame[],
  aCompleter: string,
  manuel: string,
  calcule: string,
): (string | number | null)[][] {
  return frames.flatMap((f) =>
    f.lines.map((l) => [
      f.letter,
      l.code,
      l.label,
      l.texte,
      l.nombre,
      l.heures,
      l.montant,
      l.aCompleter ? aCompleter : l.manuel ? manuel : calcule,
    ]),
  );
}
