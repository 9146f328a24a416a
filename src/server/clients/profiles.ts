// The client profile of a signed-in user, on the server: the files of CLIENTS_DIR (the ones /clients/ serves
// the admin), read again when one changes (support edits them live), resolved for the user's centre and
// level as the admin resolves them (src/shared/clients). Cheap: one readdir and a stat per file per call,
// parsed only after a change.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveProfile, type ClientProfile, type ResolvedProfile } from '../../shared/clients/index.ts';
import { loadProfilesFromDir } from '../../shared/clients/node-loader.ts';
import { folderDirs } from '../http/static.ts';
import type { AuthUser } from '../auth/access.ts';

let cache: { stamp: string; profiles: ClientProfile[] } | undefined;

async function currentProfiles(dir: string): Promise<ClientProfile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const stats = await Promise.all(names.map((n) => stat(join(dir, n)).catch(() => undefined)));
  const stamp = [dir, ...names.map((n, i) => `${n}:${stats[i]?.mtimeMs}:${stats[i]?.size}`)].join('|');
  if (cache?.stamp !== stamp) cache = { stamp, profiles: names.length ? (await loadProfilesFromDir(dir)).profiles : [] };
  return cache.profiles;
}

/** The user's resolved profile; undefined when their centre has no valid profile (nothing is then narrowed). */
export async function profileOfUser(user: Pick<AuthUser, 'cfaId' | 'antenneId'>, dir = folderDirs.clients): Promise<ResolvedProfile | undefined> {
  const profiles = await currentProfiles(dir);
  return resolveProfile(profiles, { cfaId: user.cfaId, level: user.antenneId === null ? 'cfa' : 'antenne' });
}
