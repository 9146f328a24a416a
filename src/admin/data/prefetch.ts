// The first page of the list the admin opens on, requested while the app is still rendering: at start the
// list's request would otherwise wait for the whole first render (layout, menu, list, filters). The
// bootstrap asks for exactly what the list page will ask (view key, page 1, the view's page size and sort,
// no filter); when react-admin then calls getList with the same parameters, it gets that answer, once, if
// it is fresh. Any difference (filters or sort in the URL, another page) is an ordinary request.
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import type { ViewConfig } from '../views/viewTypes.ts';

/** How long a prefetched answer may stand in for the list's own request. */
const FRESH_MS = 10_000;

const keyOf = (resource: string, p: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) =>
  JSON.stringify([resource, p.pagination?.page ?? 1, p.pagination?.perPage ?? null, p.sort?.field ?? null, p.sort?.order ?? null, p.filter ?? {}]);

export interface PrefetchingProvider extends DataProvider {
  /** Starts the first-page request of this view's list (ignored when one is already waiting). */
  prefetchList(view: ViewConfig): void;
}

export function withListPrefetch(provider: DataProvider): PrefetchingProvider {
  const waiting = new Map<string, { at: number; result: Promise<GetListResult> }>();
  return {
    ...provider,
    getList: (resource, params) => {
      const key = keyOf(resource, params);
      const hit = waiting.get(key);
      waiting.delete(key);
      if (hit && Date.now() - hit.at < FRESH_MS) return hit.result as never;
      return provider.getList(resource, params);
    },
    prefetchList(view) {
      const params = { pagination: { page: 1, perPage: view.perPage }, sort: view.sort, filter: {} };
      const key = keyOf(view.key, params);
      if (waiting.has(key)) return;
      const result = provider.getList(view.key, params);
      // A failure is the list's to report when it asks (the promise is handed over as is); not unhandled here.
      result.catch(() => undefined);
      waiting.set(key, { at: Date.now(), result });
    },
  };
}

/** The view whose list is at this path (no query string: filters, sort or page in the URL change the request). */
export function listViewAt(views: readonly ViewConfig[], pathname: string, search: string): ViewConfig | undefined {
  if (search && search !== '?') return undefined;
  const path = pathname.replace(/\/+$/, '') || '/';
  return views.find((v) => v.paths.list === path);
}
