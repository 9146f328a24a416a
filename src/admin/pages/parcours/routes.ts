// Bespoke pages of the trainee's course: the trainee and candidate pages as tabs (they answer /stagiaires/{id}
// and /candidatures/{id} in place of the generic detail page), the interviews dashboard and the SIFA export.
// Each is its own lazy chunk.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'stagiaires/:id',
    Component: lazy(() => import('./TraineePage.tsx').then((m) => ({ default: m.StagiairePage }))),
    title: 'Stagiaire',
  },
  {
    path: 'candidatures/:id',
    Component: lazy(() => import('./TraineePage.tsx').then((m) => ({ default: m.CandidaturePage }))),
    title: 'Candidature',
  },
  { path: 'stagiaire/export-sifa', Component: lazy(() => import('./SifaExportPage.tsx')), title: 'Export SIFA' },
  {
    path: 'stagiaire/tableau-de-bord-entretiens',
    Component: lazy(() => import('./InterviewsDashboardPage.tsx')),
    title: 'Suivi des entretiens',
  },
];

export default routes;
