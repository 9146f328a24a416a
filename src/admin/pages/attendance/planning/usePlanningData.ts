// Loads what the planning shows: the events of the months the view touches (scheduler_events_month), the
// choices of the event form (activities, groups, rooms, speakers, antennes) and the speakers' declared slots (the
// cards' availability warnings), once.
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { attendanceMessages, type AvailabilitySlot } from '../../../../shared/attendance/index.ts';
import { apiGet, members, options, type HydraList, type Option } from '../api.ts';
import type { SchedulerEvent } from './types.ts';

export interface PlanningChoices {
  activities: Option[];
  groups: Option[];
  classrooms: Option[];
  speakers: Option[];
  antennes: Option[];
}

const name = (r: Record<string, unknown>) => String(r.name ?? '');
const person = (r: Record<string, unknown>) => `${r.lastname} ${r.firstname}`;

export function usePlanningData(months: string[]) {
  const notify = useNotify();
  const [events, setEvents] = useState<SchedulerEvent[]>([]);
  const [choices, setChoices] = useState<PlanningChoices>({
    activities: [],
    groups: [],
    classrooms: [],
    speakers: [],
    antennes: [],
  });
  const [slots, setSlots] = useState<(AvailabilitySlot & { speaker?: string | null })[]>([]);
  const key = months.join(',');

  const reload = useCallback(async () => {
    try {
      const lists = await Promise.all(
        key.split(',').map((m) => apiGet<HydraList<SchedulerEvent>>(`scheduler_events_month/${m}`)),
      );
      setEvents(lists.flatMap(members));
    } catch {
      notify(attendanceMessages.fetchFailed, { type: 'error' });
    }
  }, [key, notify]);

  useEffect(() => void reload(), [reload]);

  useEffect(() => {
    Promise.all([
      options('scheduler_activities', name, { etat: '0' }),
      options('diplome_sessions', name),
      options('scheduler_classrooms', name, { etat: '0' }),
      options('scheduler_speakers', person, { etat: '0' }),
      options('antennes', name),
    ])
      .then(([activities, groups, classrooms, speakers, antennes]) =>
        setChoices({ activities, groups, classrooms, speakers, antennes }),
      )
      .catch(() => notify(attendanceMessages.fetchFailed, { type: 'error' }));
  }, [notify]);

  // Without them (a failed read) the cards only lose their availability warnings; the form reads its own.
  useEffect(() => {
    apiGet<HydraList<AvailabilitySlot & { speaker?: string | null }>>('scheduler_speaker_disponibilites', {
      pagination: 'false',
    }).then(
      (list) => setSlots(members(list)),
      () => setSlots([]),
    );
  }, []);

  return { events, choices, slots, reload };
}
