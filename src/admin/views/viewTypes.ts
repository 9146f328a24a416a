// A view of a resource as the generic pages use it: the model merged with its resource file.
import type { FieldModel, ResourceModel } from '../model/types.ts';
import type { JoinList, MenuPlacement, Scalar, Widget } from '../../shared/configuration/types.ts';

export interface FieldView extends FieldModel {
  /** For relations: how to name the related record. */
  representation?: string;
  widget?: Widget;
  helperText?: string;
  /** Shown for an empty value instead of « — » (resource file `emptyText`). */
  emptyText?: string;
  /** Shown but not editable in forms (resource file `readOnly`). */
  disabled?: boolean;
  /** Client-profile accessRight flag that must be true for the field to show (resource file `profileFlag`). */
  profileFlag?: string;
  /** A button emptying the relation (and `clears`) so that another record is chosen (resource file `another`). */
  another?: { label: string; clears?: string[] };
}

export interface FilterView {
  field: FieldView;
  kind: 'exact' | 'partial' | 'exists' | 'after' | 'before';
  /** The filter key sent to the API (`lastname`, `exists[mail]`, `birthdate[after]`...). */
  source: string;
  label: string;
  alwaysOn: boolean;
}

export interface SectionView {
  title?: string;
  fields: FieldView[];
}

/** A child list on the detail page (resource file `show.related`), resolved against the child's view. */
export interface RelatedView {
  /** Key (route) of the child's view: data provider resource, links and create form. */
  viewKey: string;
  /** The child's relation field pointing at the parent. */
  target: string;
  label: string;
  columns: FieldView[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export interface ViewConfig {
  /** The route, also the data provider's resource key. */
  key: string;
  /** Absolute paths: the list, the prefix of a record's path (`/entreprise` for /entreprise/12), and the bespoke
   * page the list's « Créer » opens instead of the generic form (`/entreprise/creation-siret`). */
  paths: { list: string; record: string; create?: string };
  model: ResourceModel;
  labelOne: string;
  labelMany: string;
  feminine: boolean;
  menu?: MenuPlacement;
  fixedFilter: Record<string, Scalar>;
  createDefaults: Record<string, Scalar>;
  columns: FieldView[];
  filters: FilterView[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** Optional address parameters of the list and the API filter each sets (resource file `list.routeParams`). */
  routeParams?: Record<string, string>;
  formSections: SectionView[];
  showSections: SectionView[];
  fields: Map<string, FieldView>;
  roles?: string[];
  /** Roles that may create, edit and delete (the schema's x-write-roles). */
  writeRoles?: string[];
  /** False when nobody creates records of the resource (the model's `creatable`). */
  creatable?: false;
  /** A resource shared by the centre and its antennes: the property naming a row's antenne. */
  sharedAntenne?: string;
  /** Client-profile accessRight flag that must be true for the view to show (resource file `access.flag`). */
  flag?: string;
  related: RelatedView[];
  /** The list's « Exporter » also offers Excel (resource file `export.xlsx`). */
  exportXlsx?: boolean;
  /** Many-to-many editors of the detail page (resource file `show.joinLists`), resolved by widgets/joinlists. */
  joinLists: JoinList[];
  /** False when the resource file was broken and the views are guessed. */
  fromValidFile: boolean;
}
