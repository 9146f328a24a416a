// Accessibility of every page the journeys visit: axe-core runs on each distinct page of a
// journey file, and a serious or critical violation fails the journey that met it. Journeys get it through the
// `test` of support.ts (an automatic fixture); everyJourneyCheckedForAccessibility.spec.ts fails a journey
// that imports Playwright's own `test` instead.
//
// How: every page of the test's browser context is watched. Each time its address changes (a load or a
// client-side navigation), the page is checked once it has settled (no spinner, no transition running), unless
// a page of the same pattern (`/stagiaires/:id`, query left out) was already checked by this journey file. A
// check that an address change overtakes is dropped and made again the next time the pattern shows; the page
// left at the end of a test is checked then. `checkA11y` checks the page now, for a state the journey wants
// checked explicitly (a dialog, the early first page of a list). A page that outlives a test (a journey file's
// pages signed in once per worker, `watchA11y`) is watched during each test that uses it. The file previews'
// frames are left out: they show the uploaded PDF in Chromium's own viewer, which axe cannot enter (its run there
// only timed out).
import AxeBuilder from '@axe-core/playwright';
import { test as base, type Frame, type Page, type TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

/** The impacts that fail a journey. */
const FAILING = new Set(['serious', 'critical']);

export interface Violation {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** `/stagiaires/12/modifier?x=1` → `/stagiaires/:id/modifier`: one check per kind of page, not per record. */
export function routePattern(url: string): string {
  const { pathname, hash } = new URL(url);
  const path = pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/%2Fapi%2F[^/]+/gi, '/:iri');
  // Hash routes (none today) would be pages of their own.
  return hash.startsWith('#/') ? `${path}${hash.replace(/\/\d+(?=\/|$)/g, '/:id')}` : path;
}

/** One line per violation: the rule, its impact, the elements and the page. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => `- [${v.impact}] ${v.rule}: ${v.help}\n    page: ${v.url}\n    elements: ${v.targets.join(' | ')}`)
    .join('\n');
}

const serious = (url: string, results: readonly Result[]): Violation[] =>
  results
    .filter((r) => FAILING.has(r.impact ?? ''))
    .map((r) => ({
      url,
      rule: r.id,
      impact: r.impact ?? '',
      help: r.help,
      targets: r.nodes.slice(0, 10).map((n) => n.target.map(String).join(' ') + (n.failureSummary ? `  (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : '')),
    }));

/** In the page: whether nothing moves now (no progress indicator or loading backdrop shown, a dialog's backdrop
 * being part of the page; no finite animation or transition running, getAnimations() covers CSS ones). */
function quietNow(): boolean {
  const busy = [...document.querySelectorAll('[role="progressbar"], .MuiBackdrop-root:not(.MuiBackdrop-invisible):not(.MuiModal-backdrop)')].some((el) => {
    const box = (el as HTMLElement).getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).opacity !== '0';
  });
  const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  return document.readyState === 'complete' && !busy && !moving;
}

/** In the page: how many transitions and animations have started in this document since it was first asked
 * (capture listeners installed on the first call). */
function movesSoFar(): number {
  const w = window as unknown as { __a11yMoves?: { n: number } };
  if (!w.__a11yMoves) {
    const counter = { n: 0 };
    w.__a11yMoves = counter;
    for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, () => counter.n++, true);
  }
  return w.__a11yMoves.n;
}

/** Waits (a few seconds at most) until nothing moves, and still nothing a frame later. */
async function settle(page: Page): Promise<void> {
  const quiet = () => page.waitForFunction(quietNow, undefined, { timeout: 5_000, polling: 'raf' });
  await quiet().catch(() => undefined);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await quiet().catch(() => undefined);
}

