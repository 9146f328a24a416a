// Bespoke pages of companies. Each is its own lazy chunk. `entreprise/creation-siret`: a company created from
// its SIRET and the registry lookup, opened by the companies list's « Créer » (its resource file's
// `paths.create`; the generic form /entreprise/nouveau stays for the links that pre-fill it);
// `taxes/statistiques`: the apprenticeship tax statistics (menu taxes > statistiques).
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'entreprise/creation-siret',
    Component: lazy(() => import('./companies/CompanyCreatePage.tsx')),
    title: 'Nouvelle entreprise',
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
  {
    path: 'taxes/statistiques',
    Component: lazy(() => import('./taxes/TaxStatsPage.tsx')),
    title: "Statistiques de la taxe d'apprentissage",
  },
];

export default routes;
