// Moving a document or a folder: the destination is chosen among the folders the user may change in the same
// space (its antenne, or the centre), never the folder itself, its subtree or where it already is (the server
// checks the same, shared rule: src/shared/ged/rules.ts).
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { isSelfOrDescendant, parentMap } from '../../../shared/ged/rules.ts';
import { idFromIri } from '../../../shared/iri.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { fill } from '../../i18n/fill.ts';
import type { Folder } from './api.ts';

const t = documentsFr.ged;

/** « Centre / Procédures qualité »: a folder's path from its root. */
export function pathOf(folder: Folder, byIri: Map<string, Folder>): string {
  const parts = [folder.name];
  const seen = new Set([folder['@id']]);
  for (
    let p = folder.parent ? byIri.get(folder.parent) : undefined;
    p && !seen.has(p['@id']);
    p = p.parent ? byIri.get(p.parent) : undefined
  ) {
    parts.unshift(p.name);
    seen.add(p['@id']);
  }
  return parts.join(' / ');
}

/** What moves: a document or a folder (`folder`, whose subtree is then no destination), its space and place. */
export interface MoveTarget {
  iri: string;
  name: string;
  antenne: string | null;
  current: string | null;
  folder?: Folder;
}

export function MoveDialog({
  item,
  folders,
  onMove,
  onClose,
}: {
  item: MoveTarget;
  folders: Folder[];
  onMove: (cible: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const byIri = new Map(folders.map((f) => [f['@id'], f]));
  const parents = parentMap(folders.map((f) => ({ id: f.id, parent: idFromIri('ged_dossiers', f.parent) ?? null })));
  const targets = folders
    .filter((f) => f.editable && f.antenne === item.antenne && f['@id'] !== item.current)
    .filter((f) => !item.folder || !isSelfOrDescendant(parents, item.folder.id, f.id))
    .map((f) => ({ iri: f['@id'], path: pathOf(f, byIri) }))
    .sort((a, b) => a.path.localeCompare(b.path, 'fr'));
  const [cible, setCible] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{fill(t.moveTitle, { name: item.name })}</DialogTitle>
      <DialogContent>
        {targets.length === 0 ? (
          <DialogContentText>{t.noTarget}</DialogContentText>
        ) : (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t.target}
            value={cible}
            onChange={(e) => setCible(e.target.value)}
          >
            {targets.map((f) => (
              <MenuItem key={f.iri} value={f.iri}>
                {f.path}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button
          variant="contained"
          disabled={!cible || busy}
          onClick={async () => {
            setBusy(true);
            if (await onMove(cible)) onClose();
            setBusy(false);
          }}
        >
          {t.move}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
