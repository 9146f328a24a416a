// Companies panels on generic detail pages: a company's contacts, follow-ups, taxes, documents and the trainees
// it employs with their contracts, under its identity card on /entreprise/{id}.
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  // Untitled: the panel names itself (« Dans l'entreprise », its own labelled section).
  { resource: 'entreprises', Component: lazy(() => import('./companies/CompanyPanel.tsx')) },
] satisfies ShowPanel[];
