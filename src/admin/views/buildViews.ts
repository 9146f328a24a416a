// Merges the model of each API resource with its resource files into view configurations. What a file does not
// say is guessed from the schema; every API resource without a file gets a fully guessed view at /<name>.
import type { ApiModel, ResourceModel } from '../model/types.ts';
import type { LoadedFile } from '../resources/load.ts';
import type { FilterSpec, ResourceFile } from '../resources/types.ts';
import { pathsOf } from './paths.ts';
import { fieldView } from './fieldView.ts';
import { relatedViews } from './related.ts';
import type { FieldView, FilterView, SectionView, ViewConfig } from './viewTypes.ts';

const GUESSED_COLUMNS = 6;

function filterView(spec: FilterSpec, field: FieldView): FilterView {
  const textual = field.kind === 'string' || field.kind === 'text' || field.kind === 'email';
  const kind = spec.kind ?? (textual ? 'partial' : 'exact');
  const source =
    kind === 'exists' ? `exists[${field.name}]` : kind === 'after' || kind === 'before' ? `${field.name}[${kind}]` : field.name;
  return { field, kind, source, label: spec.label ?? field.label, alwaysOn: spec.alwaysOn === true };
}

function pick(fields: Map<string, FieldView>, names: string[]): FieldView[] {
  return names.map((n) => fields.get(n)).filter((f): f is FieldView => f !== undefined);
}

/** Filters guessed from the schema's x-filter when the file gives none. */
function guessedFilters(fields: FieldView[]): FilterSpec[] {
  return fields
    .filter((f) => !f.writeOnly && (f.filters.includes('partial') || (f.filters.includes('exact') && f.kind !== 'string')))
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
  const section = (sections: { title?: string; fields: string[] }[] | undefined, fallback: FieldView[]): SectionView[] =>
    sections ? sections.map((s) => ({ title: s.title, fields: pick(fields, s.fields) })) : [{ fields: fallback }];
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
    formSections: section(file.form?.sections, writable).map((s) => ({ ...s, fields: s.fields.filter((f) => !f.readOnly) })),
    showSections: section(file.show?.sections, readable),
    fields,
    roles: file.access?.roles,
    writeRoles: res.writeRoles,
    sharedAntenne: res.sharedAntenne,
    flag: file.access?.flag,
    related: [],
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
