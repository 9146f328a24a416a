// Bespoke pages of the attendance domain: planning, sign-in sheets, pointage. Each is its own
// lazy chunk, so the calendar and the PDF library load only when a page is opened.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'stagiaire/planning', Component: lazy(() => import('./planning/PlanningPage.tsx')), title: 'Planning' },
  { path: 'stagiaire/emargement', Component: lazy(() => import('./emargement/EmargementPage.tsx')), title: 'Émargement' },
  { path: 'stagiaire/pointage', Component: lazy(() => import('./pointage/PointagePage.tsx')), title: 'Pointage' },
];

export default routes;
