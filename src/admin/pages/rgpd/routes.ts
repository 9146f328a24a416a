// The RGPD page: a trainee's data exported or erased. A lazy chunk.
import { lazy } from 'react';
import type { PageRoute } from '../types.ts';

const routes: PageRoute[] = [{ path: 'rgpd', Component: lazy(() => import('./RgpdPage.tsx')), title: 'RGPD' }];

export default routes;
