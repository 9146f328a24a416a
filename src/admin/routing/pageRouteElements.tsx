// Mounts the bespoke pages (src/admin/pages/<domain>/routes.ts) inside the layout: session guard, role check
// (French "accès refusé"), the page title, and Suspense with the spinner while the page's chunk loads.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Title } from 'react-admin';
import { Route } from 'react-router-dom';
import { fr } from '../i18n/fr.ts';
import { AccessDeniedPage } from '../pages/AccessDeniedPage.tsx';
import type { PageRoute } from '../pages/types.ts';
import { useCanAccess } from '../session/access.ts';
import { RequireSession } from './RequireSession.tsx';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={fr.app.loading} />
    </Box>
  );
}

function PageElement({ page }: { page: PageRoute }) {
  const can = useCanAccess();
  if (!can('list', page)) return <AccessDeniedPage />;
  const { Component } = page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Title title={page.title} />
      <Component />
    </Suspense>
  );
}

/** The back-office's pages (inside the layout): those without a `shell`. */
export function pageRouteElements(pages: PageRoute[]) {
  return pages
    .filter((page) => !page.shell)
    .map((page) => (
      <Route
        key={`page-${page.path}`}
        path={`/${page.path}`}
        element={
          <RequireSession>
            <PageElement page={page} />
          </RequireSession>
        }
      />
    ));
}

/** The pages mounted outside the layout: the trainee space's, in its own frame, and the public ones. */
export function shellRouteElements(pages: PageRoute[], TraineeFrame: ComponentType<{ children: ReactNode }>) {
  return pages
    .filter((page) => page.shell)
    .map((page) => {
      const element =
        page.shell === 'trainee' ? (
          <RequireSession trainee>
            <Suspense fallback={<PageLoading />}>
              <TraineeFrame>
                <PageElement page={page} />
              </TraineeFrame>
            </Suspense>
          </RequireSession>
        ) : (
          <Suspense fallback={<PageLoading />}>
            <page.Component />
          </Suspense>
        );
      return <Route key={`page-${page.path}`} path={`/${page.path}`} element={element} />;
    });
}
