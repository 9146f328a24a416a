// The client profile of a signed-in user, on the server: the profiles the admin is served (/clients/, from the
// configuration source: the database's current valid versions, or CLIENTS_DIR with CONFIG_SOURCE=files),
// resolved for the user's centre and level as the admin resolves them (src/shared/clients). Cheap: the source
// keeps its files until they change, and the parsed profiles are kept per served set.
import {
  defaultParameters,
  resolveProfile,
  type ClientProfile,
  type ResolvedProfile,
} from '../../shared/clients/index.ts';
import { parseProfiles } from '../../shared/clients/validate.ts';
import { createRegistry } from '../schema/model.ts';
import { folderSource, type ConfigSource, type ServedFile } from '../configsource/source.ts';
import type { AuthUser } from '../auth/access.ts';

const parsed = new WeakMap<Map<string, ServedFile>, ClientProfile[]>();

async function currentProfiles(source: ConfigSource): Promise<ClientProfile[]> {
  const { files } = await source.snapshot('clients');
  let profiles = parsed.get(files);
  if (!profiles) {
    const entries = [...files.values()].flatMap((f) => {
      try {
        return [{ file: `clients/${f.name}`, data: JSON.parse(f.text) as unknown }];
      } catch {
        return []; // a broken file is reported by the admin and the configuration notices
      }
    });
    profiles = parseProfiles(entries).profiles;
    parsed.set(files, profiles);
  }
  return profiles;
}

let dirSources: Map<string, ConfigSource> | undefined;

/** A folder of profiles read as it is on disk (tests of the resolution with a folder of their own). */
function sourceOfDir(dir: string): ConfigSource {
  dirSources ??= new Map();
  let source = dirSources.get(dir);
  if (!source) dirSources.set(dir, (source = folderSource(createRegistry(), { clients: dir })));
  return source;
}

/** The user's resolved profile; undefined when their centre has no valid profile (nothing is then narrowed). */
export async function profileOfUser(
  user: Pick<AuthUser, 'cfaId' | 'antenneId'>,
  from: ConfigSource | string,
): Promise<ResolvedProfile | undefined> {
  const profiles = await currentProfiles(typeof from === 'string' ? sourceOfDir(from) : from);
  return resolveProfile(profiles, { cfaId: user.cfaId, level: user.antenneId === null ? 'cfa' : 'antenne' });
}

/** The alert settings of a centre's client (`common.alertes`, read at the centre's level), the defaults when the
 * centre has no valid profile: what notifications/alertGeneration.ts raises alerts with. */
export async function alertSettingsOfCentre(
  cfaId: number,
  from: ConfigSource | string,
): Promise<ResolvedProfile['alertes']> {
  const profiles = await currentProfiles(typeof from === 'string' ? sourceOfDir(from) : from);
  return resolveProfile(profiles, { cfaId, level: 'cfa' })?.alertes ?? { ...defaultParameters.alertes };
}
