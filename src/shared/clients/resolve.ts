// Picks a user's parameters (spec 000 section 6): the client by the user's centre id, then the entry that
// serves the login level, merged over the defaults.
import { mergeEntry } from './merge.ts';
import type { ClientEntry, ClientProfile, Level, ResolvedProfile } from './types.ts';

export interface ResolveOptions {
  /** false in production: entries marked testOnly are then ignored. */
  includeTestOnly?: boolean;
}

/** `/api/cfas/2` → 2; also accepts a number. undefined when no centre id can be read. */
export function cfaIdFromIri(iri: string | number | null | undefined): number | undefined {
  if (typeof iri === 'number') return Number.isInteger(iri) ? iri : undefined;
  const match = /(\d+)\/?$/.exec(iri ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Login level of a /api/users/me answer: antenne when the user has one. */
export function levelOfUser(user: { antenne?: unknown }): Level {
  return user.antenne ? 'antenne' : 'cfa';
}

function pickEntry(profile: ClientProfile, level: Level, includeTestOnly: boolean): ClientEntry | undefined {
  const usable = profile.entries.filter((e) => includeTestOnly || !e.testOnly);
  // A client with one entry for the centre only still serves its antennes: the menu rules reduce it.
  return usable.find((e) => e.userLogged.includes(level)) ?? usable[0];
}

/** The resolved profile, or undefined when no (usable) client has this centre. */
export function resolveProfile(
  profiles: readonly ClientProfile[],
  { cfaId, level }: { cfaId: number; level: Level },
  { includeTestOnly = true }: ResolveOptions = {},
): ResolvedProfile | undefined {
  const profile = profiles.find((p) => p.cfa.id === cfaId);
  if (!profile) return undefined;
  const entry = pickEntry(profile, level, includeTestOnly);
  if (!entry) return undefined;
  return {
    ...mergeEntry(entry, profile.common),
    client: profile.key,
    clientLabel: profile.label,
    cfaId: profile.cfa.id,
    entryId: entry.id,
    level,
    testOnly: entry.testOnly ?? false,
  };
}

/** French message for a centre without profile, for the admin to show instead of a half-working menu. */
export function noProfileMessage(cfaId: number | undefined): string {
  return cfaId === undefined
    ? "Impossible de lire le centre de l'utilisateur : aucun profil client ne peut être choisi."
    : `Aucun profil client n'est défini pour le centre n° ${cfaId} (dossier clients/).`;
}

export type UserProfileResult = { ok: true; profile: ResolvedProfile; level: Level } | { ok: false; message: string };

/** For the admin shell: the profile of a /api/users/me answer (centre from its cfa IRI, level from its antenne). */
export function resolveForUser(
  profiles: readonly ClientProfile[],
  user: { cfa?: string | number | null; antenne?: unknown },
  options: ResolveOptions = {},
): UserProfileResult {
  const cfaId = cfaIdFromIri(user.cfa);
  const level = levelOfUser(user);
  const profile = cfaId === undefined ? undefined : resolveProfile(profiles, { cfaId, level }, options);
  return profile ? { ok: true, profile, level } : { ok: false, message: noProfileMessage(cfaId) };
}
