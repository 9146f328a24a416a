// P1 start: from navigating to the trainee list (already logged in: token injected into localStorage) to
// the first data row visible, in headless Chromium, for our admin (/stagiaires) and the stock HydraAdmin
// (#/etudiants) against the same server and data. Each run is a fresh browser context (no cache), runs
// alternate between the two apps, and the median is kept. Also counts the JS bytes each app fetched.
//
// The time is taken in the page (ROW_CLOCK): from the navigation's start (performance.timeOrigin) to the frame
// that shows the row (requestAnimationFrame after the row is in the document and visible). Playwright's
// waitFor, which only tells the harness when to read it, polls at 0, 20, 70, 170, 270 ms and then every
// 500 ms: as a clock it would round each start up to its next poll, by up to half a second.
//
// P1I, in the same runs (`sort`): when our list is interactive, i.e. when a click on a column header first sorts.
// A user clicks a header as soon as one is on screen, but the early first page (src/admin/instant/) has no sort
// and covers the app until the app's rows replace it, and the app's full-page spinner (a backdrop, open while any
// request runs, even at opacity 0) took the clicks too until 2026-12-05 (since then only while a write runs): a click
// on either is lost. So the page clicks the app's
// « Prénom » sort label (SORT_PROBE) right after the first frame in which a click at its centre reaches it, and
// the figure is the frame that shows the rows of the sorted request's answer (bench/lib/list-clock.ts), in ms
// from the navigation's start, against the stock admin's first row. The stock admin is not clicked.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import {
  firstResponse,
  isTraineeList,
  LIST_CLOCK,
  NAME_FIELDS,
  requestTiming,
  rowsShownAt,
  SORT_FIELD,
  sortLabel,
} from './lib/list-clock.ts';
import { figure, median, type Figure } from './lib/stats.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface StartTarget {
  url: string;
  origin: string;
  storage: Record<string, string>;
}

export interface StartTiming {
  /** First data row visible, ms from the navigation's start (measured in the page). */
  ms: number;
  /** The app's own rows visible (in `#root`): for our admin, after the first page drawn early has handed over. */
  appMs: number;
  /** The first row as Playwright's polling saw it, ms from the harness's goto (the clock of earlier runs). */
  polledMs: number;
  jsBytes: number;
  requests: number;
  /** P1I (ours, when asked): a click on a column header, as early as it sorts. */
  sort?: SortTiming;
}

/** ms from the navigation's start, on the page's clock. */
export interface SortTiming {
  /** The rows of the sorted answer on screen: P1I. */
  ms: number;
  /** The first frame in which a click on the app's sort label reaches it (nothing drawn over it any more). */
  clickableMs: number;
  /** The click (just after that frame). */
  clickedMs: number;
  /** The sort request: its start (the fetch call) and its network time (responseEnd − startTime). */
  requestStartMs: number;
  networkMs: number;
}

/** Rows the clock looks for: any data row, and the app's own (React's root). */
const ROWS = { first: 'table tbody tr:has(td)', app: '#root table tbody tr:has(td)' } as const;

/** Installed in the page before its scripts: the frame times at which each kind of row is first visible.
 * Plain JavaScript text: a function handed to Playwright would carry tsx's `__name` helper into the page. */
const ROW_CLOCK = `(() => {
  const rows = ${JSON.stringify(ROWS)};
  const seen = {};
  const waiting = new Set(Object.keys(rows));
  window.__rowClock = seen;
  function check() {
    for (const key of [...waiting]) {
      const row = document.querySelector(rows[key]);
      if (!row || !row.checkVisibility() || row.getBoundingClientRect().height === 0) continue;
      waiting.delete(key);
      requestAnimationFrame((frame) => { seen[key] = frame; });
    }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  function everyFrame() {
    check();
    if (waiting.size > 0) requestAnimationFrame(everyFrame);
  }
  requestAnimationFrame(everyFrame);
})();`;

/** Installed in our page for P1I: clicks the app's sort label right after the first frame in which a click at its
 * centre reaches it (not the early page drawn over it), and arms LIST_CLOCK just before. */
const SORT_PROBE = `(() => {
  const label = ${JSON.stringify(sortLabel(SORT_FIELD))};
  const probe = {};
  window.__sortProbe = probe;
  function takesClick(el) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  }
  function everyFrame(frame) {
    const el = document.querySelector(label);
    if (!el || !takesClick(el)) return requestAnimationFrame(everyFrame);
    probe.clickable = frame;
    // After this frame is painted: a user cannot click a header before it is on screen.
    setTimeout(() => {
      window.__listClock.watch(${JSON.stringify(NAME_FIELDS)});
      probe.clicked = performance.now();
      el.click();
    }, 0);
  }
  requestAnimationFrame(everyFrame);
})();`;

export const launchChromium = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });

/** A fresh context (nothing cached) already logged in: the target's storage put into localStorage before the
 * page's scripts run, on its origin only. */
export async function loggedInContext(browser: Browser, t: StartTarget, bypassCSP = false): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP });
  await context.addInitScript(
    ({ origin, storage }) => {
      if (location.origin === origin) for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
    },
    { origin: t.origin, storage: t.storage },
  );
  return context;
}

