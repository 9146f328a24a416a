// The routes of every view: /<route> (list), /<route>/nouveau, /<route>/<id> (detail), /<route>/<id>/modifier,
// or the list and record paths the resource file gives (the create form then sits next to the records:
// /entreprise/nouveau, from views/paths.ts like the "Créer" links). All restricted (RequireSession); a view the
// user's roles or client flags cannot see, or a form it may not use (a read-only guest's), answers « Accès refusé ».
// The generic list, where the admin usually
// opens, is part of the start bundle (no suspended first render while its chunk loads); the other generic
// pages are lazy chunks.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { Action } from '../../shared/access.ts';
import { AccessDeniedPage } from '../pages/AccessDeniedPage.tsx';
import { useCanAccess } from '../session/access.ts';
import { createRoute } from '../views/paths.ts';
import type { ViewConfig } from '../views/viewTypes.ts';
import { GenericList } from '../views/GenericList.tsx';
import { PageLoading } from './pageRouteElements.tsx';
import { RequireSession } from './RequireSession.tsx';

const GenericCreate = lazy(() => import('../views/GenericCreate.tsx').then((m) => ({ default: m.GenericCreate })));
const GenericShow = lazy(() => import('../views/GenericShow.tsx').then((m) => ({ default: m.GenericShow })));
const GenericEdit = lazy(() => import('../views/GenericEdit.tsx').then((m) => ({ default: m.GenericEdit })));

function Guarded({ view, children, action = 'list' }: { view: ViewConfig; children: ReactNode; action?: Action }) {
  const can = useCanAccess();
  return (
    <RequireSession>
      {can('list', view) && can(action, view) ? (
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      ) : (
        <AccessDeniedPage />
      )}
    </RequireSession>
  );
}

export function viewRoutes(views: ViewConfig[]) {
  return views.flatMap((view) => {
    const list = view.paths.list;
    const record = view.paths.record;
    return [
      <Route
        key={`${view.key}-list`}
        path={list}
        element={
          <Guarded view={view}>
            <GenericList key={view.key} view={view} />
          </Guarded>
        }
      />,
      <Route
        key={`${view.key}-create`}
        path={createRoute(view)}
        element={
          <Guarded view={view} action="create">
            <GenericCreate view={view} />
          </Guarded>
        }
      />,
      <Route
        key={`${view.key}-show`}
        path={`${record}/:id`}
        element={
          <Guarded view={view}>
            <GenericShow view={view} />
          </Guarded>
        }
      />,
      <Route
        key={`${view.key}-edit`}
        path={`${record}/:id/modifier`}
        element={
          <Guarded view={view} action="edit">
            <GenericEdit view={view} />
          </Guarded>
        }
      />,
    ];
  });
}
