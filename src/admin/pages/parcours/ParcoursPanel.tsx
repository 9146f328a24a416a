// The « Parcours » panel of a trainee's page: the state of the course and its moves (exit, switch, removal
// from the session, convention change), each a dialog that confirms one server call, with the spec's notice.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { etats_etudiant, etats_parcours } from '../../../shared/reference/etudiants.ts';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { apiGet, apiSend, errorText, idOf, announceChange, useOnChange } from './api.ts';
import type { RecordOf } from '../../data/recordOf.ts';
import { ExitDialog } from './ExitDialog.tsx';
import { SwitchDialog } from './SwitchDialog.tsx';
import { ConventionDialog } from '../conventions/ConventionDialog.tsx';

const label = (list: readonly { id: unknown; label: string }[], v: unknown) =>
  list.find((x) => x.id === v)?.label ?? T.common.none;

export default function ParcoursPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const mayWrite = useMayWrite();
  const [trainee, setTrainee] = useState<RecordOf<'etudiants'> | null>(null);
  const [names, setNames] = useState<{ session?: string; convention?: string }>({});
  const [open, setOpen] = useState<'exit' | 'switch' | 'remove' | 'convention' | null>(null);
  const [newCourse, setNewCourse] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const t = await apiGet<RecordOf<'etudiants'>>(`etudiants/${id}`);
      const [session, convention] = await Promise.all([
        t.diplome_session
          ? apiGet<RecordOf<'diplome_sessions'>>(t.diplome_session).then((s) => String(s.name))
          : undefined,
        t.antenne_convention
          ? apiGet<RecordOf<'antenne_conventions'>>(t.antenne_convention).then((c) =>
              String(c.convention_number ?? c.name ?? c['@id']),
            )
          : undefined,
      ]);
      // The course and the names of its session and agreement show together: never « Aucune session » while the
      // session's name is still on its way.
      setTrainee(t);
      setNames({ session, convention });
    } catch {
      notify(T.common.fetchFailed, { type: 'error' });
    }
  }, [id, notify]);
  useEffect(() => {
    void load();
  }, [load]);
  useOnChange(load);

  const done = (message: string) => {
    notify(message, { type: 'success' });
    setOpen(null);
    announceChange();
    refresh();
  };

  if (!trainee) return <LinearProgress aria-label={T.common.loading} />;
  const name = `${String(trainee.lastname)} ${String(trainee.firstname)}`;
  const present = trainee.type === 1 && trainee.etat === 0;
  const canWrite = mayWrite('etudiants', 'edit', trainee);

  const removeFromSession = async () => {
    try {
      await apiSend('PATCH', `etudiants/${idOf(trainee['@id'])}`, { diplome_session: null });
      done(T.removeSession.done);
    } catch (e) {
      notify(errorText(e) || T.common.editFailed, { type: 'error' });
      setOpen(null);
    }
  };

  const rows: [string, string][] = [
    [T.panel.state, label(etats_etudiant, trainee.etat)],
    // An exited trainee's course is over: its state says so, with the exit date; an erased one (« Supprimé ») has none.
    [
      T.panel.courseState,
      trainee.etat === 1
        ? trainee.date_sortie
          ? fill(T.panel.exitedOn, { date: formatDateFr(trainee.date_sortie) })
          : T.panel.exited
        : trainee.etat === 3
          ? T.common.none
          : label(etats_parcours, trainee.etat_parcours ?? 1),
    ],
    [T.panel.entry, trainee.dt_date_entree ? formatDateFr(trainee.dt_date_entree) : T.common.none],
    [T.panel.plannedExit, trainee.date_sortie_prevue ? formatDateFr(trainee.date_sortie_prevue) : T.common.none],
    [T.panel.exit, trainee.date_sortie ? formatDateFr(trainee.date_sortie) : T.common.none],
    [T.panel.exitReason, trainee.raison_sortie ? label(raisons_sortie, trainee.raison_sortie) : T.common.none],
    [T.panel.session, names.session ?? T.panel.noSession],
    [T.panel.convention, names.convention ?? T.common.none],
  ];

  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`parcours-${k}`}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      {trainee.type !== 1 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {T.panel.candidate}
        </Alert>
      )}
      {trainee.type === 1 && !present && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {T.panel.closed}
        </Alert>
      )}
      {newCourse && (
        <Chip
          sx={{ mt: 2 }}
          component={Link}
          to={`/stagiaires/${idOf(newCourse)}`}
          clickable
          label={T.panel.newCourse}
          color="primary"
        />
      )}
      {present && canWrite && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label={T.panel.actions}
        >
          <Button variant="outlined" color="warning" onClick={() => setOpen('exit')}>
            {T.panel.exitAction}
          </Button>
          <Button variant="outlined" onClick={() => setOpen('switch')}>
            {T.panel.switchAction}
          </Button>
          <Button variant="outlined" disabled={!trainee.diplome_session} onClick={() => setOpen('remove')}>
            {T.panel.removeAction}
          </Button>
          <Button variant="outlined" onClick={() => setOpen('convention')}>
            {T.panel.conventionAction}
          </Button>
        </Stack>
      )}
      {open === 'exit' && <ExitDialog trainee={trainee} name={name} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'switch' && (
        <SwitchDialog
          trainee={trainee}
          name={name}
          onClose={() => setOpen(null)}
          onDone={(message, created) => {
            setNewCourse(created);
            done(message);
          }}
        />
      )}
      {open === 'convention' && (
        <ConventionDialog trainee={trainee} name={name} onClose={() => setOpen(null)} onDone={done} />
      )}
      <Confirm
        isOpen={open === 'remove'}
        title={fill(T.removeSession.title, { name })}
        content={fill(T.removeSession.content, { session: names.session ?? '' })}
        confirm={T.common.confirm}
        cancel={T.common.cancel}
        onConfirm={removeFromSession}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
