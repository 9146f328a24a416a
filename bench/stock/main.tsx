// The reference of P1 and P4: a stock HydraAdmin (runtime introspection of the API docs, guessed views, no
// resource files) with French i18n, as a new API Platform Admin project starts. The only addition is the
// bearer token on data requests, which any authenticated API needs.
import { createRoot } from 'react-dom/client';
import { HydraAdmin, fetchHydra, hydraDataProvider } from '@api-platform/admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';

const entrypoint = String(import.meta.env.VITE_BENCH_ENTRYPOINT ?? 'http://127.0.0.1:8100/api');
const french = polyglotI18nProvider(() => frenchMessages, 'fr');
const httpClient = (url: URL, options = {}) =>
  fetchHydra(url, { ...options, headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
const dataProvider = hydraDataProvider({ entrypoint, httpClient });

createRoot(document.getElementById('root')!).render(
  <HydraAdmin entrypoint={entrypoint} dataProvider={dataProvider} i18nProvider={french} disableTelemetry />,
);
