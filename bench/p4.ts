// P4 weight: gzip size of the JavaScript a first visit loads before any navigation, i.e. the entry module
// of index.html, the scripts it preloads (`modulepreload`, `preload as=script`) and their static import
// graph (other dynamic import() chunks, loaded later, do not count), for our build (dist/) and the stock
// HydraAdmin build.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']|\bimport\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Files of the start graph of a built app and their gzip size (level 9), in bytes. */
export function startGraph(distDir: string): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="preload" as="script"[^>]*href="([^"]+)"/g)]
    .map((m) => resolve(distDir, m[1]!.replace(/^\//, '')));
  const seen = new Set<string>();
  const queue = [...entries];
  let gzipBytes = 0;
  let rawBytes = 0;
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) queue.push(resolve(dirname(file), (m[1] ?? m[2])!));
  }
  return { files: [...seen].map((f) => f.slice(distDir.length + 1)), gzipBytes, rawBytes };
}
