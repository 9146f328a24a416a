// Rows of a generic list opened with the keyboard: a row is a tab stop, shows its focus, and Enter opens its
// record as a click does (react-admin's rowClick rows are mouse-only).
import { forwardRef, memo, useContext, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { UNSAFE_LocationContext, UNSAFE_RouteContext } from 'react-router-dom';
import { DatagridBody, PureDatagridRow, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';

function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  // Enter on the row itself, not on a link or button inside it (they act on their own).
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
}

const focusShown = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } };

/** react-admin puts the row checkbox's « Sélectionner cette ligne » on MUI's span, where it names nothing (MUI 9
 * takes an input's label through slotProps): the label goes to the checkbox input itself, once, when the row mounts. */
function labelRowCheckbox(row: HTMLTableRowElement | null) {
  const box = row?.querySelector('.select-item');
  const input = box?.querySelector('input');
  const label = box?.getAttribute('aria-label');
  if (!box || !input || !label) return;
  input.setAttribute('aria-label', label);
  box.removeAttribute('aria-label');
}

function KeyboardRow(props: DatagridRowProps) {
  return <PureDatagridRow {...props} ref={labelRowCheckbox} tabIndex={0} onKeyDown={openOnEnter} sx={focusShown} />;
}

/** The rows see the address as it was when its path last changed: a sort, a search or a page (`?sort=…`,
 * `?filter=…`) changes only the query string, and the rows read nothing of it. Without this, every row and every
 * cell that follows the router rendered again, with the old rows, on each such change, before the list even sent
 * its request (bench PLIST: ~200 ms for 100 rows): react-admin's DatagridRow calls useNavigate, as does every data
 * hook (useDataProvider, through useLogoutIfAccessDenied), hence each relation cell, and react-router's Link follows
 * the location; under a BrowserRouter, useNavigate follows both the location and the matched routes (a new value
 * at each render of the routes). Both are kept here while the path stays the same. The rows' navigation and links
 * use absolute paths (views/paths.ts), which do not depend on the query string. */
function PathOnlyLocation({ children }: { children: ReactNode }) {
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

const row = <KeyboardRow id={0} />;

/** react-admin's PureDatagridBody (memoised: the rows are not drawn again when only the sort or the filters changed
 * and the data did not), its rows keyboard rows, behind PathOnlyLocation. */
const KeyboardBody = memo(
  forwardRef<HTMLTableSectionElement, DatagridBodyProps>(function KeyboardBody(props, ref) {
    return (
      <PathOnlyLocation>
        <DatagridBody ref={ref} row={row} {...props} />
      </PathOnlyLocation>
    );
  }),
);
// As react-admin's bodies: MUI's Table takes it for one of its own parts.
(KeyboardBody as unknown as { muiName: string }).muiName = 'TableBody';

/** The Datagrid body whose rows open with the keyboard: `<Datagrid body={keyboardBody} rowClick=…>`. Memoised:
 * give the Datagrid a stable `rowClick` and stable children, or it draws every row again on each render. */
export const keyboardBody = <KeyboardBody />;
