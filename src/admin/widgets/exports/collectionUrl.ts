// The collection URL the data provider sends for a list (view key -> API resource, the view's fixed filter,
// relation ids as IRIs, react-admin filters and sort translated by @api-platform/admin's hydraDataProvider,
// query normalised as our HTTP client does), captured from a second instance of the same providers whose HTTP
// client records the URL instead of sending it. So exports read the very query of the list, never a copy of
// its building.
import { hydraDataProvider, type HydraHttpClientResponse } from '@api-platform/admin';
import type { SortPayload } from 'react-admin';
import { wrapDataProvider } from '../../data/dataProvider.ts';
import { normaliseQuery } from '../../http/query.ts';
import type { ApiModel } from '../../model/types.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';

export interface ListQuery {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

export async function collectionUrl(
  entrypoint: string,
  model: ApiModel,
  views: ViewConfig[],
  key: string,
  query: ListQuery,
): Promise<URL> {
  let captured: URL | undefined;
  const hydra = hydraDataProvider({
    entrypoint,
    httpClient: async (url: URL): Promise<HydraHttpClientResponse> => {
      captured = normaliseQuery(url);
      return { status: 200, headers: new Headers(), json: { 'hydra:member': [], 'hydra:totalItems': 0 } as never };
    },
    // Never asked: a list request needs no API description.
    apiDocumentationParser: () => Promise.reject(new Error('introspection inutile')),
    mercure: false,
  });
  await wrapDataProvider(hydra, model, views).getList(key, {
    filter: query.filter,
    sort: query.sort ?? { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  if (!captured) throw new Error(`Aucune requête de liste pour « ${key} ».`);
  return captured;
}
