// The lists' filter form and inputs, a chunk loaded when a list first shows (views/filterInputs.tsx,
// views/FilterFormLater.tsx): react-admin's filter form with react-hook-form, its text, choice, Oui/Non and
// related-record inputs (MUI's Select, Autocomplete, Popper, Chip) and the date input stay out of the start bundle.
import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { DatePickerInput } from '../widgets/basics/pickers/LazyPickerInput.tsx';
import { represent } from '../../shared/format/represent.ts';
import type { FilterInputProps } from './filterInputs.tsx';

export { FilterForm } from 'react-admin';

export function FilterWidget({ widget, ...props }: FilterInputProps) {
  if (widget.kind === 'text') return <TextInput {...props} resettable={widget.resettable} />;
  if (widget.kind === 'date') return <DatePickerInput {...props} />;
  if (widget.kind === 'boolean') return <NullableBooleanInput {...props} />;
  if (widget.kind === 'select') return <SelectInput {...props} choices={widget.choices} />;
  const { representation, search, reference } = widget;
  return (
    <ReferenceInput {...props} reference={reference} perPage={50}>
      <AutocompleteInput
        label={props.label}
        optionText={(r: RaRecord) => represent(representation, r)}
        filterToQuery={(q: string) => (q && search ? { [search]: q } : {})}
      />
    </ReferenceInput>
  );
}
