// The related records of a list's page, read once for the whole page: for each relation column (a trainee's
// antenne, its session), the records its rows name, from TanStack Query's cache where react-admin keeps each
// record it has read (`[resource, 'getOne', { id }]`), and those the cache lacks or holds for more than
// RELATION_STALE_MS asked in one batched `getMany` (react-admin's useGetManyAggregate, which also fills that cache).
// The cells then draw a link from what they are given (RelationCell in FieldDisplay.tsx). Before, each of the page's
// cells ran its own query (react-admin's useReference: a query observer, its effects and a reference context per
// cell, 200 of them for 100 trainees), which was a fifth of the time to draw a sorted page (bench PLIST).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetManyAggregate, useListContext, type RaRecord } from 'react-admin';
import type { FieldView } from './viewTypes.ts';

/** How long a related record read for a relation cell is reused without being asked again (TanStack Query's
 * `staleTime`): a list's relation cells (a trainee's antenne, session) asked the server again for the same few
 * records after every sort, search or page, and the full-page spinner took the clicks meanwhile (bench PLIST).
 * react-admin's own edits (useUpdate) still put the saved record in these queries at once, and its refresh
 * button invalidates them; a page drawn after a minute asks for its records again. */
export const RELATION_STALE_MS = 60_000;

/** A relation column's records on the current page. */
export interface PageRelation {
  /** By id (the related record's IRI). */
  records: ReadonlyMap<string, RaRecord>;
  /** Some asked and not yet answered. */
  pending: boolean;
  /** The batch failed: the cells fall back to asking for their record themselves (and show its error). */
  failed: boolean;
}

const PageRelations = createContext<ReadonlyMap<string, PageRelation> | null>(null);

/** The page's records of the relation `field` (a column of the list), or undefined outside a list's page. */
export function usePageRelation(field: string): PageRelation | undefined {
  return useContext(PageRelations)?.get(field);
}

/** The ids the rows name in `field`, once each, in a stable order (the batch's query key). */
export function relationIds(rows: readonly Record<string, unknown>[] | undefined, field: string): string[] {
  const ids = new Set<string>();
  for (const row of rows ?? []) {
    const value = row[field];
    if (value !== null && value !== undefined && value !== '') ids.add(String(value));
  }
  return [...ids].sort();
}

/** Where react-admin keeps a record it has read (useGetOne, and useGetMany/useGetManyAggregate fill it). */
const recordKey = (resource: string, id: string) => [resource, 'getOne', { id, meta: undefined }];

/** What a cached entry says of a record: absent, or its data, when it was read and whether it was invalidated. */
export interface CachedRecord {
  data?: unknown;
  dataUpdatedAt: number;
  isInvalidated: boolean;
}

/** The ids to ask for: those the cache lacks, or holds invalidated (react-admin's refresh) or older than `staleMs`. */
export function idsToFetch(
  ids: readonly string[],
  cached: (id: string) => CachedRecord | undefined,
  now: number,
  staleMs = RELATION_STALE_MS,
): string[] {
  return ids.filter((id) => {
    const state = cached(id);
    return !state || state.data === undefined || state.isInvalidated || now - state.dataUpdatedAt >= staleMs;
  });
}

function cachedRecord(client: QueryClient, resource: string) {
  return (id: string) => client.getQueryState<RaRecord>(recordKey(resource, id));
}

/** One relation column's batch, its value added to those of the columns around it. */
function RelationBatch({ field, children }: { field: FieldView; children: ReactNode }) {
  const { data } = useListContext();
  const client = useQueryClient();
  const target = field.reference!;
  const ids = useMemo(() => relationIds(data, field.name), [data, field.name]);
  // Decided once per page of rows: a record read meanwhile does not change the batch's key (a second request).
  const missing = useMemo(() => idsToFetch(ids, cachedRecord(client, target), Date.now()), [ids, client, target]);
  const batch = useGetManyAggregate(
    target,
    { ids: missing },
    { enabled: missing.length > 0, staleTime: RELATION_STALE_MS },
  );
  const outer = useContext(PageRelations);
  const value = useMemo(() => {
    const records = new Map<string, RaRecord>();
    for (const id of ids) {
      const record = client.getQueryData<RaRecord>(recordKey(target, id));
      if (record) records.set(id, record);
    }
    // The batch's answer is the newer one (react-admin fills the cache only where it held nothing).
    for (const record of batch.data ?? []) if (record) records.set(String(record.id), record);
    const all = new Map(outer ?? []);
    all.set(field.name, {
      records,
      pending: missing.length > 0 && batch.isPending,
      failed: missing.length > 0 && batch.error != null,
    });
    return all;
  }, [ids, missing, client, target, batch.data, batch.isPending, batch.error, outer, field.name]);
  return <PageRelations.Provider value={value}>{children}</PageRelations.Provider>;
}

/** The related records of the list's page for each of its relation columns, given to the cells below. */
export function ListRelations({ columns, children }: { columns: readonly FieldView[]; children: ReactNode }) {
  const relations = columns.filter((f) => f.kind === 'relation' && f.reference);
  return relations.reduceRight<ReactNode>(
    (inner, field) => (
      <RelationBatch key={field.name} field={field}>
        {inner}
      </RelationBatch>
    ),
    children,
  );
}
