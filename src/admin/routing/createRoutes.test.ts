// "Créer" opens a form on every list that has one. For every view of the repository's resource
// files that someone may create in, the path its "Créer" links go to (createPath, with and without pre-filled
// values) is answered by that view's create route among all the admin's routes (bespoke pages included), not by
// a record page reading "nouveau" as an id, nor by nothing (the not-found page).
import { readdirSync, readFileSync } from 'node:fs';
import { isValidElement, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../shared/access.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { pageRoutes } from '../pages/registry.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { validateResourceFile } from '../../shared/configuration/validate.ts';
import { buildViews } from '../views/buildViews.ts';
import { createPath, listCreatePath, listPath } from '../views/paths.ts';
import type { ViewConfig } from '../views/viewTypes.ts';
import { pageRouteElements } from './pageRouteElements.tsx';
import { viewRoutes } from './viewRoutes.tsx';

const model = modelFromSchemas();
const files = readdirSync('resources')
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const data: unknown = JSON.parse(readFileSync(`resources/${file}`, 'utf8'));
    expect(validateResourceFile(file, data, model)).toEqual([]);
    return { file, data: data as ResourceFile, valid: true };
  });
const views = buildViews(model, files);
const routes = createRoutesFromElements([...pageRouteElements(pageRoutes), ...viewRoutes(views)]);

/** Someone may create: a role that writes it, with every client flag on. */
const ROLES = ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'];
const creatable = views.filter((view) =>
  ROLES.some((role) =>
    canAccess({ roles: [role], flags: view.flag ? { [view.flag]: true } : {} }, { action: 'create', resource: view }),
  ),
);

/** The view and the page component (GenericCreate, GenericShow...) of the route answering `path`. */
function answering(path: string): { view?: ViewConfig; routePath?: string } {
  const matches = matchRoutes(routes, path.split('?')[0]);
  const route = matches?.at(-1)?.route;
  const element = route?.element as ReactElement<{ view?: ViewConfig }> | undefined;
  return { view: isValidElement(element) ? element.props.view : undefined, routePath: route?.path };
}

describe('« Créer » mène au formulaire de création', () => {
  it('covers the moved paths of the company and taxes directories', () => {
    const keys = creatable.map((v) => v.key);
    expect(keys.length).toBeGreaterThan(40);
    for (const moved of views.filter((v) => v.paths.list !== v.paths.record)) expect(keys).toContain(moved.key);
    expect(views.some((v) => v.paths.list === '/entreprise/annuaire-entreprise')).toBe(true);
    expect(views.some((v) => v.paths.list === '/taxes/annuaire-entreprise')).toBe(true);
    // Nobody creates a centre (the server refuses it): its list offers no "Créer" leading to a refused form.
    expect(keys).not.toContain('cfas');
  });

  it.each(creatable.map((v) => [v.key, v] as const))('%s', (_key, view) => {
    for (const path of [createPath(view), createPath(view, { antenne: 1 }, listPath(view))]) {
      const { view: found, routePath } = answering(path);
      expect(found?.key, `${path} → ${routePath ?? 'page introuvable'}`).toBe(view.key);
      expect(routePath, path).toMatch(/\/nouveau$/);
    }
  });
});

describe("pas de « Créer » là où créer à la main n'a pas de sens", () => {
  it('the attestations (ACA), the archived bilans and the notifications: for no role, the form refused too', () => {
    const keys = creatable.map((v) => v.key);
    for (const key of ['etudiant_aca', 'bilan_parcours_archives', 'notifications']) {
      const view = views.find((v) => v.key === key)!;
      expect([key, view.creatable]).toEqual([key, false]);
      expect(keys).not.toContain(key);
    }
    // The active bilans stay creatable (« Nouveau bilan »): the flag is the view's, not the resource's.
    expect(keys).toContain('bilan_parcours');
  });
});

describe('« Créer » ouvre la page dédiée que le fichier de ressource nomme', () => {
  const bespoke = views.filter((v) => v.paths.create);
  const pagePaths = new Set(pageRoutes.map((p) => `/${p.path}`));

  it('the company from its SIRET, the agreement wizard and the ticket mailed to support', () => {
    const of = (key: string) => views.find((v) => v.key === key)!;
    expect(listCreatePath(of('entreprises'))).toBe('/entreprise/creation-siret');
    expect(listCreatePath(of('antenne_conventions'))).toBe('/antenne_conventions/assistant');
    expect(listCreatePath(of('tickets'))).toBe('/assistance/envoyer-un-ticket');
    // A view without one keeps the generic form.
    expect(listCreatePath(of('etudiant_absences'))).toBe('/etudiant_absences/nouveau');
  });

  it.each(bespoke.map((v) => [v.key, v] as const))('%s: a bespoke page answers', (_key, view) => {
    expect(pagePaths.has(view.paths.create!), `${view.paths.create} → page introuvable`).toBe(true);
    expect(answering(view.paths.create!).view).toBeUndefined();
  });
});
