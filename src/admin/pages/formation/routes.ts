// Bespoke pages of the planification domain: the site settings (closing periods, offer, sessions),
// hidden from antenne-level users as the spec's menu says (no « parametres » for them), and the diplomas'
// referentials (« Référentiels diplômes »). Each page is its own
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
  // The diplomas' referentials: every signed-in user, each seeing the diplomas the spec's visibility rule gives.
  {
    path: 'organisme_de_formation/referentiels',
    Component: lazy(() => import('./ReferentielsPage.tsx')),
    title: 'Référentiels diplômes',
  },
  // The RNCP / RS codes of the diplomas, with the public France compétences record of each (« France Compétences »).
  {
    path: 'formation/france_competences',
    Component: lazy(() => import('./FranceCompetencesPage.tsx')),
    title: 'France compétences',
  },
];

export default routes;
