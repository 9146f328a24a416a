// End-to-end journeys in Chromium against the real server (own port 8091, fresh data directory, demo seed)
// serving the built admin from dist/ (`npm run test:e2e` expects `npm run build` first; `npm test` does it).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
// Per port, so two runs on different ports never share files.
const workDir = `.tmp/e2e-${port}`;
const dataDir = `${workDir}/data`;
/** Copies of the shipped resource files and client profiles (they seed the server's database, where journeys
 * change them through the API: tests/e2e/files.ts) and the mails the server writes. */
export const e2eDirs = { resources: `${workDir}/resources`, clients: `${workDir}/clients`, mail: `${workDir}/mail` };
/** The port of the local company registry stub the companies journeys start (tests/e2e/registryStub.ts); the OPCO stub's is the next one. */
export const registryStubPort = port + 1000;
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  // One retry: the journeys run on shared, noisy 2-core machines where a browser can stall for seconds. A
  // journey that fails twice fails the run; one that passes on retry is listed as "flaky" in the summary.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--lang=fr-FR',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh database each run, seeded from fresh copies of resources/ and clients/ (the repository's files are
    // never touched); journeys publish their changes through the configuration API.
    command:
      `node -e "const fs = require('node:fs'); fs.rmSync('${workDir}', { recursive: true, force: true }); ` +
      `fs.cpSync('resources', '${e2eDirs.resources}', { recursive: true }); fs.cpSync('clients', '${e2eDirs.clients}', { recursive: true })" ` +
      `&& node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api`,
    env: {
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'true', APP_URL: `http://127.0.0.1:${port}`,
      RESOURCES_DIR: e2eDirs.resources, LOGIN_MAX_PER_MINUTE: '1000', CLIENTS_DIR: e2eDirs.clients, MAIL_DIR: e2eDirs.mail,
      // The company registry (and, later, OPCO endpoints) are local stubs a journey starts on this port.
      COMPANY_REGISTRY_URL: `http://127.0.0.1:${registryStubPort}`,
      OPCO_ENDPOINTS: JSON.stringify({ '*': `http://127.0.0.1:${registryStubPort + 1}/depots/{opco}` }), OPCO_TIMEOUT_MS: '3000',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
