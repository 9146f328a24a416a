// /post-formation/enquete-satisfaction, /questionnaire-insertion and the four other survey pages: the survey
// models of one kind, a new model with its questions, sending one to trainees, and its results.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, members, type HydraList } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { CreateSurveyDialog } from './CreateSurveyDialog.tsx';
import { SendDialog } from './SendDialog.tsx';
import { ResultsDialog } from './ResultsDialog.tsx';
import type { Survey } from './types.ts';

const t = postFormationFr.surveys;

export function SurveysPage({ categorie }: { categorie: number }) {
  const notify = useNotify();
  const may = useMayWrite();
  const [surveys, setSurveys] = useState<Survey[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [sending, setSending] = useState<Survey | null>(null);
  const [showing, setShowing] = useState<Survey | null>(null);

  const load = useCallback(async () => {
    try {
      setSurveys(
        members(
          await apiGet<HydraList<Survey>>('enquetes', {
            categorie: String(categorie),
            etat: '0',
            pagination: 'false',
            'order[name]': 'asc',
          }),
        ),
      );
    } catch {
      notify(postFormationFr.common.loadFailed, { type: 'error' });
    }
  }, [categorie, notify]);
  useEffect(() => void load(), [load]);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.titles[categorie]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {may('enquetes', 'create') && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setCreating(true)}>
          {t.create}
        </Button>
      )}
      {surveys && surveys.length === 0 && <Typography>{t.none}</Typography>}
      <Stack spacing={2}>
        {(surveys ?? []).map((s) => (
          <Card key={s.id} variant="outlined" component="section" aria-label={s.name}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {s.name}
              </Typography>
              {s.introduction && <Typography color="text.secondary">{s.introduction}</Typography>}
              <Typography variant="body2" sx={{ mt: 1 }}>
                {fill(t.questionCount, { count: s.questions.length })}
              </Typography>
            </CardContent>
            <CardActions>
              {may('enquete_envois', 'create') && (
                <Button onClick={() => setSending(s)} aria-label={fill(t.sendLabel, { name: s.name })}>
                  {t.send}
                </Button>
              )}
              <Button onClick={() => setShowing(s)} aria-label={fill(t.resultsLabel, { name: s.name })}>
                {t.results}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {creating && (
        <CreateSurveyDialog
          categorie={categorie}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void load();
          }}
        />
      )}
      {sending && <SendDialog survey={sending} onClose={() => setSending(null)} />}
      {showing && <ResultsDialog survey={showing} onClose={() => setShowing(null)} />}
    </Box>
  );
}
