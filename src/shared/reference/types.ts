/** Shape of one reference-data entry: an id (number, string code or null for "not given") and a French label. */
export interface RefItem {
  id: number | string | null;
  label: string;
  [flag: string]: unknown;
}
export type RefList = readonly RefItem[];
