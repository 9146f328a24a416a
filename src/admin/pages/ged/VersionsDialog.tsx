// A document's versions, latest first: number, file (downloaded with the bearer token by the files widget's
// link), author, date, size, comment.
import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { DownloadLink } from '../../widgets/files/DownloadLink.tsx';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { formatSize } from '../../widgets/files/fileRules.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { fill } from '../../i18n/fill.ts';
import { loadVersions, type GedDocument, type GedVersion } from './api.ts';
import { AuthorName } from './AuthorName.tsx';

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
        <Table size="small" aria-label={t.versions}>
          <TableHead>
            <TableRow>
              <TableCell>{t.columns.version}</TableCell>
              <TableCell>{t.file}</TableCell>
              <TableCell>{t.columns.author}</TableCell>
              <TableCell>{t.columns.date}</TableCell>
              <TableCell>{t.columns.size}</TableCell>
              <TableCell>{t.comment}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(versions ?? []).map((v) => (
              <TableRow key={v['@id']}>
                <TableCell>{fill(t.versionLabel, { n: v.numero })}</TableCell>
                <TableCell>
                  <DownloadLink iri={v.file} name={v.nom_fichier ?? t.download} />
                </TableCell>
                <TableCell>
                  <AuthorName iri={v.auteur} />
                </TableCell>
                <TableCell>{formatDateTimeFr(v.date_depot)}</TableCell>
                <TableCell>{v.taille === null ? '—' : formatSize(v.taille)}</TableCell>
                <TableCell>{v.commentaire ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
