// Bespoke pages of the parcours domain (issue 13): the interviews dashboard and the SIFA export. Each is its
// own lazy chunk.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'stagiaire/export-sifa', Component: lazy(() => import('./SifaExportPage.tsx')), title: 'Export SIFA' },
  { path: 'stagiaire/tableau-de-bord-entretiens', Component: lazy(() => import('./InterviewsDashboardPage.tsx')), title: 'Suivi des entretiens' },
];

export default routes;
