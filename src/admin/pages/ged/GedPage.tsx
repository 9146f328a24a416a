// /antenne/ged-collaborative: the folder tree (the client's default folders, made by the server on the first
// open, and their subfolders) beside the selected folder's documents; a search by words and type looks in every
// folder the user reads. Folders: new, rename, move, delete (empty only); documents: deposit with progress, new
// version, versions with their downloads, move, delete. What the user may change comes from the server (`editable`):
// the centre's shared folders are read-only for an antenne. Green notice on success, the server's French reason
// in red on a refusal.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useNotify } from 'react-admin';
import { buildTree, type TreeNode } from '../../../shared/ged/rules.ts';
import { idFromIri } from '../../../shared/iri.ts';
import { types_ged } from '../../../shared/reference/ged.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { fill } from '../../i18n/fill.ts';
import {
  createFolder,
  deleteDocument,
  deleteFolder,
  loadDocuments,
  loadTree,
  moveItem,
  renameFolder,
  type Folder,
  type GedDocument,
} from './api.ts';
import { DeleteDialog, FolderNameDialog } from './FolderDialogs.tsx';
import { MoveDialog, pathOf } from './MoveDialog.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';
import { DocumentsTable, type DocumentAction } from './DocumentsTable.tsx';

const t = documentsFr.ged;

type Item = { id: string; label: string; children: Item[] };
/** A folder as the tree rule reads it: its parent by id. */
type Node = Omit<Folder, 'parent'> & { parent: number | null };
const toItems = (nodes: TreeNode<Node>[]): Item[] =>
  nodes.map((n) => ({
    id: String(n.folder.id),
    label: `${n.folder.name} (${n.folder.documents})`,
    children: toItems(n.children),
  }));

type OpenDialog =
  // a folder's move is a DocumentAction's `move` too
  { kind: 'newFolder' | 'rename' | 'delete'; folder: Folder } | { kind: 'upload'; folder: Folder } | DocumentAction;

