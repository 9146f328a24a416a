// The client profile of a stored user (centre IRI, antenne), without React: read by the start-up code and,
// through useClientProfile, by the pages.
import { resolveForUser, type ClientProfile, type UserProfileResult } from '../../shared/clients/index.ts';

/** Entries marked testOnly serve only development builds and the e2e server (VITE_CLIENTS_TEST_ONLY=1). */
const includeTestOnly = import.meta.env.DEV || import.meta.env.VITE_CLIENTS_TEST_ONLY === '1';

export function profileOf(
  profiles: readonly ClientProfile[],
  user: Record<string, unknown> | null,
): UserProfileResult | null {
  if (!user) return null;
  return resolveForUser(profiles, user as { cfa?: string | number | null; antenne?: unknown }, { includeTestOnly });
}
