// A view as the signed-in user's client sees it (applyProfile.ts), for the pages.
import { useMemo } from 'react';
import { useClientProfile } from '../clients/useClientProfile.ts';
import { applyProfile, hideFlaggedFields } from './applyProfile.ts';
import type { ViewConfig } from './viewTypes.ts';

/** The view for the signed-in user's client (without a profile: only the fields a profile flag governs hidden). */
export function useProfiledView(view: ViewConfig): ViewConfig {
  const result = useClientProfile();
  const profile = result?.ok ? result.profile : undefined;
  return useMemo(() => (profile ? applyProfile(view, profile) : hideFlaggedFields(view, {})), [view, profile]);
}
