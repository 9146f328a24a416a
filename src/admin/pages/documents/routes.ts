// Bespoke pages of document models: the models of each folder with their variables, and the
// generation of a model for selected trainees. A lazy chunk; the menu's Gestion › Modèles entry opens it. The
// trainee space's « Mes documents » (its convocations and attestations to download), a lazy chunk of its own.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'antenne/modeles',
    Component: lazy(() => import('./generation/ModelsPage.tsx')),
    title: 'Modèles de documents',
  },
  {
    path: 'mon-espace/documents',
    Component: lazy(() => import('./espace/MesDocumentsPage.tsx')),
    title: 'Mes documents',
    shell: 'trainee',
    roles: ['ROLE_STAGIAIRE'],
  },
];

export default routes;
