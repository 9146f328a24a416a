// The detail and edit pages' state buttons: « Archiver » / « Désarchiver » (a generic write of etat, asked
// first: ArchiveToggle) on an archivable resource, « Supprimer » (after a confirmation) on one the spec deletes
// for good; only for a user who may write that record (a ROLE_GUEST sees none). Each says the spec's notice.
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { DeleteWithConfirmButton, useRecordContext, useRedirect } from 'react-admin';
import { represent } from '../../../shared/format/represent.ts';
import { fill } from '../../i18n/fill.ts';
import { fr } from '../../i18n/fr.ts';
import { useCanAccess } from '../../session/access.ts';
import { listPath } from '../../views/paths.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { isArchivable } from './archivable.ts';
import { ArchiveToggle } from './ArchiveToggle.tsx';
import { isHardDeleted } from './deletable.ts';
import { useNotices } from './useNotices.ts';

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
      confirmTitle={fill(fr.app.archive.confirmTitle, { name })}
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
      {isArchivable(view) && can('edit', view, record) && (
        <ArchiveToggle
          view={view}
          record={record}
          icon={(archived) => (archived ? <UnarchiveIcon /> : <ArchiveIcon />)}
        />
      )}
      {isHardDeleted(view) && can('delete', view, record) && <DeleteRecordButton view={view} />}
    </>
  );
}
