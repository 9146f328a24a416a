// The join-list editors of a detail page (resource file `show.joinLists`), loaded lazily by GenericShow only
// when the view declares some: never part of the start bundle. An entry whose views cannot be resolved, or
// whose members the user may not list, is not shown.
import { useMemo } from 'react';
import { useAppConfig } from '../../appConfig.tsx';
import { useCanAccess } from '../../session/access.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { JoinListEditor } from './JoinListEditor.tsx';
import { joinListView } from './joinViews.ts';

export default function JoinLists({ view }: { view: ViewConfig }) {
  const { views } = useAppConfig();
  const can = useCanAccess();
  const resolved = useMemo(() => view.joinLists.map((spec) => joinListView(spec, views)), [view.joinLists, views]);
  return (
    <>
      {resolved.map((jv, i) =>
        jv && can('list', jv.pickView) && can('list', jv.rowsView) ? (
          <JoinListEditor key={`${jv.spec.resource}.${jv.spec.target}.${i}`} jv={jv} parentView={view} />
        ) : null,
      )}
    </>
  );
}
