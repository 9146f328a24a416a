// Bespoke pages of the configuration domain: the supervisors' preview of the client profiles.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'antenne/apercu-configuration',
    Component: lazy(() => import('./index.tsx')),
    title: 'Prévisualisation des profils clients',
    roles: ['ROLE_SUPERVISOR'],
  },
];

export default routes;
