// Pedagogy panels on generic detail pages: the way to a referential's tree editor, and to a sequence's grid.
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'antenne_referentiels', Component: lazy(() => import('./referentiels/ReferentielTreePanel.tsx')) },
  { resource: 'antenne_sequences', Component: lazy(() => import('./grille/SequenceGridPanel.tsx')) },
] satisfies ShowPanel[];
