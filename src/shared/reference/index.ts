// Reference data (enumerations), once, shared by the server (validation of x-enum) and the admin (choices).
import type { RefItem, RefList } from './types.ts';
import * as general from './general.ts';
import * as personnes from './personnes.ts';
import * as etudiants from './etudiants.ts';
import * as formation from './formation.ts';

export type { RefItem, RefList };

export const referenceLists = {
  ...general,
  ...personnes,
  ...etudiants,
  ...formation,
} satisfies Record<string, RefList>;

export type ReferenceListName = keyof typeof referenceLists;

export function isReferenceList(name: string): name is ReferenceListName {
  return Object.prototype.hasOwnProperty.call(referenceLists, name);
}

/** The French label of `id` in list `name`, or undefined when unknown. */
export function referenceLabel(name: string, id: unknown): string | undefined {
  if (!isReferenceList(name)) return undefined;
  const list: RefList = referenceLists[name];
  return list.find((item) => item.id === id)?.label;
}
