// Tabs of the trainee's page: the course and its moves, contracts and ruptures, PIF.
// Each is a titled ShowPanel of `etudiants`, lazy, shown as a tab by the trainee page and as a section by
// the generic detail page.
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';
import { parcoursTitles as T } from '../../i18n/parcoursTitles.ts';

export default [
  { resource: 'etudiants', title: T.parcours, pinned: true, Component: lazy(() => import('./ParcoursPanel.tsx')) },
  { resource: 'etudiants', title: T.contrats, Component: lazy(() => import('../alternance/ContractsPanel.tsx')) },
  { resource: 'etudiants', title: T.pif, Component: lazy(() => import('./PifPanel.tsx')) },
] satisfies ShowPanel[];
