// A file's original name as a link that downloads it with the bearer token (GET <iri>/download as a Blob,
// saved under that name): never a public URL. A failure shows the server's French reason as a red notice.
import { useState, type MouseEvent } from 'react';
import { Link } from '@mui/material';
import { useNotify } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import { fill } from '../../i18n/fill.ts';
import { filesFr } from '../../i18n/files.ts';
import { downloadMedia } from './api.ts';

export function DownloadLink({ iri, name }: { iri: string; name: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = (e: MouseEvent) => {
    // Inside a list row, the click downloads and does not open the row.
    e.stopPropagation();
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    downloadMedia(iri, name)
      .catch((err: unknown) => notify((err as Error).message || filesFr.unavailable, { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Link
      component="button"
      type="button"
      onClick={onClick}
      aria-label={fill(filesFr.download, { name })}
      aria-busy={busy || undefined}
      sx={{ textAlign: 'left', wordBreak: 'break-word', verticalAlign: 'baseline' }}
    >
      {name}
    </Link>
  );
}
