// Node only (check:config, tests, server): reads every clients/*.json from disk and validates the set.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRule } from './messages.ts';
import { parseProfiles } from './validate.ts';
import type { ClientProfile } from './types.ts';

export const clientsDir = fileURLToPath(new URL('../../../clients', import.meta.url));

/** Reads `dir` (default: the repository's clients/); file names are shown as `clients/<name>.json`. */
export async function loadProfilesFromDir(
  dir: string = clientsDir,
): Promise<{ profiles: ClientProfile[]; errors: string[]; files: string[] }> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const files: Array<{ file: string; data: unknown }> = [];
  const errors: string[] = [];
  for (const name of names) {
    const file = `clients/${name}`;
    try {
      files.push({ file, data: JSON.parse(await readFile(join(dir, name), 'utf8')) });
    } catch (error) {
      errors.push(formatRule(file, '/', `n'est pas un JSON valide (${(error as Error).message})`));
    }
  }
  const result = parseProfiles(files);
  return { profiles: result.profiles, errors: [...errors, ...result.errors], files: names.map((n) => `clients/${n}`) };
}
