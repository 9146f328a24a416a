// P1 start: from navigating to the trainee list (already logged in: token injected into localStorage) to
// the first data row visible, in headless Chromium, for our admin (/stagiaires) and the stock HydraAdmin
// (#/etudiants) against the same server and data. Each run is a fresh browser context (no cache), runs
// alternate between the two apps, and the median is kept. Also counts the JS bytes each app fetched.
import { chromium, type Browser } from '@playwright/test';
import { median } from './lib/stats.ts';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface StartTarget {
  url: string;
  origin: string;
  storage: Record<string, string>;
}

export interface StartTiming {
  ms: number;
  jsBytes: number;
  requests: number;
}

async function onceWith(browser: Browser, t: StartTarget, bypassCSP = false, timeout = 60_000): Promise<StartTiming> {
  const context = await browser.newContext({ bypassCSP });
  await context.addInitScript(
    ({ origin, storage }) => {
      if (location.origin === origin) for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
    },
    { origin: t.origin, storage: t.storage },
  );
  const page = await context.newPage();
  let jsBytes = 0;
  let requests = 0;
  page.on('response', async (res) => {
    requests++;
    if (res.url().endsWith('.js')) jsBytes += Number(res.headers()['content-length'] ?? (await res.body().catch(() => Buffer.alloc(0))).length);
  });
  const started = performance.now();
  await page.goto(t.url, { waitUntil: 'commit' });
  // The first body row of the list that has cells: the data, not the header or a skeleton.
  await page.locator('table tbody tr:has(td)').first().waitFor({ state: 'visible', timeout });
  const ms = performance.now() - started;
  await context.close();
  return { ms, jsBytes, requests };
}

/** Whether the page shows its first row under the server's own headers (its Content-Security-Policy). */
export async function rendersUnderCsp(t: StartTarget): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    await onceWith(browser, t, false, 20_000);
    return true;
  } catch {
    return false;
  } finally {
    await browser.close();
  }
}

/** Timings with `bypassCSP` when asked: what the start costs, should the server's CSP block the app. */
export async function measureStart(ours: StartTarget, stock: StartTarget, runs = 5, bypassCSP = false): Promise<{ ours: StartTiming; stock: StartTiming }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const once = (b: Browser, t: StartTarget) => onceWith(b, t, bypassCSP);
  try {
    // One warm-up each (server caches, disk), not counted.
    await once(browser, ours);
    await once(browser, stock);
    const a: StartTiming[] = [];
    const b: StartTiming[] = [];
    for (let i = 0; i < runs; i++) {
      a.push(await once(browser, ours));
      b.push(await once(browser, stock));
    }
    const pick = (xs: StartTiming[]): StartTiming => ({
      ms: median(xs.map((x) => x.ms)),
      jsBytes: median(xs.map((x) => x.jsBytes)),
      requests: median(xs.map((x) => x.requests)),
    });
    return { ours: pick(a), stock: pick(b) };
  } finally {
    await browser.close();
  }
}
