// The client settings a generic screen reads, applied to a view (called by views/applyProfile.ts):
// - reference lists the profile narrows (entretien.interviewsType, facturation.typeFactureDetails): form inputs
//   and list filters offer only the client's choices; columns and detail pages keep every label;
// - stagiaire.filtres / pedagogie.filtres: the filters of the trainee list and of the pedagogy lists;
// - denominations: the branch list is titled with the client's module name (« Antennes UFA », « Dispositifs de
//   formation ») and its records with the branch field's label; with antenneOrDispositif « dispositif », every
//   other label, title and help text says « dispositif ».
import { allowedIds, type ResolvedProfile } from '../../../shared/clients/index.ts';
import type { FieldView, FilterView, SectionView, ViewConfig } from '../../views/viewTypes.ts';
import { filterKeysFor, selectFilters } from './filters.ts';
import { branchWording } from './wording.ts';

export { branchWording };

/** The field with only the choices the client offers (unchanged when its list is not narrowed). */
export function narrowField(field: FieldView, profile: ResolvedProfile): FieldView {
  const ids = allowedIds(profile, field.enumName);
  if (!ids || !field.choices) return field;
  return { ...field, choices: field.choices.filter((c) => c.id === null || ids.includes(c.id as number)) };
}

function worded(field: FieldView, profile: ResolvedProfile): FieldView {
  const { antenneOrDispositif: word, antenneField, codeAnalytiqueField } = profile.denominations;
  if (word === 'antenne') return field;
  // Labels the client names itself (applyProfile's relabel) are kept as written.
  const own = field.label === antenneField || field.label === codeAnalytiqueField;
  return {
    ...field,
    label: own ? field.label : branchWording(field.label, word),
    helperText: branchWording(field.helperText, word),
  };
}

// « Antenne UFA », « Dispositif de formation »: the client's word decides; « Campus », « Site de formation »
// are masculine.
const feminineBranch = (label: string) => /^(antenne|ufa)\b/i.test(label);

export function applySettings(view: ViewConfig, profile: ResolvedProfile): ViewConfig {
  const word = profile.denominations.antenneOrDispositif;
  const say = (text: string) => branchWording(text, word);
  const field = (f: FieldView) => worded(f, profile);
  const input = (f: FieldView) => narrowField(worded(f, profile), profile);
  const sections = (list: SectionView[], fix: (f: FieldView) => FieldView) =>
    list.map((s) => ({ ...s, title: branchWording(s.title, word), fields: s.fields.map(fix) }));
  const filter = (f: FilterView): FilterView => ({
    ...f,
    field: input(f.field),
    label: f.label === f.field.label ? field(f.field).label : say(f.label),
  });
  const keys = filterKeysFor(view, { stagiaire: profile.stagiaire.filtres, pedagogie: profile.pedagogie.filtres });
  const fields = new Map([...view.fields].map(([name, f]) => [name, field(f)]));
  const filters = keys ? selectFilters(view.filters, keys, view.fields) : view.filters;
  const branches = view.model.name === 'antennes';
  return {
    ...view,
    labelOne: branches ? profile.denominations.antenneField : say(view.labelOne),
    labelMany: branches ? profile.denominations.antennelModuleName : say(view.labelMany),
    feminine: branches ? feminineBranch(profile.denominations.antenneField) : view.feminine,
    fields,
    columns: view.columns.map(field),
    filters: filters.map(filter),
    formSections: sections(view.formSections, input),
    showSections: sections(view.showSections, field),
    related: view.related.map((r) => ({ ...r, label: say(r.label), columns: r.columns.map(field) })),
  };
}
