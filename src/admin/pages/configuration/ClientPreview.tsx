// The preview of a client profile draft: the menu and the access flags a user of its centre would get, at the
// chosen login level and role (the preview page's MenuPreview and FlagsTable, on the draft).
import { useMemo, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { buildMenu, resolveProfile, type ClientProfile, type Level, type Role } from '../../../shared/clients/index.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { FlagsTable } from './FlagsTable.tsx';
import { MenuPreview } from './MenuPreview.tsx';
import { PreviewSelects } from './PreviewSelects.tsx';

export function ClientPreview({ draft }: { draft: ClientProfile }) {
  const [level, setLevel] = useState<Level>('cfa');
  const [role, setRole] = useState<Role>('ROLE_ADMIN');
  const profile = useMemo(() => resolveProfile([draft], { cfaId: draft.cfa.id, level }), [draft, level]);
  const menu = useMemo(() => (profile ? buildMenu(profile, level, [role]) : []), [profile, level, role]);
  return (
    <>
      <PreviewSelects
        profiles={[draft]}
        cfaId={draft.cfa.id}
        level={level}
        role={role}
        onCfaId={() => undefined}
        onLevel={setLevel}
        onRole={setRole}
      />
      {profile ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start', mt: 2 }}>
          <MenuPreview menu={menu} />
          <FlagsTable profile={profile} />
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t.preview.noProfile}
        </Alert>
      )}
    </>
  );
}
