// The « Aperçu » tab: the draft as a user would see it (resource file or client profile). An invalid draft is
// not previewed: the last published version is, with a notice.
import { Alert } from '@mui/material';
import type { ClientProfile } from '../../../shared/clients/index.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import type { Kind } from './api.ts';
import { ClientPreview } from './ClientPreview.tsx';
import { ResourcePreview } from './ResourcePreview.tsx';
import type { Draft } from './resourceDraft.ts';

export function DraftPreview({ kind, draft, invalid }: { kind: Kind; draft: unknown; invalid: boolean }) {
  return (
    <>
      {invalid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.preview.invalidDraft}
        </Alert>
      )}
      {draft === undefined ? null : kind === 'resources' ? (
        <ResourcePreview draft={draft as Draft} />
      ) : (
        <ClientPreview draft={draft as ClientProfile} />
      )}
    </>
  );
}
