// /antenne/parametrage-configuration: the stored resource files and client profiles, one opened in the draft
// editor (form, JSON, preview, history), and « Nouveau client ». The platform's support sees every file; a centre's
// supervisor its own centre's profile only, without « Nouveau client » (canAccessConfiguration, the server's rule).
// The opened file is in the address (`?fichier=resources/stagiaires.json`), so a link or a reload opens it again.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { canAccessConfiguration } from '../../../shared/access.ts';
import { configurationUser } from '../../session/access.ts';
import { listFiles, type ConfigFileSummary, type Kind } from './api.ts';
import { FileList } from './FileList.tsx';
import { FilePanel } from './FilePanel.tsx';
import { NewClientDialog } from './NewClientDialog.tsx';

function parseSelected(value: string | null): { kind: Kind; name: string } | undefined {
  const match = /^(resources|clients)\/(.+\.json)$/.exec(value ?? '');
  return match ? { kind: match[1] as Kind, name: match[2] } : undefined;
}

export default function ConfigurationEditorPage() {
  const user = configurationUser();
  const onboards = canAccessConfiguration(user, { action: 'create', file: { kind: 'clients' } });
  const [params, setParams] = useSearchParams();
  const selected = parseSelected(params.get('fichier'));
  const [files, setFiles] = useState<ConfigFileSummary[]>();
  const [error, setError] = useState<string>();
  const [creating, setCreating] = useState(false);

  const refresh = useCallback(() => {
    listFiles().then(setFiles, (e: unknown) =>
      setError(e instanceof Error && e.message ? e.message : t.editor.loadFailed),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const open = (kind: Kind, name: string) => setParams({ fichier: `${kind}/${name}` });

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t.editor.title}
        </Typography>
        {onboards && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t.editor.newClient}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {onboards ? t.editor.intro : t.editor.ownProfileIntro}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FileList files={files ?? []} selected={selected} onSelect={open} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {selected ? (
            <FilePanel
              key={`${selected.kind}/${selected.name}`}
              kind={selected.kind}
              name={selected.name}
              onPublished={refresh}
              retires={canAccessConfiguration(user, { action: 'retire', file: { kind: selected.kind } })}
            />
          ) : (
            <Alert severity="info">{t.editor.pick}</Alert>
          )}
        </Box>
      </Stack>
      {creating && onboards && (
        <NewClientDialog
          files={files ?? []}
          onClose={() => setCreating(false)}
          onCreated={(name) => {
            setCreating(false);
            refresh();
            open('clients', name);
          }}
        />
      )}
    </Box>
  );
}
