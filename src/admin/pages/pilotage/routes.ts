// Bespoke pages of oversight: statistics, the dashboard and the user's alerts; the trainer space's « Mes
// notifications ». Each is its own lazy chunk (the charts load only with them). The home's "today" and the app
// bar's badges are lazy chunks the shell mounts itself (HomePage.tsx, layout/AppBar.tsx).
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const Statistiques = lazy(() => import('./StatistiquesPage.tsx'));

const routes: PageRoute[] = [
  { path: 'antenne/statistiques', Component: Statistiques, title: 'Statistiques' },
  { path: 'statistiques/dashboard', Component: Statistiques, title: 'Statistiques' },
  {
    path: 'antenne/tableau_de_bord',
    Component: lazy(() => import('./TableauDeBordPage.tsx')),
    title: 'Tableau de bord',
  },
  { path: 'alertes', Component: lazy(() => import('./AlertesPage.tsx')), title: 'Mes alertes' },
  {
    path: 'formateur/notifications',
    Component: lazy(() => import('./espace/MesNotificationsPage.tsx')),
    title: 'Mes notifications',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
];

export default routes;
