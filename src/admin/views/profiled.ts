// A view as the signed-in user's client sees it (applyProfile.ts), for the pages.
import { useMemo } from 'react';
import { useClientProfile } from '../clients/useClientProfile.ts';
import { applyProfile } from './applyProfile.ts';
import type { ViewConfig } from './viewTypes.ts';

/** The view for the signed-in user's client (unchanged without a profile). */
export function useProfiledView(view: ViewConfig): ViewConfig {
  const result = useClientProfile();
  const profile = result?.ok ? result.profile : undefined;
  return useMemo(() => (profile ? applyProfile(view, profile) : view), [view, profile]);
}
