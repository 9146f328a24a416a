// « Nouveau client »: copies a client profile for a centre that has none (among the centres the supervisor
// sees), under a new name; the copy is checked and previewed (menu and flags) before it is published.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ClientProfile } from '../../../shared/clients/index.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { apiGet, type HydraList } from '../../http/api.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import { createClient, readFile, violationsOf, type ConfigFileSummary } from './api.ts';
import { ClientPreview } from './ClientPreview.tsx';
import { copyProfile, newClientProblems } from './newClient.ts';

const n = t.newClient;

interface Cfa { '@id': string; id: number; name?: string }

interface Props {
  files: readonly ConfigFileSummary[];
  onClose: () => void;
  onCreated: (name: string) => void;
}

export function NewClientDialog({ files, onClose, onCreated }: Props) {
  const { profiles } = useAppConfig();
  const clients = files.filter((f) => f.kind === 'clients');
  const [cfas, setCfas] = useState<Cfa[]>([]);
  const [copyOf, setCopyOf] = useState(clients[0]?.name ?? '');
  const [source, setSource] = useState<ClientProfile>();
  const [cfaId, setCfaId] = useState<number>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiGet<HydraList<Cfa>>('cfas', { itemsPerPage: '200' }).then((list) => setCfas(list['hydra:member']), () => setCfas([]));
  }, []);
  useEffect(() => {
    if (!copyOf) return;
    readFile('clients', copyOf).then((file) => setSource(JSON.parse(file.content) as ClientProfile), (e: unknown) => setError(e instanceof Error ? e.message : t.editor.loadFailed));
  }, [copyOf]);

  const taken = useMemo(() => new Set(profiles.map((p) => p.cfa.id)), [profiles]);
  const free = cfas.filter((c) => !taken.has(c.id));
  const cfa = cfas.find((c) => c.id === cfaId);
  const problems = newClientProblems(name, clients.map((c) => c.name));
  const draft = source && cfa ? copyProfile(source, name, { id: cfa.id, label: cfa.name ?? name }) : undefined;

  const publish = async () => {
    if (!cfa) return;
    setBusy(true);
    setError(undefined);
    try {
      const created = await createClient(copyOf, `${name}.json`, cfa['@id']);
      onCreated(created.name);
    } catch (e) {
      const violations = violationsOf(e);
      setError(violations.length ? violations.map((v) => (v.propertyPath ? `${v.propertyPath} : ${v.message}` : v.message)).join(' ; ') : e instanceof Error ? e.message : t.editor.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="nouveau-client">
      <DialogTitle id="nouveau-client">{n.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{n.intro}</Typography>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, pt: 1 }}>
          <TextField select label={n.copyOf} value={copyOf} onChange={(e) => setCopyOf(e.target.value)} sx={{ minWidth: 240 }}>
            {clients.map((c) => <MenuItem key={c.name} value={c.name}>{c.name}</MenuItem>)}
          </TextField>
          <TextField select label={n.cfa} value={cfaId ?? ''} onChange={(e) => setCfaId(Number(e.target.value))} sx={{ minWidth: 260 }}
            helperText={free.length === 0 ? n.noCfa : undefined}>
            {free.map((c) => <MenuItem key={c.id} value={c.id}>{c.name ?? c['@id']}</MenuItem>)}
          </TextField>
          <TextField label={n.name} value={name} onChange={(e) => setName(e.target.value)} sx={{ flex: 1 }}
            error={name !== '' && problems.length > 0} helperText={name !== '' ? problems.join(' ') : undefined} />
        </Stack>
        {draft && problems.length === 0 && <ClientPreview draft={draft} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{n.cancel}</Button>
        <Button variant="contained" onClick={() => void publish()} disabled={busy || !draft || problems.length > 0}>{t.editor.publish}</Button>
      </DialogActions>
    </Dialog>
  );
}
