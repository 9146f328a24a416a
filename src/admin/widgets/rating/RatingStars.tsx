// The rating widget (resource file `"widget": "rating"`): an integer 1 to 5 shown and picked as MUI Rating
// stars. Loaded lazily (lazy.tsx), never in the start bundle. The input keeps react-admin's validation (the
// schema's bounds) and clears to null when the chosen star is clicked again.
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldTitle, InputHelperText, useInput, useRecordContext, type InputProps } from 'react-admin';
import { fill } from '../../i18n/fill.ts';
import { fr } from '../../i18n/fr.ts';

const texts = fr.app.rating;
export const starsText = (value: number) => (value > 1 ? fill(texts.stars, { n: value }) : texts.star);

/** A stored value as a number of stars (null when empty or not a number). */
export function starsOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

export function RatingField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = starsOf(record?.[source]);
  if (value === null)
    return (
      <Typography component="span" variant="body2">
        {texts.none}
      </Typography>
    );
  return <Rating value={value} readOnly size="small" max={5} aria-label={starsText(value)} getLabelText={starsText} />;
}

export function RatingInput({
  label,
  helperText,
  disabled,
  fullWidth: _fullWidth,
  ...rest
}: InputProps & { fullWidth?: boolean }) {
  const { field, fieldState, id, isRequired } = useInput({ ...rest, disabled });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography component="legend" variant="body2" color="text.secondary" id={`${id}-label`}>
        <FieldTitle label={label} source={rest.source} isRequired={isRequired} />
      </Typography>
      <Rating
        name={field.name}
        aria-labelledby={`${id}-label`}
        value={starsOf(field.value)}
        max={5}
        disabled={disabled}
        getLabelText={starsText}
        emptyLabelText={texts.none}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
      />
      <InputHelperText error={error} helperText={helperText} />
    </Stack>
  );
}
