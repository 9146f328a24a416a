// Bespoke pages of quality: Qualiopi's indicators with their proofs, the BPF, the published results
// (the public page /resultats/{token} is mounted outside the layout by App.tsx). Lazy chunks.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'qualite/qualiopi',
    Component: lazy(() => import('./QualiopiPage.tsx')),
    title: 'Qualiopi',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
  {
    // The centre's document: no antenne user (the server refuses them too).
    path: 'qualite/bpf',
    Component: lazy(() => import('./BpfPage.tsx')),
    title: 'BPF',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
  },
  {
    path: 'qualite/resultats',
    Component: lazy(() => import('./ResultatsPage.tsx')),
    title: 'Résultats publiés',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
  },
];

export default routes;
