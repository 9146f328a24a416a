// The calls of the registration and enrolment screens: through the shared fetchJson (token, loading
// flag, 401 rule, French errors from the API's hydra:description and violations).
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';

const url = (path: string) => new URL(`${entrypoint}/${path.replace(/^\//, '')}`);

export async function apiGet<T>(path: string): Promise<T> {
  return (await fetchJson(url(path))).json as T;
}

export async function apiPost<T>(path: string, body: unknown = {}): Promise<T> {
  return (await fetchJson(url(path), { method: 'POST', body: JSON.stringify(body) })).json as T;
}

export interface Referenced {
  '@id': string;
  id: number;
  name: string;
  diplome_session?: string | null;
}

/** GET /api/etudiants/{id}/inscription: what the enrolment form offers, or why nothing. */
export interface EnrolmentOptions {
  /** The candidate's antenne, where a group created in place belongs. */
  antenne: string;
  groupes: Referenced[];
  diplome_sessions: Referenced[];
  raison: string | null;
  raison_texte: string | null;
}

/** The French reason of a failed call (the API's description), else the given default. */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
