// Contract of the bespoke pages: each domain folder src/admin/pages/<domain>/ has a routes.ts that
// default-exports its PageRoute list; the shell collects them with import.meta.glob and mounts them inside
// the layout, behind the session guard. Components are React.lazy, so each flow is its own chunk.
import type { ComponentType, LazyExoticComponent } from 'react';

export type Role =
  | 'ROLE_PLATFORM'
  | 'ROLE_SUPERVISOR'
  | 'ROLE_ADMIN'
  | 'ROLE_COORDINATOR'
  | 'ROLE_USER'
  | 'ROLE_GUEST'
  | 'ROLE_STAGIAIRE'
  | 'ROLE_ENTREPRISE'
  | 'ROLE_FORMATEUR';

export interface PageRoute {
  /** Path without leading slash, as in spec 000 section 2 (e.g. `stagiaire/planning`); may hold `:params`. */
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** French page title (browser tab and app bar). */
  title: string;
  /** Roles that may open the page; default every signed-in user. */
  roles?: Role[];
  /** Where the page is mounted: inside the back-office's layout (default); `trainee`, in the trainee space's own
   * mobile frame (a ROLE_STAGIAIRE account sees nothing else); `public`, outside any session guard (the page
   * tells a visitor to sign in itself). */
  shell?: 'trainee' | 'public';
}

/**
 * A panel a domain adds to the generic detail page of an API resource (e.g. the attendance rate on a
 * trainee's page): each domain folder may have a panels.ts default-exporting ShowPanel[].
 */
export interface ShowPanel {
  /** API resource whose detail page shows the panel (e.g. `etudiants`). */
  resource: string;
  /**
   * French title of the panel: a page that shows its resource as tabs (the trainee page) makes each titled
   * panel a tab of its own; the generic detail page shows it as a heading.
   */
  title?: string;
  /**
   * Shown above the tabs of a tabbed page (the trainee's course and its moves), always in view, instead of as a
   * tab of its own; the generic detail page shows it like any other.
   */
  pinned?: boolean;
  /** The record's id is all a panel gets; it loads what it needs. */
  Component: LazyExoticComponent<ComponentType<{ id: number | string }>>;
}

/**
 * An action on the selected rows of a generic list that opens a bespoke page with them (e.g. « Générer un
 * document » on the trainee list): each domain folder may have a bulkLinks.ts default-exporting BulkLink[].
 * Data only (no component), so the start bundle carries a few bytes per link and the page stays lazy.
 */
export interface BulkLink {
  /** The list's view key (its resource file's route, e.g. `stagiaires`). */
  view: string;
  /** French label of the button (from the start catalogue, i18n/fr.ts). */
  label: string;
  /** The page's address for these selected ids. */
  to(ids: readonly (string | number)[]): string;
  /** Roles that see the button; default every signed-in user. */
  roles?: Role[];
}
