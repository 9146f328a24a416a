// The first page of a list drawn before the app has started. Opening the admin on a list (a bookmark, a
// reload) costs the browser a second or two of starting React, MUI and react-admin; meanwhile this small
// module, loaded beside the app (main.tsx), fetches the same first page the list will show and draws it as a
// plain table over the page: same columns, labels and values. The app takes that request over (one request,
// http/early.ts) and removes this page when its list shows its own rows (handoff.ts). A row clicked meanwhile
// opens its record as the list would. It draws nothing without a session, on anything but a list the user may
// see, or when anything fails: the app then starts as it always did.
import { entrypoint, productName, useIntrospection } from '../config.ts';
import { fetchEarly } from '../http/early.ts';
import { getRoles, getToken, readUser, setLastPath } from '../session/storage.ts';
import { startFromSchemas } from '../start/startData.ts';
import { recordPath } from '../views/paths.ts';
import type { ViewConfig } from '../views/viewTypes.ts';
import {
  cellText,
  firstPageUrl,
  instantView,
  relatedIris,
  relatedOf,
  rowsOf,
  type Related,
  type Row,
} from './firstPage.ts';
import { dismissInstant, instantShown, instantWanted } from './handoff.ts';

// The look of the app's list page (theme.ts, react-admin's layout and Datagrid), in plain CSS.
const CSS = `
.fs-instant { position: fixed; inset: 0; z-index: 1500; background: #f5f6f8; overflow: auto;
  font-family: Roboto, 'Segoe UI', Helvetica, Arial, sans-serif; color: rgba(0,0,0,.87); }
.fs-instant-bar { height: 48px; display: flex; align-items: center; padding: 0 16px 0 53px; background: #2f5d7c;
  color: #fff; box-shadow: 0 2px 4px -1px rgba(0,0,0,.2); }
.fs-instant-bar b { font-size: 1.25rem; letter-spacing: .3px; }
.fs-instant-bar i { font-style: normal; opacity: .6; margin: 0 16px; }
.fs-instant-bar span { font-size: 1rem; }
.fs-instant-main { margin: 0 0 0 258px; padding: 64px 8px 16px 0; }
.fs-instant-card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.2); overflow: auto; }
.fs-instant table { border-collapse: collapse; width: 100%; font-size: .875rem; line-height: 1.43; }
.fs-instant th { text-align: left; font-weight: 500; line-height: 1.5rem; padding: 6px 16px;
  border-bottom: 1px solid #e0e0e0; }
.fs-instant td { padding: 6px 16px; border-bottom: 1px solid #e0e0e0; }
.fs-instant td.fs-link { color: #2f5d7c; text-decoration: underline; }
.fs-instant .fs-select { width: 30px; padding: 0 0 0 4px; }
.fs-instant tbody tr { cursor: pointer; }
.fs-instant tbody tr:hover { background: rgba(0,0,0,.04); }
.fs-instant tbody tr:focus-visible { outline: 2px solid #2f5d7c; outline-offset: -2px; }
@media (max-width: 900px) { .fs-instant-bar { padding-left: 16px; } .fs-instant-main { margin-left: 8px; } }
`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Opens a record as the list's row click does: the router (started or not) reads the new address. */
function open(to: string): void {
  dismissInstant();
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function draw(view: ViewConfig, rows: Row[], related: Related): { root: HTMLElement; fill: () => void } {
  const root = el('div', 'fs-instant');
  root.setAttribute('aria-busy', 'true');
  const style = el('style', undefined, CSS);
  const bar = el('header', 'fs-instant-bar');
  bar.append(el('b', undefined, productName), el('i', undefined, '|'), el('span', undefined, view.labelMany));
  const table = el('table');
  table.setAttribute('aria-label', view.labelMany);
  const head = el('tr');
  // The list's selection column (bulk actions), empty until the app draws its checkboxes.
  head.append(el('th', 'fs-select'));
  for (const field of view.columns) head.append(el('th', undefined, field.label));
  table.append(el('thead'), el('tbody'));
  table.tHead!.append(head);
  const cells: { td: HTMLTableCellElement; field: ViewConfig['columns'][number]; row: Row }[] = [];
  for (const row of rows) {
    const tr = el('tr');
    tr.addEventListener('click', () => open(recordPath(view, row.id)));
    tr.append(el('td', 'fs-select'));
    // Opened with the keyboard too, as the list's rows (widgets/a11y/KeyboardRow.tsx).
    tr.tabIndex = 0;
    tr.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') open(recordPath(view, row.id));
    });
    for (const field of view.columns) {
      const td = el(
        'td',
        field.kind === 'relation' && field.reference ? 'fs-link' : undefined,
        cellText(field, row, related) ?? '',
      );
      cells.push({ td, field, row });
      tr.append(td);
    }
    table.tBodies[0]!.append(tr);
  }
  const card = el('div', 'fs-instant-card');
  card.append(table);
  const main = el('main', 'fs-instant-main');
  main.append(card);
  root.append(style, bar, main);
  // Relation columns are filled in when their records arrive.
  const fill = () => {
    for (const { td, field, row } of cells) td.textContent = cellText(field, row, related) ?? '';
  };
  return { root, fill };
}

/** Draws the first page when the address opens a list; resolves once it is drawn (its relation columns are
 * filled in later) or declined. */
export async function showFirstPage(): Promise<void> {
  const token = getToken();
  const reading = readUser();
  if (useIntrospection || !token || reading.state !== 'ok' || !instantWanted()) return;
  const { views, clients } = await startFromSchemas();
  const view = instantView(views, clients.profiles, reading.user, getRoles(), window.location);
  if (!view || !instantWanted()) return;
  const at = window.location.pathname;
  // A restricted path shown with a readable stored user is the last path (spec 000 section 2), as the app's
  // RequireSession records it: the user may lose the session before the app has started.
  setLastPath(at);
  const response = await fetchEarly(firstPageUrl(view, entrypoint), token);
  if (!response.ok) return;
  const page = (await response.json()) as Record<string, unknown>;
  const members = page['hydra:member'];
  const rows = rowsOf(view, members);
  // An empty list is the app's to say (with its filters and "Créer"); only rows are drawn early.
  if (rows.length === 0 || !instantWanted() || window.location.pathname !== at) return;
  const related: Related = new Map();
  const { root, fill } = draw(view, rows, related);
  document.body.append(root);
  instantShown(root, at);
  void fillRelations(view, members, token, related, fill);
  // Resolved once the rows are painted: the app's start is one long task that would hold the paint back.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The related records named by the relation columns, one request per related resource, then the cells. */
async function fillRelations(
  view: ViewConfig,
  members: unknown,
  token: string,
  related: Related,
  fill: () => void,
): Promise<void> {
  try {
    await Promise.all(
      [...relatedIris(view, members)].map(async ([resource, iris]) => {
        const url = new URL(`${entrypoint}/${resource}`);
        url.searchParams.set('page', '1');
        url.searchParams.set('itemsPerPage', String(iris.length));
        for (const iri of iris) url.searchParams.append('id[]', iri);
        const answer = await fetchEarly(url.toString(), token);
        if (answer.ok)
          related.set(resource, relatedOf(((await answer.json()) as Record<string, unknown>)['hydra:member']));
      }),
    );
    if (instantWanted()) fill();
  } catch (error) {
    // Blank relation cells until the app's list shows its own.
    console.error(error);
  }
}
