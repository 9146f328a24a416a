// P5 exports: a CSV export streamed from a freshly started server, read to the end by the client, with the
// server's resident memory sampled during the export (and VmHWM) compared with its memory just before it. Flat means the
// peak does not grow with the number of rows (5,000 vs 50,000).
import type { ServerHandle } from './lib/server.ts';

export interface ExportRun {
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  /** Highest VmRSS sampled every 20 ms during the export. */
  exportPeakMb: number;
  /** VmHWM: the peak since the server started (start-up included). */
  lifetimePeakMb: number;
}

export async function measureExport(server: ServerHandle, token: string, query: string): Promise<ExportRun> {
  const before = server.memory();
  let peakKb = before.rssKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, server.memory().rssKb)), 20);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/etudiants/export.csv?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`P5 : réponse ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = server.memory();
  peakKb = Math.max(peakKb, after.rssKb);
  return { rows: lines - 1, bytes, seconds, rssBeforeMb: before.rssKb / 1024, exportPeakMb: peakKb / 1024, lifetimePeakMb: after.hwmKb / 1024 };
}
