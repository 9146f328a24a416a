// Pure rules of « Nouveau client »: the name a new profile may take, and the copy of a profile for a centre
// (its key, label and centre replaced, everything else kept).
import type { ClientProfile } from '../../../shared/clients/index.ts';
import { configurationFr } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';

const t = configurationFr.newClient;

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** French reasons a file name is refused (none when it is fine). `existing` are the profiles' file names. */
export function newClientProblems(name: string, existing: readonly string[]): string[] {
  if (!name) return [t.nameRequired];
  if (!NAME.test(name)) return [t.nameFormat];
  if (existing.includes(`${name}.json`)) return [fill(t.nameTaken, { name })];
  return [];
}

/** The profile `source` copied for another centre under the key `name`. */
export function copyProfile(source: ClientProfile, name: string, cfa: { id: number; label: string }): ClientProfile {
  const copy = structuredClone(source);
  return { ...copy, key: name, label: cfa.label, cfa: { ...copy.cfa, id: cfa.id } };
}
