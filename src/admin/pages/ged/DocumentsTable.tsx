// The GED's documents (a folder's, or a search's across folders, then with their folder): name, type, current
// version, its author, date and size, and the actions the user may take (versions for everyone; new version,
// move and delete where the user may change the folder).
import { Button } from '@mui/material';
import { types_ged } from '../../../shared/reference/ged.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { formatSize } from '../../widgets/files/fileRules.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { AuthorName } from './AuthorName.tsx';
import { pathOf, type MoveTarget } from './MoveDialog.tsx';
import type { Folder, GedDocument } from './api.ts';
import { DataTable, type Column } from '../../widgets/kit/DataTable.tsx';

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
  const folderColumn: Column<GedDocument> = {
    key: 'folder',
    label: t.columns.folder,
    render: (d) => (byIri.get(d.dossier) ? pathOf(byIri.get(d.dossier)!, byIri) : ''),
  };
  return (
    <DataTable
      label={t.table}
      rows={documents}
      empty={t.empty}
      columns={[
        { key: 'name', label: t.columns.name },
        { key: 'typeLabel', label: t.columns.type, render: (d) => typeLabel(d.type) },
        ...(searching ? [folderColumn] : []),
        { key: 'versionNumber', label: t.columns.version, align: 'left', render: (d) => d.version },
        { key: 'author', label: t.columns.author, render: (d) => <AuthorName iri={d.auteur} /> },
        { key: 'date', label: t.columns.date, render: (d) => formatDateTimeFr(d.date_version) },
        { key: 'size', label: t.columns.size, render: (d) => (d.taille === null ? '—' : formatSize(d.taille)) },
        {
          key: 'actions',
          label: t.columns.actions,
          sx: { whiteSpace: 'nowrap' },
          render: (d) => (
            <>
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
            </>
          ),
        },
      ]}
    />
  );
}