export default function GedPage() {
  const notify = useNotify();
  const [folders, setFolders] = useState<Folder[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [documents, setDocuments] = useState<GedDocument[]>([]);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const failed = useCallback(
    (err: unknown) => notify((err as Error).message || t.loadFailed, { type: 'error' }),
    [notify],
  );
  const reloadTree = useCallback(async () => {
    try {
      const list = await loadTree();
      setFolders(list);
      setExpanded((open) => (open.length ? open : list.filter((f) => f.parent === null).map((f) => String(f.id))));
    } catch (err) {
      failed(err);
    }
  }, [failed]);
  useEffect(() => void reloadTree(), [reloadTree]);

  const folder = folders?.find((f) => String(f.id) === selected) ?? null;
  const searching = q !== '' || type !== '';
  const reloadDocuments = useCallback(async () => {
    if (!searching && !folder) return setDocuments([]);
    try {
      setDocuments(await loadDocuments(folder?.id ?? null, q, type));
    } catch (err) {
      failed(err);
    }
  }, [folder, q, type, searching, failed]);
  useEffect(() => void reloadDocuments(), [reloadDocuments]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const byIri = useMemo(() => new Map((folders ?? []).map((f) => [f['@id'], f])), [folders]);
  const items = useMemo(
    () =>
      toItems(
        buildTree(
          (folders ?? []).map((f): Node => ({ ...f, parent: idFromIri('ged_dossiers', f.parent) ?? null })),
          (a, b) => Number(a.kind === null) - Number(b.kind === null) || a.name.localeCompare(b.name, 'fr'),
        ),
      ),
    [folders],
  );
  const refresh = () => Promise.all([reloadTree(), reloadDocuments()]);

  /** Runs a write: green notice and a refresh, or the server's French reason in red; whether it worked. */
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify(success, { type: 'success' });
      await refresh();
      return true;
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
      return false;
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ px: 1 }}>
            {t.folders}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ p: 1, flexWrap: 'wrap' }}
            useFlexGap
            role="toolbar"
            aria-label={t.folders}
          >
            <Button
              size="small"
              disabled={!folder?.editable}
              onClick={() => folder && setDialog({ kind: 'newFolder', folder })}
            >
              {t.newFolder}
            </Button>
            <Button
              size="small"
              disabled={!folder?.editable}
              onClick={() => folder && setDialog({ kind: 'rename', folder })}
            >
              {t.renameFolder}
            </Button>
            <Button
              size="small"
              disabled={!folder?.editable || folder.kind !== null}
              onClick={() =>
                folder &&
                setDialog({
                  kind: 'move',
                  target: {
                    iri: folder['@id'],
                    name: folder.name,
                    antenne: folder.antenne,
                    current: folder.parent,
                    folder,
                  },
                })
              }
            >
              {t.moveFolder}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={!folder?.editable || folder.kind !== null}
              onClick={() => folder && setDialog({ kind: 'delete', folder })}
            >
              {t.deleteFolder}
            </Button>
          </Stack>
          {folders && folders.length === 0 && <Typography sx={{ p: 1 }}>{t.noFolder}</Typography>}
          <RichTreeView<Item>
            aria-label={t.treeLabel}
            items={items}
            selectedItems={selected}
            onSelectedItemsChange={(_e, id) => {
              setSelected(id);
              setTyped('');
              setQ('');
              setType('');
            }}
            expandedItems={expanded}
            onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
          />
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }} useFlexGap>
            <TextField
              size="small"
              type="search"
              label={t.search}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              fullWidth={false}
              sx={{ width: 280 }}
            />
            <TextField
              select
              size="small"
              label={t.type}
              value={type}
              onChange={(e) => setType(e.target.value)}
              fullWidth={false}
              sx={{ width: 200 }}
            >
              <MenuItem value="">{t.allTypes}</MenuItem>
              {types_ged.map((x) => (
                <MenuItem key={x.id} value={String(x.id)}>
                  {x.label}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={searching || !folder?.editable}
              onClick={() => folder && setDialog({ kind: 'upload', folder })}
            >
              {t.upload}
            </Button>
          </Stack>
          {searching && (
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {t.searchAll}
            </Typography>
          )}
          {!searching && folder && (
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {pathOf(folder, byIri)}
            </Typography>
          )}
          {!searching && !folder && <Typography color="text.secondary">{t.selectFolder}</Typography>}
          {!searching && folder && !folder.editable && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t.readOnly}
            </Alert>
          )}
          {(searching || folder) && (
            <DocumentsTable documents={documents} searching={searching} byIri={byIri} onAction={setDialog} />
          )}
        </Box>
      </Stack>
      {dialog?.kind === 'newFolder' && (
        <FolderNameDialog
          title={fill(t.newFolderIn, { parent: dialog.folder.name })}
          onClose={() => setDialog(null)}
          onSave={(name) =>
            run(async () => {
              const made = await createFolder(name, dialog.folder['@id']);
              setExpanded((open) => [...new Set([...open, String(dialog.folder.id)])]);
              setSelected(String(made.id));
            }, t.created)
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <FolderNameDialog
          title={fill(t.renameTitle, { name: dialog.folder.name })}
          initial={dialog.folder.name}
          onClose={() => setDialog(null)}
          onSave={(name) => run(() => renameFolder(dialog.folder, name), t.renamed)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          title={fill(t.deleteTitle, { name: dialog.folder.name })}
          text={t.deleteText}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            run(async () => {
              await deleteFolder(dialog.folder);
              setSelected(null);
            }, t.deleted)
          }
        />
      )}
      {dialog?.kind === 'deleteDocument' && (
        <DeleteDialog
          title={fill(t.deleteDocumentTitle, { name: dialog.document.name })}
          text={t.deleteDocumentText}
          onClose={() => setDialog(null)}
          onConfirm={() => run(() => deleteDocument(dialog.document), t.documentDeleted)}
        />
      )}
      {dialog?.kind === 'upload' && (
        <UploadDialog folder={dialog.folder} onDone={() => void refresh()} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'version' && (
        <UploadDialog document={dialog.document} onDone={() => void refresh()} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'versions' && <VersionsDialog document={dialog.document} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'move' && folders && (
        <MoveDialog
          item={dialog.target}
          folders={folders}
          onClose={() => setDialog(null)}
          onMove={(cible) =>
            run(
              () =>
                moveItem(
                  dialog.target.folder ? { dossier: dialog.target.iri } : { document: dialog.target.iri },
                  cible,
                ),
              t.moved,
            )
          }
        />
      )}
    </Box>
  );
}
