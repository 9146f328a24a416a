// PLIST / PLISTQ sort and filter in the browser: our trainee list at 100 rows a page (/stagiaires?perPage=100),
// once ready (its 100 rows shown, no request in flight for half a second), in headless Chromium, already logged in
// as for P1 (fresh context per run, nothing cached):
// - PLIST: a click on the « Prénom » column header (Playwright's mouse click) → the frame that shows the rows of
//   the sorted answer, against the network time of that request (Resource Timing: responseEnd − startTime);
// - PLISTQ: « Bench12 » typed in the list's search box (a key every 100 ms, as a quick typist; 1,111 bulk trainees
//   match, so a full page of 100 is redrawn) → the frame that shows the rows of the answer to `q=Bench12`, from the
//   last keystroke, against that request's network time. The list sends a filter 300 ms after the last change
//   (the filter form's `debounce`, src/admin/theme.ts; react-admin's default is 500 ms): that wait counts, since
//   the user waits for it; it is also given apart (`toRequestMs`: the wait and what the list does before it
//   fetches), with the request's start to the rows (`fromRequest`).
// Times are taken in the page: the input's own event time, the frame's requestAnimationFrame time and Resource
// Timing share the page's clock (bench/lib/list-clock.ts). Median of N runs after one warm-up.
import type { Browser, Page, Request, Response } from '@playwright/test';
import { launchChromium, loggedInContext, type StartTarget } from './p1.ts';
import {
  APP_ROWS,
  firstResponse,
  inputsSince,
  isTraineeList,
  LIST_CLOCK,
  requestTiming,
  rowsShownAt,
  SORT_FIELD,
  sortLabel,
  watchRows,
} from './lib/list-clock.ts';
import { figure, median, type Figure } from './lib/stats.ts';

export const PLIST_PER_PAGE = 100;
/** The search typed: the first of these that finds a full page of trainees (the bulk trainees' surnames are made
 * of syllables, bench/lib/data.ts, « Bernard » in about 1.7 % of them; a data directory grown before 2026-12-05
 * named them Bench1 … BenchN). */
const SEARCH_CANDIDATES = ['Bernard', 'Martin', 'Bench12'];

export async function pickSearchText(base: string, token: string): Promise<string> {
  for (const text of SEARCH_CANDIDATES) {
    const res = await fetch(`${base}/api/etudiants?q=${encodeURIComponent(text)}&itemsPerPage=1`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
    });
    if (res.ok && ((await res.json()) as { 'hydra:totalItems': number })['hydra:totalItems'] >= PLIST_PER_PAGE) {
      return text;
    }
  }
  throw new Error(`PLISTQ : aucune recherche ne trouve ${PLIST_PER_PAGE} stagiaires (${SEARCH_CANDIDATES.join(', ')})`);
}
const TYPING_DELAY_MS = 100;
/** The list's search box (widgets/basics/searchInput.tsx: react-admin's TextInput on `q`). */
const SEARCH_INPUT = '#root form input[name="q"]';

/** ms on the page's clock. */
export interface Interaction {
  /** From the user's input (the click, the last keystroke) to the frame that shows the new rows: the figure. */
  ms: number;
  /** The request the rows wait for: responseEnd − startTime. */
  networkMs: number;
  /** From the input to the request's start (for the search, mostly react-admin's debounce). */
  toRequestMs: number;
  /** From the request's start to the frame that shows the new rows. */
  fromRequestMs: number;
}

