// Bespoke pages of the configuration domain (the platform's support, a centre's supervisor): the editor of the
// stored resource files and client profiles (draft, check, preview, publish, history, new client), and the older
// preview of the client profiles.
import { lazy } from 'react';
import { CONFIGURATION_ROLES } from '../../../shared/access.ts';
import type { PageRoute } from '../types.ts';

/** The configuration editor's address (the menu's entry, the platform support's home). */
export const EDITOR_PATH = 'antenne/parametrage-configuration';

const routes: PageRoute[] = [
  {
    path: EDITOR_PATH,
    Component: lazy(() => import('./EditorPage.tsx')),
    title: 'Paramétrage de la configuration',
    // The platform's support and the supervisors; which files each reaches: canAccessConfiguration.
    roles: [...CONFIGURATION_ROLES],
  },
  {
    path: 'antenne/apercu-configuration',
    Component: lazy(() => import('./index.tsx')),
    title: 'Prévisualisation des profils clients',
    roles: [...CONFIGURATION_ROLES],
  },
];

export default routes;
