// The questions of a survey as form fields (scale, choice, text), with each question's error: the public form's
// (SurveyFormPage) and the trainee space's « Mes enquêtes ».
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import type { SurveyQuestion } from '../../../../shared/postformation/index.ts';

const t = postFormationFr.form;

export function SurveyQuestions({
  questions,
  echelle,
  answers,
  errors,
  onChange,
}: {
  questions: SurveyQuestion[];
  echelle: { id: number; label: string }[];
  answers: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (question: string, value: unknown) => void;
}) {
  const set = onChange;
  return (
    <>
      {questions.map((q, i) => (
        <FormControl key={q.id} component="fieldset" error={Boolean(errors[q.id])} fullWidth sx={{ mb: 3 }}>
          <FormLabel component="legend" sx={{ color: 'text.primary', mb: 1 }}>
            {`${i + 1}. ${q.label}`}
            {q.required === false ? ` (${t.optional})` : ' *'}
          </FormLabel>
          {q.kind === 'scale' && (
            <RadioGroup value={answers[q.id] ?? ''} onChange={(e) => set(q.id, Number(e.target.value))}>
              {echelle.map((s) => (
                <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={s.label} />
              ))}
            </RadioGroup>
          )}
          {q.kind === 'choice' && (
            <RadioGroup value={answers[q.id] ?? ''} onChange={(e) => set(q.id, e.target.value)}>
              {(q.choices ?? []).map((c) => (
                <FormControlLabel key={c} value={c} control={<Radio />} label={c} />
              ))}
            </RadioGroup>
          )}
          {q.kind === 'text' && (
            <TextField
              multiline
              minRows={3}
              value={answers[q.id] ?? ''}
              onChange={(e) => set(q.id, e.target.value)}
              slotProps={{ htmlInput: { 'aria-label': q.label, maxLength: 4000 } }}
              placeholder={t.yourAnswer}
            />
          )}
          {errors[q.id] && <FormHelperText>{errors[q.id]}</FormHelperText>}
        </FormControl>
      ))}
    </>
  );
}
