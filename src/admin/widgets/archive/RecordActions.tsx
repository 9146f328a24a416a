// The detail and edit pages' state buttons: « Archiver » / « Désarchiver » (a generic write of etat) on an
// archivable resource, « Supprimer » (after a confirmation) on one the spec deletes for good; only for a user
// who may write that record (a ROLE_GUEST sees none). Each says the spec's notice.
import { Button } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { DeleteWithConfirmButton, useRecordContext, useRedirect, useUpdate, type RaRecord } from 'react-admin';
import { represent } from '../../../shared/format/represent.ts';
import { fr } from '../../i18n/fr.ts';
import { useCanAccess } from '../../session/access.ts';
import { listPath } from '../../views/paths.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ACTIVE, ARCHIVED, isArchivable, isArchived } from './archivable.ts';
import { isHardDeleted } from './deletable.ts';
import { useNotices } from './useNotices.ts';

function ArchiveButton({ view, record }: { view: ViewConfig; record: RaRecord }) {
  const archived = isArchived(record);
  const notices = useNotices(view, archived ? 'unarchived' : 'archived');
  const [update, { isPending }] = useUpdate();
  const run = () =>
    void update(
      view.key,
      { id: record.id, data: { etat: archived ? ACTIVE : ARCHIVED }, previousData: record },
      { mutationMode: 'pessimistic', ...notices },
    );
  return (
    <Button variant="outlined" onClick={run} disabled={isPending} startIcon={archived ? <UnarchiveIcon /> : <ArchiveIcon />}>
      {archived ? fr.app.archive.unarchive : fr.app.archive.archive}
    </Button>
  );
}

/** « Supprimer » with its confirmation dialog, then back to the list with the spec's notice. */
export function DeleteRecordButton({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  const redirect = useRedirect();
  const notices = useNotices(view, 'deleted', () => redirect(listPath(view)));
  const name = represent(view.model.representation, record);
  return (
    <DeleteWithConfirmButton
      resource={view.key}
      mutationMode="pessimistic"
      confirmTitle={fr.app.archive.confirmTitle.replace('%{name}', name)}
      confirmContent={fr.app.archive.confirmText}
      mutationOptions={notices}
    />
  );
}

export function RecordActions({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  const can = useCanAccess();
  if (!record) return null;
  return (
    <>
      {isArchivable(view) && can('edit', view, record) && <ArchiveButton view={view} record={record} />}
      {isHardDeleted(view) && can('delete', view, record) && <DeleteRecordButton view={view} />}
    </>
  );
}
