// What the bootstrap loaded (views from schemas + resource files, and the problems met), shared by context.
import { createContext, useContext } from 'react';
import type { ClientProfile } from '../shared/clients/index.ts';
import type { ApiModel } from './model/types.ts';
import type { ViewConfig } from './views/viewTypes.ts';
import type { ListQuery } from './widgets/exports/collectionUrl.ts';

export interface AppConfig {
  views: ViewConfig[];
  model: ApiModel;
  loadErrors: string[];
  /** Valid client profiles (clients/*.json, loaded at run time) and the French reasons others were refused. */
  profiles: ClientProfile[];
  profileErrors: string[];
  /** The URL of a list's request as the data provider sends it (exports: widgets/exports/collectionUrl.ts). */
  listUrl?: (key: string, query: ListQuery) => Promise<URL>;
}

export const AppConfigContext = createContext<AppConfig>({
  views: [],
  model: new Map(),
  loadErrors: [],
  profiles: [],
  profileErrors: [],
});

export const useAppConfig = (): AppConfig => useContext(AppConfigContext);

/** The views that show records of the API resource `resource` (the trainees: those in training, the candidates). */
export const viewsOfResource = (views: ViewConfig[], resource: string): ViewConfig[] =>
  views.filter((v) => v.model.name === resource);

/** The view to link a record of `resource` to: the first one whose fixed filter matches the record. */
export function viewForRecord(
  views: ViewConfig[],
  resource: string,
  record?: Record<string, unknown>,
): ViewConfig | undefined {
  const candidates = viewsOfResource(views, resource);
  return (
    candidates.find((v) => record && Object.entries(v.fixedFilter).every(([k, value]) => record[k] === value)) ??
    candidates.find((v) => Object.keys(v.fixedFilter).length === 0) ??
    candidates[0]
  );
}
