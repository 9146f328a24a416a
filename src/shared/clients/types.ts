// Types of resolved client profiles: the generated (all-optional) entry types made complete by the defaults.
import type {
  AccessRight,
  AntenneDiplomeTable,
  ClientAlertes,
  ClientEntry,
  ClientMenu,
  TableColumn,
} from '../generated/client-profile.ts';

export type {
  ClientProfile,
  ClientEntry,
  ClientCommon,
  ClientAlertes,
  AccessRight,
  ClientMenu,
  TableColumn,
} from '../generated/client-profile.ts';

/** Login level: a centre (head office) user, or a user tied to an antenne. */
export type Level = 'cfa' | 'antenne';

/** Role names of spec 000 section 6. */
export type Role = 'ROLE_PLATFORM' | 'ROLE_SUPERVISOR' | 'ROLE_ADMIN' | 'ROLE_COORDINATOR' | 'ROLE_USER' | 'ROLE_GUEST';

export type SectionKey = keyof ClientMenu;
export type SubModuleKey<S extends SectionKey = SectionKey> = NonNullable<ClientMenu[S]>[number];

/** Every key present and non-null; arrays kept as they are, objects made complete recursively. */
type Complete<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[]
    ? NonNullable<T[K]>
    : NonNullable<T[K]> extends object
      ? Complete<NonNullable<T[K]>>
      : NonNullable<T[K]>;
};

/** A table column once merged: everything known except the optional student group. */
export type ResolvedColumn = Complete<Omit<TableColumn, 'group'>> & Pick<TableColumn, 'group'>;

type ColumnsOf<T> = { [K in keyof T]-?: ResolvedColumn };

/** The parameter set of one client entry after merging over the defaults. */
export type ClientParameters = Complete<
  Omit<ClientEntry, 'id' | 'userLogged' | 'testOnly' | 'antenneDiplomeTable' | 'accessRight'>
> & {
  accessRight: Complete<AccessRight>;
  /** The alerts the server raises, set for the whole client (`common.alertes` only). */
  alertes: Complete<ClientAlertes>;
  antenneDiplomeTable: {
    columns: ColumnsOf<NonNullable<AntenneDiplomeTable['columns']>>;
    studentColumns: ColumnsOf<NonNullable<AntenneDiplomeTable['studentColumns']>>;
  };
};

export type BooleanFlag = {
  [K in keyof ClientParameters['accessRight']]: ClientParameters['accessRight'][K] extends boolean ? K : never;
}[keyof ClientParameters['accessRight']];

export type GedFolder = ClientParameters['accessRight']['gedFolders'][number];
export type TrainingFormField = keyof ClientParameters['orderFieldsTrainingForm'];

/** What the admin uses: the merged parameters plus where they came from. */
export interface ResolvedProfile extends ClientParameters {
  /** Client key (file name without .json). */
  client: string;
  clientLabel: string;
  cfaId: number;
  /** Id of the entry picked for this login level. */
  entryId: string;
  level: Level;
  testOnly: boolean;
}
