// The admin paths of a view: its list, a record, its forms. By default /<route> and /<route>/<id>; a resource
// file may move them (`paths`), e.g. companies listed at /entreprise/annuaire-entreprise, shown at /entreprise/12.
import type { ViewConfig } from './viewTypes.ts';

type WithPaths = Pick<ViewConfig, 'paths'>;

export const listPath = (view: WithPaths): string => view.paths.list;
export const recordPath = (view: WithPaths, id: unknown): string => `${view.paths.record}/${String(id)}`;
export const editPath = (view: WithPaths, id: unknown): string => `${recordPath(view, id)}/modifier`;
/** The create form's route, next to the records (/entreprise/nouveau): the one path its link and its route share. */
export const createRoute = (view: WithPaths): string => `${view.paths.record}/nouveau`;
/** The create form, with optional pre-filled values and where to go back after saving. */
export function createPath(view: WithPaths, prefill?: Record<string, unknown>, back?: string): string {
  const base = createRoute(view);
  const query = new URLSearchParams();
  if (prefill && Object.keys(prefill).length > 0) query.set('valeurs', JSON.stringify(prefill));
  if (back) query.set('retour', back);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** Where the list's « Créer » goes: the bespoke page the file names (`paths.create`), else the generic form. */
export const listCreatePath = (view: WithPaths): string => view.paths.create ?? createPath(view);

/** Paths of a view from its route and the file's `paths` (both without leading slash in the file). */
export function pathsOf(
  route: string,
  paths?: { list?: string; record?: string; create?: string },
): ViewConfig['paths'] {
  const out: ViewConfig['paths'] = {
    list: `/${paths?.list ?? route}`,
    record: `/${paths?.record ?? paths?.list ?? route}`,
  };
  if (paths?.create) out.create = `/${paths.create}`;
  return out;
}

const RECORD_IRI = /^\/api\/([a-z_]+)\/(\d+)$/;

/** The resource and id of a record's API address (`/api/etudiants/12`), or null. */
export function recordOfAddress(address: string): { resource: string; id: string } | null {
  const iri = RECORD_IRI.exec(address);
  return iri ? { resource: iri[1]!, id: iri[2]! } : null;
}

/** Where the admin opens any record by its API address, choosing the view with the record itself
 * (pages/OpenRecordPage.tsx). */
export const OPEN_RECORD_PATH = '/ouvrir';

/** The admin page an address held as text opens (an alert's or a notification's `uri`): a record's API IRI
 * (`/api/etudiants/12`) → the record page of the one view that shows its resource, or, when several do (a trainee
 * or a candidate), the page that reads the record to choose; a page of the admin (`/stagiaire/planning`) as it is;
 * null for anything else (another site, a resource no view shows). */
export function pagePathOf(address: string, viewsOf: (resource: string) => WithPaths[]): string | null {
  const record = recordOfAddress(address);
  if (record) {
    const views = viewsOf(record.resource);
    if (views.length === 0) return null;
    return views.length === 1
      ? recordPath(views[0]!, record.id)
      : `${OPEN_RECORD_PATH}?adresse=${encodeURIComponent(address)}`;
  }
  // Not another site's: `//host` and `/\host` (a browser reads a backslash as a slash) lead away from the admin.
  const own = address.startsWith('/') && !/^\/[/\\]/.test(address) && !address.startsWith('/api/');
  return own ? address : null;
}
