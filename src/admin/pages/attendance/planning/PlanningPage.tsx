// /stagiaire/planning: week and month calendar in French (weeks start on Monday) to create, move (drag to
// another day) and edit events. Hand-made MUI grids rather than a calendar library: MUI has no free
// scheduler and the needs (day lists, drop, conflicts) fit in a few small components. The user's own options
// (scheduler_options, through `scheduler_Options`): the view the planning opens in, chosen in its settings.
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { apiGet, apiSend } from '../api.ts';
import { availabilityByEvent, conflictsByEvent, slotsBySpeaker } from './calendarConflicts.ts';
import { addDays } from '../../../../shared/attendance/index.ts';
import { monthLabelFr, monthWeeks, shiftMonth, shortDateFr, todayIso, weekDays } from '../calendarFr.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { EventDialog } from './EventDialog.tsx';
import { usePlanningData } from './usePlanningData.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import type { SchedulerEvent } from './types.ts';

type View = 'week' | 'month';
const T = attendanceFr.planning;

/** The planning's resources, each managed on its own list (equipments and modules had no screen). */
const RESOURCES = [
  ['rooms', '/stagiaire/salles'],
  ['equipments', '/stagiaire/equipements'],
  ['modules', '/stagiaire/modules-activite'],
  ['activities', '/stagiaire/activites'],
  ['speakers', '/stagiaire/intervenants'],
] as const;

interface FilterGroup {
  id: number;
  name: string;
  diplome_session: string | null;
}

/** `?groupe=<id>` (a group's timetable, from its page): the group, whose diploma session filters the events. */
function useGroupFilter(): [FilterGroup | null, () => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get('groupe');
  const [group, setGroup] = useState<FilterGroup | null>(null);
  useEffect(() => {
    let live = true;
    if (!id) setGroup(null);
    else
      apiGet<FilterGroup>(`groupes/${encodeURIComponent(id)}`)
        .then((g) => live && setGroup(g))
        .catch(() => live && setGroup(null));
    return () => {
      live = false;
    };
  }, [id]);
  return [id ? group : null, () => setParams({})];
}

