// A document's versions, latest first: number, file (downloaded with the bearer token by the files widget's
// link), author, date, size, comment.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { DownloadLink } from '../../widgets/files/DownloadLink.tsx';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { formatSize } from '../../widgets/files/fileRules.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { fill } from '../../i18n/fill.ts';
import { loadVersions, type GedDocument, type GedVersion } from './api.ts';
import { AuthorName } from './AuthorName.tsx';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const t = documentsFr.ged;

export function VersionsDialog({ document, onClose }: { document: GedDocument; onClose: () => void }) {
  const notify = useNotify();
  const [versions, setVersions] = useState<GedVersion[] | null>(null);
  useEffect(() => {
    loadVersions(document.id).then(setVersions, (err: Error) => notify(err.message || t.loadFailed, { type: 'error' }));
  }, [document.id, notify]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{fill(t.versionsOf, { name: document.name })}</DialogTitle>
      <DialogContent>
        <DataTable
          label={t.versions}
          rows={versions ?? []}
          columns={[
            {
              key: 'numero',
              label: t.columns.version,
              align: 'left',
              render: (v) => fill(t.versionLabel, { n: v.numero }),
            },
            {
              key: 'file',
              label: t.file,
              render: (v) => <DownloadLink iri={v.file} name={v.nom_fichier ?? t.download} />,
            },
            { key: 'author', label: t.columns.author, render: (v) => <AuthorName iri={v.auteur} /> },
            { key: 'date', label: t.columns.date, render: (v) => formatDateTimeFr(v.date_depot) },
            { key: 'size', label: t.columns.size, render: (v) => (v.taille === null ? '—' : formatSize(v.taille)) },
            { key: 'commentaire', label: t.comment, render: (v) => v.commentaire ?? '' },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
