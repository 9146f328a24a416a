// Moving a document or a folder: the destination is chosen among the folders the user may change in the same
// space (its antenne, or the centre), never the folder itself, its subtree or where it already is (the server
// checks the same, shared rule: src/shared/ged/rules.ts).
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { isSelfOrDescendant, parentMap } from '../../../shared/ged/rules.ts';
import { idFromIri } from '../../../shared/iri.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { fill } from '../../i18n/fill.ts';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
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
  return (
    <FormDialog
      title={fill(t.moveTitle, { name: item.name })}
      explain={targets.length === 0 ? t.noTarget : undefined}
      onSubmit={async () => {
        if (await onMove(cible)) onClose();
      }}
      onClose={onClose}
      cancelLabel={t.cancel}
      submitLabel={t.move}
      canSubmit={!!cible}
    >
      {targets.length > 0 && (
        <TextField select fullWidth label={t.target} value={cible} onChange={(e) => setCible(e.target.value)}>
          {targets.map((f) => (
            <MenuItem key={f.iri} value={f.iri}>
              {f.path}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
