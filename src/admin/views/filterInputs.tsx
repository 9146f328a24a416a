// The filter inputs of a list, from the view's filters: text search, labelled choices, related records,
// "renseigné" (exists) and date bounds. Sources use the API's filter names (`birthdate.after` is sent as
// `birthdate[after]` by the Hydra data provider). The choice inputs (views/filterWidgets.tsx) and the date pickers
// are chunks loaded when a list first shows them: a disabled field with the label holds the place meanwhile. The
// element keeps its props (source, label, alwaysOn), which react-admin's filter form and button read.
import { lazy, Suspense, type ReactElement } from 'react';
import TextField from '@mui/material/TextField';
import { TextInput } from 'react-admin';
import { DatePickerInput } from '../widgets/basics/pickers/LazyPickerInput.tsx';
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

/** What a choice filter shows: Oui/Non, labelled choices, or a related record searched by its representation. */
export type ChoiceWidget =
  | { kind: 'boolean' }
  | { kind: 'select'; choices: { id: string | number; name: string }[] }
  | { kind: 'reference'; reference: string; representation: string | undefined; search: string | undefined };

/** The filter's own props, and whatever react-admin's filter form adds when it clones it (resource, size…). */
export interface ChoiceFilterProps {
  widget: ChoiceWidget;
  source: string;
  label: string;
  alwaysOn?: boolean;
  [passed: string]: unknown;
}

const FilterWidget = lazy(() => import('./filterWidgets.tsx'));

function ChoiceFilter(props: ChoiceFilterProps) {
  return (
    <Suspense fallback={<TextField label={props.label} disabled size="small" margin="dense" variant="filled" />}>
      <FilterWidget {...props} />
    </Suspense>
  );
}

function filterInput(filter: FilterView, model: ApiModel): ReactElement {
  const { field } = filter;
  const common = { key: sourceOf(filter), source: sourceOf(filter), label: labelOf(filter), alwaysOn: filter.alwaysOn };
  if (filter.kind === 'exists') return <ChoiceFilter {...common} widget={{ kind: 'boolean' }} />;
  if (filter.kind === 'after' || filter.kind === 'before') return <DatePickerInput {...common} />;
  if (field.kind === 'enum' || field.kind === 'enumArray') {
    return <ChoiceFilter {...common} widget={{ kind: 'select', choices: filterChoices(field) }} />;
  }
  if (field.kind === 'boolean') return <ChoiceFilter {...common} widget={{ kind: 'boolean' }} />;
  if (field.kind === 'relation' && field.reference) {
    const target = model.get(field.reference);
    const search = representationFields(field.representation).find((n) =>
      target?.fields.find((f) => f.name === n)?.filters.includes('partial'),
    );
    const widget: ChoiceWidget = {
      kind: 'reference',
      reference: field.reference,
      representation: field.representation,
      search,
    };
    return <ChoiceFilter {...common} widget={widget} />;
  }
  return <TextInput {...common} />;
}

export function filterInputs(filters: FilterView[], model: ApiModel): ReactElement[] {
  return filters.map((f) => filterInput(f, model));
}
