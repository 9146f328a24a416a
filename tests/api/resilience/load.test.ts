// Short load run in the test suite: 20 concurrent clients for ~10 s of mixed reads and writes on the
// embedded database; no error, and every acknowledged write is readable afterwards with its values.
// The full run (50 clients x 60 s) is `node --import tsx bench/load.ts`, called by the benchmark.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { runLoad } from '../../../bench/load.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(import.meta.url);
});
afterAll(async () => s?.close());

it('holds 20 concurrent clients for 10 seconds without an error or a lost write', async () => {
  const result = await runLoad(s.base, 20, 10);
  console.log(`charge : ${JSON.stringify(result)}`);
  expect(result.errorSamples).toEqual([]);
  expect(result.errors).toBe(0);
  expect(result.writes).toBeGreaterThan(20);
  expect(result.lost).toBe(0);
}, 90_000);
