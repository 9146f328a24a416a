// Providers' panel on generic detail pages: on a provider's page, its file (photo, documents' validity,
// missing ones).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  // Untitled: the panel names itself (« Dossier du prestataire », its own labelled section).
  { resource: 'prestataires', Component: lazy(() => import('./ProviderPanel.tsx')) },
] satisfies ShowPanel[];
