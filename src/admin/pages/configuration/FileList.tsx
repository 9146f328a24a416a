// The stored configuration files, in two lists (resource files, client profiles), with their version and a
// mark on those whose stored version is broken (the last valid one is served).
import { useMemo, useState } from 'react';
import { List, ListItem, ListItemButton, ListItemText, ListSubheader, Paper, TextField } from '@mui/material';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import type { ConfigFileSummary, Kind } from './api.ts';

interface Props {
  files: readonly ConfigFileSummary[];
  selected?: { kind: Kind; name: string };
  onSelect: (kind: Kind, name: string) => void;
}

export function FileList({ files, selected, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => files.filter((f) => f.name.toLowerCase().includes(search.trim().toLowerCase())),
    [files, search],
  );
  // A kind the user has no file of (a centre's supervisor: no resource file) is not shown.
  const group = (kind: Kind, title: string) =>
    files.some((f) => f.kind === kind) && (
      <List dense aria-label={title} subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
        {shown
          .filter((f) => f.kind === kind)
          .map((f) => (
            <ListItem key={f.name} disablePadding>
              <ListItemButton
                selected={selected?.kind === kind && selected.name === f.name}
                onClick={() => onSelect(kind, f.name)}
              >
                <ListItemText
                  primary={f.name}
                  secondary={[
                    fill(t.editor.version, { version: f.version }),
                    ...(f.valid ? [] : [t.editor.invalid]),
                    ...(f.retired ? [t.editor.retiredMark] : []),
                  ].join(' · ')}
                  slotProps={{ secondary: { color: f.valid ? 'text.secondary' : 'error' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
      </List>
    );
  return (
    <Paper variant="outlined" sx={{ width: { md: 300 }, flexShrink: 0, maxHeight: '80vh', overflow: 'auto', p: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={t.editor.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {group('resources', t.editor.resources)}
      {group('clients', t.editor.clients)}
    </Paper>
  );
}
