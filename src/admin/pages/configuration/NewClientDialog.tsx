// « Nouveau client »: copies a client profile for a centre that has none, under a new name; the copy is checked
// and previewed (menu and flags) before it is published. The centre is chosen by name among those the server
// lists as without profile (GET /api/configuration_files/clients/new: a supervisor's /api/cfas shows only their
// own centre); the server names the new profile after the centre (or refuses a taken one, in French).
import { useEffect, useState } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import type { ClientProfile } from '../../../shared/clients/index.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import {
  createClient,
  listFreeCentres,
  readFile,
  violationsOf,
  type ConfigFileSummary,
  type FreeCentre,
} from './api.ts';
import { ClientPreview } from './ClientPreview.tsx';
import { copyProfile, newClientProblems } from './newClient.ts';
import { errorText } from '../../http/errors.ts';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';

const n = t.newClient;

interface Props {
  files: readonly ConfigFileSummary[];
  onClose: () => void;
  onCreated: (name: string) => void;
}

export function NewClientDialog({ files, onClose, onCreated }: Props) {
  const clients = files.filter((f) => f.kind === 'clients');
  const [copyOf, setCopyOf] = useState(clients[0]?.name ?? '');
  const [source, setSource] = useState<ClientProfile>();
  const [centres, setCentres] = useState<FreeCentre[]>();
  const [cfaId, setCfaId] = useState<number>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!copyOf) return;
    readFile('clients', copyOf).then(
      (file) => setSource(JSON.parse(file.content) as ClientProfile),
      (e: unknown) => setError(errorText(e, t.editor.loadFailed)),
    );
  }, [copyOf]);

  useEffect(() => {
    listFreeCentres().then(setCentres, (e: unknown) => setError(errorText(e, t.editor.loadFailed)));
  }, []);

  const centreName = (c: FreeCentre) => c.name ?? fill(n.centreNumber, { id: c.id });
  const centre = centres?.find((c) => c.id === cfaId);
  const problems = newClientProblems(
    name,
    clients.map((c) => c.name),
  );
  const draft = source && centre ? copyProfile(source, name, { id: centre.id, label: centreName(centre) }) : undefined;

  const publish = async () => {
    if (cfaId === undefined) return;
    try {
      const created = await createClient(copyOf, `${name}.json`, cfaId);
      onCreated(created.name);
    } catch (e) {
      const violations = violationsOf(e);
      throw new Error(
        violations.length
          ? violations.map((v) => (v.propertyPath ? `${v.propertyPath} : ${v.message}` : v.message)).join(' ; ')
          : errorText(e, t.editor.loadFailed),
      );
    }
  };

  return (
    <FormDialog
      title={n.title}
      titleId="nouveau-client"
      maxWidth="lg"
      error={error}
      onSubmit={publish}
      onClose={onClose}
      cancelLabel={n.cancel}
      submitLabel={t.editor.publish}
      canSubmit={!!draft && problems.length === 0}
    >
      <Typography variant="body2" color="text.secondary">
        {n.intro}
      </Typography>
      {centres?.length === 0 && <Alert severity="info">{n.noFreeCentre}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' }, pt: 1 }}>
        <TextField select label={n.copyOf} value={copyOf} onChange={(e) => setCopyOf(e.target.value)}>
          {clients.map((c) => (
            <MenuItem key={c.name} value={c.name}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={n.cfa}
          value={cfaId ?? ''}
          onChange={(e) => setCfaId(Number(e.target.value))}
          disabled={!centres?.length}
          helperText={n.cfaHelp}
        >
          {(centres ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {centreName(c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={n.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={name !== '' && problems.length > 0}
          helperText={name !== '' ? problems.join(' ') : undefined}
        />
      </Box>
      {draft && problems.length === 0 && <ClientPreview draft={draft} />}
    </FormDialog>
  );
}
