// The tutor's company side of a period, on a phone: its dates, the tasks done against the referential's skills, an
// appreciation; saved, then signed with the same signature pad as the sheets (which closes the company side).
import { useState } from 'react';
import { Alert, Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { apiSend } from '../../../http/api.ts';
import { SignaturePad } from '../../attendance/emargement/SignaturePad.tsx';
import { alternanceFr } from '../../../i18n/alternance.ts';
import type { Activite, Competence, Periode } from './types.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';

const t = alternanceFr.livret;

export function PeriodeForm({
  apprentiId,
  periode,
  competences,
  onSaved,
}: {
  apprentiId: number;
  periode?: Periode;
  competences: Competence[];
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [titre, setTitre] = useState(periode?.titre ?? '');
  const [from, setFrom] = useState(periode?.date_debut ?? '');
  const [to, setTo] = useState(periode?.date_fin ?? '');
  const [tasks, setTasks] = useState<Activite[]>(
    periode?.activites.length ? periode.activites : [{ competence: null, competence_label: null, taches: '' }],
  );
  const [appreciation, setAppreciation] = useState(periode?.appreciation_tuteur ?? '');
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prefix = periode ? `periode-${periode.id}` : 'nouvelle';
  const setTask = (i: number, patch: Partial<Activite>) =>
    setTasks((all) => all.map((x, k) => (k === i ? { ...x, ...patch } : x)));

  const save = async () => {
    setError(null);
    const body = {
      titre: titre || null,
      date_debut: from,
      date_fin: to,
      appreciation_tuteur: appreciation || null,
      activites: tasks.filter((x) => x.taches.trim()),
    };
    try {
      await (periode
        ? apiSend('PATCH', `tuteur/livret/${periode.id}`, body)
        : apiSend('POST', `tuteur/apprentis/${apprentiId}/livret`, body));
      notify(t.saved, { type: 'success' });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const sign = async () => {
    setError(null);
    try {
      await apiSend('POST', `tuteur/livret/${periode!.id}/signature`, { signature });
      notify(t.signedOk, { type: 'success' });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label={periode ? `${t.title} : ${periode.titre ?? ''}` : t.newPeriod}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField label={t.periodTitle} value={titre} onChange={(e) => setTitre(e.target.value)} size="small" />
      <Stack direction="row" spacing={1}>
        <PickerField kind="date" label={t.from} value={from} onChange={(v) => setFrom(v ?? '')} fullWidth />
        <PickerField kind="date" label={t.to} value={to} onChange={(v) => setTo(v ?? '')} fullWidth />
      </Stack>
      {tasks.map((task, i) => (
        <Stack key={i} spacing={1} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              label={`${t.skill} ${i + 1}`}
              id={`${prefix}-skill-${i}`}
              value={task.competence ?? ''}
              size="small"
              fullWidth
              onChange={(e) => {
                const c = competences.find((x) => x.id === Number(e.target.value));
                setTask(i, {
                  competence: c?.id ?? null,
                  competence_label: c ? [c.code, c.label].filter(Boolean).join(' ') : null,
                });
              }}
            >
              <MenuItem value="">{t.noSkill}</MenuItem>
              {competences.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {[c.code, c.label].filter(Boolean).join(' ')}
                </MenuItem>
              ))}
            </TextField>
            {tasks.length > 1 && (
              <IconButton
                aria-label={`${t.removeTask} ${i + 1}`}
                onClick={() => setTasks((all) => all.filter((_x, k) => k !== i))}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
          <TextField
            label={`${t.tasks} ${i + 1}`}
            value={task.taches}
            onChange={(e) => setTask(i, { taches: e.target.value })}
            multiline
            minRows={2}
            size="small"
          />
        </Stack>
      ))}
      <Button
        onClick={() => setTasks((all) => [...all, { competence: null, competence_label: null, taches: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.addTask}
      </Button>
      <TextField
        label={t.appreciation}
        value={appreciation}
        onChange={(e) => setAppreciation(e.target.value)}
        multiline
        minRows={2}
        size="small"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t.save}
      </Button>
      {periode && (
        <>
          <SignaturePad label={t.signature} onChange={setSignature} width={340} />
          <Button
            variant="contained"
            disabled={!signature}
            onClick={() => void sign()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.sign}
          </Button>
        </>
      )}
    </Stack>
  );
}
