// Bespoke pages of registration and the trainee record (issue 13): the trainee and candidate pages as tabs
// (they answer /stagiaires/{id} and /candidatures/{id} in place of the generic detail page). Lazy chunks.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'stagiaires/:id', Component: lazy(() => import('./TraineePage.tsx').then((m) => ({ default: m.StagiairePage }))), title: 'Stagiaire' },
  { path: 'candidatures/:id', Component: lazy(() => import('./TraineePage.tsx').then((m) => ({ default: m.CandidaturePage }))), title: 'Candidature' },
];

export default routes;
