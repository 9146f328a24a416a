// /stagiaire/planning: week and month calendar in French (weeks start on Monday) to create, move (drag to
// another day) and edit events. Hand-made MUI grids rather than a calendar library: MUI has no free
// scheduler and the needs (day lists, drop, conflicts) fit in a few small components.
import { useMemo, useState } from 'react';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { addDays } from '../../../../shared/attendance/index.ts';
import { monthLabelFr, monthWeeks, shiftMonth, shortDateFr, todayIso, weekDays } from '../calendarFr.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { EventDialog } from './EventDialog.tsx';
import { usePlanningData } from './usePlanningData.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import type { SchedulerEvent } from './types.ts';

type View = 'week' | 'month';

export default function PlanningPage() {
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(todayIso());
  const [editing, setEditing] = useState<SchedulerEvent | null>(null);
  // A read-only user (ROLE_GUEST) reads the planning: no create button, no drag, the event shown without save.
  const mayWrite = useMayWrite();
  const mayCreate = mayWrite('scheduler_events', 'create');
  const mayEdit = mayWrite('scheduler_events', 'edit');
  const month = anchor.slice(0, 7);
  const weeks = useMemo(() => (view === 'week' ? [weekDays(anchor)] : monthWeeks(month)), [view, anchor, month]);
  const months = useMemo(() => [...new Set(weeks.flat().map((d) => d.slice(0, 7)))], [weeks]);
  const { events, choices, reload } = usePlanningData(months);
  const roomNames = useMemo(() => new Map(choices.classrooms.map((c) => [c['@id'], c.label])), [choices.classrooms]);

  const blank = (date: string): SchedulerEvent => ({
    title: '', activity: null, diplome_session: null, classroom: null, speaker: null, antenne: choices.antennes.find((a) => !/siège/i.test(a.label))?.['@id'] ?? choices.antennes[0]?.['@id'] ?? '',
    dt_start: date, hr_start: '09:00', hr_end: '12:30', comment: null,
  });
  const move = (id: number, date: string) => {
    const e = events.find((x) => x.id === id);
    if (e && e.dt_start !== date) setEditing({ ...e, dt_start: date });
  };
  const step = (dir: number) => setAnchor(view === 'week' ? addDays(anchor, 7 * dir) : `${shiftMonth(month, dir)}-01`);
  const heading = view === 'week' ? `Semaine du ${shortDateFr(weeks[0]![0]!)} au ${shortDateFr(weeks[0]![6]!)}` : monthLabelFr(month);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>Planning</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => step(-1)}>{view === 'week' ? 'Semaine précédente' : 'Mois précédent'}</Button>
        <Button onClick={() => setAnchor(todayIso())}>Aujourd'hui</Button>
        <Button onClick={() => step(1)}>{view === 'week' ? 'Semaine suivante' : 'Mois suivant'}</Button>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, textTransform: 'capitalize' }}>{heading}</Typography>
        <ToggleButtonGroup exclusive size="small" value={view} onChange={(_e, v: View | null) => v && setView(v)} aria-label="Vue du calendrier">
          <ToggleButton value="week">Semaine</ToggleButton>
          <ToggleButton value="month">Mois</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <CalendarGrid weeks={weeks} month={view === 'month' ? month : undefined} events={events} roomNames={roomNames} onCreate={mayCreate ? (d) => setEditing(blank(d)) : undefined} onOpen={setEditing} onMove={mayEdit ? move : undefined} />
      {editing && (
        <EventDialog readOnly={!(editing.id ? mayEdit : mayCreate)} initial={editing} events={events} choices={choices} onClose={() => setEditing(null)} onSaved={() => (setEditing(null), void reload())} />
      )}
    </Box>
  );
}
