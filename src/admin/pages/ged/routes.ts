// Bespoke page of the GED collaborative: a lazy chunk (the tree view, the upload form).
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [
  { path: 'antenne/ged-collaborative', Component: lazy(() => import('./GedPage.tsx')), title: 'GED collaborative' },
];

export default routes;
