// End-to-end journeys in Chromium against the real server (own port 8091, fresh data directory, demo seed)
// serving the built admin from dist/ (`npm run test:e2e` expects `npm run build` first; `npm test` does it).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
const dataDir = '.tmp/e2e-data';
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
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
    // A fresh database each run: the data directory is removed before the server starts.
    command: `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'true', APP_URL: `http://127.0.0.1:${port}` },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
