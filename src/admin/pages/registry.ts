// Collects the bespoke pages of every domain folder (src/admin/pages/<domain>/routes.ts) at build time:
// adding a flow is adding a folder, no shared list to edit. routes.ts files are small (lazy components), so
// they are read eagerly; each page component stays its own chunk.
import type { BulkLink, PageRoute, ShowPanel } from './types.ts';

const modules = import.meta.glob<PageRoute[]>('./*/routes.ts', { eager: true, import: 'default' });

/** Every page route, sorted by path so that the order does not depend on the folder listing. */
export const pageRoutes: PageRoute[] = Object.values(modules)
  .flatMap((routes) => (Array.isArray(routes) ? routes : []))
  .sort((a, b) => a.path.localeCompare(b.path));

const panelModules = import.meta.glob<ShowPanel[]>('./*/panels.ts', { eager: true, import: 'default' });

/** The panels domains add to generic detail pages (src/admin/pages/<domain>/panels.ts). */
export const showPanels: ShowPanel[] = Object.values(panelModules).flatMap((panels) =>
  Array.isArray(panels) ? panels : [],
);

const bulkModules = import.meta.glob<BulkLink[]>('./*/bulkLinks.ts', { eager: true, import: 'default' });

/** The actions on a list's selection that domains add (src/admin/pages/<domain>/bulkLinks.ts). */
export const bulkLinks: BulkLink[] = Object.values(bulkModules).flatMap((links) => (Array.isArray(links) ? links : []));
