// The filters a client's profile shows on a list (stagiaire.filtres on the trainee list, pedagogie.filtres on
// the pedagogy lists): each key of the profile names a filter by the field it filters on. A list keeps the
// filters no key governs (text search...) where its resource file puts them; the governed ones are those the
// profile lists, in the profile's order, at the place of the first governed one. A key whose field the list
// has but its file does not filter on is added (offered under « Ajouter un filtre »); a key the list has no
// field for (the trainee's sector, group or funding before the trainee record has them) shows nothing.
import type { FieldView, FilterView, ViewConfig } from '../../views/viewTypes.ts';

/** Profile filter key → the field names it stands for, first found wins. */
export const filterFields: Readonly<Record<string, readonly string[]>> = {
  antenne: ['antenne'],
  antenne_administrative: ['antenne_administrative'],
  antenne_secteur: ['antenne_secteur'],
  diplome: ['diplome'],
  diplome_session: ['diplome_session'],
  action: ['action', 'antenne_action'],
  action_session: ['action_session', 'antenne_action_session'],
  groupe: ['groupe', 'antenne_groupe_session'],
  type_cursus: ['type_cursus'],
  status: ['status'],
  etat: ['etat'],
  date_entree: ['dt_date_entree'],
  date_sortie: ['date_sortie'],
  entreprise: ['entreprise'],
  financement: ['funding'],
  referentiel: ['antenne_referentiel', 'referentiel'],
  sequence: ['antenne_sequence', 'sequence'],
  type: ['type'],
};

const governedNames = new Set(Object.values(filterFields).flat());

/** An exact filter on a field the resource file did not list. */
function addedFilter(field: FieldView): FilterView {
  return { field, kind: 'exact', source: field.name, label: field.label, alwaysOn: false };
}

/** The list's filters as the profile's keys choose them (see the header). */
export function selectFilters(
  filters: readonly FilterView[],
  keys: readonly string[],
  fields: ReadonlyMap<string, FieldView>,
): FilterView[] {
  const governed = (f: FilterView) => governedNames.has(f.field.name);
  const chosen = keys.flatMap((key) => {
    const names = filterFields[key] ?? [];
    const listed = filters.filter((f) => governed(f) && names.includes(f.field.name));
    if (listed.length > 0) return listed;
    const field = names
      .map((n) => fields.get(n))
      .find((f) => f !== undefined && f.filters.includes('exact') && !f.writeOnly);
    return field ? [addedFilter(field)] : [];
  });
  const first = filters.findIndex(governed);
  const free = filters.filter((f) => !governed(f));
  const at = first < 0 ? free.length : first;
  return [...free.slice(0, at), ...chosen, ...free.slice(at)];
}

/** Which profile list governs a view's filters: the trainee list, or a list of the pedagogy menu. */
export function filterKeysFor(
  view: Pick<ViewConfig, 'model' | 'menu'>,
  keys: { stagiaire: readonly string[]; pedagogie: readonly string[] },
): readonly string[] | undefined {
  if (view.model.name === 'etudiants' && view.menu?.section === 'stagiaire') return keys.stagiaire;
  if (view.menu?.section === 'pedagogie') return keys.pedagogie;
  return undefined;
}
