// An RPP follow-up's selectedData (spec 001 "Assessments and RPP"): three fields, each the ids of the
// competences selected plus free text; the competence dialog offers only those not yet selected, grouped by
// domain. Pure, unit-tested (rppModel.test.ts).
export const RPP_FIELDS = ['domainesCompetences', 'besoinsAttentesFreins', 'domainesCompetencesParcours'] as const;
export type RppField = (typeof RPP_FIELDS)[number];
export interface FieldValue {
  selectedIds: number[];
  freeText: string;
}
export type SelectedData = Record<RppField, FieldValue>;
export interface Competence {
  id: number;
  name: string;
  domaine_titre: string;
  niveau?: number;
}

export const emptySelection = (): SelectedData =>
  Object.fromEntries(RPP_FIELDS.map((f) => [f, { selectedIds: [], freeText: '' }])) as unknown as SelectedData;

/** The selection as stored, whatever an older record holds (missing fields, ids as strings). */
export function readSelection(raw: unknown): SelectedData {
  const out = emptySelection();
  if (!raw || typeof raw !== 'object') return out;
  for (const f of RPP_FIELDS) {
    const v = (raw as Record<string, unknown>)[f] as Record<string, unknown> | undefined;
    if (!v || typeof v !== 'object') continue;
    out[f] = {
      selectedIds: Array.isArray(v.selectedIds) ? v.selectedIds.map(Number).filter((n) => Number.isInteger(n)) : [],
      freeText: typeof v.freeText === 'string' ? v.freeText : '',
    };
  }
  return out;
}

/** Competences not yet selected, grouped by domain (domains and names in French order). */
export function offerable(all: Competence[], selected: readonly number[]): [string, Competence[]][] {
  const groups = new Map<string, Competence[]>();
  for (const c of all) {
    if (selected.includes(c.id)) continue;
    const list = groups.get(c.domaine_titre) ?? [];
    list.push(c);
    groups.set(c.domaine_titre, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'fr'))
    .map(([d, cs]) => [d, cs.sort((a, b) => a.name.localeCompare(b.name, 'fr'))]);
}

/** The selection with `ids` added to `field`, none twice. */
export function addSelected(data: SelectedData, field: RppField, ids: readonly number[]): SelectedData {
  const current = data[field].selectedIds;
  return {
    ...data,
    [field]: {
      ...data[field],
      selectedIds: [...current, ...ids.filter((id, i) => !current.includes(id) && ids.indexOf(id) === i)],
    },
  };
}
