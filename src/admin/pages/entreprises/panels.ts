// Companies lane panels on generic detail pages: a company's contacts, follow-ups, taxes, documents and the
// trainees it employs with their contracts, under its identity card on /entreprise/{id}; on a contract's page, the way to its cerfa 10103; on a provider's page, its file (photo, documents' validity, missing ones).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'entreprises', title: "Dans l'entreprise", Component: lazy(() => import('./companies/CompanyPanel.tsx')) },
  { resource: 'etudiant_contrats', title: 'Cerfa 10103', Component: lazy(() => import('./cerfa/CerfaPanel.tsx')) },
  { resource: 'prestataires', title: 'Dossier du prestataire', Component: lazy(() => import('./providers/ProviderPanel.tsx')) },
] satisfies ShowPanel[];
