// TypeScript shape of a resource file (resources/*.json); the contract is schemas/resource-file.schema.json.
export type Scalar = string | number | boolean | null;
export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'datetime'
  | 'time'
  | 'boolean'
  | 'select'
  | 'radio'
  | 'autocomplete'
  | 'email'
  | 'hidden'
  | 'money'
  | 'phone'
  | 'siren'
  | 'siret'
  | 'nir'
  | 'rating'
  | 'link';

export interface FieldOverride {
  label?: string;
  enum?: string;
  reference?: string;
  representation?: string;
  widget?: Widget;
  helperText?: string;
  /** Shown for an empty value instead of « — ». */
  emptyText?: string;
  readOnly?: boolean;
  /** Client-profile accessRight flag that must be true for the field to show (lists, detail, forms). */
  profileFlag?: string;
  /** A relation's button under its input emptying it, and the `clears` fields typed with it, so that another
   * record is picked or typed (the trainee form's « Choisir un autre tuteur »). */
  another?: { label: string; clears?: string[] };
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

/** A many-to-many editor on the parent's detail page (show.joinLists): the members listed, several picked in a
 * searchable dialog or removed, saved once (a domain call, else generic writes). See schemas/README.md. */
export interface JoinList {
  label: string;
  /** The rows listed: the join resource (`groupe_etudiants`), or the members themselves when they hold the
   * relation to the parent (`etudiants` of an agreement) and `member` is absent. */
  resource: string;
  /** The relation of `resource` that points at the parent (as in `related`). */
  target: string;
  /** The join's relation to the member (`etudiant`); absent: the rows of `resource` are the members. */
  member?: string;
  /** Route of `resource`'s view that reads the rows (default: the resource's first view). */
  view?: string;
  /** Columns of the join rows shown after the member's (e.g. `is_suppleant` of a delegate). */
  columns?: string[];
  /** Rows that do not count as members: those whose field has this value (`{ "etat": 2 }`, deleted delegates). */
  skip?: Record<string, Scalar>;
  /** Where members are picked from: their view (route), its columns in both lists, the searched field, and
   * filters of the candidates whose `{field}` values come from the parent record. */
  pick: { view: string; columns?: string[]; search?: string; filter?: Record<string, Scalar>; perPage?: number };
  /** The domain call that saves the whole list at once; without it: generic creates and deletes. */
  save?: { call: string; list: string; body?: Record<string, Scalar> };
}

export interface ResourceFile {
  resource: string;
  route: string;
  paths?: { list?: string; record?: string; create?: string };
  label?: { one: string; many: string; gender?: 'm' | 'f' };
  menu?: MenuPlacement;
  fixedFilter?: Record<string, Scalar>;
  createDefaults?: Record<string, Scalar>;
  list?: {
    columns?: string[];
    sort?: { field: string; order?: 'ASC' | 'DESC' };
    perPage?: number;
    filters?: FilterSpec[];
    /** Optional address parameters → the API filter each one sets (`?diplome=<IRI>` → `diplome`). */
    routeParams?: Record<string, string>;
  };
  /** Exports of the list: columns of the CSV and Excel files, and whether Excel is offered. */
  export?: { columns?: string[]; xlsx?: boolean };
  fields?: Record<string, FieldOverride>;
  form?: { sections?: Section[]; omit?: string[] };
  show?: { sections?: Section[]; omit?: string[]; related?: RelatedList[]; joinLists?: JoinList[] };
  /** `create: false`: nobody creates this view's records by hand (no « Créer », the create form refused). */
  access?: { roles?: string[]; flag?: string; create?: boolean };
}
