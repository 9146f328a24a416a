// The French date, date-time and time inputs of generic forms and list filters: react-admin's side (value,
// validation, label, error) here, the MUI X picker itself (FrenchPicker.tsx) loaded on first use, so the
// picker library stays out of the start bundle. While it loads, a disabled field with the label holds the place.
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { fr } from '../../../i18n/fr.ts';
import { INVALID_PICK, pickOfStored, storedOfPick, type PickerKind } from './pickerValue.ts';

export interface PickerInputProps extends Omit<InputProps, 'format' | 'parse'> {
  kind: PickerKind;
  fullWidth?: boolean;
  className?: string;
  alwaysOn?: boolean;
}

const FrenchPicker = lazy(() => import('./FrenchPicker.tsx'));

const invalidText: Record<PickerKind, string> = {
  date: fr.app.basics.invalidDate,
  datetime: fr.app.basics.invalidDateTime,
  time: fr.app.basics.invalidTime,
};

export function LazyPickerInput({
  kind,
  validate,
  label,
  helperText,
  fullWidth,
  className,
  disabled,
  readOnly,
  alwaysOn: _alwaysOn,
  ...rest
}: PickerInputProps) {
  const unfinished: Validator = (value: unknown) => (value === INVALID_PICK ? invalidText[kind] : undefined);
  const validators: Validator[] = [unfinished, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({
    ...rest,
    validate: validators,
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  // The picker keeps its half-typed sections only if it gets back the very value it emitted: the stored value
  // is read again only when something else changes it (a reset, a record loaded).
  const [picked, setPicked] = useState<Dayjs | null>(() => pickOfStored(kind, field.value));
  const emitted = useRef<unknown>(field.value);
  useEffect(() => {
    if (field.value === emitted.current) return;
    emitted.current = field.value;
    setPicked(pickOfStored(kind, field.value));
  }, [field.value, kind]);
  const onChange = (value: Dayjs | null) => {
    setPicked(value);
    const stored = storedOfPick(kind, value);
    emitted.current = stored;
    field.onChange(stored);
  };
  // A date left half typed (« 15/03/AAAA ») is published by the picker as no date at all: when the focus
  // leaves the field, its sections (the hidden input's text) tell, and the form names the error.
  const hidden = useRef<HTMLInputElement | null>(null);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Synchronous, so that a click on « Enregistrer » validates what the field shows.
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    const text = hidden.current?.value ?? '';
    if (text !== '' && /\p{L}/u.test(text) && field.value !== INVALID_PICK) {
      emitted.current = INVALID_PICK;
      field.onChange(INVALID_PICK);
    }
    field.onBlur();
  };
  const invalid = fieldState.invalid;
  const title =
    label !== '' && label !== false ? (
      <FieldTitle label={label} source={rest.source} resource={rest.resource} isRequired={isRequired} />
    ) : undefined;
  return (
    <Suspense
      fallback={<TextField label={title} disabled size="small" margin="dense" variant="filled" fullWidth={fullWidth} />}
    >
      <FrenchPicker
        kind={kind}
        value={picked}
        onChange={onChange}
        onBlur={onBlur}
        label={title}
        id={id}
        name={field.name}
        inputRef={(el: HTMLInputElement | null) => {
          hidden.current = el;
          field.ref(el);
        }}
        disabled={disabled}
        readOnly={readOnly}
        fullWidth={fullWidth}
        className={className}
        error={invalid}
        helperText={
          helperText !== false || invalid ? (
            <InputHelperText error={fieldState.error?.message} helperText={helperText} />
          ) : null
        }
      />
    </Suspense>
  );
}

export const DatePickerInput = (props: Omit<PickerInputProps, 'kind'>) => <LazyPickerInput {...props} kind="date" />;
export const DateTimePickerInput = (props: Omit<PickerInputProps, 'kind'>) => (
  <LazyPickerInput {...props} kind="datetime" />
);
export const TimePickerInput = (props: Omit<PickerInputProps, 'kind'>) => <LazyPickerInput {...props} kind="time" />;
