// End-to-end journeys in Chromium against the real server serving the built admin from dist/ (`npm run test:e2e`
// expects `npm run build` first; `npm test` does it). Two workers, each with its own server (own port, fresh data
// directory, demo seed) since journeys change the demo data: tests/e2e/port.ts gives the ports (8091 and 8101 by
// default, from E2E_PORT; E2E_WORKERS=1 for a single server). A test file runs whole on one worker.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2ePort, e2eWorkers, googleStandInPorts, registryStubPort } from './tests/e2e/port.ts';
import { googleEnv } from './tests/support/googleStandIns.ts';

/** The working folder of the server of worker slot `index`: per port, so two runs on different ports never share
 * files. It holds copies of the shipped resource files and client profiles (they seed the server's database,
 * where journeys change them through the API: tests/e2e/files.ts), the mails it writes and its data directory. */
const workDirOf = (index: number) => `.tmp/e2e-${e2ePort(index)}`;
/** With E2E_DATABASE_URL (CI sets it to its PostgreSQL server), the database of the server of worker slot `index`
 * on that server (tests/e2e/freshDatabase.ts makes it anew); otherwise the server embeds PGlite in its work dir. */
const databaseOf = (index: number) => {
  if (!process.env.E2E_DATABASE_URL) return undefined;
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/e2e_${e2ePort(index)}`;
  return { name: `e2e_${e2ePort(index)}`, url: url.toString() };
};
// Debian's headless shell first (what Playwright itself runs headless: no window, no GPU process to feed, less CPU on
// the two cores), else Debian's full Chromium; E2E_BROWSER names another binary.
const systemChromium =
  process.env.E2E_BROWSER ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** E2E_BASE_URL: journeys run against a product already started there (two instances behind a proxy:
 * tests/e2e/ops/twoInstances.ts), on one worker, with no server of their own. Without it, the journeys of
 * tests/e2e/ops (which need that proxy) are left out. */
const baseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: baseUrl ? [] : ['ops/**'],
  workers: baseUrl ? 1 : e2eWorkers,
  fullyParallel: false,
  // One retry: the journeys run on shared, noisy 2-core machines where a browser can stall for seconds. A
  // journey that fails twice fails the run; one that passes on retry is listed as "flaky" in the summary.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/e2e-results',
  use: {
    // In a worker process (the config is loaded again there) the port of that worker's own server.
    baseURL: baseUrl ?? `http://127.0.0.1:${e2ePort()}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Less motion, as a user can ask their system for (the admin's theme then drops transitions and ripples):
    // fewer frames to paint on a busy machine, nothing to wait for.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace on the retry only: recording every action's snapshots on every run costs the workers' CPU.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--lang=fr-FR',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: baseUrl
    ? []
    : Array.from({ length: e2eWorkers }, (_, index) => {
        const port = e2ePort(index);
        const workDir = workDirOf(index);
        const dirs = { resources: `${workDir}/resources`, clients: `${workDir}/clients`, mail: `${workDir}/mail` };
        const stubPort = registryStubPort(index);
        const database = databaseOf(index);
        return {
          // A fresh database each run, seeded from fresh copies of resources/ and clients/ (the repository's files are
          // never touched); journeys publish their changes through the configuration API.
          command:
            `node -e "const fs = require('node:fs'); fs.rmSync('${workDir}', { recursive: true, force: true }); ` +
            `fs.cpSync('resources', '${dirs.resources}', { recursive: true }); ` +
            `fs.cpSync('clients', '${dirs.clients}', { recursive: true })" ` +
            (database ? `&& node --import tsx tests/e2e/freshDatabase.ts ${database.name} ` : '') +
            `&& node --import tsx src/server/main.ts`,
          url: `http://127.0.0.1:${port}/api`,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: `${workDir}/data`,
            SEED: 'true',
            APP_URL: `http://127.0.0.1:${port}`,
            RESOURCES_DIR: dirs.resources,
            LOGIN_MAX_PER_MINUTE: '1000',
            CLIENTS_DIR: dirs.clients,
            MAIL_DIR: dirs.mail,
            // The company registry and the OPCO endpoints are local stubs a journey starts, on this server's ports.
            COMPANY_REGISTRY_URL: `http://127.0.0.1:${stubPort}`,
            OPCO_ENDPOINTS: JSON.stringify({ '*': `http://127.0.0.1:${stubPort + 1}/depots/{opco}` }),
            OPCO_TIMEOUT_MS: '3000',
            // Google: a local OpenID provider and Drive/Forms stand-in the Google journey starts on these ports.
            ...googleEnv(
              {
                issuer: `http://127.0.0.1:${googleStandInPorts(index).provider}`,
                apis: `http://127.0.0.1:${googleStandInPorts(index).apis}`,
              },
              `http://127.0.0.1:${port}`,
            ),
            // Throw-away data: no fsync of the WAL after each write (src/server/db/durability.ts).
            PGLITE_FSYNC: '0',
            ...(database ? { DATABASE_URL: database.url } : {}),
          },
          reuseExistingServer: false,
          // Both servers migrate and seed at once on the two cores.
          timeout: 300_000,
          stdout: 'pipe' as const,
          stderr: 'pipe' as const,
        };
      }),
});