/** Runs axe on the page as it is now; `include` narrows it to a part of the page. */
async function analyseOnce(page: Page, include?: string): Promise<Violation[]> {
  // One run at a time in a page (axe refuses a second): an explicit check waits for the watcher's, and back.
  const previous = running.get(page) ?? Promise.resolve();
  const run = previous.then(async () => {
    // A run the harness gave up on (its page changed under it) may still be going on in the page, where axe refuses
    // a second one: wait for it to end (a few tries, 200 ms apart), rather than fail the journey.
    for (let attempt = 1; ; attempt++) {
      const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false });
      if (include) builder.include(include);
      try {
        return await builder.analyze();
      } catch (error) {
        if (!/Axe is already running/.test(String(error)) || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });
  running.set(page, run.catch(() => undefined));
  const results = await run;
  return serious(results.url || page.url(), results.violations);
}

/** Runs axe on a settled page and keeps the verdict only if nothing started moving during the run (a menu
 * option fading in, a button changing colour): colours read mid-fade are not the page's. Otherwise the page
 * settles again and the run is made again. */
async function analyse(page: Page, include?: string): Promise<Violation[]> {
  for (let attempt = 1; ; attempt++) {
    await settle(page);
    const before = await page.evaluate(movesSoFar);
    const found = await analyseOnce(page, include);
    const still = (await page.evaluate(movesSoFar)) === before && (await page.evaluate(quietNow));
    if (still || attempt === 5) return found;
  }
}

const running = new WeakMap<Page, Promise<unknown>>();

/** Checks the page now (after it has settled) and fails the test on a serious or critical violation. */
export async function checkA11y(page: Page, include?: string): Promise<void> {
  const found = await analyse(page, include);
  if (found.length > 0) throw new Error(`Accessibilité (axe) : ${found.length} violation(s) grave(s) ou critique(s)\n${describeViolations(found)}`);
}

/** What a run says when the page was replaced under it. */
const RELOADED = /context was destroyed|Target.*closed|navigat|reading 'run(Partial)?'|axe is not defined/i;

/** The patterns already checked, per journey file (one worker runs the files one after the other). */
const checkedByFile = new Map<string, Set<string>>();

class Watcher {
  private readonly checked: Set<string>;
  private readonly found: Violation[] = [];
  private readonly errors: string[] = [];
  /** The patterns this test checked (the others of its pages were checked by an earlier test of the file). */
  private readonly mine: string[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly pending = new Set<string>();
  /** Milliseconds this test's checks took (settling and axe), reported with the patterns: what the checks cost. */
  private spent = 0;
  private closed = false;

  constructor(private readonly testInfo: TestInfo) {
    const set = checkedByFile.get(testInfo.file) ?? new Set<string>();
    checkedByFile.set(testInfo.file, set);
    this.checked = set;
  }

  watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
    if (page.url().startsWith('http')) this.schedule(page);
  }

  /** Pages that outlive the test (watchA11y), and how to stop watching each. */
  private readonly borrowed = new Map<Page, () => void>();

  /** Watches a page the test did not open (its context outlives the test) until the test ends. */
  borrow(page: Page): void {
    if (this.borrowed.has(page) || this.closed) return;
    const listener = (frame: Frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    };
    page.on('framenavigated', listener);
    this.borrowed.set(page, () => page.off('framenavigated', listener));
    if (page.url().startsWith('http')) this.schedule(page);
  }

  /** The borrowed pages, no longer watched once the test has ended. */
  release(): Page[] {
    for (const stop of this.borrowed.values()) stop();
    return [...this.borrowed.keys()];
  }

  private wanted(url: string): string | undefined {
    if (!url.startsWith('http')) return undefined;
    // A journey's transit address (TRANSIT): the not-found page, checked by its own journey.
    if (new URL(url).pathname.startsWith(TRANSIT)) return undefined;
    // Another site's pages (the local Google provider's login and consent pages) are not the product's to check.
    const app = this.testInfo.project.use.baseURL;
    if (app && new URL(url).origin !== new URL(app).origin) return undefined;
    const pattern = routePattern(url);
    return this.checked.has(pattern) ? undefined : pattern;
  }

  private schedule(page: Page): void {
    const pattern = this.wanted(page.url());
    if (!pattern || this.pending.has(pattern) || this.closed) return;
    this.pending.add(pattern);
    this.queue = this.queue.then(() => this.check(page, pattern)).finally(() => this.pending.delete(pattern));
  }

  /** Checks the page if it still shows `pattern` before and after the run (otherwise it is for a later visit). */
  private async check(page: Page, pattern: string, attempt = 1): Promise<void> {
    if (page.isClosed() || this.checked.has(pattern)) return;
    const started = performance.now();
    try {
      await settle(page);
      const before = page.url();
      if (routePattern(before) !== pattern || page.isClosed()) return;
      const found = await analyse(page);
      // Still the same kind of page (its query string may have changed, e.g. the calendar's week): it counts.
      if (page.isClosed() || routePattern(page.url()) !== pattern) return;
      this.checked.add(pattern);
      this.mine.push(pattern);
      this.found.push(...found);
    } catch (error) {
      if (page.isClosed() || routePattern(page.url()) !== pattern) return;
      // The page was loaded again during the run (the same address, a new document without axe): once more.
      if (RELOADED.test(String(error)) && attempt < 3) return this.check(page, pattern, attempt + 1);
      this.errors.push(`${page.url()}: ${String(error).slice(0, 300)}`);
    } finally {
      this.spent += performance.now() - started;
    }
  }

  /** Waits for the checks under way, checks the pages left open on an unchecked pattern, and reports. */
  async finish(pages: readonly Page[]): Promise<void> {
    await this.queue;
    for (const page of pages) {
      const pattern = page.isClosed() ? undefined : this.wanted(page.url());
      if (pattern) await this.check(page, pattern);
    }
    await this.queue;
    this.closed = true;
    const checked = this.mine.length ? this.mine.join(', ') : '(pages déjà contrôlées)';
    this.testInfo.annotations.push({ type: 'axe', description: `${checked} (${Math.round(this.spent)} ms)` });
    if (this.found.length > 0) {
      await this.testInfo.attach('axe-violations.json', { body: JSON.stringify(this.found, null, 2), contentType: 'application/json' });
      throw new Error(`Accessibilité (axe) : ${this.found.length} violation(s) grave(s) ou critique(s)\n${describeViolations(this.found)}`);
    }
    if (this.errors.length > 0) throw new Error(`Accessibilité (axe) : le contrôle n'a pas pu s'exécuter\n${this.errors.join('\n')}`);
  }
}

/** An address no page of the product has, that a journey passes through between two pages of a page it keeps
 * (the admin shows its not-found page there); the watcher does not check it. */
export const TRANSIT = '/__parcours';

/** The watcher of the running test (a worker runs one test at a time). */
let current: Watcher | undefined;

/** Watches, for the running test, a page opened outside it (a page signed in once for the worker's tests). */
export function watchA11y(page: Page): void {
  if (!current) throw new Error('watchA11y : aucun test en cours');
  current.borrow(page);
}

/** Playwright's `test` with the automatic accessibility check of every page visited. */
export const test = base.extend<{ a11yCheck: void }>({
  a11yCheck: [
    async ({ page, context }, use, testInfo) => {
      const watcher = new Watcher(testInfo);
      current = watcher;
      watcher.watch(page);
      const onPage = (other: Page) => {
        if (other !== page) watcher.watch(other);
      };
      context.on('page', onPage);
      await use();
      context.off('page', onPage);
      current = undefined;
      const borrowed = watcher.release();
      // A test that failed already is reported for its own reason.
      if (testInfo.status === testInfo.expectedStatus) await watcher.finish([...context.pages(), ...borrowed]);
    },
    { auto: true },
  ],
});
