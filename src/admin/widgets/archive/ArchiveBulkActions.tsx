// The bulk action of an archivable list, for GenericList's `bulkActionButtons`: « Archiver la sélection », or
// « Désarchiver la sélection » while the list shows the archived records; one generic write of etat per record.
// In the start bundle on purpose: as a lazy chunk it made the bundler split the start's shared modules into
// more chunks, 2.5 kB gzip heavier than this file (measured, bench P4). No icon, for the same reason.
import { Button } from '@mui/material';
import { useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ACTIVE, ARCHIVED, showsArchived } from './archivable.ts';
import { bulkNotice, errorNotice } from './notices.ts';

export function ArchiveBulkActions({ view }: { view: ViewConfig }) {
  const { selectedIds, filterValues, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const restoring = showsArchived(filterValues);
  const operation = restoring ? 'unarchived' : 'archived';
  const run = () => {
    const count = selectedIds.length;
    void updateMany(
      view.key,
      { ids: selectedIds, data: { etat: restoring ? ACTIVE : ARCHIVED } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(bulkNotice(operation, count), { type: 'success' });
          onUnselectItems();
          refresh();
        },
        onError: (error) => notify(errorNotice(operation, view, error), { type: 'error' }),
      },
    );
  };
  return (
    <Button size="small" onClick={run} disabled={isPending}>
      {restoring ? fr.app.archive.unarchiveSelected : fr.app.archive.archiveSelected}
    </Button>
  );
}
