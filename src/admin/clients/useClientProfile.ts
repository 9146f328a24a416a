// The signed-in user's client profile, resolved at render time from the run-time profiles and the stored
// /users/me answer (centre IRI, antenne): the same user gets the same menu, flags and labels everywhere.
import { useMemo } from 'react';
import type { UserProfileResult } from '../../shared/clients/index.ts';
import { useAppConfig } from '../appConfig.tsx';
import { readUser } from '../session/storage.ts';
import { profileOf } from './profileOf.ts';

/** null without a session; otherwise the profile or the French reason there is none. */
export function useClientProfile(): UserProfileResult | null {
  const { profiles } = useAppConfig();
  const reading = readUser();
  const user = reading.state === 'ok' ? reading.user : null;
  const key = user ? JSON.stringify([user.cfa ?? null, user.antenne ?? null]) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds what the resolution reads.
  return useMemo(() => profileOf(profiles, user), [profiles, key]);
}

/** The accessRight flags of the user's profile ({} without one: flagged views stay hidden). */
export function useAccessFlags(): Record<string, unknown> {
  const result = useClientProfile();
  return result?.ok ? (result.profile.accessRight as Record<string, unknown>) : {};
}
