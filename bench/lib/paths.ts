// Where the benchmark reads and writes: the repository, its scratch directory and its ports (8100–8109).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const benchTmp = join(repoRoot, '.tmp/bench');
export const stockDist = join(benchTmp, 'stock-dist');
// Our admin as the benchmark builds it (npx vite build --outDir), apart from the dist/ that others serve.
export const ourDist = join(benchTmp, 'dist');

// BENCH_API_PORT: the API's port when 8100 is taken (several engineers' servers on one machine).
// BENCH_PG_PORT: the throwaway PostgreSQL's (--postgres, the two-instance load).
export const PORTS = {
  api: Number(process.env.BENCH_API_PORT ?? 8100),
  stock: 8101,
  // BENCH_SMALL_PORT: P3's small server (10 k trainees).
  small: Number(process.env.BENCH_SMALL_PORT ?? 8102),
  postgres: Number(process.env.BENCH_PG_PORT ?? 8109),
} as const;
