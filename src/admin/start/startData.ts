// What every start needs before drawing anything, without React: the model of our bundled schemas, the
// resource files and client profiles (fetched and validated), and the views built from them. Computed once
// per page load and shared by the first page drawn early (src/admin/instant/) and the app's bootstrap.
import { loadClientProfiles, type LoadedProfiles } from '../clients/load.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import type { ApiModel } from '../model/types.ts';
import { loadResourceFiles, type LoadResult } from '../resources/load.ts';
import { buildViews } from '../views/buildViews.ts';
import { loadSettings } from '../widgets/settings/loaded.ts';
import type { ViewConfig } from '../views/viewTypes.ts';

export interface StartData {
  model: ApiModel;
  loaded: LoadResult;
  clients: LoadedProfiles;
  views: ViewConfig[];
}

/** The resource files and client profiles read and the views built against a model. */
export async function startFrom(model: ApiModel): Promise<StartData> {
  // The client settings' chunk (widgets/settings) comes in the same wait.
  const [loaded, clients] = await Promise.all([loadResourceFiles(model), loadClientProfiles(), loadSettings()]);
  return { model, loaded, clients, views: buildViews(model, loaded.files) };
}

let started: Promise<StartData> | undefined;

/** On our bundled schemas: once per page load. */
export function startFromSchemas(): Promise<StartData> {
  return (started ??= startFrom(modelFromSchemas()));
}
