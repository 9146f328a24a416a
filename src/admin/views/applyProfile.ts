// A view as one client sees it: the client's denominations relabel the antenne field (« Dispositif de
// formation » for multi-activity clients) and the analytic code, and orderTrainingFormFields orders the
// trainee formation section (stagiaires, candidatures) and drops what the client's flags switch off; the
// other settings a generic screen reads (narrowed choices, list filters, branch wording) are applied by
// widgets/settings/applySettings.ts (loaded during the start). A field whose resource file names a
// `profileFlag` (the rating stars: `hasActionsRatingStars`) shows only where the client's accessRight has it true.
import { orderTrainingFormFields, trainingFormFields, type ResolvedProfile } from '../../shared/clients/index.ts';
import type { FieldView, SectionView, ViewConfig } from './viewTypes.ts';
import { withSettings } from '../widgets/settings/loaded.ts';

/** Fields whose presence and order the client profile governs in the formation section. */
const governed = new Set<string>([...trainingFormFields, 'antenne_administrative']);

function relabel(field: FieldView, profile: ResolvedProfile): FieldView {
  if (field.name === 'antenne' && field.reference === 'antennes')
    return { ...field, label: profile.denominations.antenneField };
  if (field.name === 'code_analytique') return { ...field, label: profile.denominations.codeAnalytiqueField };
  return field;
}

/** The formation section (the one holding `antenne`) in the client's order; other sections unchanged. */
export function orderFormationSection(sections: SectionView[], ordered: string[]): SectionView[] {
  return sections.map((section) => {
    if (!section.fields.some((f) => f.name === 'antenne')) return section;
    const byName = new Map(section.fields.map((f) => [f.name, f]));
    const first = ordered.map((name) => byName.get(name)).filter((f): f is FieldView => f !== undefined);
    const rest = section.fields.filter((f) => !governed.has(f.name));
    return { ...section, fields: [...first, ...rest] };
  });
}

/** The view without the fields whose `profileFlag` is not true in `flags` (columns, filters, form and detail
 * sections, child lists' columns); without a profile, `flags` is empty and every such field is hidden. */
export function hideFlaggedFields(view: ViewConfig, flags: Readonly<Record<string, unknown>>): ViewConfig {
  const shown = (f: FieldView) => f.profileFlag === undefined || flags[f.profileFlag] === true;
  const flagged = (list: FieldView[]) => list.some((f) => !shown(f));
  if (!flagged([...view.fields.values()]) && !view.related.some((r) => flagged(r.columns))) return view;
  const sections = (list: SectionView[]) => list.map((s) => ({ ...s, fields: s.fields.filter(shown) }));
  return {
    ...view,
    columns: view.columns.filter(shown),
    filters: view.filters.filter((f) => shown(f.field)),
    formSections: sections(view.formSections),
    showSections: sections(view.showSections),
    related: view.related.map((r) => ({ ...r, columns: r.columns.filter(shown) })),
  };
}

export function applyProfile(view: ViewConfig, profile: ResolvedProfile): ViewConfig {
  const fix = (f: FieldView) => relabel(f, profile);
  const sections = (list: SectionView[]) => list.map((s) => ({ ...s, fields: s.fields.map(fix) }));
  const formSections = sections(view.formSections);
  return withSettings(
    hideFlaggedFields(
      {
        ...view,
        fields: new Map([...view.fields].map(([name, f]) => [name, fix(f)])),
        columns: view.columns.map(fix),
        filters: view.filters.map((f) => {
          const field = fix(f.field);
          return { ...f, field, label: f.label === f.field.label ? field.label : f.label };
        }),
        formSections:
          view.model.name === 'etudiants'
            ? orderFormationSection(formSections, orderTrainingFormFields(profile))
            : formSections,
        showSections: sections(view.showSections),
      },
      profile.accessRight as Readonly<Record<string, unknown>>,
    ),
    profile,
  );
}
