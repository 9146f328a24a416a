// A list's next rows asked as soon as the user sorts, pages or searches, not once react-admin has drawn the list again
// with its new parameters: it writes them into the address on the next tick, then the whole page renders before
// react-query's effect sends the request (~90 ms of the 200–250 ms between a click on a column header and the sorted
// rows, bench PLIST). The list's own getList for the very same resource and parameters then takes that answer over,
// once and while fresh: one request, sent sooner. A request asked ahead and never taken (the list changed its mind)
// is forgotten after FRESH_MS; a failure is the list's to report, when it takes it.
// react-query's prefetchQuery would do the same but leave the list's query to find a fresh answer it holds as stale
// (react-admin sets no staleTime) and ask the server again.
import { hashKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

const FRESH_MS = 5_000;
const KEPT = 20;

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** What identifies a list's request: the hash of react-admin's query key for it (`useGetList`: its resource, page,
 * sort, filter and meta, not its abort signal), by react-query's own `hashKey` (objects' keys sorted). */
export const listKey = (resource: string, { pagination, sort, filter, meta }: ListParams): string =>
  hashKey([resource, 'getList', { pagination, sort, filter, meta }]);

export interface ListAheadProvider extends DataProvider {
  /** Sends the list's request now; the list's getList with the same resource and parameters takes its answer. */
  getListAhead(resource: string, params: ListParams): Promise<void>;
}

export function withListAhead(provider: DataProvider, now: () => number = Date.now): ListAheadProvider {
  const waiting = new Map<string, { at: number; result: Promise<GetListResult> }>();
  const forgetOld = () => {
    for (const [key, entry] of waiting) if (now() - entry.at >= FRESH_MS) waiting.delete(key);
  };
  return {
    ...provider,
    getList: ((resource: string, params: GetListParams) => {
      forgetOld();
      const key = listKey(resource, params);
      const ahead = waiting.get(key);
      waiting.delete(key);
      return ahead ? ahead.result : provider.getList(resource, params);
    }) as DataProvider['getList'],
    getListAhead: async (resource, params) => {
      forgetOld();
      const key = listKey(resource, params);
      if (waiting.has(key)) return;
      if (waiting.size >= KEPT) waiting.clear();
      const result = provider.getList(resource, params);
      // The failure is reported by the list that takes it; nobody waits on this one.
      result.catch(() => undefined);
      waiting.set(key, { at: now(), result });
    },
  };
}
