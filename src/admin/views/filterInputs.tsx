// The filter inputs of a list, from the view's filters: text search, labelled choices, related records,
// "renseigné" (exists) and date bounds. Sources use the API's filter names (`birthdate.after` is sent as
// `birthdate[after]` by the Hydra data provider).
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { DatePickerInput } from '../widgets/basics/pickers/LazyPickerInput.tsx';
import { fill } from '../i18n/fill.ts';
import { fr } from '../i18n/fr.ts';
import type { ApiModel } from '../model/types.ts';
import type { FilterView } from './viewTypes.ts';
import { represent, representationFields } from '../../shared/format/represent.ts';
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

function filterInput(filter: FilterView, model: ApiModel): ReactElement {
  const { field } = filter;
  const common = { key: sourceOf(filter), source: sourceOf(filter), label: labelOf(filter), alwaysOn: filter.alwaysOn };
  if (filter.kind === 'exists') return <NullableBooleanInput {...common} />;
  if (filter.kind === 'after' || filter.kind === 'before') return <DatePickerInput {...common} />;
  if (field.kind === 'enum' || field.kind === 'enumArray') {
    return <SelectInput {...common} choices={filterChoices(field)} />;
  }
  if (field.kind === 'boolean') return <NullableBooleanInput {...common} />;
  if (field.kind === 'relation' && field.reference) {
    const target = model.get(field.reference);
    const search = representationFields(field.representation).find((n) =>
      target?.fields.find((f) => f.name === n)?.filters.includes('partial'),
    );
    return (
      <ReferenceInput {...common} reference={field.reference} perPage={50}>
        <AutocompleteInput
          label={common.label}
          optionText={(r: RaRecord) => represent(field.representation, r)}
          filterToQuery={(q: string) => (q && search ? { [search]: q } : {})}
        />
      </ReferenceInput>
    );
  }
  return <TextInput {...common} />;
}

export function filterInputs(filters: FilterView[], model: ApiModel): ReactElement[] {
  return filters.map((f) => filterInput(f, model));
}
