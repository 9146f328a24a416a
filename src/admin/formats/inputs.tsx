// Inputs for the formats: the user types freely (spaces, dots, D/M/YYYY), the form stores the normalised
// value (digits without spaces, ISO date, number), the text is re-grouped on blur, and a bad value gets the
// French error of the shared validator.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { formats, formatValidator, type FormatName } from './formats.ts';

export interface FormatInputProps extends Omit<InputProps, 'format' | 'parse'> {
  fullWidth?: boolean;
  className?: string;
}

function makeInput(name: FormatName) {
  const spec = formats[name];
  const check = formatValidator(name);
  function FormatInput({
    validate,
    label,
    helperText,
    fullWidth,
    className,
    disabled,
    readOnly,
    ...rest
  }: FormatInputProps) {
    const validators: Validator[] = [...(Array.isArray(validate) ? validate : validate ? [validate] : []), check];
    const { field, fieldState, id, isRequired } = useInput({
      ...rest,
      validate: validators,
      format: (v: unknown) => v,
      parse: (v: unknown) => v,
    });
    // While the user edits, their own text is shown; otherwise the stored value, grouped.
    const [editing, setEditing] = useState<string | null>(null);
    const invalid = fieldState.invalid;
    return (
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        className={className}
        fullWidth={fullWidth}
        disabled={disabled}
        value={editing ?? spec.show(field.value)}
        onChange={(event) => {
          setEditing(event.target.value);
          field.onChange(spec.read(event.target.value));
        }}
        onBlur={() => {
          setEditing(null);
          field.onBlur();
        }}
        placeholder={spec.placeholder}
        label={
          label !== '' && label !== false ? (
            <FieldTitle label={label} source={rest.source} resource={rest.resource} isRequired={isRequired} />
          ) : null
        }
        error={invalid}
        helperText={
          helperText !== false || invalid ? (
            <InputHelperText error={fieldState.error?.message} helperText={helperText} />
          ) : null
        }
        slotProps={{ htmlInput: { inputMode: spec.inputMode, readOnly, 'data-format': name } }}
      />
    );
  }
  FormatInput.displayName = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
  return FormatInput;
}

export const DateFrInput = makeInput('date');
export const MoneyInput = makeInput('money');
export const PhoneInput = makeInput('phone');
export const SirenInput = makeInput('siren');
export const SiretInput = makeInput('siret');
export const NirInput = makeInput('nir');

/** The input of each format, for the forms that pick it from data (as fields.tsx's formatFields for the cells). */
export const formatInputs = {
  date: DateFrInput,
  money: MoneyInput,
  phone: PhoneInput,
  siren: SirenInput,
  siret: SiretInput,
  nir: NirInput,
} satisfies Record<FormatName, unknown>;
