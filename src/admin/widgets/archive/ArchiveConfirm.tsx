// The confirmation of « Archiver » / « Désarchiver » (ArchiveToggle): says what happens, then one generic write
// of etat, the spec's green notice (or red, with the server's reason) and the page's data read again.
import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { fill } from '../../i18n/fill.ts';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { ACTIVE, ARCHIVED, isArchived } from './archivable.ts';
import { errorNotice, successNotice } from './notices.ts';

interface Props {
  view: ViewConfig;
  record: RaRecord;
  name: string;
  onClose: () => void;
}

export default function ArchiveConfirm({ view, record, name, onClose }: Props) {
  const t = fr.app.archive;
  const archived = isArchived(record);
  const operation = archived ? 'unarchived' : 'archived';
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const run = async () => {
    setPending(true);
    try {
      await dataProvider.update(view.key, {
        id: record.id,
        data: { etat: archived ? ACTIVE : ARCHIVED },
        previousData: record,
      });
      notify(successNotice(operation, view), { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      notify(errorNotice(operation, view, error), { type: 'error' });
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {fill(archived ? t.confirmUnarchiveTitle : t.confirmArchiveTitle, { name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{archived ? t.confirmUnarchiveText : t.confirmArchiveText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" onClick={() => void run()} disabled={pending} autoFocus>
          {archived ? t.unarchive : t.archive}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
