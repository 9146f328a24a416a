// The router's location and matched route, as they were when the path of the address last changed, for parts of a
// page that read nothing of its query string: a list's rows (widgets/a11y/KeyboardRow.tsx), the left menu and the
// app bar (layout/Layout.tsx). It uses react-router's exported `UNSAFE_LocationContext` and `UNSAFE_RouteContext`
// (stable in v6 and v7, but named unsafe): to check at each upgrade of react-router.
import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext, UNSAFE_RouteContext } from 'react-router-dom';

/** Its children see the address as it was when its path last changed: a sort, a search or a page (`?sort=…`,
 * `?filter=…`) changes only the query string, and the rows read nothing of it. Without this, every row and every
 * cell that follows the router rendered again, with the old rows, on each such change, before the list even sent
 * its request (bench PLIST: ~200 ms for 100 rows): react-admin's DatagridRow calls useNavigate, as does every data
 * hook (useDataProvider, through useLogoutIfAccessDenied), hence each relation cell, and react-router's Link follows
 * the location; under a BrowserRouter, useNavigate follows both the location and the matched routes (a new value
 * at each render of the routes). Both are kept here while the path stays the same. The rows' navigation and links
 * use absolute paths (views/paths.ts), which do not depend on the query string. The menu's links likewise: each
 * (react-admin's MenuItemLink) matches the location to show the page it is on, from the path alone. */
export function PathOnlyLocation({ children }: { children: ReactNode }) {
  const location = useContext(UNSAFE_LocationContext);
  const route = useContext(UNSAFE_RouteContext);
  const { pathname } = location.location;
  // The values seen first for this path, kept while the path stays the same.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const keptLocation = useMemo(() => location, [pathname]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const keptRoute = useMemo(() => route, [pathname]);
  return (
    <UNSAFE_LocationContext.Provider value={keptLocation}>
      <UNSAFE_RouteContext.Provider value={keptRoute}>{children}</UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}
