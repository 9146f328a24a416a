// Apprenticeship panels on generic detail pages: on a contract's page, the way to its cerfa 10103; on a trainee's,
// its booklet (what the tutor and the trainer recorded, and when).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'etudiant_contrats', title: 'Cerfa 10103', Component: lazy(() => import('./cerfa/CerfaPanel.tsx')) },
  { resource: 'etudiants', title: "Livret d'apprentissage", Component: lazy(() => import('./LivretPanel.tsx')) },
] satisfies ShowPanel[];
