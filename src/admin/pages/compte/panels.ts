// Account panels on generic detail pages: « Créer un accès » on a company contact (its tutor's space) and on a
// speaker (its trainer's space).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  {
    resource: 'entreprise_contacts',
    title: 'Accès à son espace',
    Component: lazy(() => import('./AccessPanel.tsx').then((m) => ({ default: m.TutorAccessPanel }))),
  },
  {
    resource: 'scheduler_speakers',
    title: 'Accès à son espace',
    Component: lazy(() => import('./AccessPanel.tsx').then((m) => ({ default: m.TrainerAccessPanel }))),
  },
] satisfies ShowPanel[];
