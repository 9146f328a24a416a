// The evaluation in the company filled by the tutor: each criterion of the grid scored 1 to 4, a date, a comment
// (the server checks the grid and that the contract runs that day).
import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiSend } from '../../../http/api.ts';
import { CRITERIA, SCORES } from '../../../../shared/alternance/evaluation.ts';
import { formatDateFr, parisToday } from '../../../../shared/format/dates.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';

const t = alternanceFr.evaluation;

export function EvaluationForm({
  apprentiId,
  done,
  onSaved,
}: {
  apprentiId: number;
  done: { date_evaluation: string; moyenne: number | null }[];
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [date, setDate] = useState(parisToday());
  const [scores, setScores] = useState<Record<string, number | ''>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await apiSend('POST', `tuteur/apprentis/${apprentiId}/evaluations`, {
        date_evaluation: date,
        criteres: scores,
        commentaire: comment || null,
      });
      notify(t.saved, { type: 'success' });
      setScores({});
      setComment('');
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label={t.title}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {done.length > 0 && (
        <Typography variant="body2">
          {fill(t.last, {
            list: done.map((d) => `${formatDateFr(d.date_evaluation)} (${d.moyenne ?? '–'}/4)`).join(', '),
          })}
        </Typography>
      )}
      <PickerField kind="date" label={t.date} value={date} onChange={(v) => setDate(v ?? '')} />
      {CRITERIA.map((c) => (
        <TextField
          key={c.id}
          select
          label={c.label}
          value={scores[c.id] ?? ''}
          size="small"
          onChange={(e) => setScores((s) => ({ ...s, [c.id]: Number(e.target.value) }))}
        >
          {SCORES.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        label={t.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        size="small"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t.submit}
      </Button>
    </Stack>
  );
}
