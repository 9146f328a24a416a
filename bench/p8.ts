// P8: a generation of 200 documents keeps the server responsive and its memory flat.
//   - responsiveness: p99 latency of another request (a page of the trainee list, one request at a time) while
//     POST /api/modeles/{id}/generer makes 200 PDFs, against the same request's p99 on the idle server; ≤ 2×.
//   - memory: the server's peak RSS (VmRSS sampled every 20 ms) during the 200-document generation against its
//     peak during a 20-document one (the 20 first, on the same fresh server); flat: ≤ 1.15×, growth printed.
// Own port and data directory; `node --import tsx bench/p8.ts` runs it alone, run.ts with `--only P8`.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchTmp } from './lib/paths.ts';
import { login, startServer, type ServerHandle } from './lib/server.ts';
import { figure, percentile, type Figure } from './lib/stats.ts';

const DOCUMENTS = 200;
const SMALL = 20;
const IDLE_REQUESTS = 200;
const OTHER = '/api/etudiants?type=1&page=2&itemsPerPage=30';

async function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json', accept: 'application/ld+json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  return res.json();
}

async function timed(base: string, token: string, path: string): Promise<number> {
  const started = performance.now();
  await call(base, token, 'GET', path);
  return performance.now() - started;
}

/** Runs one generation; meanwhile the other request one at a time, and the RSS every 20 ms. */
async function generation(server: ServerHandle, token: string, model: string, trainees: string[]) {
  const before = server.memory().rssKb;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, server.memory().rssKb); }, 20);
  const started = performance.now();
  const job = await call(server.base, token, 'POST', `${model}/generer`, { etudiants: trainees, format: 'pdf' });
  const latencies: number[] = [];
  let state = job;
  let lastPoll = 0;
  while (state.status !== 'done') {
    latencies.push(await timed(server.base, token, OTHER));
    if (performance.now() - lastPoll > 250) {
      lastPoll = performance.now();
      state = await call(server.base, token, 'GET', job['@id']);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (state.errors.length > 0) throw new Error(`génération : ${JSON.stringify(state.errors.slice(0, 3))}`);
  return { documents: state.done as number, seconds, latencies, rssBeforeMb: before / 1024, peakMb: peak / 1024 };
}

export async function measureGeneration(port = Number(process.env.P8_PORT ?? 8106)): Promise<{ responsive: Figure; memory: Figure }> {
  const dataDir = join(benchTmp, `p8-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ port, dataDir });
  try {
    const { token } = await login(server.base);
    const model = (await call(server.base, token, 'GET', '/api/modeles?folder.slug=stagiaire_documents&name=entr%C3%A9e'))['hydra:member'][0]['@id'];
    const antenne = (await call(server.base, token, 'GET', '/api/antennes?name=Toulon'))['hydra:member'][0]['@id'];
    const trainees: string[] = [];
    for (let i = 0; i < DOCUMENTS; i += 1) {
      trainees.push((await call(server.base, token, 'POST', '/api/etudiants', { type: 1, lastname: `Banc${i}`, firstname: 'Génération', antenne, birthdate: '2005-01-01' }))['@id']);
    }
    for (let i = 0; i < 20; i += 1) await timed(server.base, token, OTHER); // warm-up
    const idle: number[] = [];
    for (let i = 0; i < IDLE_REQUESTS; i += 1) idle.push(await timed(server.base, token, OTHER));
    const small = await generation(server, token, model, trainees.slice(0, SMALL));
    const large = await generation(server, token, model, trainees);
    const p99Idle = percentile(idle, 99);
    const p99Busy = percentile(large.latencies, 99);
    const responsive = figure(p99Busy, p99Idle, 'ms (p99 d’une page de la liste des stagiaires)', { max: 2 }, {
      note: `${large.documents} PDF en ${large.seconds.toFixed(1)} s ; ${large.latencies.length} requêtes pendant la génération (p50 ${percentile(large.latencies, 50).toFixed(1)} ms) contre ${idle.length} au repos (p50 ${percentile(idle, 50).toFixed(1)} ms)`,
    });
    const memory = figure(large.peakMb, small.peakMb, 'Mo (pic RSS du serveur)', { max: 1.15 }, {
      note: `croissance pendant la génération : ${(small.peakMb - small.rssBeforeMb).toFixed(0)} Mo pour ${SMALL} documents, ${(large.peakMb - large.rssBeforeMb).toFixed(0)} Mo pour ${DOCUMENTS} (RSS avant ${large.rssBeforeMb.toFixed(0)} Mo)`,
    });
    return { responsive, memory };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('p8.ts')) {
  const { responsive, memory } = await measureGeneration();
  console.log(`P8 réactivité pendant une génération de ${DOCUMENTS} documents : ${JSON.stringify(responsive)}`);
  console.log(`P8 mémoire (pic ${DOCUMENTS} / ${SMALL} documents) : ${JSON.stringify(memory)}`);
}
