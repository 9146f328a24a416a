// Bespoke pages of the companies lane (issue 16). Each is its own lazy chunk. `entreprise/nouveau` replaces the
// generic create form of companies (a page route wins over the generic one at the same path): creation starts
// from the SIRET and the registry lookup; `antenne_conventions/nouveau` likewise, the agreement wizard.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'entreprise/nouveau', Component: lazy(() => import('./companies/CompanyCreatePage.tsx')), title: 'Nouvelle entreprise',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'] },
  // The agreement (or amendment) wizard replaces the generic create form of agreements.
  { path: 'antenne_conventions/nouveau', Component: lazy(() => import('./agreements/AgreementWizardPage.tsx')), title: 'Nouvelle convention ou avenant',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'] },
  // The apprenticeship contract form of a trainee's contract (cerfa 10103, FA 13).
  { path: 'stagiaire/contrats/:id/cerfa', Component: lazy(() => import('./cerfa/CerfaPage.tsx')), title: "Contrat d'apprentissage (cerfa 10103)",
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'] },
  // The apprenticeship tax statistics (menu taxes > statistiques).
  { path: 'taxes/statistiques', Component: lazy(() => import('./taxes/TaxStatsPage.tsx')), title: "Statistiques de la taxe d'apprentissage" },
];

export default routes;
