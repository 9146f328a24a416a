// Bespoke pages of the planification domain (issue 14): the site settings (closing periods, offer, sessions),
// hidden from antenne-level users as the spec's menu says (no « parametres » for them). Each page is its own
// lazy chunk. The antenne/diploma table and a group's transfer are panels of generic pages (panels.ts).
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'antenne/parametrage-du-site',
    Component: lazy(() => import('./SiteSettingsPage.tsx')),
    title: 'Paramétrage du site',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
  },
];

export default routes;
