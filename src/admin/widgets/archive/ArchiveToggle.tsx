// « Archiver » / « Désarchiver » of one record: a list's row (GenericList, RelatedLists) and the detail page
// (RecordActions). The click asks first (ArchiveConfirm, its own chunk, loaded when opened), then writes etat.
// Clicks stop here: in a row they would otherwise open the record (rowClick), the dialog's too (React events
// bubble through portals).
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { represent } from '../../../shared/format/represent.ts';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { isArchived } from './archivable.ts';

const ArchiveConfirm = lazy(() => import('./ArchiveConfirm.tsx'));
const stop = (event: MouseEvent) => event.stopPropagation();

interface Props {
  view: ViewConfig;
  record: RaRecord;
  /** A row's small text button, or the detail page's outlined one. */
  inRow?: boolean;
  /** The detail page's icon, given by the archived state. */
  icon?: (archived: boolean) => ReactNode;
}

export function ArchiveToggle({ view, record, inRow = false, icon }: Props) {
  const [open, setOpen] = useState(false);
  const archived = isArchived(record);
  const text = archived ? fr.app.archive.unarchive : fr.app.archive.archive;
  const name = represent(view.model.representation, record);
  return (
    <span onClick={stop}>
      <Button
        size={inRow ? 'small' : 'medium'}
        variant={inRow ? 'text' : 'outlined'}
        aria-haspopup="dialog"
        aria-label={inRow ? `${text} ${name}` : undefined}
        startIcon={icon?.(archived)}
        onClick={() => setOpen(true)}
      >
        {text}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ArchiveConfirm view={view} record={record} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}

/** A list row's cell (Datagrid child: `label` names its column): the toggle for a user who may write the row. */
export function ArchiveRowCell({ view, can }: { view: ViewConfig; label: string; can: (record: RaRecord) => boolean }) {
  const record = useRecordContext();
  if (!record || !can(record)) return null;
  return <ArchiveToggle view={view} record={record} inRow />;
}
