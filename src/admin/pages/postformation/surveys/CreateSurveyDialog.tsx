// A new survey model: name, introduction and its questions (label, kind: scale 1-4, choice from a list, free
// text; optional or not). The server checks the whole model (schema enquetes) and its refusals show here.
import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { apiSend } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { DialogField, FormDialog } from '../../../widgets/kit/FormDialog.tsx';

const t = postFormationFr.surveys;
interface Draft {
  label: string;
  kind: 'scale' | 'choice' | 'text';
  choices: string;
  optional: boolean;
}
const blank = (): Draft => ({ label: '', kind: 'scale', choices: '', optional: false });

export function CreateSurveyDialog({
  categorie,
  onClose,
  onCreated,
}: {
  categorie: number;
  onClose: () => void;
  onCreated: () => void;
}) {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [introduction, setIntroduction] = useState('');
  const [questions, setQuestions] = useState<Draft[]>([blank()]);
  const change = (i: number, patch: Partial<Draft>) =>
    setQuestions((qs) => qs.map((q, k) => (k === i ? { ...q, ...patch } : q)));

  const save = async () => {
    await apiSend('POST', 'enquetes', {
      name,
      categorie,
      introduction: introduction || null,
      etat: 0,
      questions: questions.map((q, i) => ({
        id: `q${i + 1}`,
        label: q.label,
        kind: q.kind,
        required: !q.optional,
        ...(q.kind === 'choice'
          ? {
              choices: q.choices
                .split(',')
                .map((c) => c.trim())
                .filter(Boolean),
            }
          : {}),
      })),
    });
    notify(t.created, { type: 'success' });
    onCreated();
  };

  return (
    <FormDialog
      title={t.createTitle}
      titleId="create-survey-title"
      maxWidth="md"
      spacing={1.5}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={postFormationFr.common.cancel}
      submitLabel={postFormationFr.common.save}
    >
      <DialogField
        name="name"
        size="small"
        label={t.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <DialogField
        name="introduction"
        size="small"
        label={t.introduction}
        value={introduction}
        onChange={(e) => setIntroduction(e.target.value)}
        multiline
        minRows={2}
      />
      <Typography variant="subtitle1" component="h3">
        {t.questions}
      </Typography>
      {questions.map((q, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
          role="group"
          aria-label={fill(t.question, { n: i + 1 })}
        >
          <TextField
            size="small"
            label={fill(t.question, { n: i + 1 })}
            value={q.label}
            onChange={(e) => change(i, { label: e.target.value })}
            sx={{ flex: 2 }}
          />
          <TextField
            select
            size="small"
            label={t.kind}
            value={q.kind}
            onChange={(e) => change(i, { kind: e.target.value as Draft['kind'] })}
            sx={{ minWidth: 220 }}
          >
            {Object.entries(t.kinds).map(([k, v]) => (
              <MenuItem key={k} value={k}>
                {v}
              </MenuItem>
            ))}
          </TextField>
          {q.kind === 'choice' && (
            <TextField
              size="small"
              label={t.choices}
              value={q.choices}
              onChange={(e) => change(i, { choices: e.target.value })}
              sx={{ flex: 1 }}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={q.optional} onChange={(e) => change(i, { optional: e.target.checked })} />}
            label={t.optional}
          />
          <IconButton
            aria-label={fill(t.removeQuestion, { n: i + 1 })}
            disabled={questions.length === 1}
            onClick={() => setQuestions((qs) => qs.filter((_q, k) => k !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => setQuestions((qs) => [...qs, blank()])} sx={{ alignSelf: 'flex-start' }}>
        {t.addQuestion}
      </Button>
    </FormDialog>
  );
}
