// Create or edit an event: the form, the conflicts with the loaded events and with its speaker's availabilities
// shown before saving (saving then asks for a second click), and the save (POST or PATCH) or delete with the
// French notices.
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorText } from '../../../http/errors.ts';
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
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
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
  const [removeError, setRemoveError] = useState<string | null>(null);
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
    setRemoveError(null);
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
    } catch (e) {
      notify(ev.id ? attendanceMessages.editFailed : attendanceMessages.addFailed, { type: 'error' });
      throw e;
    }
    notify(attendanceMessages.eventSaved, { type: 'success' });
    onSaved();
  };
  const remove = async () => {
    try {
      await apiSend('DELETE', `scheduler_events/${ev.id}`);
      notify(attendanceMessages.eventDeleted, { type: 'success' });
      onSaved();
    } catch (e) {
      setRemoveError(errorText(e));
    }
  };

  // The event's links, one list each (the antenne required, the others may stay empty).
  const links: { key: 'antenne' | 'activity' | 'diplome_session' | 'classroom' | 'speaker'; label: string }[] = [
    { key: 'antenne', label: 'Antenne' },
    { key: 'activity', label: 'Activité' },
    { key: 'diplome_session', label: 'Groupe' },
    { key: 'classroom', label: 'Salle' },
    { key: 'speaker', label: 'Intervenant' },
  ];
  const options = {
    antenne: choices.antennes,
    activity: choices.activities,
    diplome_session: choices.groups,
    classroom: choices.classrooms,
    speaker: choices.speakers,
  };
  const times = [
    { key: 'hr_start', label: 'Heure de début' },
    { key: 'hr_end', label: 'Heure de fin' },
  ] as const;

  return (
    <FormDialog
      title={readOnly ? 'Séance' : ev.id ? 'Modifier la séance' : 'Nouvelle séance'}
      titleId="event-dialog-title"
      readOnly={readOnly}
      spacing={1.5}
      onSubmit={save}
      onClose={onClose}
      canSubmit={!invalid}
      error={removeError}
      cancelLabel={readOnly ? 'Fermer' : 'Annuler'}
      submitLabel={warned ? 'Enregistrer malgré le conflit' : 'Enregistrer'}
      actions={
        ev.id &&
        !readOnly && (
          <Button color="error" onClick={remove}>
            Supprimer
          </Button>
        )
      }
    >
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
        {times.map((t) => (
          <PickerField
            key={t.key}
            kind="time"
            disabled={readOnly}
            label={t.label}
            value={ev[t.key].slice(0, 5)}
            required
            onChange={(v) => set(t.key, v ?? '')}
          />
        ))}
      </Stack>
      {links.map((l) => (
        <Fragment key={l.key}>
          <Select
            disabled={readOnly}
            label={l.label}
            value={ev[l.key]}
            options={options[l.key]}
            onChange={(v) => (l.key === 'antenne' ? set('antenne', v ?? '') : set(l.key, v))}
            required={l.key === 'antenne'}
          />
          {l.key === 'diplome_session' && !readOnly && !ev.diplome_session && (
            <Alert severity="warning" role="status">
              {attendanceFr.planning.noGroupWarning}
            </Alert>
          )}
        </Fragment>
      ))}
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
    </FormDialog>
  );
}
