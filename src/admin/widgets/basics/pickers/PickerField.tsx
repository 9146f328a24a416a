// A French date or time picker for the bespoke pages (planning, pointage, absences), outside react-admin's
// forms: a stored string in (`YYYY-MM-DD`, `HH:MM`), a stored string out, null while the typed date is not a
// real one (a caller keeping '' for « no date » may pass it back: it reads as null). The picker library loads on
// first use, as in the generic forms.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import { INVALID_PICK, pickOfStored, storedOfPick, type PickerKind } from './pickerValue.ts';

const FrenchPicker = lazy(() => import('./FrenchPicker.tsx'));

interface Props {
  kind: PickerKind;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
}

export function PickerField({
  kind,
  label,
  value: given,
  onChange,
  disabled,
  required,
  error,
  helperText,
  fullWidth,
}: Props) {
  const value = given || null;
  const [picked, setPicked] = useState<Dayjs | null>(() => pickOfStored(kind, value));
  const emitted = useRef<string | null>(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setPicked(pickOfStored(kind, value));
  }, [value, kind]);
  const change = (next: Dayjs | null) => {
    setPicked(next);
    const stored = storedOfPick(kind, next);
    emitted.current = stored === INVALID_PICK ? null : stored;
    onChange(emitted.current);
  };
  return (
    <Suspense fallback={<TextField label={label} disabled size="small" />}>
      <FrenchPicker
        kind={kind}
        label={label}
        value={picked}
        onChange={change}
        disabled={disabled}
        required={required}
        variant="outlined"
        error={error}
        helperText={helperText}
        fullWidth={fullWidth}
      />
    </Suspense>
  );
}
