// Pedagogy panels on generic detail pages: the way to a referential's tree editor, an action's referentials
// (created, copied), the way to a sequence's content and grid,
// a bilan's archiving and RPP follow-ups, the trainee's evaluations over time and ACA (titles a literal: this file is
// read eagerly by the shell, the catalogue is not).
import { lazy } from 'react';
import type { ShowPanel } from '../types.ts';

export default [
  { resource: 'antenne_referentiels', Component: lazy(() => import('./referentiels/ReferentielTreePanel.tsx')) },
  { resource: 'antenne_actions', Component: lazy(() => import('./actions/ActionReferentielsPanel.tsx')) },
  { resource: 'antenne_sequences', Component: lazy(() => import('./grille/SequenceGridPanel.tsx')) },
  { resource: 'etudiant_bilan_parcours', Component: lazy(() => import('./bilans/BilanPanel.tsx')) },
  {
    resource: 'etudiants',
    title: 'Scores des évaluations',
    Component: lazy(() => import('./historique/HistoryPanel.tsx')),
  },
  {
    resource: 'etudiants',
    title: 'Attestation de compétences (ACA)',
    Component: lazy(() => import('./aca/AcaPanel.tsx')),
  },
] satisfies ShowPanel[];
