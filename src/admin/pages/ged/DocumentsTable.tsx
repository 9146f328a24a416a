// The GED's documents (a folder's, or a search's across folders, then with their folder): name, type, current
// version, its author, date and size, and the actions the user may take (versions for everyone; new version,
// move and delete where the user may change the folder).
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { types_ged } from '../../../shared/reference/ged.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { formatSize } from '../../widgets/files/fileRules.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { AuthorName } from './AuthorName.tsx';
import { pathOf, type MoveTarget } from './MoveDialog.tsx';
import type { Folder, GedDocument } from './api.ts';

const t = documentsFr.ged;
const typeLabel = (id: number) => types_ged.find((x) => x.id === id)?.label ?? String(id);

export type DocumentAction =
  { kind: 'version' | 'versions' | 'deleteDocument'; document: GedDocument } | { kind: 'move'; target: MoveTarget };

export function DocumentsTable({
  documents,
  searching,
  byIri,
  onAction,
}: {
  documents: GedDocument[];
  searching: boolean;
  byIri: Map<string, Folder>;
  onAction: (a: DocumentAction) => void;
}) {
  return (
    <Table size="small" aria-label={t.table}>
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.name}</TableCell>
          <TableCell>{t.columns.type}</TableCell>
          {searching && <TableCell>{t.columns.folder}</TableCell>}
          <TableCell>{t.columns.version}</TableCell>
          <TableCell>{t.columns.author}</TableCell>
          <TableCell>{t.columns.date}</TableCell>
          <TableCell>{t.columns.size}</TableCell>
          <TableCell>{t.columns.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.length === 0 && (
          <TableRow>
            <TableCell colSpan={8}>{t.empty}</TableCell>
          </TableRow>
        )}
        {documents.map((d) => (
          <TableRow key={d['@id']}>
            <TableCell>{d.name}</TableCell>
            <TableCell>{typeLabel(d.type)}</TableCell>
            {searching && <TableCell>{byIri.get(d.dossier) ? pathOf(byIri.get(d.dossier)!, byIri) : ''}</TableCell>}
            <TableCell>{d.version}</TableCell>
            <TableCell>
              <AuthorName iri={d.auteur} />
            </TableCell>
            <TableCell>{formatDateTimeFr(d.date_version)}</TableCell>
            <TableCell>{d.taille === null ? '—' : formatSize(d.taille)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => onAction({ kind: 'versions', document: d })}>
                {t.versions}
              </Button>
              {(byIri.get(d.dossier)?.editable ?? false) && (
                <>
                  <Button size="small" onClick={() => onAction({ kind: 'version', document: d })}>
                    {t.newVersion}
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      onAction({
                        kind: 'move',
                        target: { iri: d['@id'], name: d.name, antenne: d.antenne, current: d.dossier },
                      })
                    }
                    aria-label={`${t.move} « ${d.name} »`}
                  >
                    {t.move}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onAction({ kind: 'deleteDocument', document: d })}
                    aria-label={`${t.deleteDocument} « ${d.name} »`}
                  >
                    {t.deleteDocument}
                  </Button>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
