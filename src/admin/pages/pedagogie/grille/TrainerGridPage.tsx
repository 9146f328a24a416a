// The trainer's evaluation grid (trainer space, from « Mes séances »): the group of one of its sessions evaluated on
// a sequence of the session's antenne, one learner at a time so that it fits a phone: a 0–3 score per skill (buttons),
// the units computed live by the shared rule, absent and comment. Saved in one call
// (POST /api/formateur/seances/{id}/grille, the staff grid's transaction); what was saved that day is read back.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { gridUnitScores } from '../../../../shared/pedagogie/grid.ts';
import { apiGet, apiSend, errorText, type Option } from '../api.ts';
import { gridLines, type SequenceNode } from './gridModel.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import { parisToday } from '../../../../shared/format/dates.ts';

const t = pedagogieFr.grille;
const tt = pedagogieFr.trainerGrid;
interface Column {
  scores: Record<number, number | null>;
  absent: boolean;
  commentaire: string;
}
interface Saved {
  etudiant: string;
  absent: boolean;
  commentaire: string;
  scores: Record<string, number | null>;
}
interface Grid {
  seance: { title: string; dt_start: string; group: string | null };
  date: string;
  sequences: Option[];
  etudiants: { '@id': string; name: string }[];
  nodes: SequenceNode[];
  saved: Saved[];
}
const blank = (): Column => ({ scores: {}, absent: false, commentaire: '' });
const entered = (c: Column | undefined) =>
  !!c && (c.absent || c.commentaire.trim() !== '' || Object.values(c.scores).some((v) => v !== null));

export default function TrainerGridPage() {
  const { id } = useParams();
  const notify = useNotify();
  const [sequence, setSequence] = useState('');
  const [date, setDate] = useState(() => parisToday());
  const [grid, setGrid] = useState<Grid | null>(null);
  const [learner, setLearner] = useState('');
  const [cols, setCols] = useState<Record<string, Column>>({});
  const fail = useCallback(
    (e: unknown) => notify(errorText(e, pedagogieFr.common.fetchFailed), { type: 'error' }),
    [notify],
  );

  useEffect(() => {
    const query: Record<string, string> = { date };
    if (sequence) query.sequence = sequence;
    apiGet<Grid>(`formateur/seances/${id ?? ''}/grille`, query)
      .then((g) => {
        setGrid(g);
        setLearner((current) =>
          g.etudiants.some((e) => e['@id'] === current) ? current : (g.etudiants[0]?.['@id'] ?? ''),
        );
        setCols(
          Object.fromEntries(
            g.etudiants.map((e) => {
              const s = g.saved.find((x) => x.etudiant === e['@id']);
              return [
                e['@id'],
                s
                  ? {
                      absent: s.absent,
                      commentaire: s.commentaire,
                      scores: Object.fromEntries(Object.entries(s.scores).map(([k, v]) => [Number(k), v])),
                    }
                  : blank(),
              ];
            }),
          ),
        );
      })
      .catch(fail);
  }, [id, sequence, date, fail]);

  const { lines, units, skills } = useMemo(() => gridLines(grid?.nodes ?? []), [grid]);
  const col = cols[learner] ?? blank();
  const live = useMemo(() => gridUnitScores(units, skills, col.absent ? {} : col.scores), [units, skills, col]);
  const name = grid?.etudiants.find((e) => e['@id'] === learner)?.name ?? '';
  const setCol = (change: Partial<Column>) =>
    setCols((all) => ({ ...all, [learner]: { ...(all[learner] ?? blank()), ...change } }));

  const submit = async () => {
    const rows = (grid?.etudiants ?? [])
      .filter((e) => entered(cols[e['@id']]))
      .map((e) => {
        const c = cols[e['@id']]!;
        return { etudiant: e['@id'], absent: c.absent, commentaire: c.commentaire, scores: c.absent ? {} : c.scores };
      });
    if (rows.length === 0) return notify(t.nothingEntered, { type: 'warning' });
    try {
      const res = await apiSend<{ evaluations: unknown[] }>('POST', `formateur/seances/${id ?? ''}/grille`, {
        antenne_sequence: sequence,
        date_evaluation: date,
        rows,
      });
      notify(fill(t.saved, { count: res.evaluations.length }), { type: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {tt.title}
        </Typography>
        {grid && (
          <Typography variant="body2" color="text.secondary">
            {[grid.seance.title, grid.seance.group].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Box>
      <Button component={RouterLink} to="/formateur/seances" sx={{ alignSelf: 'flex-start' }}>
        {tt.back}
      </Button>
      {grid && grid.sequences.length === 0 && <Alert severity="info">{tt.noSequence}</Alert>}
      {grid && grid.etudiants.length === 0 && <Alert severity="info">{tt.noLearner}</Alert>}
      <TextField
        select
        label={t.sequence}
        size="small"
        value={grid?.sequences.some((s) => s['@id'] === sequence) ? sequence : ''}
        onChange={(e) => setSequence(e.target.value)}
      >
        {(grid?.sequences ?? []).map((s) => (
          <MenuItem key={s['@id']} value={s['@id']}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <PickerField kind="date" label={t.date} value={date} onChange={(v) => v && setDate(v)} />
      {!sequence && <Alert severity="info">{t.chooseSequence}</Alert>}
      {sequence && grid && grid.nodes.length > 0 && skills.length === 0 && (
        <Alert severity="warning">{t.noSkill}</Alert>
      )}
      {sequence && skills.length > 0 && grid && grid.etudiants.length > 0 && (
        <>
          <TextField
            select
            label={tt.learner}
            size="small"
            value={learner}
            onChange={(e) => setLearner(e.target.value)}
          >
            {grid.etudiants.map((e) => (
              <MenuItem key={e['@id']} value={e['@id']}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack spacing={1} component="section" aria-label={name}>
            {lines.map((line) => (
              <Box
                key={line.key}
                sx={{
                  pl: line.kind === 'UNIT' ? 0 : line.kind === 'SKILL' ? 1 : 2,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: line.kind === 'UNIT' ? 700 : 400 }}>
                  {line.label}
                  {line.kind === 'UNIT' && line.unit !== null && (
                    <Typography
                      component="output"
                      aria-label={fill(t.unitOf, { unit: line.label, trainee: name })}
                      sx={{ ml: 1, fontWeight: 700 }}
                    >
                      {live[line.unit] ?? 0}
                    </Typography>
                  )}
                </Typography>
                {line.kind === 'SKILL' && line.skill !== null && (
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    disabled={col.absent}
                    value={col.scores[line.skill] ?? null}
                    aria-label={fill(t.scoreOf, { trainee: name, skill: line.label })}
                    onChange={(_, v: number | null) => setCol({ scores: { ...col.scores, [line.skill!]: v } })}
                  >
                    {[0, 1, 2, 3].map((v) => (
                      <ToggleButton key={v} value={v} sx={{ minWidth: 44 }}>
                        {v}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                )}
              </Box>
            ))}
            <FormControlLabel
              control={<Checkbox checked={col.absent} onChange={(e) => setCol({ absent: e.target.checked })} />}
              label={fill(t.absentOf, { trainee: name })}
            />
            <TextField
              label={fill(t.commentOf, { trainee: name })}
              size="small"
              multiline
              minRows={2}
              value={col.commentaire}
              onChange={(e) => setCol({ commentaire: e.target.value })}
            />
          </Stack>
          <Button variant="contained" onClick={() => void submit()} sx={{ alignSelf: 'flex-start' }}>
            {t.submit}
          </Button>
        </>
      )}
    </Stack>
  );
}
