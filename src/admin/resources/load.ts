// Loads the resource files at run time: GET /resources/?contents=1, every file in one answer (http/jsonFolder.ts). A
// file that cannot be read or fails validation is reported (French message with file and JSON path) and its resource
// falls back to guessed views; the admin keeps running. The files the server found valid (`checked`, its checks being
// a superset of these) are used as they are: the validators (ajv code, French messages) are a chunk of their own,
// loaded only when a file comes unchecked (broken, or from a plain static host).
import { resourcesUrl } from '../config.ts';
import type { ApiModel } from '../model/types.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { readJsonFolder, type FolderEntry } from '../http/jsonFolder.ts';

export interface LoadedFile {
  file: string;
  /** The valid file, or only its resource and route when it is broken (guessed views). */
  data: ResourceFile;
  valid: boolean;
}

export interface LoadResult {
  files: LoadedFile[];
  errors: string[];
}

/** What can still be used of a broken file: its resource and route, when they make sense. */
function fallbackOf(file: string, data: unknown, model: ApiModel): ResourceFile | null {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const base = file.replace(/\.json$/, '');
  const resource =
    typeof raw.resource === 'string' && model.has(raw.resource) ? raw.resource : model.has(base) ? base : null;
  if (!resource) return null;
  const route = typeof raw.route === 'string' && /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(raw.route) ? raw.route : base;
  return { resource, route };
}

type Validate = (typeof import('../../shared/configuration/validate.ts'))['validateResourceFile'];

function loadOne(entry: FolderEntry, model: ApiModel, errors: string[], validate: Validate | null): LoadedFile | null {
  const file = entry.name;
  if ('error' in entry) {
    errors.push(`resources/${file} : fichier illisible (${entry.error})`);
    return null;
  }
  const { data } = entry;
  if (entry.checked) return { file, data: data as ResourceFile, valid: true };
  const problems = validate!(file, data, model);
  if (problems.length === 0) return { file, data: data as ResourceFile, valid: true };
  errors.push(...problems);
  const fallback = fallbackOf(file, data, model);
  return fallback ? { file, data: fallback, valid: false } : null;
}

export async function loadResourceFiles(model: ApiModel): Promise<LoadResult> {
  const errors: string[] = [];
  let entries: FolderEntry[] = [];
  const notices: Array<{ file: string; message: string }> = [];
  try {
    entries = await readJsonFolder(resourcesUrl, notices);
  } catch (error) {
    errors.push(
      `resources/ : liste des fichiers de ressources illisible ` +
        `(${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // A broken stored version is served as its last valid one: the server says so (a French sentence naming the
  // file and the JSON path), the admin shows it like a broken file.
  errors.push(...notices.map((n) => n.message));
  const unchecked = entries.some((entry) => !('error' in entry) && !entry.checked);
  const validate = unchecked ? (await import('../../shared/configuration/validate.ts')).validateResourceFile : null;
  const loaded = entries.map((entry) => loadOne(entry, model, errors, validate));
  errors.forEach((message) => console.error(message));
  return { files: loaded.filter((f): f is LoadedFile => f !== null), errors };
}
