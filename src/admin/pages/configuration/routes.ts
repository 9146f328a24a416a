// Bespoke pages of the configuration domain (supervisors): the editor of the stored resource files and client
// profiles (draft, check, preview, publish, history, new client), and the older preview of the client profiles.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'antenne/parametrage-configuration',
    Component: lazy(() => import('./EditorPage.tsx')),
    title: 'Paramétrage de la configuration',
    roles: ['ROLE_SUPERVISOR'],
  },
  {
    path: 'antenne/apercu-configuration',
    Component: lazy(() => import('./index.tsx')),
    title: 'Prévisualisation des profils clients',
    roles: ['ROLE_SUPERVISOR'],
  },
];

export default routes;
