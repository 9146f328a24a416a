/**
 * Shape of one reference-data entry: an id (number, string code or null for "not given"), a French label,
 * and the flags the spec names for that list (apprenti, expires, insee, order, ...).
 * `legacy: true` marks an id kept only so that stored data stays valid and readable: it is shown, never
 * offered for new input (see the duplicate ids of raisons_absence and types_diplome).
 */
export interface RefItem {
  id: number | string | null;
  label: string;
  legacy?: boolean;
  [flag: string]: unknown;
}
export type RefList = readonly RefItem[];
