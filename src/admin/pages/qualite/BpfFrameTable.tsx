// One frame of the BPF as the form lays it out: its letter and title, a row per line (code, label, figures).
// A figure with records behind it is a button opening them; an editable line takes a value typed by hand;
// a line neither counted nor typed says « à compléter ».
import { Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import { formatNumberFr } from '../../../shared/format/numbers.ts';
import type { BpfColumn } from '../../../shared/qualite/bpf.ts';
import type { BpfFrame, BpfLine } from '../../../shared/qualite/bpfFrames.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const t = qualiteFr.bpf;

export interface Opened {
  code: string;
  label: string;
}

interface Props {
  frame: BpfFrame;
  manual: Record<string, string>;
  onManual: (code: string, value: string) => void;
  onOpen: (o: Opened) => void;
}

function Value({ line, column, onOpen }: { line: BpfLine; column: BpfColumn; onOpen: Props['onOpen'] }) {
  const raw = line[column];
  if (raw === null) return <Chip size="small" color="warning" label={t.aCompleter} />;
  const shown = typeof raw === 'number' ? formatNumberFr(raw) : raw;
  if (line.recordCount === 0 || column === 'texte') return <>{shown}</>;
  return (
    <Button
      size="small"
      aria-label={fill(t.open, { code: line.code, column: t.columns[column] })}
      onClick={() => onOpen({ code: line.code, label: line.label })}
    >
      {shown}
    </Button>
  );
}

export function BpfFrameTable({ frame, manual, onManual, onOpen }: Props) {
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
        {fill(t.frame, { letter: frame.letter, title: frame.title })}
      </Typography>
      {frame.lines.length === 0 ? (
        <Typography variant="body2" sx={{ p: 1.5 }}>
          {t.none}
        </Typography>
      ) : (
        <DataTable
          label={fill(t.frame, { letter: frame.letter, title: frame.title })}
          rows={frame.lines}
          rowKey={(l) => l.code}
          columns={[
            { key: 'code', label: t.line, sx: { fontWeight: 600 } },
            { key: 'label', label: t.label },
            ...frame.columns.map((c) => ({
              key: c,
              label: t.columns[c],
              align: 'right' as const,
              render: (l: (typeof frame.lines)[number]) =>
                l.editable ? (
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
                    {!l.manuel && l[c] !== null && !manual[l.code] && <Value line={l} column={c} onOpen={onOpen} />}
                    <TextField
                      size="small"
                      label={fill(t.input, { code: l.code, label: l.label })}
                      value={manual[l.code] ?? ''}
                      placeholder={l.aCompleter ? t.aCompleter : ''}
                      onChange={(e) => onManual(l.code, e.target.value)}
                      slotProps={{ htmlInput: { inputMode: l.editable === 'montant' ? 'decimal' : 'text' } }}
                      sx={{ width: 200 }}
                    />
                  </Box>
                ) : (
                  <Value line={l} column={c} onOpen={onOpen} />
                ),
            })),
          ]}
        />
      )}
    </Paper>
  );
}
