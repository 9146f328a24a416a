// A list the form view reorders: each row its own editor (a label, a switch) and up / down / remove buttons,
// then a picker adding one of the items not listed yet.
import type { ReactNode } from 'react';
import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { move } from './resourceDraft.ts';

interface Props<T> {
  items: readonly T[];
  /** The row's editor, and the name its buttons say (« Monter la colonne « Nom » »). */
  row: (item: T, index: number) => { key: string; label: string; editor: ReactNode };
  labels: {
    up: (label: string) => string;
    down: (label: string) => string;
    remove: (label: string) => string;
    add: string;
  };
  addable: ReadonlyArray<{ value: string; label: string }>;
  onChange: (items: T[]) => void;
  onAdd: (value: string) => void;
}

export function OrderedRows<T>({ items, row, labels, addable, onChange, onAdd }: Props<T>) {
  return (
    <Stack spacing={1}>
      {items.map((item, i) => {
        const { key, label, editor } = row(item, i);
        return (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {editor}
            <IconButton
              aria-label={labels.up(label)}
              disabled={i === 0}
              onClick={() => onChange(move(items, i, i - 1))}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={labels.down(label)}
              disabled={i === items.length - 1}
              onClick={() => onChange(move(items, i, i + 1))}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={labels.remove(label)} onClick={() => onChange(items.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <TextField
        select
        size="small"
        label={labels.add}
        value=""
        onChange={(e) => onAdd(e.target.value)}
        sx={{ maxWidth: 360 }}
      >
        {addable.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
