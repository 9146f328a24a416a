// Two test projects: pure unit tests, and API tests against the real server on an embedded database.
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests beside their code that load half the server (every domain's hooks, every schema compiled by the server's
 * validator): seconds of imports, beyond a unit test's time limit on a loaded machine; they run with the API tests. */
const serverLoading = ['src/shared/plausible/rules.test.ts', 'src/server/crud/hooks.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverLoading],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', ...serverLoading],
          environment: 'node',
          // Each file opens one PGlite (~0.9 GB, a few seconds): at most two at once on two cores.
          maxWorkers: 2,
          // The database migrated and seeded once for the run, copied by each file's server (tests/api/template.ts).
          globalSetup: ['tests/api/template.ts'],
          // The server's modules imported once per worker rather than once per file (seconds of imports each);
          // each file still starts its own server and database, and fileEnv.ts gives it back a clean environment.
          isolate: false,
          setupFiles: ['tests/api/fileEnv.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files the servers store (demo documents, uploads) go to a throw-away folder, never to ./data of
          // `npm start`; each server to its own folder under it (tests/api/helpers.ts).
          env: { DATA_DIR: '.tmp/api-data', API_DATA_ROOT: '.tmp/api-data' },
        },
      },
    ],
  },
});
