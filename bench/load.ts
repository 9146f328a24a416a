// Load run: N concurrent clients for S seconds of mixed reads and writes (list, read, create, change) on
// trainees and their absences, then every acknowledged write is re-read. `runLoad` is used by the short run
// of the test suite; run as a script it starts the real server on a fresh embedded database and does the
// full run (default 50 clients x 60 s), printing one JSON line:
//   node --import tsx bench/load.ts [clients] [seconds]      (LOAD_CLIENTS, LOAD_SECONDS also read)
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiClient, loginWith } from '../tests/support/client.ts';
import { validPayload, type Json } from '../tests/support/samples.ts';

export interface LoadResult {
  clients: number;
  seconds: number;
  requests: number;
  writes: number;
  /** Answers that were neither 2xx nor the expected 404 of a read: must be 0. */
  errors: number;
  errorSamples: string[];
  /** Acknowledged writes not found with their values afterwards: must be 0. */
  lost: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoad(base: string, clients: number, seconds: number): Promise<LoadResult> {
  const api = apiClient(base);
  const token = await loginWith(api, 'admin@demo.fr');
  const trainee = await validPayload(api, 'etudiants', { token });
  const absence = (etudiant: string) => ({ etudiant, raison: 1, dt_start: '2031-02-03', dt_end: '2031-02-04' });
  const written = new Map<string, Json>(); // IRI → last acknowledged values
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let requests = 0;
  let writes = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;

  const call = async (method: string, path: string, body?: unknown) => {
    const t = performance.now();
    const res = await api(method, path, { token, body }).catch((e: Error) => ({ status: 0, text: e.message, body: undefined }));
    latencies.push(performance.now() - t);
    requests++;
    if (res.status < 200 || res.status >= 300) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 200)}`);
    }
    return res;
  };

  const client = async (c: number) => {
    const mine: string[] = [];
    for (let i = 0; Date.now() < end; i++) {
      const k = i % 6;
      if (k === 0 || mine.length === 0) {
        const body = { ...trainee, lastname: `Charge-${c}-${i}` };
        const res = await call('POST', '/api/etudiants', body);
        if (res.status === 201) {
          writes++;
          written.set(res.body['@id'], { lastname: body.lastname });
          mine.push(res.body['@id']);
        }
      } else if (k === 1) {
        const iri = mine[i % mine.length]!;
        const city = `Ville-${c}-${i}`;
        const res = await call('PATCH', iri, { city });
        if (res.status === 200) {
          writes++;
          written.set(iri, { ...written.get(iri), city });
        }
      } else if (k === 2) {
        const res = await call('POST', '/api/etudiant_absences', absence(mine[0]!));
        if (res.status === 201) {
          writes++;
          written.set(res.body['@id'], { etudiant: mine[0] });
        }
      } else if (k === 3) await call('GET', mine[i % mine.length]!);
      else if (k === 4) await call('GET', `/api/etudiants?page=${1 + (i % 5)}&lastname=Charge`);
      else await call('GET', `/api/etudiant_absences?etudiant=${encodeURIComponent(mine[0]!)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;

  let lost = 0;
  const entries = [...written];
  for (let i = 0; i < entries.length; i += 20) {
    await Promise.all(entries.slice(i, i + 20).map(async ([iri, values]) => {
      const res = await api('GET', iri, { token });
      if (res.status !== 200 || Object.entries(values).some(([k, v]) => res.body[k] !== v)) lost++;
    }));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    clients, seconds, requests, writes, errors, errorSamples, lost,
    requestsPerSecond: Math.round(requests / elapsed), p50Ms: pct(0.5), p99Ms: pct(0.99),
  };
}

// As a script: a real server (child process) on a fresh data directory, the full run, one JSON line.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startChild } = await import('../tests/support/childServer.ts');
  const clients = Number(process.argv[2] ?? process.env.LOAD_CLIENTS ?? 50);
  const seconds = Number(process.argv[3] ?? process.env.LOAD_SECONDS ?? 60);
  const dataDir = resolve(`.tmp/bench/load-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startChild({ DATA_DIR: dataDir });
  try {
    const result = await runLoad(server.base, clients, seconds);
    console.log(JSON.stringify(result));
    process.exitCode = result.errors === 0 && result.lost === 0 ? 0 : 1;
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