/** The user's saved default view (null until read, or when none is saved) and its setter, which saves it. */
function useDefaultView(onLoaded: (v: View) => void): [View | null, (v: View) => Promise<void>] {
  const notify = useNotify();
  const [saved, setSaved] = useState<View | null>(null);
  useEffect(() => {
    let live = true;
    // No options yet is a 404: the planning keeps its week view.
    apiGet<{ default_view: View | null }>('scheduler_Options')
      .then((o) => {
        if (!live || !o.default_view) return;
        setSaved(o.default_view);
        onLoaded(o.default_view);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the page opens.
  }, []);
  const save = async (v: View) => {
    try {
      await apiSend('POST', 'scheduler_Options', { default_view: v });
      setSaved(v);
      notify(T.optionsSaved, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : T.optionsFailed, { type: 'error' });
    }
  };
  return [saved, save];
}

export default function PlanningPage() {
  const [view, setView] = useState<View>('week');
  const [defaultView, saveDefaultView] = useDefaultView(setView);
  const [anchor, setAnchor] = useState(todayIso());
  const [editing, setEditing] = useState<SchedulerEvent | null>(null);
  // A read-only user (ROLE_GUEST) reads the planning: no create button, no drag, the event shown without save.
  const mayWrite = useMayWrite();
  const mayCreate = mayWrite('scheduler_events', 'create');
  const mayEdit = mayWrite('scheduler_events', 'edit');
  const month = anchor.slice(0, 7);
  const weeks = useMemo(() => (view === 'week' ? [weekDays(anchor)] : monthWeeks(month)), [view, anchor, month]);
  const months = useMemo(() => [...new Set(weeks.flat().map((d) => d.slice(0, 7)))], [weeks]);
  const { events: all, choices, slots, reload } = usePlanningData(months);
  const [group, clearGroup] = useGroupFilter();
  // One antenne's planning, or every antenne the user sees ('').
  const [antenne, setAntenne] = useState('');
  const events = useMemo(
    () =>
      all.filter(
        (e) =>
          (!group?.diplome_session || e.diplome_session === group.diplome_session) &&
          (!antenne || e.antenne === antenne),
      ),
    [all, group, antenne],
  );
  const roomNames = useMemo(() => new Map(choices.classrooms.map((c) => [c['@id'], c.label])), [choices.classrooms]);
  const groupNames = useMemo(() => new Map(choices.groups.map((c) => [c['@id'], c.label])), [choices.groups]);
  const speakerNames = useMemo(() => new Map(choices.speakers.map((c) => [c['@id'], c.label])), [choices.speakers]);
  // Conflicts are those of the whole planning (a filtered group's event may meet another group's in its room), and
  // each event against its speaker's declared slots.
  const availability = useMemo(() => availabilityByEvent(all, slotsBySpeaker(slots)), [all, slots]);
  const conflicts = useMemo(() => conflictsByEvent(all, availability), [all, availability]);
  const shownDays = useMemo(() => new Set(weeks.flat()), [weeks]);
  const inConflict = events.filter((e) => shownDays.has(e.dt_start) && conflicts.has(String(e.id))).length;

  const blank = (date: string): SchedulerEvent => ({
    title: '',
    activity: null,
    diplome_session: null,
    classroom: null,
    speaker: null,
    antenne:
      antenne || (choices.antennes.find((a) => !/siège/i.test(a.label))?.['@id'] ?? choices.antennes[0]?.['@id'] ?? ''),
    dt_start: date,
    hr_start: '09:00',
    hr_end: '12:30',
    comment: null,
  });
  const move = (id: number, date: string) => {
    const e = events.find((x) => x.id === id);
    if (e && e.dt_start !== date) setEditing({ ...e, dt_start: date });
  };
  const step = (dir: number) => setAnchor(view === 'week' ? addDays(anchor, 7 * dir) : `${shiftMonth(month, dir)}-01`);
  const heading =
    view === 'week' ? `Semaine du ${shortDateFr(weeks[0]![0]!)} au ${shortDateFr(weeks[0]![6]!)}` : monthLabelFr(month);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Planning
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => step(-1)}>{view === 'week' ? 'Semaine précédente' : 'Mois précédent'}</Button>
        <Button onClick={() => setAnchor(todayIso())}>Aujourd'hui</Button>
        <Button onClick={() => step(1)}>{view === 'week' ? 'Semaine suivante' : 'Mois suivant'}</Button>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, textTransform: 'capitalize' }}>
          {heading}
        </Typography>
        {choices.antennes.length > 1 && (
          <TextField
            select
            size="small"
            label={T.antenne}
            value={antenne}
            onChange={(e) => setAntenne(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{T.allAntennes}</MenuItem>
            {choices.antennes.map((a) => (
              <MenuItem key={a['@id']} value={a['@id']}>
                {a.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, v: View | null) => v && setView(v)}
          aria-label="Vue du calendrier"
        >
          <ToggleButton value="week">Semaine</ToggleButton>
          <ToggleButton value="month">Mois</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {group && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Chip color="primary" label={fill(T.filteredOn, { name: group.name })} onDelete={clearGroup} />
          <Button size="small" onClick={clearGroup}>
            {T.clearFilter}
          </Button>
        </Stack>
      )}
      {group && !group.diplome_session && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {fill(T.groupWithoutSession, { name: group.name })}
        </Alert>
      )}
      {inConflict > 0 && (
        <Alert severity="warning" role="status" sx={{ mb: 1 }}>
          {fill(T.conflictsSummary, { count: inConflict })}
        </Alert>
      )}
      <Box
        component="nav"
        aria-label={T.settings}
        sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="subtitle2" component="span">
          {T.settings}
        </Typography>
        {RESOURCES.map(([key, to]) => (
          <Button key={key} size="small" variant="outlined" component={RouterLink} to={to}>
            {T.resources[key]}
          </Button>
        ))}
        {mayWrite('scheduler_options', 'create') && (
          <TextField
            select
            size="small"
            label={T.defaultView}
            value={defaultView ?? 'week'}
            onChange={(e) => void saveDefaultView(e.target.value as View)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="week">{T.views.week}</MenuItem>
            <MenuItem value="month">{T.views.month}</MenuItem>
          </TextField>
        )}
      </Box>
      <CalendarGrid
        weeks={weeks}
        month={view === 'month' ? month : undefined}
        events={events}
        roomNames={roomNames}
        groupNames={groupNames}
        speakerNames={speakerNames}
        conflicts={conflicts}
        availability={availability}
        onCreate={mayCreate ? (d) => setEditing(blank(d)) : undefined}
        onOpen={setEditing}
        onMove={mayEdit ? move : undefined}
      />
      {editing && (
        <EventDialog
          readOnly={!(editing.id ? mayEdit : mayCreate)}
          initial={editing}
          events={all}
          choices={choices}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), void reload())}
        />
      )}
    </Box>
  );
}
