// The bulk action of an archivable list, for GenericList's `bulkActionButtons`: « Archiver la sélection », or
// « Désarchiver la sélection » while the list shows the archived records; one generic write of etat per record.
// In the start bundle on purpose: as a lazy chunk it made the bundler split the start's shared modules into
// more chunks, 2.5 kB gzip heavier than this file (measured, bench P4). No icon, for the same reason.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ACTIVE, ARCHIVED, showsArchived } from './archivable.ts';
import { bulkNotice, errorNotice } from './notices.ts';

export function ArchiveBulkActions({ view }: { view: ViewConfig }) {
  const { selectedIds, filterValues, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const restoring = showsArchived(filterValues);
  const operation = restoring ? 'unarchived' : 'archived';
  // The data provider directly (react-admin's useUpdateMany would add its code to the start bundle).
  const run = async () => {
    setPending(true);
    try {
      await dataProvider.updateMany(view.key, { ids: selectedIds, data: { etat: restoring ? ACTIVE : ARCHIVED } });
      notify(bulkNotice(operation, selectedIds.length), { type: 'success' });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorNotice(operation, view, error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="small" onClick={() => void run()} disabled={isPending}>
      {restoring ? fr.app.archive.unarchiveSelected : fr.app.archive.archiveSelected}
    </Button>
  );
}
