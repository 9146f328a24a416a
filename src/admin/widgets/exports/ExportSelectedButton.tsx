// Bulk action « Exporter la sélection »: the selected rows only (id[] filter, with the view's fixed filter and
// the list's sort). Loaded lazily (lazy.tsx).
import { useListContext } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ExportMenuButton } from './ExportMenuButton.tsx';

export default function ExportSelectedButton({ view }: { view: ViewConfig }) {
  const { selectedIds, sort } = useListContext();
  return (
    <ExportMenuButton
      view={view}
      label={fr.app.exports.selected}
      disabled={selectedIds.length === 0}
      query={() => ({ filter: { id: [...selectedIds] }, sort })}
    />
  );
}
