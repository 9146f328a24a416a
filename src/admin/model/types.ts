// The admin's own description of an API resource, whatever its source: our JSON Schemas (fast path) or a
// parsed Hydra documentation (introspection). Views are generated from this, never from raw schemas.
import type { FormatName } from '../formats/formats.ts';
import type { FieldRules } from '../../shared/plausible/index.ts';

export type FieldKind =
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'email'
  | 'enum'
  | 'enumArray'
  | 'relation'
  | 'array'
  /** An object stored as JSON (a tutor's scored criteria, custom fields): edited as JSON text, shown as `clé : valeur`.
   */
  | 'json';

export interface Choice {
  id: string | number | null;
  name: string;
  /** The colour of the value where it shows (a chip in lists and records), when its reference list gives one. */
  severity?: 'success' | 'error' | 'warning' | 'info';
}

export interface FieldModel {
  name: string;
  /** French label (schema `title`), or the humanised name when unknown. */
  label: string;
  kind: FieldKind;
  required: boolean;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Reference list name (`x-enum`) and its choices, for enum fields. */
  enumName?: string;
  choices?: Choice[];
  /** Target API resource of a to-one relation (`x-relation`). */
  reference?: string;
  /** Filter kinds the API offers on this field (`x-filter`). */
  filters: string[];
  sortable: boolean;
  defaultValue?: unknown;
  maxLength?: number;
  /** An integer shown without thousands separators (a year). */
  plainNumber?: boolean;
  /** French display and input format (date, money, phone, SIREN, SIRET, NIR), guessed from the schema. */
  format?: FormatName;
  /** Plausibility rules of the schema (x-after, date bounds, e-mail, pattern, bounds), checked in forms. */
  rules?: FieldRules;
}

export interface ResourceModel {
  /** API resource name, also the collection path under the entrypoint. */
  name: string;
  labelOne: string;
  labelMany: string;
  /** `{a} {b}` template or property naming a record for humans. */
  representation: string;
  /** Roles allowed to create, update and delete (`x-write-roles`); undefined: every role but ROLE_GUEST. */
  writeRoles?: string[];
  /** False when nobody creates records (x-scope cfa-self: a centre only edits itself): no "Créer". */
  creatable?: false;
  /** x-scope `{ antenne, shared: true }`: the property naming a row's antenne (null: the centre's, shared). */
  sharedAntenne?: string;
  /** x-scope `{ antenne }`: the property naming a row's antenne (shared or not). */
  antenneField?: string;
  /** A shared row that keeps its antenne (a tree's, or one its children take their antenne from). */
  fixedAntenne?: true;
  /** x-search: the text properties the list's search box (`q`) looks in. */
  search?: string[];
  fields: FieldModel[];
}

export type ApiModel = Map<string, ResourceModel>;
