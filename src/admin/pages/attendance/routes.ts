// Bespoke pages of the attendance domain: planning, sign-in sheets, pointage; the learner's signing page opened
// from the room's QR code, and the trainee space. Each is its own lazy chunk, so the calendar, the PDF and QR
// libraries load only when a page is opened.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'stagiaire/planning', Component: lazy(() => import('./planning/PlanningPage.tsx')), title: 'Planning' },
  {
    path: 'stagiaire/emargement',
    Component: lazy(() => import('./emargement/EmargementPage.tsx')),
    title: 'Émargement',
  },
  { path: 'stagiaire/pointage', Component: lazy(() => import('./pointage/PointagePage.tsx')), title: 'Pointage' },
  {
    path: 'emargement/signer/:id',
    Component: lazy(() => import('./selfsign/SelfSignPage.tsx')),
    title: 'Signer ma présence',
    shell: 'public',
  },
  {
    path: 'mon-espace/planning',
    Component: lazy(() => import('./espace/MonPlanningPage.tsx')),
    title: 'Mon planning',
    shell: 'trainee',
    roles: ['ROLE_STAGIAIRE'],
  },
  {
    path: 'mon-espace/presences',
    Component: lazy(() => import('./espace/MesPresencesPage.tsx')),
    title: 'Mes présences',
    shell: 'trainee',
    roles: ['ROLE_STAGIAIRE'],
  },
  {
    path: 'mon-espace/absences',
    Component: lazy(() => import('./espace/MesAbsencesPage.tsx')),
    title: 'Mes absences',
    shell: 'trainee',
    roles: ['ROLE_STAGIAIRE'],
  },
  {
    path: 'formateur/seances',
    Component: lazy(() => import('./espace/MesSeancesPage.tsx')),
    title: 'Mes séances',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
  {
    path: 'formateur/disponibilites',
    Component: lazy(() => import('./espace/MesDisponibilitesPage.tsx')),
    title: 'Mes disponibilités',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
];

export default routes;
