// « Mes enquêtes »: the surveys sent to the trainee, to answer or answered, on the spaces' card list; « Répondre »
// opens the survey's questions (the public form's fields) in its card and sends its own answer (POST
// /api/moi/enquetes/{id}, once), after which the list is read again.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { apiGet, apiSend } from '../../../http/api.ts';
import { SurveyQuestions } from '../form/SurveyQuestions.tsx';
import { answerProblems, type SurveyQuestion } from '../../../../shared/postformation/index.ts';
import { formatDateFr } from '../../../../shared/format/index.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { SpaceCardList } from '../../../spaces/SpaceCardList.tsx';

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
  const [echelle, setEchelle] = useState<Answer['echelle']>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [thanks, setThanks] = useState(false);
  const [version, setVersion] = useState(0);
  const load = () =>
    apiGet<Answer>('moi/enquetes').then((r) => {
      setEchelle(r.echelle);
      return r.enquetes;
    });
  return (
    <SpaceCardList
      load={load}
      reloadKey={version}
      label={t.list}
      empty={t.none}
      itemKey={(e) => e.id}
      title={(e) => e.name}
      header={
        thanks && (
          <Alert severity="success" role="status">
            {f.thanks}
          </Alert>
        )
      }
      body={(e) => (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            <Chip size="small" label={CHIP[e.statut].label} color={CHIP[e.statut].color} />
            <Typography variant="body2">
              {e.repondue_le
                ? fill(t.answeredOn, { date: formatDateFr(e.repondue_le) })
                : e.envoyee_le
                  ? fill(t.sentOn, { date: formatDateFr(e.envoyee_le) })
                  : ''}
            </Typography>
          </Stack>
          {e.statut === 'a_repondre' && open !== e.id && (
            <Button sx={{ mt: 1 }} variant="outlined" fullWidth onClick={() => (setThanks(false), setOpen(e.id))}>
              {t.answer}
            </Button>
          )}
          {open === e.id && (
            <AnswerForm
              enquete={e}
              echelle={echelle}
              onCancel={() => setOpen(null)}
              onDone={() => (setOpen(null), setThanks(true), setVersion((v) => v + 1))}
            />
          )}
        </>
      )}
    />
  );
}
