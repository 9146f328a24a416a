// The routes of every view: /<route> (list), /<route>/nouveau, /<route>/<id> (detail), /<route>/<id>/modifier.
// All restricted (RequireSession); a view the user's roles cannot see answers as an unknown page.
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { canSee } from '../layout/menuFromViews.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { getRoles } from '../session/storage.ts';
import { GenericCreate } from '../views/GenericCreate.tsx';
import { GenericEdit } from '../views/GenericEdit.tsx';
import { GenericList } from '../views/GenericList.tsx';
import { GenericShow } from '../views/GenericShow.tsx';
import type { ViewConfig } from '../views/viewTypes.ts';
import { RequireSession } from './RequireSession.tsx';

function Guarded({ view, children }: { view: ViewConfig; children: ReactNode }) {
  return <RequireSession>{canSee(view, getRoles()) ? children : <NotFoundPage />}</RequireSession>;
}

export function viewRoutes(views: ViewConfig[]) {
  return views.flatMap((view) => [
    <Route key={`${view.key}-list`} path={`/${view.key}`} element={<Guarded view={view}><GenericList key={view.key} view={view} /></Guarded>} />,
    <Route key={`${view.key}-create`} path={`/${view.key}/nouveau`} element={<Guarded view={view}><GenericCreate view={view} /></Guarded>} />,
    <Route key={`${view.key}-show`} path={`/${view.key}/:id`} element={<Guarded view={view}><GenericShow view={view} /></Guarded>} />,
    <Route key={`${view.key}-edit`} path={`/${view.key}/:id/modifier`} element={<Guarded view={view}><GenericEdit view={view} /></Guarded>} />,
  ]);
}
