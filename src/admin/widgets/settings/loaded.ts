// The client settings applied to views (applySettings.ts) are their own chunk, fetched during the start beside
// the resource files and client profiles (start/startData.ts awaits it with them): the start bundle keeps its
// weight, and no view is drawn before the settings are there.
import type { ResolvedProfile } from '../../../shared/clients/types.ts';
import type { ViewConfig } from '../../views/viewTypes.ts';

let settings: typeof import('./applySettings.ts') | undefined;

/** Never fails the start: without the chunk, views show unnarrowed (the API still refuses what the client does
 * not offer). */
export async function loadSettings(): Promise<void> {
  try {
    settings = await import('./applySettings.ts');
  } catch (error) {
    console.error('Paramètres clients non chargés :', error);
  }
}

/** The view with the client's settings (as it is until loadSettings has resolved). */
export const withSettings = (view: ViewConfig, profile: ResolvedProfile): ViewConfig =>
  settings ? settings.applySettings(view, profile) : view;

/** A text (a menu entry's label) in the client's word for a branch (denominations.antenneOrDispositif). */
export const branchText = (text: string, profile: ResolvedProfile): string =>
  settings ? settings.branchWording(text, profile.denominations.antenneOrDispositif) : text;
