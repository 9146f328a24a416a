// Public page /survey/form/{id}: a former trainee answers a survey from the personal link of their mail, without
// signing in, on a phone as well as a computer. One answer per link: a used or unknown link says so in French.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { entrypoint } from '../../../config.ts';
import { fetchJson } from '../../../http/httpClient.ts';
import { fr } from '../../../i18n/fr.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { answerProblems, type SurveyQuestion } from '../../../../shared/postformation/index.ts';
import { SurveyQuestions } from './SurveyQuestions.tsx';

const t = postFormationFr.form;
interface Form {
  name: string;
  introduction: string | null;
  questions: SurveyQuestion[];
  echelle: { id: number; label: string }[];
}
type Phase = 'loading' | 'open' | 'done' | 'used' | 'unknown' | 'error';
const phaseOf = (status: unknown): Phase => (status === 404 ? 'unknown' : status === 409 ? 'used' : 'error');

export default function SurveyFormPage() {
  const { id = '' } = useParams();
  const [form, setForm] = useState<Form | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const url = `${entrypoint}/survey_forms/${encodeURIComponent(id)}`;

  useEffect(() => {
    fetchJson(url, { headers: { Accept: 'application/json' } }, false)
      .then((r) => {
        setForm(r.json as Form);
        setPhase('open');
      })
      .catch((e: { status?: number }) => setPhase(phaseOf(e.status)));
  }, [url]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const problems = answerProblems(form.questions, answers);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.id, t.required])));
      return;
    }
    try {
      await fetchJson(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ reponses: answers }),
        },
        false,
      );
      setPhase('done');
    } catch (e) {
      const err = e as { status?: number; body?: { errors?: Record<string, string> } };
      if (err.status === 422) {
        setErrors(
          Object.fromEntries(
            Object.entries(err.body?.errors ?? {})
              .filter(([k]) => k.startsWith('reponses.'))
              .map(([k, v]) => [k.slice(9), v]),
          ),
        );
      } else setPhase(phaseOf(err.status));
    }
  };

  const set = (q: string, v: unknown) => {
    setAnswers((a) => ({ ...a, [q]: v }));
    setErrors((x) => ({ ...x, [q]: '' }));
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { sm: 'flex-start' },
        p: { xs: 1, sm: 3 },
        background: 'linear-gradient(135deg, #e8f1f5 0%, #f3eef5 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 680, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {fr.app.product}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ my: 2 }}>
            {form?.name ?? t.title}
          </Typography>
          {phase === 'loading' && <CircularProgress aria-label={t.loading} />}
          {phase === 'done' && (
            <Alert severity="success" role="status">
              {t.thanks}
            </Alert>
          )}
          {phase === 'used' && (
            <Alert severity="info" role="alert">
              {t.used}
            </Alert>
          )}
          {phase === 'unknown' && (
            <Alert severity="warning" role="alert">
              {t.unknown}
            </Alert>
          )}
          {phase === 'error' && (
            <Alert severity="error" role="alert">
              {t.error}
            </Alert>
          )}
          {phase === 'open' && form && (
            <Box component="form" onSubmit={submit} noValidate>
              {form.introduction && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {form.introduction}
                </Typography>
              )}
              <SurveyQuestions
                questions={form.questions}
                echelle={form.echelle}
                answers={answers}
                errors={errors}
                onChange={set}
              />
              {Object.values(errors).some(Boolean) && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {t.missing}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth size="large">
                {t.submit}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
