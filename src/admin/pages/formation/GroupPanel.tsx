// A group's organisation on its page (panel of /stagiaire/gestion-des-groupes/{id}): how many trainees it
// has, its timetable (the planning filtered on the group), and the transfer of some of its trainees to
// another active group of its antenne (POST /api/groupes/{id}/transfer, one transaction; a refusal shows the
// server's French message). After a transfer, both groups' counts are shown and the member list reloads.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { planificationFr as T } from '../../i18n/planification.ts';
import { fill } from '../../i18n/fill.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { reloadJoinLists } from '../../widgets/joinlists/reloadEvent.ts';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { apiGet, apiSend, members, type HydraList } from './api.ts';

interface Trainee {
  '@id': string;
  lastname: string;
  firstname: string;
}
interface Group {
  '@id': string;
  id: number;
  name: string;
  etat: number;
  antenne: string;
  etudiants: Trainee[];
  nombre_etudiants: number;
}
interface Transferred extends Group {
  groupe_origine: Group;
  transferes: string[];
}

export default function GroupPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const mayWrite = useMayWrite();
  const [group, setGroup] = useState<Group | null>(null);
  const [targets, setTargets] = useState<Group[]>([]);
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<Group | null>(null);

  const load = useCallback(async () => {
    try {
      const g = await apiGet<Group>(`groupes/${id}/etudiants`);
      setGroup(g);
      const others = await apiGet<HydraList<Group>>('groupes', {
        pagination: 'false',
        antenne: g.antenne,
        etat: '0',
        'order[name]': 'asc',
      });
      setTargets(members(others).filter((o) => o['@id'] !== g['@id']));
    } catch {
      notify(T.common.loadFailed, { type: 'error' });
    }
  }, [id, notify]);
  useEffect(() => void load(), [load]);
  // The member list above may change (its own editor): the count follows it.
  useEffect(() => {
    const again = () => void load();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [load]);

  if (!group) return null;
  const mayTransfer = mayWrite('groupe_etudiants', 'edit');
  const done = (answer: Transferred) => {
    setOpen(false);
    setGroup({
      ...group,
      etudiants: answer.groupe_origine.etudiants,
      nombre_etudiants: answer.groupe_origine.nombre_etudiants,
    });
    setLast(answer);
    notify(fill(T.group.transferred, { count: answer.transferes.length, name: answer.name }), { type: 'success' });
    reloadJoinLists();
  };

  return (
    <Box component="section" aria-labelledby="group-organisation">
      <Typography id="group-organisation" variant="h6" component="h2" gutterBottom>
        {T.group.title}
      </Typography>
      <Typography role="status">{fill(T.group.count, { count: group.nombre_etudiants })}</Typography>
      {last && (
        <Typography role="status">
          {fill(T.group.targetCount, { name: last.name, count: last.nombre_etudiants })}{' '}
          <RouterLink to={`/stagiaire/gestion-des-groupes/${last.id}`}>
            {fill(T.group.openTarget, { name: last.name })}
          </RouterLink>
        </Typography>
      )}
      {group.etat !== 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {T.group.archived}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button component={RouterLink} to={`/stagiaire/planning?groupe=${group.id}`}>
          {T.group.timetable}
        </Button>
        {mayTransfer && group.etat === 0 && (
          <Button variant="outlined" onClick={() => setOpen(true)} disabled={group.etudiants.length === 0}>
            {T.group.transfer}
          </Button>
        )}
      </Stack>
      {open && <TransferDialog group={group} targets={targets} onClose={() => setOpen(false)} onDone={done} />}
    </Box>
  );
}

function TransferDialog({
  group,
  targets,
  onClose,
  onDone,
}: {
  group: Group;
  targets: Group[];
  onClose: () => void;
  onDone: (answer: Transferred) => void;
}) {
  const [target, setTarget] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const toggle = (iri: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(iri)) next.delete(iri);
      else next.add(iri);
      return next;
    });
  const send = async () =>
    onDone(
      await apiSend<Transferred>('POST', `groupes/${group.id}/transfer`, { groupe: target, etudiants: [...ticked] }),
    );
  return (
    <FormDialog
      title={T.group.transferTitle}
      titleId="transfer-title"
      onSubmit={send}
      onClose={onClose}
      errorFallback={T.common.loadFailed}
      cancelLabel={T.common.cancel}
      submitLabel={fill(T.group.confirm, { count: ticked.size })}
      canSubmit={!!target && ticked.size > 0}
    >
      <Box>
        {targets.length === 0 ? (
          <Typography sx={{ my: 1 }}>{T.group.noTarget}</Typography>
        ) : (
          <TextField
            select
            fullWidth
            size="small"
            label={T.group.target}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            sx={{ my: 1 }}
          >
            {targets.map((t) => (
              <MenuItem key={t['@id']} value={t['@id']}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }} id="transfer-pick">
          {T.group.pick}
        </Typography>
        {group.etudiants.length === 0 ? (
          <Typography>{T.group.empty}</Typography>
        ) : (
          <FormGroup aria-labelledby="transfer-pick">
            {group.etudiants.map((t) => {
              const name = `${t.lastname} ${t.firstname}`;
              return (
                <FormControlLabel
                  key={t['@id']}
                  label={name}
                  control={
                    <Checkbox
                      checked={ticked.has(t['@id'])}
                      onChange={() => toggle(t['@id'])}
                      slotProps={{ input: { 'aria-label': fill(T.group.select, { name }) } }}
                    />
                  }
                />
              );
            })}
          </FormGroup>
        )}
      </Box>
    </FormDialog>
  );
}
