// Attendance panels on generic detail pages: the running attendance rate on a trainee's page.
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'etudiants', Component: lazy(() => import('./AttendanceRatePanel.tsx')) },
] satisfies ShowPanel[];
