// Read-only fields for the formats: DD/MM/YYYY dates, euro amounts, phone pairs, SIREN, SIRET and NIR.
// Usable in lists (Datagrid reads `source`, `label`, `sortable`) and show layouts.
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { formats, type FormatName } from './formats.ts';
import { formatMoney } from '../../shared/format/index.ts';

export interface FormatFieldProps extends FieldProps {
  source: string;
  /** Shown when the value is empty (a translation key or French text). */
  emptyText?: string;
}

function makeField(name: FormatName, show: (value: unknown) => string = formats[name].show) {
  function FormatField({ source, record, emptyText, className }: FormatFieldProps) {
    const value = useFieldValue({ source, record });
    const translate = useTranslate();
    const text = show(value);
    return (
      <Typography component="span" variant="body2" className={className} data-format={name}>
        {text !== '' ? text : emptyText ? translate(emptyText, { _: emptyText }) : ''}
      </Typography>
    );
  }
  FormatField.displayName = `${name[0]!.toUpperCase()}${name.slice(1)}Field`;
  return FormatField;
}

export const DateFrField = makeField('date');
/** Amount with the euro sign ("1 234,50 €"). */
export const MoneyField = makeField('money', (value) => formatMoney(value as number | string | null));
export const PhoneField = makeField('phone');
export const SirenField = makeField('siren');
export const SiretField = makeField('siret');
export const NirField = makeField('nir');

/** The field of each format, for views that pick it from data (the lists' cells: without the inputs' module). */
export const formatFields = {
  date: DateFrField,
  money: MoneyField,
  phone: PhoneField,
  siren: SirenField,
  siret: SiretField,
  nir: NirField,
} satisfies Record<FormatName, unknown>;
