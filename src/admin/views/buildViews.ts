// Merges the model of each API resource with its resource files into view configurations. What a file does not
// say is guessed from the schema; every API resource without a file gets a fully guessed view at /<name>.
// Form sections never lose a field: the writable fields no section names (and the file does not `omit`) go to
// the section marked `rest`, else to a last section « Autres informations ». The detail page takes the form's
// sections, with every other readable field in that last section (what the form omits included), unless the
// file gives its own: those show what they name (and, in a section marked `rest`, the others).
import type { ApiModel, ResourceModel } from '../model/types.ts';
import type { LoadedFile } from '../resources/load.ts';
import type { FilterSpec, ResourceFile, Section } from '../../shared/configuration/types.ts';
import { fr } from '../i18n/fr.ts';
import { pathsOf } from './paths.ts';
import { fieldView } from './fieldView.ts';
import { relatedViews } from './related.ts';
import type { FieldView, FilterView, SectionView, ViewConfig } from './viewTypes.ts';

const GUESSED_COLUMNS = 6;

function filterView(spec: FilterSpec, field: FieldView): FilterView {
  const textual = field.kind === 'string' || field.kind === 'text' || field.kind === 'email';
  const kind = spec.kind ?? (textual ? 'partial' : 'exact');
  const source =
    kind === 'exists'
      ? `exists[${field.name}]`
      : kind === 'after' || kind === 'before'
        ? `${field.name}[${kind}]`
        : field.name;
  return { field, kind, source, label: spec.label ?? field.label, alwaysOn: spec.alwaysOn === true };
}

function pick(fields: Map<string, FieldView>, names: string[]): FieldView[] {
  return names.map((n) => fields.get(n)).filter((f): f is FieldView => f !== undefined);
}

/** The sections of a form or detail page over `eligible` fields (in schema order): each section's named fields,
 * then every eligible field no section names and `omit` does not list, in the `rest` section, else (when
 * `lastRest`) in a last section « Autres informations ». */
export function sectionViews(
  sections: Section[] | undefined,
  omit: string[],
  fields: Map<string, FieldView>,
  eligible: FieldView[],
  lastRest = true,
): SectionView[] {
  if (!sections) return [{ fields: eligible.filter((f) => !omit.includes(f.name)) }];
  const named = new Set([...sections.flatMap((s) => s.fields), ...omit]);
  const rest = eligible.filter((f) => !named.has(f.name));
  const out: SectionView[] = sections.map((s) => ({
    title: s.title,
    fields: [...pick(fields, s.fields), ...(s.rest ? rest : [])],
  }));
  if (lastRest && rest.length > 0 && !sections.some((s) => s.rest))
    out.push({ title: fr.app.resources.otherFields, fields: rest });
  return out;
}

/** Filters guessed from the schema's x-filter when the file gives none. */
function guessedFilters(fields: FieldView[]): FilterSpec[] {
  return fields
    .filter(
      (f) => !f.writeOnly && (f.filters.includes('partial') || (f.filters.includes('exact') && f.kind !== 'string')),
    )
    .slice(0, 4)
    .map((f, i) => ({ field: f.name, alwaysOn: i === 0 }));
}

export function buildView(res: ResourceModel, file: ResourceFile, model: ApiModel, valid: boolean): ViewConfig {
  const all = res.fields.map((f) => fieldView(f, file, model));
  const fields = new Map(all.map((f) => [f.name, f]));
  const fixed = Object.keys(file.fixedFilter ?? {});
  const readable = all.filter((f) => !f.writeOnly && !fixed.includes(f.name));
  const writable = all.filter((f) => !f.readOnly && !fixed.includes(f.name));
  const columns = file.list?.columns ? pick(fields, file.list.columns) : readable.slice(0, GUESSED_COLUMNS);
  const filterSpecs = file.list?.filters ?? guessedFilters(readable);
  const sortField = file.list?.sort?.field ?? res.fields.find((f) => f.sortable)?.name ?? 'id';
  const formOmit = file.form?.omit ?? [];
  return {
    key: file.route,
    paths: pathsOf(file.route, file.paths),
    model: res,
    labelOne: file.label?.one ?? res.labelOne,
    labelMany: file.label?.many ?? res.labelMany,
    feminine: file.label?.gender === 'f',
    menu: file.menu,
    fixedFilter: file.fixedFilter ?? {},
    createDefaults: file.createDefaults ?? file.fixedFilter ?? {},
    columns,
    filters: filterSpecs.flatMap((spec) => {
      const field = fields.get(spec.field);
      return field ? [filterView(spec, field)] : [];
    }),
    sort: { field: sortField, order: file.list?.sort?.order ?? 'ASC' },
    perPage: file.list?.perPage ?? 25,
    routeParams: file.list?.routeParams,
    formSections: sectionViews(file.form?.sections, formOmit, fields, writable).map((s) => ({
      ...s,
      fields: s.fields.filter((f) => !f.readOnly),
    })),
    showSections: sectionViews(
      file.show?.sections ?? file.form?.sections,
      file.show?.omit ?? [],
      fields,
      readable,
      !file.show?.sections,
    ),
    fields,
    roles: file.access?.roles,
    writeRoles: res.writeRoles,
    creatable: file.access?.create === false ? false : res.creatable,
    sharedAntenne: res.sharedAntenne,
    flag: file.access?.flag,
    exportXlsx: file.export?.xlsx === true,
    related: [],
    joinLists: file.show?.joinLists ?? [],
    fromValidFile: valid,
  };
}

export function buildViews(model: ApiModel, files: LoadedFile[]): ViewConfig[] {
  const views: ViewConfig[] = [];
  const routes = new Set<string>();
  for (const { data, valid } of files) {
    const res = model.get(data.resource);
    if (!res || routes.has(data.route)) continue;
    routes.add(data.route);
    views.push(buildView(res, data, model, valid));
  }
  for (const res of model.values()) {
    if (views.some((v) => v.model.name === res.name) || routes.has(res.name)) continue;
    views.push(buildView(res, { resource: res.name, route: res.name }, model, false));
  }
  // Child lists need every view built first (a child's view gives the links and default columns).
  for (const { data } of files) {
    const view = views.find((v) => v.key === data.route);
    if (view && data.show?.related) view.related = relatedViews(data.show.related, views, model);
  }
  return views;
}
