// Planification panels on generic detail pages: the antenne/diploma table on an antenne's, a diploma's and an
// action's page (each view with its profile columns), a group's organisation (count, transfer, timetable), and
// a session's details (stages, parcours, evaluations) created on the session's page.
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  {
    resource: 'antennes',
    Component: lazy(() => import('./TablePanels.tsx').then((m) => ({ default: m.AntenneTablePanel }))),
  },
  {
    resource: 'diplomes',
    Component: lazy(() => import('./TablePanels.tsx').then((m) => ({ default: m.DiplomeTablePanel }))),
  },
  {
    resource: 'antenne_actions',
    Component: lazy(() => import('./TablePanels.tsx').then((m) => ({ default: m.ActionTablePanel }))),
  },
  { resource: 'groupes', Component: lazy(() => import('./GroupPanel.tsx')) },
  { resource: 'antenne_diplome_sessions', Component: lazy(() => import('./SessionDetailsPanel.tsx')) },
] satisfies ShowPanel[];
