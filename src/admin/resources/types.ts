// TypeScript shape of a resource file (resources/*.json); the contract is schemas/resource-file.schema.json.
export type Scalar = string | number | boolean | null;
export type Widget =
  | 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'time' | 'boolean'
  | 'select' | 'radio' | 'autocomplete' | 'email' | 'hidden'
  | 'money' | 'phone' | 'siren' | 'siret' | 'nir';

export interface FieldOverride {
  label?: string;
  enum?: string;
  reference?: string;
  representation?: string;
  widget?: Widget;
  helperText?: string;
  readOnly?: boolean;
}

export interface Section {
  title?: string;
  fields: string[];
  /** This section also takes every field no section names (default: a last section « Autres informations »). */
  rest?: boolean;
}

export interface FilterSpec {
  field: string;
  kind?: 'exact' | 'partial' | 'exists' | 'after' | 'before';
  label?: string;
  alwaysOn?: boolean;
}

export interface MenuPlacement {
  section: string;
  key: string;
  label?: string;
  order?: number;
  icon?: string;
}

/** A list of child records on the parent's detail page (ReferenceManyField), with an « Ajouter » button. */
export interface RelatedList {
  resource: string;
  /** The child's relation field that points at the parent. */
  target: string;
  label: string;
  columns?: string[];
  sort?: { field: string; order?: 'ASC' | 'DESC' };
  /** Route of the child's view used for links and the create form (default: the resource's first view). */
  view?: string;
  perPage?: number;
}

export interface ResourceFile {
  resource: string;
  route: string;
  paths?: { list?: string; record?: string };
  label?: { one: string; many: string; gender?: 'm' | 'f' };
  menu?: MenuPlacement;
  fixedFilter?: Record<string, Scalar>;
  createDefaults?: Record<string, Scalar>;
  list?: {
    columns?: string[];
    sort?: { field: string; order?: 'ASC' | 'DESC' };
    perPage?: number;
    filters?: FilterSpec[];
  };
  /** Exports of the list: columns of the CSV and Excel files, and whether Excel is offered. */
  export?: { columns?: string[]; xlsx?: boolean };
  fields?: Record<string, FieldOverride>;
  form?: { sections?: Section[]; omit?: string[] };
  show?: { sections?: Section[]; omit?: string[]; related?: RelatedList[] };
  access?: { roles?: string[]; flag?: string };
}
