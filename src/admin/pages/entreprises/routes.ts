// Bespoke pages of the companies lane (issue 16). Each is its own lazy chunk. `entreprise/creation-siret`: a
// company created from its SIRET and the registry lookup; `antenne_conventions/assistant`: the agreement wizard.
// They sit beside the generic create forms (/entreprise/nouveau, /antenne_conventions/nouveau), which the
// coverage journey uses; the lists' « Créer » could point at them once a resource file can say so.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'entreprise/creation-siret', Component: lazy(() => import('./companies/CompanyCreatePage.tsx')), title: 'Nouvelle entreprise',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'] },
  // The agreement (or amendment) wizard.
  { path: 'antenne_conventions/assistant', Component: lazy(() => import('./agreements/AgreementWizardPage.tsx')), title: 'Nouvelle convention ou avenant',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'] },
  // The apprenticeship contract form of a trainee's contract (cerfa 10103, FA 13).
  { path: 'stagiaire/contrats/:id/cerfa', Component: lazy(() => import('./cerfa/CerfaPage.tsx')), title: "Contrat d'apprentissage (cerfa 10103)",
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'] },
  // The apprenticeship tax statistics (menu taxes > statistiques).
  { path: 'taxes/statistiques', Component: lazy(() => import('./taxes/TaxStatsPage.tsx')), title: "Statistiques de la taxe d'apprentissage" },
];

export default routes;
