// Bespoke pages of document models: the models of each folder with their variables, and the
// generation of a model for selected trainees. A lazy chunk; the menu's Gestion › Modèles entry opens it.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'antenne/modeles', Component: lazy(() => import('./generation/ModelsPage.tsx')), title: 'Modèles de documents' },
];

export default routes;
