// « Inscrire »: a candidate becomes a trainee placed in a group and a session (POST /api/etudiants/{id}/inscrire,
// one server transaction). The form offers the active groups of the candidate's antenne and the sessions of its
// wished training (GET .../inscription); when there is none it says why instead of enrolling a trainee who
// would never appear on the planning or the sign-in sheets. When sessions exist but no group can take them, a
// group is created in place for the chosen session (POST /api/groupes), then chosen.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { fill } from '../../i18n/fill.ts';
import { inscriptionsFr } from '../../i18n/inscriptions.ts';
import { apiGet, apiPost, reasonOf, type EnrolmentOptions } from '../parcours/traineeApi.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import type { FieldsOf } from '../../data/recordOf.ts';

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
      const group = await apiPost<FieldsOf<'groupes', '@id' | 'name'>>('groupes', {
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
    setError(undefined);
    await apiPost(`etudiants/${id}/inscrire`, {
      groupe: groupe || null,
      diplome_session: session || null,
      dt_date_entree: entry || null,
    });
    onDone(fill(t.notice, { name }));
  };

  // The session chosen, in the new group's fieldset or beside the group.
  const sessionField = options && (
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
  );

  const none = options?.raison_texte;
  const mayCreateGroup = options?.raison === 'noGroup' && options.diplome_sessions.length > 0;
  if (!open) return null;
  return (
    <FormDialog
      title={fill(t.title, { name })}
      titleId="enrol-title"
      explain={t.text}
      onSubmit={submit}
      onClose={onClose}
      errorFallback={t.error}
      error={error}
      cancelLabel={t.cancel}
      submitLabel={t.confirm}
      canSubmit={!busy && !!options && !none}
    >
      {!options && !error ? <LinearProgress aria-label={inscriptionsFr.fiche.loading} /> : null}
      {none ? <Alert severity="warning">{none}</Alert> : null}
      {created ? <Alert severity="success">{created}</Alert> : null}
      {mayCreateGroup ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mt: 1 }}>
            {t.newGroup}
          </Typography>
          {sessionField}
          <TextField
            fullWidth
            margin="normal"
            required
            label={t.newGroupName}
            value={newGroup}
            onChange={(e) => setNewGroup(e.target.value)}
          />
          <Button variant="outlined" disabled={busy || !session || !newGroup.trim()} onClick={() => void createGroup()}>
            {t.newGroupCreate}
          </Button>
        </Box>
      ) : null}
      {options && !none ? (
        <Box>
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
          {sessionField}
          <Box sx={{ mt: 2, mb: 1 }}>
            <PickerField kind="date" fullWidth label={t.entry} value={entry} onChange={(v) => setEntry(v ?? '')} />
          </Box>
        </Box>
      ) : null}
    </FormDialog>
  );
}