/** One request of a start, times in ms from the harness's goto. */
export interface WaterfallEntry {
  url: string;
  start: number;
  end: number;
  status: number;
  bytes: number;
}

interface OnceOptions {
  bypassCSP?: boolean;
  timeout?: number;
  /** Filled with the start's requests (--trace). */
  trace?: WaterfallEntry[];
  /** P1I: click the app's sort label as soon as it takes the click, and time the sorted rows. */
  sort?: boolean;
}

async function onceWith(
  browser: Browser,
  t: StartTarget,
  { bypassCSP = false, timeout = 60_000, trace, sort = false }: OnceOptions = {},
): Promise<StartTiming & { mainThread?: Record<string, number> }> {
  const context = await loggedInContext(browser, t, bypassCSP);
  await context.addInitScript(ROW_CLOCK);
  if (sort) {
    await context.addInitScript(LIST_CLOCK);
    await context.addInitScript(SORT_PROBE);
  }
  const page = await context.newPage();
  let jsBytes = 0;
  let requests = 0;
  let started = 0;
  // Bytes as transferred (compressed when the server compresses): the header when sent, else the body.
  page.on('response', async (res) => {
    requests++;
    if (res.url().endsWith('.js'))
      jsBytes += Number(res.headers()['content-length'] ?? (await res.body().catch(() => Buffer.alloc(0))).length);
  });
  const cdp = trace ? await context.newCDPSession(page) : undefined;
  if (trace) {
    await cdp!.send('Performance.enable');
    await cdp!.send('Profiler.enable');
    await cdp!.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp!.send('Profiler.start');
    const begun = new Map<string, number>();
    page.on('request', (req) => begun.set(req.url() + req.method(), performance.now() - started));
    page.on('requestfinished', async (req) => {
      const res = await req.response();
      const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }));
      trace.push({
        url: req.url(),
        start: begun.get(req.url() + req.method()) ?? NaN,
        end: performance.now() - started,
        status: res?.status() ?? 0,
        bytes: sizes.responseBodySize,
      });
    });
  }
  // The sort's request: the first of the list ordered by the clicked column (the start's is by name).
  const sorted = sort
    ? firstResponse(page, (url) => isTraineeList(url) && url.searchParams.has(`order[${SORT_FIELD}]`), timeout)
    : undefined;
  started = performance.now();
  await page.goto(t.url, { waitUntil: 'commit' });
  // The first body row of the list that has cells: the data, not the header or a skeleton.
  await page.locator(ROWS.first).first().waitFor({ state: 'visible', timeout });
  const polledMs = performance.now() - started;
  await page.locator(ROWS.app).first().waitFor({ state: 'visible', timeout });
  const clock = await page.waitForFunction(
    () => {
      const seen = (window as unknown as { __rowClock?: Record<string, number> }).__rowClock;
      return seen && seen.first !== undefined && seen.app !== undefined ? seen : undefined;
    },
    undefined,
    { timeout: 5_000, polling: 50 },
  );
  const { first: ms, app: appMs } = (await clock.jsonValue()) as { first: number; app: number };
  let sortTiming: SortTiming | undefined;
  if (sorted) {
    const response = await sorted;
    const shown = await rowsShownAt(page, response);
    const probe = (await page.evaluate(() => (window as unknown as { __sortProbe: unknown }).__sortProbe)) as {
      clickable: number;
      clicked: number;
    };
    const request = await requestTiming(page, response.url());
    sortTiming = {
      ms: shown,
      clickableMs: probe.clickable,
      clickedMs: probe.clicked,
      requestStartMs: request.start,
      networkMs: request.end - request.start,
    };
  }
  let mainThread: Record<string, number> | undefined;
  if (cdp) {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    mainThread = Object.fromEntries(
      metrics.filter((m) => /Duration$/.test(m.name)).map((m) => [m.name, Math.round(m.value * 1000)]),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    lastProfile = profile;
  }
  await context.close();
  return { ms, appMs, polledMs, jsBytes, requests, mainThread, sort: sortTiming };
}

