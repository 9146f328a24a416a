// The data provider: @api-platform/admin's hydraDataProvider, wrapped so that a view key (`stagiaires`) maps
// to its API resource (`etudiants`) with its fixed filter and create defaults (from the resource file), and
// records use numeric ids (routes /stagiaires/12) while the API sees IRIs.
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { fr } from '../i18n/fr.ts';
import type { ApiModel } from '../model/types.ts';
import type { ViewConfig } from '../views/viewTypes.ts';
import { changedKeys, filterToApi, fromApi, toApi } from './records.ts';
import { iriOf, type Id } from './iri.ts';

type Data = Record<string, unknown>;

/**
 * @api-platform/admin reads `hydra:totalItems` only when it is truthy, so an empty collection (0) comes back
 * without a total and react-admin's pagination shows "1-10 sur 10". An empty first page means no record at all.
 */
export function withEmptyTotal<T extends { data: unknown[]; total?: number; pageInfo?: { hasPreviousPage?: boolean } }>(
  result: T,
  page: number | undefined,
): T & { total?: number } {
  if (result.total !== undefined || result.data.length > 0 || (page ?? 1) > 1 || result.pageInfo?.hasPreviousPage)
    return result;
  return { ...result, total: 0 };
}

/** A read that failed without a reason the server gave (no answer at all, or a server error) is told in the
 * spec's words: the trainees' list and record their own, any other « …lors de la récupération des données ».
 * A refusal the server explained (a French 4xx) and the 401 rule go through as they are. */
async function reading<T>(api: string, kind: 'list' | 'one', read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status < 500) throw error;
    const t = fr.app.notification;
    const message = api !== 'etudiants' ? t.fetchFailed : kind === 'list' ? t.traineesFailed : t.traineeFailed;
    throw new HttpError(message, typeof status === 'number' ? status : 0, (error as { body?: unknown }).body);
  }
}

export function wrapDataProvider(hydra: DataProvider, model: ApiModel, views: ViewConfig[]): DataProvider {
  const byKey = new Map(views.map((v) => [v.key, v]));
  const resolve = (key: string) => {
    const view = byKey.get(key);
    const api = view?.model.name ?? key;
    return { api, model: model.get(api), fixed: view?.fixedFilter ?? {}, defaults: view?.createDefaults ?? {} };
  };
  const many = <R>(key: string, records: RaRecord[]): R[] => records.map((r) => fromApi<R>(r, resolve(key).model));
  const iris = (api: string, ids: Id[]) => ids.map((id) => iriOf(api, id));

  const provider: DataProvider = {
    getList: async (key, params) => {
      const { api, model: res, fixed } = resolve(key);
      const filter = { ...filterToApi(params.filter ?? {}, res), ...fixed };
      const result = withEmptyTotal(
        await reading(api, 'list', () => hydra.getList(api, { ...params, filter })),
        params.pagination?.page,
      );
      return { ...result, data: many(key, result.data) };
    },
    getOne: async (key, params) => {
      const { api, model: res } = resolve(key);
      const result = await reading(api, 'one', () => hydra.getOne(api, { ...params, id: iriOf(api, params.id as Id) }));
      return { data: fromApi(result.data, res) };
    },
    getMany: async (key, params) => {
      const { api } = resolve(key);
      const result = await hydra.getMany(api, { ...params, ids: iris(api, params.ids as Id[]) });
      return { data: many(key, result.data) };
    },
    getManyReference: async (key, params) => {
      const { api, model: res, fixed } = resolve(key);
      const target = res?.fields.find((f) => f.name === params.target);
      const id = target?.reference ? iriOf(target.reference, params.id as Id) : params.id;
      const filter = { ...filterToApi(params.filter ?? {}, res), ...fixed };
      const result = withEmptyTotal(
        await hydra.getManyReference(api, { ...params, id, filter }),
        params.pagination?.page,
      );
      return { ...result, data: many(key, result.data) };
    },
    create: async (key, params) => {
      const { api, model: res, defaults } = resolve(key);
      const data = toApi({ ...(params.data as Data), ...defaults }, res);
      const result = await hydra.create(api, { ...params, data });
      return { data: fromApi(result.data, res) };
    },
    update: async (key, params) => {
      const { api, model: res } = resolve(key);
      const previous = params.previousData ? toApi(params.previousData as Data, res) : undefined;
      const data = changedKeys(toApi(params.data as Data, res), previous);
      const result = await hydra.update(api, { ...params, id: iriOf(api, params.id as Id), data });
      return { data: fromApi(result.data, res) };
    },
    updateMany: async (key, params) => {
      const { api, model: res } = resolve(key);
      await Promise.all(
        params.ids.map((id) =>
          hydra.update(api, { id: iriOf(api, id as Id), data: toApi(params.data as Data, res), previousData: { id } }),
        ),
      );
      return { data: params.ids };
    },
    delete: async (key, params) => {
      const { api } = resolve(key);
      await hydra.delete(api, { ...params, id: iriOf(api, params.id as Id) });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (key, params) => {
      const { api } = resolve(key);
      await Promise.all(params.ids.map((id) => hydra.delete(api, { id: iriOf(api, id as Id) })));
      return { data: params.ids };
    },
  };
  return provider;
}
