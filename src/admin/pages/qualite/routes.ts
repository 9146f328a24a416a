// Bespoke pages of quality: Qualiopi's indicators with their proofs. Lazy chunks.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'qualite/qualiopi',
    Component: lazy(() => import('./QualiopiPage.tsx')),
    title: 'Qualiopi',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
];

export default routes;
