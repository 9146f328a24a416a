// « Mes disponibilités » (a trainer's account, on its phone first): its slots for the planner, each on a weekday or
// on dates, from one hour to another, available or not (GET, POST, PATCH, DELETE /api/formateur/disponibilites);
// the server keeps them to its own speaker and checks them; the planning warns of a session placed outside them.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, apiSend, members, type HydraList } from '../api.ts';
import { describeSlot, type AvailabilitySlot } from '../../../../shared/attendance/index.ts';
import { jours_semaine } from '../../../../shared/reference/general.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import { DialogField, FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fr } from '../../../i18n/fr.ts';

const t = attendanceFr.espace.slots;
type Slot = AvailabilitySlot & { '@id'?: string; id?: number };
const EMPTY: Slot = {
  jour: 1,
  date_debut: null,
  date_fin: null,
  hr_start: '',
  hr_end: '',
  disponible: true,
  comment: null,
};

function SlotDialog({ initial, onClose, onSaved }: { initial: Slot; onClose: () => void; onSaved: () => void }) {
  const notify = useNotify();
  const phone = useMediaQuery('(max-width:600px)');
  const [slot, setSlot] = useState<Slot>(initial);
  const [weekly, setWeekly] = useState(initial.jour != null || !initial.date_debut);
  const set = <K extends keyof Slot>(k: K, v: Slot[K]) => setSlot((s) => ({ ...s, [k]: v }));
  const invalid = !slot.hr_start || !slot.hr_end || (weekly ? !slot.jour : !slot.date_debut);
  const save = async () => {
    const body = {
      jour: weekly ? slot.jour : null,
      date_debut: slot.date_debut || null,
      date_fin: slot.date_fin || null,
      hr_start: slot.hr_start,
      hr_end: slot.hr_end,
      disponible: slot.disponible,
      comment: slot.comment || null,
    };
    await (slot.id
      ? apiSend('PATCH', `formateur/disponibilites/${slot.id}`, body)
      : apiSend('POST', 'formateur/disponibilites', body));
    notify(t.saved, { type: 'success' });
    onSaved();
  };
  return (
    <FormDialog
      title={slot.id ? t.editTitle : t.newTitle}
      titleId="slot-title"
      fullScreen={phone}
      spacing={1.5}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={t.cancel}
      submitLabel={t.save}
      canSubmit={!invalid}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t.kind}
        value={weekly ? 'weekly' : 'dates'}
        onChange={(_, v: string | null) => v && setWeekly(v === 'weekly')}
      >
        <ToggleButton value="weekly">{t.weekly}</ToggleButton>
        <ToggleButton value="dates">{t.dates}</ToggleButton>
      </ToggleButtonGroup>
      {weekly && (
        <DialogField
          name="jour"
          size="small"
          label={t.day}
          value={slot.jour ?? ''}
          required
          onChange={(e) => set('jour', Number(e.target.value) || null)}
          options={jours_semaine}
        />
      )}
      <PickerField
        kind="date"
        label={t.from}
        value={slot.date_debut ?? null}
        required={!weekly}
        onChange={(v) => set('date_debut', v)}
      />
      <PickerField kind="date" label={t.to} value={slot.date_fin ?? null} onChange={(v) => set('date_fin', v)} />
      <Stack direction="row" spacing={1}>
        <PickerField
          kind="time"
          label={t.start}
          value={slot.hr_start.slice(0, 5)}
          required
          onChange={(v) => set('hr_start', v ?? '')}
        />
        <PickerField
          kind="time"
          label={t.end}
          value={slot.hr_end.slice(0, 5)}
          required
          onChange={(v) => set('hr_end', v ?? '')}
        />
      </Stack>
      <FormControlLabel
        control={<Switch checked={slot.disponible} onChange={(e) => set('disponible', e.target.checked)} />}
        label={t.available}
      />
      <DialogField
        name="comment"
        size="small"
        label={t.comment}
        value={slot.comment ?? ''}
        multiline
        minRows={2}
        onChange={(e) => set('comment', e.target.value || null)}
      />
    </FormDialog>
  );
}

export default function MesDisponibilitesPage() {
  const notify = useNotify();
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Slot | null>(null);
  const load = useCallback(() => {
    apiGet<HydraList<Slot>>('formateur/disponibilites').then(
      (list) => setSlots(members(list)),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const remove = async (slot: Slot) => {
    try {
      await apiSend('DELETE', `formateur/disponibilites/${slot.id}`);
      notify(t.removed, { type: 'success' });
      load();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1">
        {attendanceFr.espace.availabilities}
      </Typography>
      <Typography variant="body2">{t.intro}</Typography>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing(EMPTY)}>
        {t.add}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      {!slots && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {slots?.length === 0 && <Typography>{t.none}</Typography>}
      {slots && slots.length > 0 && (
        <Stack spacing={1} component="section" aria-label={t.list}>
          {slots.map((s) => (
            <Card key={s.id} variant="outlined" component="article" aria-label={describeSlot(s)}>
              <CardContent sx={{ pb: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography sx={{ fontWeight: 600 }}>{describeSlot(s)}</Typography>
                  <Chip
                    size="small"
                    color={s.disponible ? 'success' : 'warning'}
                    label={s.disponible ? t.available : t.unavailable}
                  />
                </Stack>
                {s.comment && <Typography variant="body2">{s.comment}</Typography>}
              </CardContent>
              <CardActions>
                <Button size="small" onClick={() => setEditing(s)}>
                  {t.edit}
                </Button>
                <Button size="small" color="error" onClick={() => remove(s)}>
                  {t.remove}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      {editing && (
        <SlotDialog initial={editing} onClose={() => setEditing(null)} onSaved={() => (setEditing(null), load())} />
      )}
    </Stack>
  );
}
