// Loads the client profiles at run time: GET /clients/ (file names), then each file, validated together by
// src/shared/clients (parseProfiles). Support edits a profile on disk and users see it at the next load.
// An unreadable or invalid profile is a French message naming the file and JSON path, never half-used.
import { parseProfiles, type ClientProfile } from '../../shared/clients/index.ts';
import { clientsUrl } from '../config.ts';

export interface LoadedProfiles {
  profiles: ClientProfile[];
  errors: string[];
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadClientProfiles(): Promise<LoadedProfiles> {
  const errors: string[] = [];
  let names: string[] = [];
  try {
    const list = await fetchJson(clientsUrl);
    names = Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string' && n.endsWith('.json')).sort() : [];
  } catch (error) {
    errors.push(`clients/ : liste des profils clients illisible (${reason(error)})`);
  }
  const files = await Promise.all(
    names.map(async (name) => {
      try {
        return { file: `clients/${name}`, data: await fetchJson(`${clientsUrl}${encodeURIComponent(name)}`) };
      } catch (error) {
        // JSON syntax errors land here too: the file is named, the profile refused.
        errors.push(`clients/${name} : fichier illisible (${reason(error)})`);
        return null;
      }
    }),
  );
  const parsed = parseProfiles(files.filter((f): f is { file: string; data: unknown } => f !== null));
  const all = [...errors, ...parsed.errors];
  all.forEach((message) => console.error(message));
  return { profiles: parsed.profiles, errors: all };
}
