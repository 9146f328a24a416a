// One score cell of the grid: shows 0–3 or nothing; the grid handles its keys (type 0–3, arrows move).
import { forwardRef, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';

/** Light backgrounds per score, dark text on each stays readable (contrast above 4.5:1). */
const TINT = ['#ffebee', '#fff3e0', '#e3f2fd', '#e8f5e9'];

export interface ScoreCellProps {
  value: number | null;
  label: string;
  disabled?: boolean;
  onKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
}

export const ScoreCell = forwardRef<HTMLInputElement, ScoreCellProps>(function ScoreCell(
  { value, label, disabled, onKey, onFocus },
  ref,
) {
  return (
    <Box
      component="input"
      ref={ref}
      aria-label={label}
      value={value ?? ''}
      readOnly
      disabled={disabled}
      inputMode="numeric"
      onKeyDown={onKey}
      onFocus={onFocus}
      sx={{
        width: 44,
        height: 32,
        textAlign: 'center',
        font: 'inherit',
        fontWeight: 600,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: value === null ? 'background.paper' : TINT[value],
        color: 'text.primary',
        '&:focus': { outline: '2px solid', outlineColor: 'primary.main' },
        '&:disabled': { bgcolor: 'action.disabledBackground' },
      }}
    />
  );
});
