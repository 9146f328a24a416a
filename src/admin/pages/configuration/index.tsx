// Preview of the client profiles (the platform's support: all; a supervisor: its own): pick a client, a login
// level and a role, see the resolved menu and the access flags that user would get. Invalid profiles are listed, not
// previewed.
import { useMemo, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { buildMenu, resolveProfile, type Level, type Role } from '../../../shared/clients/index.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { canAccessConfiguration } from '../../../shared/access.ts';
import { configurationUser } from '../../session/access.ts';
import { PreviewSelects } from './PreviewSelects.tsx';
import { MenuPreview } from './MenuPreview.tsx';
import { FlagsTable } from './FlagsTable.tsx';

export default function ConfigurationPreviewPage() {
  // The profiles as loaded at run time (clients/*.json served from disk), the same the menus use.
  const { profiles: loaded, profileErrors: errors } = useAppConfig();
  // Listed by centre id: the demo centre (1) first.
  // A centre's supervisor previews its own centre's profile only (canAccessConfiguration).
  const profiles = useMemo(() => {
    const user = configurationUser();
    const shown = (p: (typeof loaded)[number]) =>
      canAccessConfiguration(user, { action: 'show', file: { kind: 'clients', cfa: p.cfa.id } });
    return loaded.filter(shown).sort((a, b) => a.cfa.id - b.cfa.id);
  }, [loaded]);
  const [cfaId, setCfaId] = useState<number | undefined>(profiles[0]?.cfa.id);
  const [level, setLevel] = useState<Level>('cfa');
  const [role, setRole] = useState<Role>('ROLE_SUPERVISOR');

  const profile = useMemo(
    () => (cfaId === undefined ? undefined : resolveProfile(profiles, { cfaId, level })),
    [profiles, cfaId, level],
  );
  const menu = useMemo(() => (profile ? buildMenu(profile, level, [role]) : []), [profile, level, role]);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Prévisualisation des profils clients
      </Typography>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {`Profils clients refusés :\n${errors.join('\n')}`}
        </Alert>
      )}
      <PreviewSelects
        profiles={profiles}
        cfaId={cfaId}
        level={level}
        role={role}
        onCfaId={setCfaId}
        onLevel={setLevel}
        onRole={setRole}
      />
      {profile ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
            {`Entrée « ${profile.entryId} » du fichier ` +
              `clients/${profile.client}.json${profile.testOnly ? ' (réservée aux tests)' : ''}.`}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <MenuPreview menu={menu} />
            <FlagsTable profile={profile} />
          </Stack>
        </>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          Aucun profil client valide à prévisualiser.
        </Alert>
      )}
    </Box>
  );
}
