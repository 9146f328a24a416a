// Bespoke pages of the providers domain: the trainer space's « Mes documents » (its provider record's documents and
// their expiry), its own lazy chunk.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'formateur/documents',
    Component: lazy(() => import('./espace/MesDocumentsPage.tsx')),
    title: 'Mes documents',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
];

export default routes;
