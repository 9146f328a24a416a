// Bespoke page of invoicing: the aid billing list of the menu's « Aides mobilisées » (the
// invoices themselves are the generic list /facturation/factures). Lazy, its own chunk.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'facturation/aides-mobilisees',
    Component: lazy(() => import('./AidesMobiliseesPage.tsx')),
    title: 'Aides mobilisées',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
];

export default routes;
