// Bespoke pages of apprenticeship: the cerfa 10103 of a trainee's contract (FA 13), the end-of-contract
// evaluation by the tutor, and the job each apprentice prepares (job sheets); the company tutor's space (its
// apprentices, their booklet and evaluation), the trainer's booklets (the CFA's side) and the apprentice's booklet.
// Lazy chunks.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'stagiaire/contrats/:id/cerfa',
    Component: lazy(() => import('./cerfa/CerfaPage.tsx')),
    title: "Contrat d'apprentissage (cerfa 10103)",
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
  {
    path: 'entreprise/evaluation_en_alternance',
    Component: lazy(() => import('./EvaluationPage.tsx')),
    title: 'Évaluation en alternance',
  },
  { path: 'entreprise/apifichemetier', Component: lazy(() => import('./JobSheetPage.tsx')), title: 'Fiches métiers' },
  {
    path: 'tuteur/apprentis',
    Component: lazy(() => import('./espace/MesApprentisPage.tsx')),
    title: 'Mes apprentis',
    shell: 'trainee',
    roles: ['ROLE_ENTREPRISE'],
  },
  {
    path: 'tuteur/apprentis/:id',
    Component: lazy(() => import('./espace/ApprentiPage.tsx')),
    title: 'Mon apprenti',
    shell: 'trainee',
    roles: ['ROLE_ENTREPRISE'],
  },
  {
    path: 'formateur/apprenants',
    Component: lazy(() => import('./espace/MesApprenantsPage.tsx')),
    title: 'Mes apprenants',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
  {
    path: 'formateur/apprenants/:id',
    Component: lazy(() => import('./espace/LivretFormateurPage.tsx')),
    title: 'Livret de mon apprenant',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
  {
    path: 'mon-espace/livret',
    Component: lazy(() => import('./espace/MonLivretPage.tsx')),
    title: 'Mon livret',
    shell: 'trainee',
    roles: ['ROLE_STAGIAIRE'],
  },
];

export default routes;