/** Resolves once no request of the page has been in flight for `idleMs`. */
function networkQuiet(page: Page, idleMs = 500, timeout = 60_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  let changed = performance.now();
  const start = (r: Request) => (inFlight.add(r), (changed = performance.now()));
  const end = (r: Request) => (inFlight.delete(r), (changed = performance.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const until = performance.now() + timeout;
    while (inFlight.size > 0 || performance.now() - changed < idleMs) {
      if (performance.now() > until)
        throw new Error(`requêtes toujours en cours : ${[...inFlight].map((r) => r.url())}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

/** The input's time, the request's timing and the frame that shows the answer's rows. */
async function timed(page: Page, response: Response, input: 'click' | 'keydown'): Promise<Interaction> {
  const shown = await rowsShownAt(page, response);
  const at = (await inputsSince(page)).filter((i) => i.type === input).at(-1)?.at;
  if (at === undefined) throw new Error(`aucun événement ${input} enregistré`);
  const request = await requestTiming(page, response.url());
  return {
    ms: shown - at,
    networkMs: request.end - request.start,
    toRequestMs: request.start - at,
    fromRequestMs: shown - request.start,
  };
}

async function onceList(
  browser: Browser,
  t: StartTarget,
  bypassCSP: boolean,
  searchText: string,
): Promise<{ sort: Interaction; search: Interaction }> {
  const context = await loggedInContext(browser, t, bypassCSP);
  try {
    await context.addInitScript(LIST_CLOCK);
    const page = await context.newPage();
    const quiet = networkQuiet(page);
    await page.goto(`${t.url}?perPage=${PLIST_PER_PAGE}`);
    await page.waitForFunction(
      ([rows, n]) => document.querySelectorAll(rows as string).length === n,
      [APP_ROWS, PLIST_PER_PAGE] as const,
      { timeout: 60_000 },
    );
    await quiet();

    await watchRows(page);
    const sorted = firstResponse(page, (url) => isTraineeList(url) && url.searchParams.has(`order[${SORT_FIELD}]`));
    await page.locator(sortLabel(SORT_FIELD)).click();
    const sort = await timed(page, await sorted, 'click');
    await quiet();

    await watchRows(page);
    const searched = firstResponse(page, (url) => isTraineeList(url) && url.searchParams.get('q') === searchText);
    await page.locator(SEARCH_INPUT).pressSequentially(searchText, { delay: TYPING_DELAY_MS });
    const search = await timed(page, await searched, 'keydown');
    return { sort, search };
  } finally {
    await context.close();
  }
}

export interface InteractionSummary extends Interaction {
  runs: Interaction[];
}

const summary = (xs: Interaction[]): InteractionSummary => ({
  ms: median(xs.map((x) => x.ms)),
  networkMs: median(xs.map((x) => x.networkMs)),
  toRequestMs: median(xs.map((x) => x.toRequestMs)),
  fromRequestMs: median(xs.map((x) => x.fromRequestMs)),
  runs: xs.map((x) => ({
    ms: Math.round(x.ms),
    networkMs: Math.round(x.networkMs),
    toRequestMs: Math.round(x.toRequestMs),
    fromRequestMs: Math.round(x.fromRequestMs),
  })),
});

/** Median of `runs` sorts and searches, each in a fresh context, after one warm-up not counted. */
export async function measureListInteractions(
  ours: StartTarget,
  searchText: string,
  runs = 5,
  bypassCSP = false,
): Promise<{ sort: InteractionSummary; search: InteractionSummary }> {
  const browser = await launchChromium();
  try {
    await onceList(browser, ours, bypassCSP, searchText);
    const all: { sort: Interaction; search: Interaction }[] = [];
    for (let i = 0; i < runs; i++) all.push(await onceList(browser, ours, bypassCSP, searchText));
    return { sort: summary(all.map((r) => r.sort)), search: summary(all.map((r) => r.search)) };
  } finally {
    await browser.close();
  }
}

/** PLIST (the sort) and PLISTQ (the search): each from the input to the rows, against its request's network
 * time, target ≤ 1.5×. */
export function listFigures(
  { sort, search }: { sort: InteractionSummary; search: InteractionSummary },
  runs: number,
  cspOk: boolean,
  searchText: string,
): { sort: Figure; search: Figure } {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const csp = cspOk ? '' : 'CSP du serveur contournée ; ';
  const fromRequestRatio = search.fromRequestMs / search.networkMs;
  return {
    sort: figure(
      sort.ms,
      sort.networkMs,
      'ms',
      { max: 1.5 },
      {
        runs: sort.runs,
        note: [
          `${csp}liste de ${PLIST_PER_PAGE} stagiaires, médiane de ${runs}, mesurée dans la page`,
          'du clic sur l’en-tête « Prénom » aux lignes triées affichées, contre le temps réseau de sa requête',
          `requête partie ${ms(sort.toRequestMs)} après le clic, lignes ${ms(sort.fromRequestMs)} après son départ`,
        ].join(' ; '),
      },
    ),
    search: figure(
      search.ms,
      search.networkMs,
      'ms',
      { max: 1.5 },
      {
        runs: search.runs,
        // From the last keystroke to the request's start: the filter form's 300 ms wait, then the list's render.
        toRequestMs: Math.round(search.toRequestMs),
        fromRequest: { ms: Math.round(search.fromRequestMs), ratio: Number(fromRequestRatio.toFixed(3)) },
        note: [
          `${csp}« ${searchText} » tapé dans la recherche (une touche toutes les ${TYPING_DELAY_MS} ms)`,
          `médiane de ${runs} : de la dernière touche aux lignes affichées, contre le temps réseau de sa requête`,
          `dont ${ms(search.toRequestMs)} avant le départ de la requête (la liste attend 300 ms après la saisie)`,
          `du départ de la requête aux lignes ${ms(search.fromRequestMs)}, ratio ${fromRequestRatio.toFixed(2)}`,
        ].join(' ; '),
      },
    ),
  };
}
