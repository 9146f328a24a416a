// The event shape the planning pages read and write (the API's scheduler_events item).
export interface SchedulerEvent {
  '@id'?: string;
  id?: number;
  title: string;
  activity: string | null;
  diplome_session: string | null;
  classroom: string | null;
  speaker: string | null;
  antenne: string;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  comment: string | null;
}
