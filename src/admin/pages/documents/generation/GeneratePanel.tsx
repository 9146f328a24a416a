// « Générer un document »: a model, the format and the trainees (those selected on the trainee list arrive by
// `?etudiants=`), then the job's progress (LinearProgress with done / total, polled), and at the end the ZIP and
// each trainee's link to their documents, with what failed named.
import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  LinearProgress,
  Link,
  List,
  ListItem,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { fetchBlob, apiUrl } from '../../../widgets/files/api.ts';
import { saveBlob } from '../../../http/saveBlob.ts';
import { documentsFr } from '../../../i18n/documents.ts';
import { fill } from '../../../i18n/fill.ts';
import { percentDone } from '../../../../shared/documents/generation.ts';
import { idFromIri } from '../../../../shared/iri.ts';
import { readJob, searchTrainees, startGeneration, traineeName, type Job, type Model, type Trainee } from './api.ts';

const t = documentsFr.generation;

export function GeneratePanel({
  models,
  model,
  onModel,
  initial,
}: {
  models: Model[];
  model: string;
  onModel(iri: string): void;
  initial: Trainee[];
}) {
  const notify = useNotify();
  const [format, setFormat] = useState<'pdf' | 'docx'>('pdf');
  const [trainees, setTrainees] = useState<Trainee[]>(initial);
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<Trainee[]>([]);
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => setTrainees(initial), [initial]);
  useEffect(() => {
    const timer = setTimeout(() => {
      searchTrainees(search)
        .then(setChoices)
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    const chosen = models.find((m) => m['@id'] === model);
    if (chosen && (chosen.format === 'pdf' || chosen.format === 'docx')) setFormat(chosen.format);
  }, [model, models]);

  // Polls the running job every half second; the end says how it went.
  const running = job?.status === 'running' ? job['@id'] : null;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      readJob(running)
        .then((next) => {
          setJob(next);
          if (next.status !== 'done') return;
          const count = next.documents.length;
          if (next.errors.length === 0) notify(fill(t.done, { count }), { type: 'success' });
          else notify(fill(t.doneWithErrors, { count, errors: next.errors.length }), { type: 'warning' });
        })
        .catch((e: Error) => setError(fill(t.pollFailed, { message: e.message })));
    }, 500);
    return () => clearInterval(timer);
  }, [running, notify]);

  const start = async () => {
    setError(null);
    if (!model) return setError(t.chooseModel);
    if (trainees.length === 0) return setError(t.chooseTrainees);
    setStarting(true);
    try {
      setJob(
        await startGeneration(
          model,
          trainees.map((x) => x['@id']),
          format,
        ),
      );
      notify(fill(t.started, { count: trainees.length }), { type: 'info' });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const downloadZip = async () => {
    if (!job?.archive) return;
    try {
      saveBlob(await fetchBlob(apiUrl(job.archive)), 'documents.zip');
    } catch (e) {
      notify((e as Error).message || t.zipFailed, { type: 'error' });
    }
  };

  const usable = models.filter((m) => m.file);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="generate-title">
      <Typography id="generate-title" component="h2" variant="h6" gutterBottom>
        {t.panelTitle}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <FormControl size="small">
          <InputLabel id="generate-model">{t.model}</InputLabel>
          <Select
            labelId="generate-model"
            label={t.model}
            value={usable.some((m) => m['@id'] === model) ? model : ''}
            onChange={(e) => onModel(String(e.target.value))}
          >
            {usable.map((m) => (
              <MenuItem key={m['@id']} value={m['@id']}>
                {m.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormLabel id="generate-format">{t.format}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="generate-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as 'pdf' | 'docx')}
          >
            <FormControlLabel value="pdf" control={<Radio />} label={t.pdf} />
            <FormControlLabel value="docx" control={<Radio />} label={t.docx} />
          </RadioGroup>
          <Typography variant="caption" color="text.secondary">
            {t.formatHelp}
          </Typography>
        </FormControl>
        <Autocomplete
          multiple
          options={choices}
          value={trainees}
          filterOptions={(x) => x}
          onChange={(_e, v) => setTrainees(v)}
          onInputChange={(_e, v, reason) => {
            if (reason === 'input') setSearch(v);
          }}
          getOptionLabel={traineeName}
          isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
          renderInput={(params) => (
            <TextField {...params} label={t.trainees} helperText={t.traineesHelp} size="small" />
          )}
        />
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={starting || job?.status === 'running'}>
            {t.start}
          </Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {job && <Progress job={job} onZip={() => void downloadZip()} />}
      </Stack>
    </Paper>
  );
}

function Progress({ job, onZip }: { job: Job; onZip(): void }) {
  const count = fill(t.progress, { done: job.done, total: job.total });
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {job.status === 'running' ? `${t.running} ${count}` : count}
      </Typography>
      <LinearProgress variant="determinate" value={percentDone(job.done, job.total)} aria-label={count} />
      {job.status === 'done' && (
        <Box sx={{ mt: 2 }}>
          {job.archive && (
            <Button variant="outlined" onClick={onZip}>
              {t.zip}
            </Button>
          )}
          {job.documents.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
                {t.results}
              </Typography>
              <List dense aria-label={t.results}>
                {job.documents.map((d) => (
                  <ListItem key={d.contentUrl} disableGutters>
                    <Link
                      component={RouterLink}
                      to={`/stagiaires/${idFromIri('etudiants', d.etudiant)}?onglet=documents`}
                    >
                      {d.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      {d.fileName}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {job.notice && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {job.notice}
            </Alert>
          )}
          {job.errors.length > 0 && (
            <Alert severity="error" sx={{ mt: 1 }}>
              <strong>{t.failures}</strong>
              <List dense>
                {job.errors.map((e, i) => (
                  <ListItem key={`${e.etudiant}-${i}`} disableGutters>
                    {e.name ? `${e.name} : ${e.message}` : e.message}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
