// Form input for one field, chosen from its widget (resource file) or kind: choices for enums, a searchable
// reference for relations, dates, numbers, booleans, text. Required, length and plausibility rules (end after
// start, date bounds, e-mail domain, patterns, number bounds: src/shared/plausible) come from the schema.
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NullableBooleanInput,
  NumberInput,
  PasswordInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@mui/material';
import { formatInputs } from '../formats/inputs.tsx';
import { DatePickerInput, DateTimePickerInput, TimePickerInput } from '../widgets/basics/pickers/LazyPickerInput.tsx';
import type { ApiModel, Choice, ResourceModel } from '../model/types.ts';
import { antenneChoiceFilter } from './antenneChoices.ts';
import type { FieldView } from './viewTypes.ts';
import { enumChoices, realChoices } from './enumChoices.ts';
import { represent, representationFields } from '../../shared/format/represent.ts';
import { namedFieldError } from '../../shared/plausible/index.ts';
import { fileWidgetOf } from '../widgets/files/dispatch.ts';
import { MediaInput } from '../widgets/files/MediaInput.tsx';
import { RatingEdit } from '../widgets/rating/lazy.tsx';

function validators(field: FieldView): Validator[] {
  const rules: Validator[] = [];
  if (field.required) rules.push(required());
  if (field.maxLength) rules.push(maxLength(field.maxLength));
  // The schema's plausibility rules, the same functions as the server's (src/shared/plausible).
  const plausible = field.rules;
  if (plausible)
    rules.push((value: unknown, all: Record<string, unknown>) => namedFieldError(plausible, value, all ?? {}));
  return rules;
}

const emptyLabel = (choices: Choice[] = []) => choices.find((c) => c.id === null)?.name ?? '—';

/** How a relation's input lists the target records: by representation, searched and sorted on its fields. */
function relationChoices(field: FieldView, model: ApiModel) {
  const target = model.get(field.reference!);
  const searchable = representationFields(field.representation)
    .map((n) => target?.fields.find((f) => f.name === n))
    .find((f) => f?.filters.includes('partial'));
  const optionText = (record: RaRecord) => represent(field.representation, record);
  const sortField = target?.fields.find(
    (f) => f.sortable && representationFields(field.representation).includes(f.name),
  )?.name;
  return { searchable, optionText, sortField };
}

/** A to-many relation (an array of IRIs): several records picked by their representation. */
function RelationsInput({
  field,
  model,
  owner,
  common,
}: {
  field: FieldView;
  model: ApiModel;
  owner?: ResourceModel;
  common: Common;
}) {
  const { searchable, optionText, sortField } = relationChoices(field, model);
  const filter = antenneChoiceFilter(model, owner, field, useOwnAntenne(owner));
  return (
    <ReferenceArrayInput
      source={field.name}
      reference={field.reference!}
      perPage={50}
      sort={sortField ? { field: sortField, order: 'ASC' } : undefined}
      {...(filter ? { filter } : {})}
    >
      <AutocompleteArrayInput
        {...common}
        optionText={optionText}
        filterToQuery={(q: string) => (q && searchable ? { [searchable.name]: q } : {})}
      />
    </ReferenceArrayInput>
  );
}

/** The record's antenne as the form holds it (else as stored): what its shared references must match. */
function useOwnAntenne(owner: ResourceModel | undefined): unknown {
  const record = useRecordContext();
  const name = owner?.antenneField;
  const watched: unknown = useWatch({ name: name ?? '', disabled: !name });
  if (!name) return undefined;
  return watched !== undefined ? watched : record ? (record[name] ?? null) : undefined;
}

function RelationInput({
  field,
  model,
  owner,
  common,
}: {
  field: FieldView;
  model: ApiModel;
  owner?: ResourceModel;
  common: Common;
}) {
  const { searchable, optionText, sortField } = relationChoices(field, model);
  const filter = antenneChoiceFilter(model, owner, field, useOwnAntenne(owner));
  return (
    <ReferenceInput
      source={field.name}
      reference={field.reference!}
      perPage={50}
      sort={sortField ? { field: sortField, order: 'ASC' } : undefined}
      {...(filter ? { filter } : {})}
    >
      {searchable ? (
        <AutocompleteInput
          {...common}
          optionText={optionText}
          filterToQuery={(q: string) => (q ? { [searchable.name]: q } : {})}
        />
      ) : (
        <SelectInput {...common} optionText={optionText} />
      )}
    </ReferenceInput>
  );
}

