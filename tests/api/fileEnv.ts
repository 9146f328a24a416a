// Runs before each API test file (vitest `setupFiles`). The files of a worker share one module graph (the server
// is imported once per worker, not once per file: `isolate: false` in vitest.config.ts), so what a file changes
// in the process's environment — a limit lowered, a stub's address — is put back when the file ends, and the
// next file starts from the environment the run began with, and from the samples' first day (samples.ts).
import { afterAll, beforeAll } from 'vitest';
import { resetSamples } from '../support/samples.ts';

const before = { ...process.env };

// The generated samples' days and indicators start over with each file's fresh database.
beforeAll(() => resetSamples());

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
