// Results of a survey: sent and answered counts, a bar chart per scale or choice question (MUI X Charts, loaded
// with this page only), the free texts, and the CSV of the counts.
import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNotify } from 'react-admin';
import { apiGet } from '../../attendance/api.ts';
import { entrypoint } from '../../../config.ts';
import { downloadFile } from '../../../http/httpClient.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import type { Survey, SurveyResults } from './types.ts';

const t = postFormationFr.surveys;

export function ResultsDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const notify = useNotify();
  const [results, setResults] = useState<SurveyResults | null>(null);
  useEffect(() => {
    apiGet<SurveyResults>(`enquetes/${survey.id}/resultats`)
      .then(setResults)
      .catch(() => notify(postFormationFr.common.loadFailed, { type: 'error' }));
  }, [survey.id, notify]);

  const csv = async () => {
    try {
      await downloadFile(`${entrypoint}/enquetes/${survey.id}/resultats.csv`, `enquete-${survey.id}-resultats.csv`);
    } catch {
      notify(postFormationFr.common.loadFailed, { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="results-title">
      <DialogTitle id="results-title">{fill(t.resultsTitle, { name: survey.name })}</DialogTitle>
      <DialogContent>
        {results && (
          <Stack spacing={3}>
            <Typography role="status">
              {fill(t.rate, {
                answered: results.repondus,
                sent: results.envoyes,
                rate: String(results.taux_reponse).replace('.', ','),
              })}
            </Typography>
            {results.questions.map((q) => (
              <Box key={q.id} component="section" aria-label={q.label}>
                <Typography variant="subtitle1" component="h3">
                  {q.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fill(t.answered, { count: q.answered })}
                </Typography>
                {q.answered === 0 && <Typography variant="body2">{t.noAnswer}</Typography>}
                {q.kind !== 'text' && q.answered > 0 && (
                  <>
                    <BarChart
                      height={220}
                      layout="horizontal"
                      aria-label={fill(t.chartLabel, { label: q.label })}
                      yAxis={[{ scaleType: 'band', data: q.counts.map((c) => c.value), width: 140 }]}
                      // Answers are counted in whole numbers: ticks 0, 1, 2…, never 0.2.
                      xAxis={[{ tickMinStep: 1 }]}
                      series={[{ data: q.counts.map((c) => c.total), label: t.results }]}
                      hideLegend
                    />
                    <List dense>
                      {q.counts.map((c) => (
                        <ListItem key={c.value}>{`${c.value} : ${c.total}`}</ListItem>
                      ))}
                    </List>
                  </>
                )}
                {q.kind === 'text' && (
                  <List dense>
                    {q.texts.map((text, i) => (
                      <ListItem key={i}>{text}</ListItem>
                    ))}
                  </List>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void csv()}>{t.csv}</Button>
        <Button onClick={onClose}>{postFormationFr.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
