// Bespoke pages of quality: Qualiopi's indicators with their proofs, the BPF. Lazy chunks.
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
];

export default routes;
