// Panels of the registration screens on generic detail pages: a registration request's decision
// (« Accepter », « Refuser »).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'external_registration_contacts', Component: lazy(() => import('./DecisionPanel.tsx')) },
] satisfies ShowPanel[];
