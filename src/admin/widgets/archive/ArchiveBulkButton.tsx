// The bulk action of an archivable list (loaded when rows are selected): « Archiver la sélection », or
// « Désarchiver la sélection » while the list shows the archived records. One generic write of etat per record.
import { Button } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ACTIVE, ARCHIVED, showsArchived } from './archivable.ts';
import { bulkNotice, errorNotice } from './notices.ts';

export default function ArchiveBulkButton({ view }: { view: ViewConfig }) {
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
    <Button size="small" onClick={run} disabled={isPending} startIcon={restoring ? <UnarchiveIcon /> : <ArchiveIcon />}>
      {restoring ? fr.app.archive.unarchiveSelected : fr.app.archive.archiveSelected}
    </Button>
  );
}
