// What every start needs before drawing anything, without React: the model of our bundled schemas, the
// resource files and client profiles (fetched and validated), and the views built from them. Computed once
// per page load and shared by the first page drawn early (src/admin/instant/) and the app's bootstrap.
import { loadClientProfiles, type LoadedProfiles } from '../clients/load.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import type { ApiModel } from '../model/types.ts';
import { loadResourceFiles, type LoadResult } from '../resources/load.ts';
import { buildViews } from '../views/buildViews.ts';
import type { ViewConfig } from '../views/viewTypes.ts';

export interface StartData {
  model: ApiModel;
  loaded: LoadResult;
  clients: LoadedProfiles;
  views: ViewConfig[];
}

let started: Promise<StartData> | undefined;

export function startFromSchemas(): Promise<StartData> {
  return (started ??= (async () => {
    const model = modelFromSchemas();
    const [loaded, clients] = await Promise.all([loadResourceFiles(model), loadClientProfiles()]);
    return { model, loaded, clients, views: buildViews(model, loaded.files) };
  })());
}
