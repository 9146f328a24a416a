// « Inscrire »: a candidate becomes a trainee placed in a group and a session (POST /api/etudiants/{id}/inscrire,
// one server transaction). The form offers the active groups of the candidate's antenne and the sessions of its
// wished training (GET .../inscription); when there is none it says why instead of enrolling a trainee who
// would never appear on the planning or the sign-in sheets. When sessions exist but no group can take them, a
// group is created in place for the chosen session (POST /api/groupes), then chosen.
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { fill } from '../../i18n/fill.ts';
import { inscriptionsFr } from '../../i18n/inscriptions.ts';
import { apiGet, apiPost, reasonOf, type EnrolmentOptions } from '../parcours/traineeApi.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';

const t = inscriptionsFr.inscrire;

export function EnrolDialog({
  id,
  name,
  open,
  onClose,
  onDone,
}: {
  id: number | string;
  name: string;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [options, setOptions] = useState<EnrolmentOptions>();
  const [groupe, setGroupe] = useState('');
  const [session, setSession] = useState('');
  const [entry, setEntry] = useState(() => new Date().toISOString().slice(0, 10));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [newGroup, setNewGroup] = useState('');
  const [created, setCreated] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setError(undefined);
    apiGet<EnrolmentOptions>(`etudiants/${id}/inscription`).then(setOptions, (e: unknown) =>
      setError(reasonOf(e, t.error)),
    );
  }, [open, id]);

  // No group can take the candidate's sessions: one is created here, following the chosen session, and chosen.
  const createGroup = async () => {
    if (!options || !session || !newGroup.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      const group = await apiPost<{ '@id': string; name: string }>('groupes', {
        name: newGroup.trim(),
        antenne: options.antenne,
        diplome_session: session,
      });
      const next = await apiGet<EnrolmentOptions>(`etudiants/${id}/inscription`);
      setOptions(next);
      setGroupe(group['@id']);
      setCreated(fill(t.newGroupDone, { name: group.name }));
      setNewGroup('');
    } catch (e) {
      setError(reasonOf(e, t.newGroupFailed));
    } finally {
      setBusy(false);
    }
  };

  // A group that follows a session proposes it.
  const chooseGroup = (value: string) => {
    setGroupe(value);
    const own = options?.groupes.find((g) => g['@id'] === value)?.diplome_session;
    if (own && options?.diplome_sessions.some((s) => s['@id'] === own)) setSession(own);
  };

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await apiPost(`etudiants/${id}/inscrire`, {
        groupe: groupe || null,
        diplome_session: session || null,
        dt_date_entree: entry || null,
      });
      onDone(fill(t.notice, { name }));
    } catch (e) {
      setError(reasonOf(e, t.error));
    } finally {
      setBusy(false);
    }
  };

  const none = options?.raison_texte;
  const mayCreateGroup = options?.raison === 'noGroup' && options.diplome_sessions.length > 0;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="enrol-title" fullWidth maxWidth="sm">
      <DialogTitle id="enrol-title">{fill(t.title, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.text}</DialogContentText>
        {!options && !error ? <LinearProgress aria-label={inscriptionsFr.fiche.loading} sx={{ mt: 2 }} /> : null}
        {none ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {none}
          </Alert>
        ) : null}
        {created ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {created}
          </Alert>
        ) : null}
        {mayCreateGroup ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mt: 1 }}>
              {t.newGroup}
            </Typography>
            <TextField
              select
              fullWidth
              margin="normal"
              required
              label={t.session}
              value={session}
              onChange={(e) => setSession(e.target.value)}
            >
              {options.diplome_sessions.map((s) => (
                <MenuItem key={s['@id']} value={s['@id']}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              margin="normal"
              required
              label={t.newGroupName}
              value={newGroup}
              onChange={(e) => setNewGroup(e.target.value)}
            />
            <Button
              variant="outlined"
              disabled={busy || !session || !newGroup.trim()}
              onClick={() => void createGroup()}
            >
              {t.newGroupCreate}
            </Button>
          </Box>
        ) : null}
        {options && !none ? (
          <>
            <TextField
              select
              fullWidth
              margin="normal"
              required
              label={t.groupe}
              value={groupe}
              onChange={(e) => chooseGroup(e.target.value)}
            >
              {options.groupes.map((g) => (
                <MenuItem key={g['@id']} value={g['@id']}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              margin="normal"
              required
              label={t.session}
              value={session}
              onChange={(e) => setSession(e.target.value)}
            >
              {options.diplome_sessions.map((s) => (
                <MenuItem key={s['@id']} value={s['@id']}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ mt: 2, mb: 1 }}>
              <PickerField kind="date" fullWidth label={t.entry} value={entry} onChange={(v) => setEntry(v ?? '')} />
            </Box>
          </>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" disabled={busy || !options || Boolean(none)} onClick={() => void submit()}>
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
