// The load test of issue 5 (50 clients × 60 s), written by the resilience engineer as bench/load.ts: run
// as its own process when present (it starts its own server and data); its exit code and its result (last
// output line, JSON) recorded.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

export async function runLoad(): Promise<Record<string, unknown>> {
  const script = join(repoRoot, 'bench/load.ts');
  if (!existsSync(script)) return { skipped: 'bench/load.ts absent' };
  const started = performance.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  process.stdout.write(res.stdout ?? '');
  const last = (res.stdout ?? '').trim().split('\n').pop() ?? '';
  let summary: unknown = last;
  try {
    summary = JSON.parse(last); // the script prints its result as one JSON line
  } catch {
    // not JSON: kept as text
  }
  return { exitCode: res.status, seconds: Math.round((performance.now() - started) / 1000), summary };
}
