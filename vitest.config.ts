// Two test projects: pure unit tests, and API tests against the real server on an embedded database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file opens one PGlite (~0.9 GB, a few seconds): at most two at once on two cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files the servers store (demo documents, uploads) go to a throw-away folder, never to ./data of `npm start`.
          env: { DATA_DIR: '.tmp/api-data' },
        },
      },
    ],
  },
});
