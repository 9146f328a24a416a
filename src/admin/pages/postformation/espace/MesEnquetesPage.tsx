// « Mes enquêtes »: the surveys sent to the trainee, to answer or answered; « Répondre » opens the survey's
// questions (the public form's fields) and sends its own answer (POST /api/moi/enquetes/{id}, once).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { apiGet, apiSend } from '../../../http/api.ts';
import { SurveyQuestions } from '../form/SurveyQuestions.tsx';
import { answerProblems, type SurveyQuestion } from '../../../../shared/postformation/index.ts';
import { formatDateFr } from '../../../../shared/format/index.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = postFormationFr.mine;
const f = postFormationFr.form;
type Statut = 'a_repondre' | 'repondue' | 'close';
interface Enquete {
  id: number;
  name: string;
  statut: Statut;
  envoyee_le: string | null;
  repondue_le: string | null;
  introduction: string | null;
  questions: SurveyQuestion[];
}
interface Answer {
  echelle: { id: number; label: string }[];
  enquetes: Enquete[];
}
const CHIP: Record<Statut, { label: string; color: 'warning' | 'success' | 'default' }> = {
  a_repondre: { label: t.toAnswer, color: 'warning' },
  repondue: { label: t.answered, color: 'success' },
  close: { label: t.closed, color: 'default' },
};

function AnswerForm({
  enquete,
  echelle,
  onDone,
  onCancel,
}: {
  enquete: Enquete;
  echelle: Answer['echelle'];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = answerProblems(enquete.questions, answers);
    if (problems.length > 0) return setErrors(Object.fromEntries(problems.map((p) => [p.id, f.required])));
    try {
      await apiSend('POST', `moi/enquetes/${enquete.id}`, { reponses: answers });
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 1.5 }} aria-label={enquete.name}>
      {enquete.introduction && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {enquete.introduction}
        </Typography>
      )}
      <SurveyQuestions
        questions={enquete.questions}
        echelle={echelle}
        answers={answers}
        errors={errors}
        onChange={(q, v) => {
          setAnswers((a) => ({ ...a, [q]: v }));
          setErrors((x) => ({ ...x, [q]: '' }));
        }}
      />
      {Object.values(errors).some(Boolean) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {f.missing}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button type="submit" variant="contained" sx={{ flex: 1 }}>
          {f.submit}
        </Button>
      </Stack>
    </Box>
  );
}

export default function MesEnquetesPage() {
  const [data, setData] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [thanks, setThanks] = useState(false);
  const load = useCallback(() => {
    apiGet<Answer>('moi/enquetes').then(setData, (e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {thanks && (
        <Alert severity="success" role="status">
          {f.thanks}
        </Alert>
      )}
      {!data && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {data?.enquetes.length === 0 && <Typography>{t.none}</Typography>}
      <Stack component="ul" spacing={1} aria-label={t.list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.enquetes.map((e) => (
          <Card component="li" key={e.id} variant="outlined" aria-label={e.name}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{e.name}</Typography>
                  <Typography variant="body2">
                    {e.repondue_le
                      ? fill(t.answeredOn, { date: formatDateFr(e.repondue_le) })
                      : e.envoyee_le
                        ? fill(t.sentOn, { date: formatDateFr(e.envoyee_le) })
                        : ''}
                  </Typography>
                </div>
                <Chip label={CHIP[e.statut].label} color={CHIP[e.statut].color} />
              </Stack>
              {e.statut === 'a_repondre' && open !== e.id && (
                <Button sx={{ mt: 1 }} variant="outlined" fullWidth onClick={() => (setThanks(false), setOpen(e.id))}>
                  {t.answer}
                </Button>
              )}
              {open === e.id && data && (
                <AnswerForm
                  enquete={e}
                  echelle={data.echelle}
                  onCancel={() => setOpen(null)}
                  onDone={() => (setOpen(null), setThanks(true), load())}
                />
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
