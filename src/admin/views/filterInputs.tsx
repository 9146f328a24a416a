// The filter inputs of a list, from the view's filters: text search, labelled choices, related records,
// "renseigné" (exists) and date bounds. Sources use the API's filter names (`birthdate.after` is sent as
// `birthdate[after]` by the Hydra data provider). The inputs themselves (react-admin's, with react-hook-form, MUI's
// Select and Autocomplete) are a chunk, views/filterWidgets.tsx, loaded with the filter form when a list first shows
// (views/FilterFormLater.tsx): each element here is a FilterInput that keeps the props react-admin's filter form and
// button read (source, label, alwaysOn) and draws the real input once loaded, a disabled field with the label before.
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { fill } from '../i18n/fill.ts';
import { fr } from '../i18n/fr.ts';
import type { ApiModel } from '../model/types.ts';
import type { FilterView } from './viewTypes.ts';
import { representationFields } from '../../shared/format/represent.ts';
import { EMPTY_CHOICE } from '../data/records.ts';

function sourceOf(filter: FilterView): string {
  const name = filter.field.name;
  if (filter.kind === 'exists') return `exists.${name}`;
  if (filter.kind === 'after' || filter.kind === 'before') return `${name}.${filter.kind}`;
  return name;
}

function labelOf(filter: FilterView): string {
  const label = filter.label;
  if (filter.kind === 'exists') return fill(fr.app.resources.exists, { label });
  if (filter.kind === 'after') return fill(fr.app.resources.after, { label });
  if (filter.kind === 'before') return fill(fr.app.resources.before, { label });
  return label;
}

/** The choices of an enum filter: its values, and its « not given » one (« En attente ») where the API filters
 * on a value being absent (x-filter `exists`). */
export function filterChoices(field: FilterView['field']): { id: string | number; name: string }[] {
  const choices = field.choices ?? [];
  const offersEmpty = field.kind === 'enum' && field.filters.includes('exists');
  const empty = offersEmpty ? choices.find((c) => c.id === null) : undefined;
  const given = choices.filter((c): c is typeof c & { id: string | number } => c.id !== null);
  return empty ? [...given, { id: EMPTY_CHOICE, name: empty.name }] : given;
}

/** What a filter shows: text, a date, Oui/Non, labelled choices, or a related record searched by its
 * representation. */
export type FilterWidgetKind =
  | { kind: 'text'; resettable?: boolean }
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'select'; choices: { id: string | number; name: string }[] }
  | { kind: 'reference'; reference: string; representation: string | undefined; search: string | undefined };

/** The filter's own props, and whatever react-admin's filter form adds when it clones it (resource, size…). */
export interface FilterInputProps {
  widget: FilterWidgetKind;
  source: string;
  label: string;
  alwaysOn?: boolean;
  sx?: SxProps<Theme>;
  [passed: string]: unknown;
}

type Widgets = typeof import('./filterWidgets.tsx');
let widgets: Widgets | undefined;
let loading: Promise<Widgets> | undefined;

/** The filter form and inputs' chunk, loaded once. */
export function loadFilterWidgets(): Promise<Widgets> {
  loading ??= import('./filterWidgets.tsx').then(
    (m) => (widgets = m),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A filter's place while its input loads: a disabled field with its label, of the input's size. */
export function FilterPlaceholder({ label, sx }: { label: ReactNode; sx?: SxProps<Theme> }) {
  return <TextField label={label} disabled size="small" variant="filled" margin="dense" sx={sx} />;
}

/** A filter of the list: the real input once the chunk is there (always so inside the filter form, loaded with it). */
export function FilterInput(props: FilterInputProps) {
  const [loaded, setLoaded] = useState(widgets);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadFilterWidgets().then(
      (m) => live && setLoaded(m),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (!loaded) return <FilterPlaceholder label={props.label} sx={props.sx} />;
  return <loaded.FilterWidget {...props} />;
}

function filterInput(filter: FilterView, model: ApiModel): ReactElement {
  const { field } = filter;
  const common = { key: sourceOf(filter), source: sourceOf(filter), label: labelOf(filter), alwaysOn: filter.alwaysOn };
  if (filter.kind === 'exists') return <FilterInput {...common} widget={{ kind: 'boolean' }} />;
  if (filter.kind === 'after' || filter.kind === 'before') return <FilterInput {...common} widget={{ kind: 'date' }} />;
  if (field.kind === 'enum' || field.kind === 'enumArray') {
    return <FilterInput {...common} widget={{ kind: 'select', choices: filterChoices(field) }} />;
  }
  if (field.kind === 'boolean') return <FilterInput {...common} widget={{ kind: 'boolean' }} />;
  if (field.kind === 'relation' && field.reference) {
    const target = model.get(field.reference);
    const search = representationFields(field.representation).find((n) =>
      target?.fields.find((f) => f.name === n)?.filters.includes('partial'),
    );
    const widget: FilterWidgetKind = {
      kind: 'reference',
      reference: field.reference,
      representation: field.representation,
      search,
    };
    return <FilterInput {...common} widget={widget} />;
  }
  return <FilterInput {...common} widget={{ kind: 'text' }} />;
}

export function filterInputs(filters: FilterView[], model: ApiModel): ReactElement[] {
  return filters.map((f) => filterInput(f, model));
}
