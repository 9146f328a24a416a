// Bespoke pages of support: a ticket with its attachment mailed to support, and the state of the external
// services this server depends on. Lazy chunks.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'assistance/envoyer-un-ticket',
    Component: lazy(() => import('./TicketPage.tsx')),
    title: "Demande d'assistance",
  },
  { path: 'test', Component: lazy(() => import('./ServicesPage.tsx')), title: 'Configuration des services' },
];

export default routes;