/** A relation's input with its « Choisir un autre … » button: shown once a record is chosen, it empties the
 * relation and the fields typed with it, so that another is picked or typed. */
function RelationWithAnother(props: { field: FieldView; model: ApiModel; owner?: ResourceModel; common: Common }) {
  const { field } = props;
  const value: unknown = useWatch({ name: field.name });
  const { setValue } = useFormContext();
  const another = field.another!;
  const empty = () => {
    for (const name of [field.name, ...(another.clears ?? [])]) setValue(name, null, { shouldDirty: true });
  };
  return (
    <div>
      <RelationInput {...props} />
      {value !== null && value !== undefined && value !== '' && !field.disabled && (
        <Button size="small" onClick={empty} sx={{ mt: -1, mb: 1 }}>
          {another.label}
        </Button>
      )}
    </div>
  );
}

/** Choices of an enum input: the reference list's selectable entries the view offers (a client profile may
 * narrow them, widgets/settings), plus the record's current (legacy) one. */
function useEnumChoices(field: FieldView): Choice[] {
  const record = useRecordContext();
  return enumChoices(field, record?.[field.name]);
}

function EnumInput({ field, common }: { field: FieldView; common: Common }) {
  const choices = useEnumChoices(field);
  if (field.widget === 'radio') return <RadioButtonGroupInput {...common} choices={choices} />;
  return <SelectInput {...common} choices={choices} emptyText={emptyLabel(field.choices)} />;
}

interface Common {
  source: string;
  label: string;
  validate: Validator[];
  helperText?: string;
  disabled?: boolean;
  fullWidth: boolean;
}

/** A JSON field's value as the text the user edits (an object stored by the server, or what they typed). */
const jsonText = (value: unknown): string =>
  value && typeof value === 'object' ? JSON.stringify(value, null, 2) : ((value as string | null | undefined) ?? '');

export function FieldInput({ field, model, owner }: { field: FieldView; model: ApiModel; owner?: ResourceModel }) {
  const common: Common = {
    source: field.name,
    label: field.label,
    validate: validators(field),
    disabled: field.disabled,
    fullWidth: true,
    ...(field.helperText ? { helperText: field.helperText } : {}),
  };
  const widget = field.widget;
  if (widget === 'hidden') return null;
  if (fileWidgetOf(field) === 'media') return <MediaInput {...common} />;
  if (widget === 'rating') return <RatingEdit {...common} />;
  if (field.kind === 'relation' && field.reference && field.another)
    return <RelationWithAnother field={field} model={model} owner={owner} common={common} />;
  if (field.kind === 'relation' && field.reference)
    return <RelationInput field={field} model={model} owner={owner} common={common} />;
  if (field.kind === 'enum') return <EnumInput field={field} common={common} />;
  if (field.kind === 'enumArray') {
    return widget === 'select' ? (
      <SelectArrayInput {...common} choices={realChoices(field.choices)} />
    ) : (
      <CheckboxGroupInput {...common} choices={realChoices(field.choices)} />
    );
  }
  if (field.writeOnly) return <PasswordInput {...common} autoComplete="new-password" />;
  // Dates and times: French MUI X pickers (typed JJ/MM/AAAA section by section, or picked), never the
  // browser's native widgets, which follow the browser's locale.
  if (field.format === 'date' || (!field.format && (widget ?? field.kind) === 'date'))
    return <DatePickerInput {...common} />;
  if (field.format) {
    const Format = formatInputs[field.format];
    return <Format {...common} />;
  }
  switch (widget ?? field.kind) {
    case 'boolean':
      return field.nullable ? <NullableBooleanInput {...common} /> : <BooleanInput {...common} />;
    case 'datetime':
      return <DateTimePickerInput {...common} />;
    case 'time':
      return <TimePickerInput {...common} />;
    case 'integer':
    case 'number':
      return <NumberInput {...common} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'array': // a list of records picked by name; a list of values or objects (a survey's questions) as JSON
      return field.reference ? (
        <RelationsInput field={field} model={model} owner={owner} common={common} />
      ) : (
        <TextInput {...common} multiline minRows={3} format={jsonText} />
      );
    case 'json':
      return <TextInput {...common} multiline minRows={3} format={jsonText} />;
    case 'text':
    case 'textarea':
      return <TextInput {...common} multiline minRows={field.kind === 'text' || widget === 'textarea' ? 3 : 1} />;
    default:
      return <TextInput {...common} />;
  }
}
