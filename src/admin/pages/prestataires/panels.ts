// Providers' panel on generic detail pages: on a provider's page, its file (photo, documents' validity,
// missing ones).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'prestataires', title: 'Dossier du prestataire', Component: lazy(() => import('./ProviderPanel.tsx')) },
] satisfies ShowPanel[];
