// Bespoke pages of the post-training domain: follow-up of trainees who left, job search support and the surveys
// (one page per survey kind of the menu). Each is a lazy chunk, so the charts load only when a page is opened.
// The public survey form is mounted by the shell outside the session guard (App.tsx), lazily too; the trainee
// space's « Mes enquêtes » answers the same surveys signed in.
import { createElement, lazy } from 'react';
import type { PageRoute } from '../types.ts';

const surveys = (categorie: number) =>
  lazy(() =>
    import('./surveys/SurveysPage.tsx').then((m) => ({ default: () => createElement(m.SurveysPage, { categorie }) })),
  );

const routes: PageRoute[] = [
  {
    path: 'post-formation/suivi-stagiaire',
    Component: lazy(() => import('./followUp/FollowUpPage.tsx')),
    title: 'Suivi des stagiaires',
  },
  { path: 'post-formation/enquete-satisfaction', Component: surveys(1), title: 'Enquêtes de satisfaction' },
  { path: 'post-formation/questionnaire-insertion', Component: surveys(2), title: "Questionnaires d'insertion" },
  { path: 'post-formation/enquete-debut-formation', Component: surveys(3), title: 'Enquêtes de début de formation' },
  { path: 'post-formation/enquete-milieu-formation', Component: surveys(4), title: 'Enquêtes de milieu de formation' },
  { path: 'post-formation/enquete-fin-formation', Component: surveys(5), title: 'Enquêtes de fin de formation' },
  { path: 'post-formation/enquete-formateur', Component: surveys(6), title: 'Enquêtes formateurs' },
  {
    path: 'mon-espace/enquetes',
    Component: lazy(() => import('./espace/MesEnquetesPage.tsx')),
    title: 'Mes enquêtes',
    shell: 'trainee',
    roles: ['ROLE_STAGIAIRE'],
  },
  {
    path: 'entreprise/accompagnement-emploi',
    Component: lazy(() => import('./followUp/JobSearchPage.tsx')),
    title: "Accompagnement vers l'emploi",
  },
];

export default routes;
