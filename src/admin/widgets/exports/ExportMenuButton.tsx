// A button that starts an export: CSV directly, or a menu CSV / Excel when the view offers Excel; while the
// file comes, it shows the bytes received (announced politely to screen readers).
import { useState, type ReactNode } from 'react';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownload';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import type { ListQuery } from './collectionUrl.ts';
import type { ExportFormat } from './exportUrl.ts';
import { useExport } from './useExport.ts';

export function ExportMenuButton({ view, label, query, disabled }: { view: ViewConfig; label: ReactNode; query: () => ListQuery; disabled?: boolean }) {
  const { run, busy, label: progress } = useExport(view);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = (format: ExportFormat) => {
    setAnchor(null);
    void run(format, query());
  };
  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
        disabled={busy || disabled}
        aria-haspopup={view.exportXlsx ? 'menu' : undefined}
        onClick={(event) => (view.exportXlsx ? setAnchor(event.currentTarget) : start('csv'))}
      >
        <span aria-live="polite">{busy ? progress : label}</span>
      </Button>
      {view.exportXlsx && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => start('csv')}>{fr.app.exports.csv}</MenuItem>
          <MenuItem onClick={() => start('xlsx')}>{fr.app.exports.xlsx}</MenuItem>
        </Menu>
      )}
    </>
  );
}
