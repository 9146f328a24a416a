// Loads the client profiles at run time (GET /clients/?contents=1, see http/jsonFolder.ts), validated together by
// src/shared/clients (parseProfiles), unless the server found them all valid (`checked`, its checks being a superset):
// the validators are then not even loaded. Support edits a profile on disk and users see it at the next load.
// An unreadable or invalid profile is a French message naming the file and JSON path, never half-used.
// The server serves a user its own centre's profile only (all of them to the platform's support, none to a
// visitor): the request carries the session (a sign-in loads them again: sessionProfiles.ts).
import type { ClientProfile } from '../../shared/clients/types.ts';
import { clientsUrl } from '../config.ts';
import { readJsonFolder, type FolderEntry } from '../http/jsonFolder.ts';
import { getToken } from '../session/storage.ts';

export interface LoadedProfiles {
  profiles: ClientProfile[];
  errors: string[];
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadClientProfiles(): Promise<LoadedProfiles> {
  const errors: string[] = [];
  let entries: FolderEntry[] = [];
  const notices: Array<{ file: string; message: string }> = [];
  try {
    const token = getToken();
    entries = await readJsonFolder(clientsUrl, notices, token ? { Authorization: `Bearer ${token}` } : {});
  } catch (error) {
    errors.push(`clients/ : liste des profils clients illisible (${reason(error)})`);
  }
  // A broken stored version is served as its last valid one: the server says so (a French sentence naming the
  // file and the JSON path), the admin shows it like a broken file.
  errors.push(...notices.map((n) => n.message));
  const files: { file: string; data: unknown }[] = [];
  let checked = true;
  for (const entry of entries) {
    // JSON syntax errors land here too: the file is named, the profile refused.
    if ('error' in entry) errors.push(`clients/${entry.name} : fichier illisible (${entry.error})`);
    else {
      files.push({ file: `clients/${entry.name}`, data: entry.data });
      checked &&= entry.checked === true;
    }
  }
  const parsed = checked
    ? { profiles: files.map((f) => f.data as ClientProfile), errors: [] }
    : (await import('../../shared/clients/validate.ts')).parseProfiles(files);
  const all = [...errors, ...parsed.errors];
  all.forEach((message) => console.error(message));
  return { profiles: parsed.profiles, errors: all };
}
