// An MUI X picker in French (dayjs 'fr', frFR texts, weeks from Monday, JJ/MM/AAAA): a field typed section
// by section (day, month, year, hours, minutes) and a calendar or clock to pick from. Its own chunk, loaded
// by LazyPickerInput.tsx: it imports only the picker library, so the start bundle keeps its shape.
import type { FocusEvent, ReactNode, Ref } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { frFR } from '@mui/x-date-pickers/locales';
import type { PickerKind } from './pickerValue.ts';

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export interface FrenchPickerProps {
  kind: PickerKind;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  className?: string;
  required?: boolean;
  /** react-admin's forms are filled; the bespoke dialogs are outlined. */
  variant?: 'filled' | 'outlined';
}

export default function FrenchPicker({
  kind,
  value,
  onChange,
  onBlur,
  label,
  helperText,
  error,
  id,
  name,
  inputRef,
  disabled,
  readOnly,
  fullWidth,
  className,
  required,
  variant = 'filled',
}: FrenchPickerProps) {
  const Picker = kind === 'date' ? DatePicker : kind === 'time' ? TimePicker : DateTimePicker;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={localeText}>
      <Picker
        value={value}
        onChange={onChange}
        disabled={disabled}
        readOnly={readOnly}
        inputRef={inputRef}
        className={className}
        label={label}
        slotProps={{
          textField: {
            id,
            name,
            onBlur,
            error,
            fullWidth,
            required,
            variant,
            margin: variant === 'filled' ? 'dense' : 'none',
            size: 'small',
            helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
