// Shapes of the pointage calls (pointage_totals, pointage_occurences_etudiant, pointages_light).
import type { AttendanceTotals } from '../../../../shared/attendance/index.ts';

export interface TraineeTotals {
  etudiant: string;
  id: number;
  name: string;
  totals: AttendanceTotals;
}
export interface Occurrence {
  kind: 'presence' | 'absence';
  date: string;
  date_end?: string;
  hr_start: string | null;
  hr_end: string | null;
  title?: string;
  raison?: number;
  justified?: boolean;
  hours: number;
  absence?: string;
}
export interface PointageLight {
  '@id': string;
  id: number;
  etudiant: string;
  absence: string | null;
  raison: number;
  dt_start: string;
  dt_end: string;
  hours: number | null;
}
