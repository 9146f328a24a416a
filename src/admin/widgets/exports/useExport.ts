// Running one export of a list: the data provider's query of the list (collectionUrl.ts) made an export URL,
// downloaded with progress; a failure is the spec's red notice (spec 001: « Échec de l'export du fichier CSV. »,
// spelt correctly), followed by the server's French reason when it gives one.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useAppConfig } from '../../appConfig.tsx';
import { entrypoint } from '../../config.ts';
import { fr } from '../../i18n/fr.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { collectionUrl, type ListQuery } from './collectionUrl.ts';
import { downloadExport, ExportError } from './download.ts';
import { exportUrl, formatBytes, type ExportFormat } from './exportUrl.ts';

export function useExport(view: ViewConfig) {
  const { model, views } = useAppConfig();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);
  const run = async (format: ExportFormat, query: ListQuery) => {
    setReceived(0);
    try {
      const url = exportUrl(await collectionUrl(entrypoint, model, views, view.key, query), format, view.key);
      await downloadExport(url, `${view.key.replace(/\W+/g, '-')}.${format}`, setReceived);
    } catch (error) {
      const failed = format === 'xlsx' ? fr.app.exports.failedXlsx : fr.app.exports.failedCsv;
      const reason = error instanceof ExportError && error.message ? ` ${error.message}` : '';
      if (!(error instanceof ExportError)) console.error(error);
      notify(failed + reason, { type: 'error', autoHideDuration: 8000 });
    } finally {
      setReceived(null);
    }
  };
  const label = fr.app.exports.running.replace('%{received}', formatBytes(received ?? 0));
  return { run, busy: received !== null, label };
}
