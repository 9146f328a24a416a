// Create or edit an event: the form, the conflicts with the loaded events and with its speaker's availabilities
// shown before saving (saving then asks for a second click), and the save (POST or PATCH) or delete with the
// French notices.
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  attendanceMessages,
  availabilityConflicts,
  describeConflict,
  findConflicts,
  type AvailabilitySlot,
} from '../../../../shared/attendance/index.ts';
import { apiGet, apiSend, idOf, members, type HydraList, type Option } from '../api.ts';
import type { PlanningChoices } from './usePlanningData.ts';
import { fr } from '../../../i18n/fr.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import type { SchedulerEvent } from './types.ts';

interface Props {
  readOnly?: boolean;
  initial: SchedulerEvent;
  events: SchedulerEvent[];
  choices: PlanningChoices;
  onClose: () => void;
  onSaved: () => void;
}

function Select({
  label,
  value,
  options,
  onChange,
  required = false,
  disabled = false,
}: {
  label: string;
  value: string | null;
  options: Option[];
  onChange: (v: string | null) => void;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value || null)}
      fullWidth
      size="small"
    >
      {!required && <MenuItem value="">Aucun(e)</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o['@id']} value={o['@id']}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function EventDialog({ readOnly = false, initial, events, choices, onClose, onSaved }: Props) {
  const notify = useNotify();
  const [ev, setEv] = useState<SchedulerEvent>(initial);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof SchedulerEvent>(k: K, v: SchedulerEvent[K]) => (
    setEv((x) => ({ ...x, [k]: v })),
    setConfirmed(false)
  );
  const conflicts = useMemo(() => findConflicts(ev, events), [ev, events]);
  // The speaker's availabilities (none read for a read-only view or without a speaker).
  const [slots, setSlots] = useState<AvailabilitySlot[]>([]);
  useEffect(() => {
    setSlots([]);
    if (readOnly || !ev.speaker) return;
    const query = { speaker: String(idOf(ev.speaker)), pagination: 'false' };
    apiGet<HydraList<AvailabilitySlot>>('scheduler_speaker_disponibilites', query).then(
      (list) => setSlots(members(list)),
      () => setSlots([]),
    );
  }, [readOnly, ev.speaker]);
  const unavailable = useMemo(() => availabilityConflicts(ev, slots), [ev, slots]);
  const warned = conflicts.length + unavailable.length > 0;
  const invalid =
    !ev.title.trim() || !ev.dt_start || !ev.hr_start || !ev.hr_end || ev.hr_end <= ev.hr_start || !ev.antenne;

  const save = async () => {
    if (warned && !confirmed) return setConfirmed(true);
    const body = {
      title: ev.title,
      activity: ev.activity,
      diplome_session: ev.diplome_session,
      classroom: ev.classroom,
      speaker: ev.speaker,
      antenne: ev.antenne,
      dt_start: ev.dt_start,
      hr_start: ev.hr_start,
      hr_end: ev.hr_end,
      comment: ev.comment,
    };
    try {
      await (ev.id ? apiSend('PATCH', `scheduler_events/${ev.id}`, body) : apiSend('POST', 'scheduler_events', body));
      notify(attendanceMessages.eventSaved, { type: 'success' });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
      notify(ev.id ? attendanceMessages.editFailed : attendanceMessages.addFailed, { type: 'error' });
    }
  };
  const remove = async () => {
    try {
      await apiSend('DELETE', `scheduler_events/${ev.id}`);
      notify(attendanceMessages.eventDeleted, { type: 'success' });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="event-dialog-title">
      <DialogTitle id="event-dialog-title">
        {readOnly ? 'Séance' : ev.id ? 'Modifier la séance' : 'Nouvelle séance'}
      </DialogTitle>
      {/* Read only, every field is disabled: the content itself takes the focus, so that it scrolls by keyboard. */}
      <DialogContent tabIndex={readOnly ? 0 : undefined}>
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {readOnly && <Alert severity="info">{fr.app.basics.readOnly}</Alert>}
          <TextField
            disabled={readOnly}
            label="Intitulé"
            value={ev.title}
            required
            onChange={(e) => set('title', e.target.value)}
            size="small"
          />
          <Stack direction="row" spacing={1}>
            <PickerField
              kind="date"
              disabled={readOnly}
              label="Date"
              value={ev.dt_start}
              required
              onChange={(v) => set('dt_start', v ?? '')}
            />
            <PickerField
              kind="time"
              disabled={readOnly}
              label="Heure de début"
              value={ev.hr_start.slice(0, 5)}
              required
              onChange={(v) => set('hr_start', v ?? '')}
            />
            <PickerField
              kind="time"
              disabled={readOnly}
              label="Heure de fin"
              value={ev.hr_end.slice(0, 5)}
              required
              onChange={(v) => set('hr_end', v ?? '')}
            />
          </Stack>
          <Select
            disabled={readOnly}
            label="Antenne"
            value={ev.antenne}
            options={choices.antennes}
            onChange={(v) => set('antenne', v ?? '')}
            required
          />
          <Select
            disabled={readOnly}
            label="Activité"
            value={ev.activity}
            options={choices.activities}
            onChange={(v) => set('activity', v)}
          />
          <Select
            disabled={readOnly}
            label="Groupe"
            value={ev.diplome_session}
            options={choices.groups}
            onChange={(v) => set('diplome_session', v)}
          />
          {!readOnly && !ev.diplome_session && (
            <Alert severity="warning" role="status">
              {attendanceFr.planning.noGroupWarning}
            </Alert>
          )}
          <Select
            disabled={readOnly}
            label="Salle"
            value={ev.classroom}
            options={choices.classrooms}
            onChange={(v) => set('classroom', v)}
          />
          <Select
            disabled={readOnly}
            label="Intervenant"
            value={ev.speaker}
            options={choices.speakers}
            onChange={(v) => set('speaker', v)}
          />
          <TextField
            disabled={readOnly}
            label="Commentaire"
            value={ev.comment ?? ''}
            multiline
            minRows={2}
            onChange={(e) => set('comment', e.target.value || null)}
            size="small"
          />
          {warned && (
            <Alert severity="warning" role="alert">
              {conflicts.map((c) => (
                <div key={String(c.with.id)}>{describeConflict(c)}</div>
              ))}
              {unavailable.map((w) => (
                <div key={w}>{w}</div>
              ))}
              {confirmed && <strong>Cliquez à nouveau sur « Enregistrer malgré le conflit » pour confirmer.</strong>}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {ev.id && !readOnly && (
          <Button color="error" onClick={remove}>
            Supprimer
          </Button>
        )}
        <Button onClick={onClose}>{readOnly ? 'Fermer' : 'Annuler'}</Button>
        {!readOnly && (
          <Button variant="contained" disabled={invalid} onClick={save}>
            {warned ? 'Enregistrer malgré le conflit' : 'Enregistrer'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
