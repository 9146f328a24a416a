// « Exporter » in a list's toolbar (the list as filtered and sorted; the server applies the user's scope) and
// the bulk action « Exporter la sélection » (id[] of the selected rows). Kept small because lists are in the
// start bundle: the list's request URL comes from the app config (collectionUrl.ts, built with the data
// provider at start-up) and the download code (download.ts) is imported on the first click. CSV directly, or
// a menu CSV / Excel where the view offers Excel; the bytes received show in the button while the file comes.
import { useState } from 'react';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
// react-admin's own export icon: already in the start bundle.
import DownloadIcon from '@mui/icons-material/GetApp';
import { useListContext, useNotify } from 'react-admin';
import { useAppConfig } from '../../appConfig.tsx';
import { handleUnauthorized } from '../../http/httpClient.ts';
import { fill } from '../../i18n/fill.ts';
import { fr } from '../../i18n/fr.ts';
import { getToken } from '../../session/storage.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import type { ListQuery } from './collectionUrl.ts';
import type { ExportFormat } from './exportUrl.ts';

const t = fr.app.exports;

function ExportMenuButton({
  view,
  label,
  query,
  disabled,
}: {
  view: ViewConfig;
  label: string;
  query: () => ListQuery;
  disabled: boolean;
}) {
  const { listUrl } = useAppConfig();
  const notify = useNotify();
  const [received, setReceived] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = async (format: ExportFormat) => {
    setAnchor(null);
    setReceived('');
    try {
      const [{ downloadExport }, { formatBytes }] = await Promise.all([
        import('./download.ts'),
        import('./exportUrl.ts'),
      ]);
      const token = getToken();
      await downloadExport({
        collection: await listUrl!(view.key, query()),
        format,
        view: view.key,
        token,
        progress: (n) => setReceived(formatBytes(n)),
      });
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string };
      if (status === 401) handleUnauthorized();
      if (status === undefined) console.error(error);
      notify(`${format === 'xlsx' ? t.failedXlsx : t.failedCsv}${status && message ? ` ${message}` : ''}`, {
        type: 'error',
        autoHideDuration: 8000,
      });
    } finally {
      setReceived(null);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={received === null ? <DownloadIcon /> : <CircularProgress size={16} aria-hidden />}
        disabled={disabled || received !== null || !listUrl}
        aria-haspopup={view.exportXlsx ? 'menu' : undefined}
        onClick={(event) => (view.exportXlsx ? setAnchor(event.currentTarget) : void start('csv'))}
      >
        <span aria-live="polite">{received === null ? label : fill(t.running, { received })}</span>
      </Button>
      {view.exportXlsx && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => void start('csv')}>{t.csv}</MenuItem>
          <MenuItem onClick={() => void start('xlsx')}>{t.xlsx}</MenuItem>
        </Menu>
      )}
    </>
  );
}

export function ListExportButton({ view }: { view: ViewConfig }) {
  const { filterValues, sort, total, isPending } = useListContext();
  return (
    <ExportMenuButton
      view={view}
      label={t.button}
      disabled={isPending || total === 0}
      query={() => ({ filter: filterValues ?? {}, sort })}
    />
  );
}

export function ExportSelectionButton({ view }: { view: ViewConfig }) {
  const { selectedIds, sort } = useListContext();
  return (
    <ExportMenuButton
      view={view}
      label={t.selected}
      disabled={selectedIds.length === 0}
      query={() => ({ filter: { id: [...selectedIds] }, sort })}
    />
  );
}
