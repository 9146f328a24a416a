// Validates one client profile (JSON Schema with ajv, then the rules a schema cannot say) and refuses an
// invalid one with French, path-pointing messages: the app must say so rather than half-work.
import { formatErrors, formatRule } from './messages.ts';
import { validateProfileSchema as validateSchema } from './profileSchema.ts';
import { referenceErrors } from './references.ts';
import type { ClientProfile, Level } from './types.ts';

export class ClientProfileError extends Error {
  constructor(
    readonly file: string,
    readonly errors: string[],
  ) {
    super(errors.join('\n'));
    this.name = 'ClientProfileError';
  }
}

/** `clients/sport.json` → `sport`: the key a profile file must carry. */
export function keyOfFile(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

function ruleErrors(file: string, profile: ClientProfile): string[] {
  const errors: string[] = [];
  if (profile.key !== keyOfFile(file)) {
    errors.push(formatRule(file, '/key', `doit être « ${keyOfFile(file)} », le nom du fichier`));
  }
  const seenIds = new Set<string>();
  const seenLevels = new Map<Level, number>();
  profile.entries.forEach((entry, index) => {
    if (seenIds.has(entry.id))
      errors.push(
        formatRule(file, `/entries/${index}/id`, `« ${entry.id} » est déjà l'identifiant d'une autre entrée`),
      );
    seenIds.add(entry.id);
    for (const level of entry.userLogged) {
      const first = seenLevels.get(level);
      if (first !== undefined) {
        errors.push(
          formatRule(
            file,
            `/entries/${index}/userLogged`,
            `le niveau « ${level} » est déjà servi par l'entrée n° ${first}`,
          ),
        );
      } else seenLevels.set(level, index);
    }
  });
  return errors;
}

/** The profile, typed, or a ClientProfileError listing every problem. `file` is the path shown to people. */
export function parseProfile(file: string, data: unknown): ClientProfile {
  if (!validateSchema(data)) throw new ClientProfileError(file, formatErrors(file, validateSchema.errors));
  const errors = [...ruleErrors(file, data), ...referenceErrors(file, data)];
  if (errors.length > 0) throw new ClientProfileError(file, errors);
  return data;
}

/** Validates a set of profiles together: each one, then that no two clients claim the same centre. */
export function parseProfiles(files: ReadonlyArray<{ file: string; data: unknown }>): {
  profiles: ClientProfile[];
  errors: string[];
} {
  const profiles: ClientProfile[] = [];
  const errors: string[] = [];
  const owners = new Map<number, string>();
  for (const { file, data } of files) {
    try {
      const profile = parseProfile(file, data);
      const owner = owners.get(profile.cfa.id);
      if (owner) {
        errors.push(formatRule(file, '/cfa/id', `le centre n° ${profile.cfa.id} est déjà celui de ${owner}`));
        continue;
      }
      owners.set(profile.cfa.id, file);
      profiles.push(profile);
    } catch (error) {
      if (error instanceof ClientProfileError) errors.push(...error.errors);
      else throw error;
    }
  }
  return { profiles, errors };
}
