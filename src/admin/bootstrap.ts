// Start-up: the API model (our bundled schemas, or introspection when VITE_API_ENTRYPOINT points elsewhere),
// the resource files, the views, and the data provider (hydraDataProvider wrapped for views and ids).
import { hydraDataProvider, type ApiDocumentationParserResponse } from '@api-platform/admin';
import type { DataProvider } from 'react-admin';
import { entrypoint, useIntrospection } from './config.ts';
import { wrapDataProvider } from './data/dataProvider.ts';
import { withListAhead } from './data/listAhead.ts';
import { hydraHttpClient } from './http/httpClient.ts';
import { fill } from './i18n/fill.ts';
import { fr } from './i18n/fr.ts';
import { modelFromApi } from './model/fromApi.ts';
import { schemaDocumentationParser } from './model/toApi.ts';
import type { ApiModel } from './model/types.ts';
import { getToken } from './session/storage.ts';
import { startFrom, startFromSchemas, type StartData } from './start/startData.ts';
import type { AppConfig } from './appConfig.tsx';
import { collectionUrl } from './widgets/exports/collectionUrl.ts';

/** Introspection with the session's token (API Platform docs may be protected). The parser is loaded only for it:
 * a build on our schemas never introspects. */
async function introspectionParser(url: string): Promise<ApiDocumentationParserResponse> {
  const { parseHydraDocumentation } = await import('@api-platform/api-doc-parser');
  const token = getToken();
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const result = await parseHydraDocumentation(url, { headers });
  return result as unknown as ApiDocumentationParserResponse;
}

export interface Boot {
  config: AppConfig;
  dataProvider: DataProvider;
}

export async function bootstrap(): Promise<Boot> {
  const errors: string[] = [];
  let start: StartData;
  if (useIntrospection) {
    let model: ApiModel;
    try {
      model = modelFromApi((await introspectionParser(entrypoint)).api);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push(fill(fr.app.resources.introspectionFailed, { message }));
      console.error(errors[0], error);
      model = new Map();
    }
    start = await startFrom(model);
  } else {
    // Shared with the first page drawn early (src/admin/instant/): fetched and built once.
    start = await startFromSchemas();
  }
  const { model, loaded, clients, views } = start;
  const hydra = hydraDataProvider({
    entrypoint,
    httpClient: hydraHttpClient,
    apiDocumentationParser: useIntrospection ? introspectionParser : schemaDocumentationParser(model),
    mercure: false,
  });
  // hydraDataProvider reads its API description from introspect(): load it before any request.
  await hydra.introspect().catch((error: unknown) => console.error(error));
  // Opening on a list, its first page was already asked for by the early page (instant/): the data
  // provider's HTTP client takes that request over (http/early.ts). A list's sort, page or search is asked as the
  // user acts, before the list renders again (data/listAhead.ts).
  const dataProvider = withListAhead(wrapDataProvider(hydra, model, views));
  return {
    config: {
      views,
      model,
      loadErrors: [...errors, ...loaded.errors],
      profiles: clients.profiles,
      profileErrors: clients.errors,
      listUrl: (key, query) => collectionUrl(entrypoint, model, views, key, query),
    },
    dataProvider,
  };
}
