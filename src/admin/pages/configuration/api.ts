// The configuration editor's calls (the platform's support; a supervisor, its centre's profile): the stored
// resource files and client profiles, their check, publication (optimistic: the version the draft started from),
// history, rollback and retirement, and a new client profile. Same-origin through the shared helpers (token, 401 rule,
// French errors as HttpError).
import { HttpError } from 'react-admin';
import { apiGet, apiSend, type HydraList } from '../../http/api.ts';

export type Kind = 'resources' | 'clients';

export interface ConfigFileSummary {
  kind: Kind;
  name: string;
  version: number;
  updatedAt: string | null;
  author: string | null;
  valid: boolean;
  /** Retired: no longer served, history kept (the platform's support restores it). */
  retired?: boolean;
}

export interface ConfigFile {
  kind: Kind;
  name: string;
  version: number;
  content: string;
  /** Null for the shipped files served as they are (files mode). */
  updatedAt: string | null;
  author: string | null;
  retired?: boolean;
}

export interface ConfigVersion {
  version: number;
  author: string | null;
  createdAt: string;
  comment: string | null;
  diff: string;
}

export interface Violation {
  propertyPath: string;
  message: string;
}

const base = 'configuration_files';
const path = (kind: Kind, name: string, action = '') => `${base}/${kind}/${encodeURIComponent(name)}${action}`;

export const listFiles = async (): Promise<ConfigFileSummary[]> =>
  (await apiGet<HydraList<ConfigFileSummary>>(base))['hydra:member'];

export const readFile = (kind: Kind, name: string): Promise<ConfigFile> => apiGet<ConfigFile>(path(kind, name));

export const listVersions = async (kind: Kind, name: string): Promise<ConfigVersion[]> =>
  (await apiGet<HydraList<ConfigVersion>>(path(kind, name, '/versions')))['hydra:member'];

/** The server's violations of a draft (none when it would be accepted). */
export async function checkFile(kind: Kind, name: string, content: string): Promise<Violation[]> {
  try {
    const answer = await apiSend<{ violations?: Violation[] }>('POST', path(kind, name, '/check'), { content });
    return answer?.violations ?? [];
  } catch (error) {
    const violations = violationsOf(error);
    if (violations.length) return violations;
    throw error;
  }
}

export const publishFile = (
  kind: Kind,
  name: string,
  content: string,
  baseVersion: number,
  comment?: string,
): Promise<ConfigFile> =>
  apiSend<ConfigFile>('PUT', path(kind, name), { content, baseVersion, ...(comment ? { comment } : {}) });

export const rollbackFile = (kind: Kind, name: string, version: number, baseVersion: number): Promise<ConfigFile> =>
  apiSend<ConfigFile>('POST', path(kind, name, '/rollback'), { version, baseVersion });

/** Retires a file (no longer served, history kept): the platform's support only. */
export const retireFile = (kind: Kind, name: string): Promise<ConfigFile> =>
  apiSend<ConfigFile>('DELETE', path(kind, name));

/** A centre that no client profile claims yet (those « Nouveau client » accepts), by name. */
export interface FreeCentre {
  '@id': string;
  id: number;
  name: string | null;
}

/** The centres without a client profile: the server lists them all (a supervisor's /api/cfas shows only their own). */
export const listFreeCentres = async (): Promise<FreeCentre[]> =>
  (await apiGet<HydraList<FreeCentre>>(path('clients', 'new')))['hydra:member'];

export const createClient = (copyOf: string, name: string, cfa: number): Promise<ConfigFile> =>
  apiSend<ConfigFile>('POST', path('clients', 'new'), { copyOf, name, cfa });

/** The violations of a refused call (422), else none. */
export function violationsOf(error: unknown): Violation[] {
  if (!(error instanceof HttpError)) return [];
  const body = (error.body ?? {}) as { violations?: unknown };
  if (!Array.isArray(body.violations)) return [];
  return body.violations.flatMap((v: unknown) => {
    const { propertyPath, message } = (v ?? {}) as Record<string, unknown>;
    return typeof message === 'string'
      ? [{ propertyPath: typeof propertyPath === 'string' ? propertyPath : '', message }]
      : [];
  });
}

/** True when the server refused because the file changed since it was opened (409). */
export const isConflict = (error: unknown): boolean => error instanceof HttpError && error.status === 409;
