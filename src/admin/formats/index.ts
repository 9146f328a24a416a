// React-admin fields and inputs for the French formats, and a lookup by format name for the generic views
// (a resource file's widget or a schema property can name the format).
import { DateFrField, MoneyField, NirField, PhoneField, SirenField, SiretField } from './fields.tsx';
import { DateFrInput, MoneyInput, NirInput, PhoneInput, SirenInput, SiretInput } from './inputs.tsx';
import type { FormatName } from './formats.ts';

export { DateFrField, MoneyField, NirField, PhoneField, SirenField, SiretField };
export { DateFrInput, MoneyInput, NirInput, PhoneInput, SirenInput, SiretInput };
export { formats, formatValidator, isFormatName, type FormatName, type FormatSpec } from './formats.ts';
export type { FormatFieldProps } from './fields.tsx';
export type { FormatInputProps } from './inputs.tsx';

/** Field and input of each format, for views that pick components from data (the lists' cells take
 * fields.tsx's formatFields, which does not bring the inputs into the start bundle). */
export const formatComponents = {
  date: { Field: DateFrField, Input: DateFrInput },
  money: { Field: MoneyField, Input: MoneyInput },
  phone: { Field: PhoneField, Input: PhoneInput },
  siren: { Field: SirenField, Input: SirenInput },
  siret: { Field: SiretField, Input: SiretInput },
  nir: { Field: NirField, Input: NirInput },
} satisfies Record<FormatName, unknown>;
