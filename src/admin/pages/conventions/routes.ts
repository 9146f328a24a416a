// Bespoke page of agreements: the agreement (or amendment) wizard. A lazy chunk.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'antenne_conventions/assistant',
    Component: lazy(() => import('./AgreementWizardPage.tsx')),
    title: 'Nouvelle convention ou avenant',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
];

export default routes;
