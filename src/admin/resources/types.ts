// TypeScript shape of a resource file (resources/*.json); the contract is schemas/resource-file.schema.json.
export type Scalar = string | number | boolean | null;
export type Widget =
  | 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'time' | 'boolean'
  | 'select' | 'radio' | 'autocomplete' | 'email' | 'hidden';

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

export interface ResourceFile {
  resource: string;
  route: string;
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
  fields?: Record<string, FieldOverride>;
  form?: { sections?: Section[] };
  show?: { sections?: Section[] };
  access?: { roles?: string[]; writeRoles?: string[]; flag?: string };
}
