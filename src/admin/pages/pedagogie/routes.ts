// Bespoke pages of the pedagogy: a referential's tree editor, a sequence's content picked in its
// referential's tree, the evaluation grid, and the trainees with their bilans de parcours at the menu's
// /pedagogie/bilan_parcours (resources/bilan_parcours.json keeps its records, form and generic list of every
// active bilan at /pedagogie/bilan_parcours/tous; the archived bilans keep their generic list). Each is its
// own lazy chunk, so the tree view loads only when a page is opened.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  {
    path: 'pedagogie/referentiels/:id/arbre',
    Component: lazy(() => import('./referentiels/ReferentielTreePage.tsx')),
    title: 'Arborescence du référentiel',
  },
  {
    path: 'pedagogie/sequences/:id/contenu',
    Component: lazy(() => import('./sequences/SequenceContentPage.tsx')),
    title: 'Contenu de la séquence',
  },
  {
    path: 'pedagogie/bilan_parcours',
    Component: lazy(() => import('./bilans/BilanTraineesPage.tsx')),
    title: 'Bilans de parcours',
  },
  {
    path: 'pedagogie/evaluations/grille',
    Component: lazy(() => import('./grille/GrillePage.tsx')),
    title: "Grille d'évaluation",
  },
  {
    path: 'formateur/seances/:id/grille',
    Component: lazy(() => import('./grille/TrainerGridPage.tsx')),
    title: 'Grille d’évaluation du groupe',
    shell: 'trainee',
    roles: ['ROLE_FORMATEUR'],
  },
];

export default routes;
