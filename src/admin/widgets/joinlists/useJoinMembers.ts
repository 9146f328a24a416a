// Reads a join list's current state: every row of `resource` pointing at the record (all pages: a domain
// call replaces the whole list, so none may be missed), and the members' records for their columns.
import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import type { JoinListView } from './joinViews.ts';
import type { MemberId } from './pending.ts';
import { skipped } from './save.ts';

const PAGE = 100;

async function allRows(dp: DataProvider, jv: JoinListView, parentId: MemberId): Promise<RaRecord[]> {
  const key = jv.spec.member ? jv.rowsView.key : jv.pickView.key;
  const sort = jv.spec.member ? jv.rowsView.sort : jv.pickView.sort;
  const out: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const r = await dp.getManyReference(key, {
      target: jv.spec.target,
      id: parentId,
      pagination: { page, perPage: PAGE },
      sort,
      filter: {},
    });
    out.push(...r.data.filter((row) => !skipped(jv.spec.skip, row)));
    if (r.data.length < PAGE || (r.total !== undefined && page * PAGE >= r.total)) return out;
  }
}

export interface JoinState {
  loading: boolean;
  error?: unknown;
  /** Current members' ids, in list order. */
  current: MemberId[];
  /** Member records by id (as string). */
  members: Map<string, RaRecord>;
  /** Join rows by member id (as string); without a join resource, none. */
  rows: Map<string, RaRecord[]>;
}

export function useJoinMembers(jv: JoinListView, parentId: MemberId, reload: number): JoinState {
  const dp = useDataProvider();
  const [state, setState] = useState<JoinState>({ loading: true, current: [], members: new Map(), rows: new Map() });
  useEffect(() => {
    if (parentId === '') return undefined;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    (async () => {
      const rows = await allRows(dp, jv, parentId);
      const member = jv.spec.member;
      const byMember = new Map<string, RaRecord[]>();
      let records: RaRecord[] = rows;
      if (member) {
        for (const row of rows) {
          const m = row[member] as MemberId | null | undefined;
          if (m === null || m === undefined) continue;
          byMember.set(String(m), [...(byMember.get(String(m)) ?? []), row]);
        }
        const ids = [...byMember.keys()].map((k) => byMember.get(k)![0]![member] as MemberId);
        records = [];
        for (let i = 0; i < ids.length; i += PAGE) {
          records.push(...(await dp.getMany(jv.pickView.key, { ids: ids.slice(i, i + PAGE) })).data);
        }
      }
      const members = new Map(records.map((r) => [String(r.id), r]));
      const current = member ? [...byMember.values()].map((rs) => rs[0]![member] as MemberId) : rows.map((r) => r.id);
      if (live) setState({ loading: false, current, members, rows: byMember });
    })().catch((error: unknown) => {
      if (live) setState((s) => ({ ...s, loading: false, error }));
    });
    return () => {
      live = false;
    };
  }, [dp, jv, parentId, reload]);
  return state;
}