/** Whether the page shows its first row under the server's own headers (its Content-Security-Policy). */
export async function rendersUnderCsp(t: StartTarget): Promise<boolean> {
  const browser = await launchChromium();
  try {
    await onceWith(browser, t, { timeout: 20_000 });
    return true;
  } catch {
    return false;
  } finally {
    await browser.close();
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}
let lastProfile: CpuProfile | undefined;

/** Self time (ms) of the CPU profile by function and file, largest first. */
export function profileSummary(
  profile: CpuProfile,
  top = 25,
): { self: [string, number][]; byFile: [string, number][]; byWindow: [number, number, [string, number][]][] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const file = n.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${n.callFrame.functionName || 'program'})`;
    const key = `${n.callFrame.functionName || '(anonyme)'} ${file}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    files.set(file, (files.get(file) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>, n = top) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, Math.round(v)] as [string, number]);
  // The same by 250 ms window from the start of the profile (taken just before the navigation): what runs when.
  const windows = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const n = byId.get(id)!;
    if (n.callFrame.functionName === '(idle)') return;
    const w = Math.floor(at / 250) * 250;
    if (!windows.has(w)) windows.set(w, new Map());
    const key = `${n.callFrame.functionName || '(anonyme)'} ${n.callFrame.url.replace(/^.*\//, '')}`;
    windows.get(w)!.set(key, (windows.get(w)!.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byWindow = [...windows.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([w, m]) =>
        [w, Math.round([...m.values()].reduce((a, b) => a + b, 0)), sorted(m, 6)] as [
          number,
          number,
          [string, number][],
        ],
    );
  return { self: sorted(self), byFile: sorted(files), byWindow };
}

/** One traced start of each app (after a warm-up): its requests with their times, and main-thread time
 * (Chromium's Performance metrics, ms), to see where the start goes. */
export async function traceStart(
  t: StartTarget,
  bypassCSP = false,
): Promise<{
  ms: number;
  mainThread?: Record<string, number>;
  requests: WaterfallEntry[];
  profile?: ReturnType<typeof profileSummary>;
}> {
  const browser = await launchChromium();
  try {
    await onceWith(browser, t, { bypassCSP });
    const requests: WaterfallEntry[] = [];
    const r = await onceWith(browser, t, { bypassCSP, trace: requests });
    return {
      ms: r.ms,
      mainThread: r.mainThread,
      requests: requests.sort((a, b) => a.start - b.start),
      profile: lastProfile && profileSummary(lastProfile),
    };
  } finally {
    await browser.close();
  }
}

/** Medians of a series of starts, with each run's first row (and sorted rows) kept. */
export type StartSummary = Omit<StartTiming, 'sort'> & { runs: number[]; sort?: SortTiming & { runs: number[] } };

/** Timings with `bypassCSP` when asked: what the start costs, should the server's CSP block the app. With `sort`,
 * our runs also click a column header as early as it sorts (P1I); the first row and the app's rows come before
 * that click, so P1 is the same either way. */
export async function measureStart(
  ours: StartTarget,
  stock: StartTarget,
  runs = 5,
  bypassCSP = false,
  sort = false,
): Promise<{ ours: StartSummary; stock: StartSummary }> {
  const browser = await launchChromium();
  try {
    // One warm-up each (server caches, disk), not counted.
    await onceWith(browser, ours, { bypassCSP, sort });
    await onceWith(browser, stock, { bypassCSP });
    const a: StartTiming[] = [];
    const b: StartTiming[] = [];
    for (let i = 0; i < runs; i++) {
      a.push(await onceWith(browser, ours, { bypassCSP, sort }));
      b.push(await onceWith(browser, stock, { bypassCSP }));
    }
    const pick = (xs: StartTiming[]): StartSummary => {
      const sorts = xs.flatMap((x) => (x.sort ? [x.sort] : []));
      const of = (key: keyof SortTiming) => median(sorts.map((s) => s[key]));
      return {
        ms: median(xs.map((x) => x.ms)),
        appMs: median(xs.map((x) => x.appMs)),
        polledMs: median(xs.map((x) => x.polledMs)),
        runs: xs.map((x) => Math.round(x.ms)),
        jsBytes: median(xs.map((x) => x.jsBytes)),
        requests: median(xs.map((x) => x.requests)),
        sort:
          sorts.length > 0
            ? {
                ms: of('ms'),
                clickableMs: of('clickableMs'),
                clickedMs: of('clickedMs'),
                requestStartMs: of('requestStartMs'),
                networkMs: of('networkMs'),
                runs: sorts.map((s) => Math.round(s.ms)),
              }
            : undefined,
      };
    };
    return { ours: pick(a), stock: pick(b) };
  } finally {
    await browser.close();
  }
}

/** P1I: our sorted rows (ms from the navigation's start) against the stock admin's first row, target ≤ 0.5×. */
export function sortFigure(
  sorted: NonNullable<StartSummary['sort']>,
  stock: StartSummary,
  runs: number,
  firstRowMs: number,
  cspOk: boolean,
): Figure {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const note = [
    `${cspOk ? '' : 'CSP du serveur contournée ; '}médiane de ${runs}`,
    'mesurée dans la page depuis le début de la navigation',
    `la première page dessinée tôt (${ms(firstRowMs)}) n’a pas de tri et couvre la liste : un clic y est perdu`,
    `clic sur l’en-tête « Prénom » de la liste de l’application dès qu’il l’atteint (${ms(sorted.clickableMs)})`,
    `requête triée partie à ${ms(sorted.requestStartMs)} (réseau ${ms(sorted.networkMs)})`,
    `lignes triées à ${ms(sorted.ms)}, contre la première ligne du HydraAdmin à ${ms(stock.ms)}`,
  ].join(' ; ');
  return figure(
    sorted.ms,
    stock.ms,
    'ms',
    { max: 0.5 },
    {
      runs: { ours: sorted.runs, stock: stock.runs },
      clickable: Math.round(sorted.clickableMs),
      clicked: Math.round(sorted.clickedMs),
      requestStart: Math.round(sorted.requestStartMs),
      network: Math.round(sorted.networkMs),
      note,
    },
  );
}
