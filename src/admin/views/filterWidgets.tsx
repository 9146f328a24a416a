// The list filters' choice inputs (labelled choices, Oui/Non, related records), loaded on first use as their own
// chunk (views/filterInputs.tsx): MUI's Select, Autocomplete, Popper and Chip stay out of the start bundle.
import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SelectInput, type RaRecord } from 'react-admin';
import { represent } from '../../shared/format/represent.ts';
import type { ChoiceFilterProps } from './filterInputs.tsx';

export default function FilterWidget({ widget, ...props }: ChoiceFilterProps) {
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
