// The client settings applied to views (applySettings.ts) are their own chunk, fetched during the start beside
// the resource files and client profiles (start/startData.ts awaits it with them): the start bundle keeps its
// weight, and no view is drawn before the settings are there.
import type { ResolvedProfile } from '../../../shared/clients/types.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';

let apply: ((view: ViewConfig, profile: ResolvedProfile) => ViewConfig) | undefined;

export async function loadSettings(): Promise<void> {
  apply = (await import('./applySettings.ts')).applySettings;
}

/** The view with the client's settings (as it is until loadSettings has resolved). */
export const withSettings = (view: ViewConfig, profile: ResolvedProfile): ViewConfig => (apply ? apply(view, profile) : view);
