// « Exporter » in a list's toolbar: the rows of the list as it is filtered and sorted (the server applies the
// user's scope). Loaded lazily (lazy.tsx): it is not part of the start bundle.
import { useListContext } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ExportMenuButton } from './ExportMenuButton.tsx';

export default function ExportButton({ view }: { view: ViewConfig }) {
  const { filterValues, sort, total, isPending } = useListContext();
  return (
    <ExportMenuButton
      view={view}
      label={fr.app.exports.button}
      disabled={isPending || total === 0}
      query={() => ({ filter: filterValues ?? {}, sort })}
    />
  );
}
