// The clock of the list figures (P1I, PLIST): when, after a click on a column header or a keystroke in the search,
// the app's list shows its new rows, timed in the page as P1's ROW_CLOCK times the first row.
//
// LIST_CLOCK, installed in the page before its scripts, records once armed (`watch`) every frame whose rows differ
// from the frame before: the frame's time (the requestAnimationFrame timestamp, on the page's clock, that of
// performance.now() and of Resource Timing) and a signature of the rows it paints (the text of their name cells).
// It also records the user's clicks and keystrokes with their own event times. The harness then takes the very
// response the list waited for (Playwright) and looks for the first frame whose rows are that response's rows:
// the frame that shows the list redrawn. Comparing with the response, not with "the rows changed", keeps a
// placeholder, a half-updated table or a refetch of the old page from being taken for the new rows.
import type { Page, Response } from '@playwright/test';

/** The app's own data rows (React's root): the early first page (src/admin/instant/) is outside it. */
export const APP_ROWS = '#root table tbody tr:has(td)';
/** The columns whose cell texts make a row's signature: shown as the API gives them (no format). */
export const NAME_FIELDS = ['lastname', 'firstname'] as const;
/** The column header the list figures click: « Prénom », sortable (`x-order`) and indexed like every sort. */
export const SORT_FIELD = 'firstname';
/** The sort label of a column in the app's list header (react-admin's TableSortLabel carries `data-field`). */
export const sortLabel = (field: string) => `#root table thead [data-field="${field}"]`;

/** Plain JavaScript text (see ROW_CLOCK in bench/p1.ts: a function handed to Playwright would carry tsx's
 * `__name` helper into the page). */
export const LIST_CLOCK = `(() => {
  const rows = ${JSON.stringify(APP_ROWS)};
  const clock = { frames: [], inputs: [], fields: null };
  window.__listClock = clock;
  // A page start makes dozens of requests: Resource Timing keeps 250 entries by default.
  performance.setResourceTimingBufferSize(2000);
  // The column of each field, found by the sort label in the app's header (cells line up with header cells).
  function signature() {
    const heads = [...document.querySelectorAll('#root table thead th')];
    const at = clock.fields.map((f) => heads.findIndex((th) => th.querySelector('[data-field="' + f + '"]')));
    const cells = (tr) => at.map((i) => (i < 0 ? '' : (tr.cells[i]?.textContent ?? '')));
    return JSON.stringify([...document.querySelectorAll(rows)].map(cells));
  }
  let pending = false;
  let last = '';
  // Read in the frame's requestAnimationFrame: what that frame paints (React does not commit in rAF callbacks).
  function record() {
    if (pending || !clock.fields) return;
    pending = true;
    requestAnimationFrame((frame) => {
      pending = false;
      const sig = signature();
      if (sig !== last) clock.frames.push({ frame, sig: (last = sig) });
    });
  }
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  for (const type of ['click', 'keydown'])
    addEventListener(type, (e) => clock.inputs.push({ type, at: e.timeStamp, key: e.key ?? null }), true);
  clock.watch = (fields) => {
    clock.fields = fields;
    last = signature();
    clock.frames = [];
    clock.inputs = [];
    performance.clearResourceTimings();
  };
})();`;

interface ClockState {
  frames: { frame: number; sig: string }[];
  inputs: { type: string; at: number; key: string | null }[];
}

/** Arms the clock: from now on, frames whose name cells change are recorded, and inputs too (Resource Timing is
 * cleared, so that the entries read later are the requests made since). */
export async function watchRows(page: Page): Promise<void> {
  await page.evaluate((fields) => {
    (window as unknown as { __listClock: { watch(f: readonly string[]): void } }).__listClock.watch(fields);
  }, NAME_FIELDS);
}

/** The first response whose request matches, with its rejection handled (a page closed early must not end the
 * process on an unhandled rejection); await it to get the response or the error. */
export function firstResponse(page: Page, match: (url: URL) => boolean, timeout = 60_000): Promise<Response> {
  const response = page.waitForResponse((r) => r.request().method() === 'GET' && match(new URL(r.url())), {
    timeout,
  });
  response.catch(() => undefined);
  return response;
}

/** Whether a URL is a trainee list request (the collection, not an item or an export). */
export const isTraineeList = (url: URL) => url.pathname === '/api/etudiants';

/** The frame (ms on the page's clock) that first shows the rows of `response`, a Hydra collection, waiting for
 * it up to `timeout`. */
export async function rowsShownAt(page: Page, response: Response, timeout = 30_000): Promise<number> {
  const members = ((await response.json()) as { 'hydra:member': Record<string, unknown>[] })['hydra:member'];
  const expected = JSON.stringify(members.map((m) => NAME_FIELDS.map((f) => String(m[f] ?? ''))));
  const frame = await page.waitForFunction(
    (sig) => {
      const clock = (window as unknown as { __listClock: ClockState }).__listClock;
      return clock.frames.find((f) => f.sig === sig)?.frame;
    },
    expected,
    { timeout, polling: 50 },
  );
  return (await frame.jsonValue()) as number;
}

/** The user's inputs recorded since `watchRows`, with their event times (ms on the page's clock). */
export async function inputsSince(page: Page): Promise<ClockState['inputs']> {
  return page.evaluate(() => (window as unknown as { __listClock: ClockState }).__listClock.inputs);
}

/** Resource Timing of a request the page made since `watchRows` (same origin: every phase is exposed), the last
 * one of that URL: its start (the fetch call) and the end of its response, ms on the page's clock. */
export async function requestTiming(page: Page, url: string): Promise<{ start: number; end: number }> {
  // No function declared inside: tsx would name it with its `__name` helper, unknown in the page.
  const timing = await page.evaluate((wanted) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => decodeURIComponent(e.name) === decodeURIComponent(wanted))
      .at(-1) as PerformanceResourceTiming | undefined;
    return entry && { start: entry.startTime, end: entry.responseEnd };
  }, url);
  if (!timing) throw new Error(`pas de Resource Timing pour ${url}`);
  return timing;
}
