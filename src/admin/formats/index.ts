// React-admin fields and inputs for the French formats, and a lookup by format name for the generic views
// (a resource file's widget or a schema property can name the format).
export { DateFrField, formatFields, MoneyField, NirField, PhoneField, SirenField, SiretField } from './fields.tsx';
export { DateFrInput, formatInputs, MoneyInput, NirInput, PhoneInput, SirenInput, SiretInput } from './inputs.tsx';
export { formats, formatValidator, isFormatName, type FormatName, type FormatSpec } from './formats.ts';
export type { FormatFieldProps } from './fields.tsx';
export type { FormatInputProps } from './inputs.tsx';
