// The attendance pages' calls: same-origin API through the shared fetchJson (token, loading flag, 401 rule,
// French errors), typed per call. Relations are IRIs as everywhere else in the API.
import { fetchJson } from '../../http/httpClient.ts';
import { apiGet, apiUrl as url, type HydraList } from '../../http/api.ts';

export { apiGet, apiSend, type HydraList } from '../../http/api.ts';

/** multipart/form-data (etudiant_pointage_add_absence): the browser sets the boundary header. */
export async function apiSendForm<T>(path: string, fields: Record<string, string | File>): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return (await fetchJson(url(path), { method: 'POST', body: form })).json as T;
}

export const members = <T>(list: HydraList<T>) => list['hydra:member'];
/** The id at the end of an IRI: the shared parser's (src/shared/iri.ts). */
export { idOf } from '../../../shared/iri.ts';

/** Label of a referenced record for selects: `{ '@id', name }` or `{ '@id', lastname, firstname }`. */
export interface Option {
  '@id': string;
  label: string;
}
export async function options(
  resource: string,
  label: (r: Record<string, unknown>) => string,
  query: Record<string, string> = {},
): Promise<Option[]> {
  const list = await apiGet<HydraList<Record<string, unknown>>>(resource, { pagination: 'false', ...query });
  return members(list).map((r) => ({ '@id': String(r['@id']), label: label(r) }));
}
