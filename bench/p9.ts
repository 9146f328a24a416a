// P9 (issue 29): 30 learners sign one session on their phones within 60 s, each a full sign request
// (POST /api/moi/emargements/{id}/signature: the room's code, a PNG signature, the line, the proof, one
// transaction), while a plain authenticated GET (`GET /api/users/me`, one at a time) runs alongside on the same
// server. Figure: the p99 of a signature against the p99 of that GET measured over the same minute; target ≤ 2×.
// The 30 trainees and their accounts are made through the API (tokens signed with the bench's JWT secret: 30
// sign-ins would meet the login limit), in the group of a session running now. Own port and data directory;
// `node --import tsx bench/p9.ts` runs it alone, run.ts with `--only P9`.
import { closeSync, fdatasyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { signToken } from '../src/server/auth/jwt.ts';
import { benchTmp } from './lib/paths.ts';
import { JWT_SECRET, login, startServer } from './lib/server.ts';
import { figure, percentile, type Figure } from './lib/stats.ts';

const LEARNERS = 30;
const WINDOW_MS = 60_000;
const PLAIN = '/api/users/me';
const WARM_UP = 10;

async function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json', accept: 'application/ld+json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  return res.json();
}

/** Today (Paris) and a window around now, so the session is in progress and nobody is late by much. */
function sessionNow() {
  const now = new Date();
  const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const [h, m] = now.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour12: false }).split(':').map(Number) as [number, number];
  const hm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  return { dt_start: day, hr_start: hm(Math.max(0, h * 60 + m - 5)), hr_end: hm(Math.min(23 * 60 + 59, h * 60 + m + 120)) };
}

/** The disk's own flush on the data directory's file system, just before the minute: `count` writes of a WAL page
 * each forced with fdatasync (what a signature's commit waits for), one every 20 ms. Not part of the figure; it says
 * how much of the signature's tail is the disk's (the plain GET never waits for it). */
async function diskFlush(dir: string, count = 200): Promise<{ p50: number; p99: number; max: number }> {
  const path = join(dir, 'flush-probe');
  const fd = openSync(path, 'w');
  const page = Buffer.alloc(8192, 1);
  const samples: number[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      writeSync(fd, page, 0, page.length, (i % 64) * page.length);
      const t0 = performance.now();
      fdatasyncSync(fd);
      samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: Math.max(...samples) };
}

export async function measureSelfSigning(port = Number(process.env.P9_PORT ?? 8107)): Promise<Figure> {
  const dataDir = join(benchTmp, `p9-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ port, dataDir });
  try {
    const { token } = await login(server.base);
    const apprentice = (await call(server.base, token, 'GET', '/api/users?email=apprenti@demo.fr'))['hydra:member'][0];
    const group = await call(server.base, token, 'GET', apprentice.etudiant);
    const secret = new TextEncoder().encode(JWT_SECRET);
    const learners: { token: string; signature: string }[] = [];
    for (let i = 0; i < LEARNERS; i += 1) {
      const etudiant = await call(server.base, token, 'POST', '/api/etudiants', {
        type: 1, lastname: `Banc${i}`, firstname: 'Émargement', antenne: group.antenne, diplome_session: group.diplome_session, birthdate: '2005-01-01' });
      const user = await call(server.base, token, 'POST', '/api/users', {
        email: `banc.emargement.${i}@exemple.fr`, lastname: `Banc${i}`, firstname: 'Émargement', roles: ['ROLE_STAGIAIRE'], etudiant: etudiant['@id'] });
      // A PNG of a few kB, as a finger's signature on a phone's canvas.
      const signature = await QRCode.toDataURL(`Signature du stagiaire Banc${i} — ${Date.now()}`, { width: 320, margin: 1 });
      learners.push({ token: await signToken({ secret, ttlSeconds: 3600 }, { id: user.id, email: user.email, roles: ['ROLE_STAGIAIRE'] }), signature });
    }
    const newSheet = async (title: string) => {
      const event = await call(server.base, token, 'POST', '/api/scheduler_events', { title, ...sessionNow(), diplome_session: group.diplome_session, antenne: group.antenne });
      return call(server.base, token, 'POST', `/api/scheduler_events/${event.id}/emargement`);
    };
    // Warm-up, as the plain GET has its own: a first room where the first learners sign, so that the minute measures a
    // server that has served signatures before (PostgreSQL plans a statement afresh for its first five calls, and the
    // first calls of a route compile its code).
    const warm = await newSheet('Séance d’échauffement du banc P9');
    const warmCode: string = (await call(server.base, token, 'GET', `/api/scheduler_event_emargements/${warm.id}/auto_emargement`)).code;
    for (const l of learners.slice(0, WARM_UP)) {
      await call(server.base, l.token, 'POST', `/api/moi/emargements/${warm.id}/signature`, { code: warmCode, signature: l.signature });
    }
    const sheet = await newSheet('Séance du banc P9');
    // The room's screen: its code, asked again every 5 s as the dialog does (not timed).
    let code: string = (await call(server.base, token, 'GET', `/api/scheduler_event_emargements/${sheet.id}/auto_emargement`)).code;
    let running = true;
    const screen = (async () => {
      while (running) {
        await new Promise((r) => setTimeout(r, 5_000));
        if (running) code = (await call(server.base, token, 'GET', `/api/scheduler_event_emargements/${sheet.id}/auto_emargement`)).code;
      }
    })();
    const disk = await diskFlush(dataDir);
    for (let i = 0; i < 20; i += 1) await call(server.base, token, 'GET', PLAIN); // warm-up
    // The plain GET, one at a time, for the whole minute.
    const plain: number[] = [];
    const started = performance.now();
    const alongside = (async () => {
      while (performance.now() - started < WINDOW_MS) {
        const t0 = performance.now();
        await call(server.base, token, 'GET', PLAIN);
        plain.push(performance.now() - t0);
      }
    })();
    // The learners arrive at random moments of the minute (seeded: the same spread every run).
    let seedValue = 29;
    const random = () => ((seedValue = (seedValue * 1103515245 + 12345) % 2147483648) / 2147483648);
    const arrivals = learners.map(() => random() * (WINDOW_MS - 2_000)).sort((a, b) => a - b);
    const signatures: number[] = [];
    await Promise.all(learners.map(async (l, i) => {
      await new Promise((r) => setTimeout(r, arrivals[i]));
      const t0 = performance.now();
      await call(server.base, l.token, 'POST', `/api/moi/emargements/${sheet.id}/signature`, { code, signature: l.signature });
      signatures.push(performance.now() - t0);
    }));
    await alongside;
    running = false;
    await screen;
    const seconds = (performance.now() - started) / 1000;
    const signed = (await call(server.base, token, 'GET', `/api/scheduler_event_emargements/${sheet.id}/auto_emargement`)).lines
      .filter((l: { signed_at: string | null }) => l.signed_at !== null).length;
    if (signed < LEARNERS) throw new Error(`${signed} signatures enregistrées sur ${LEARNERS}`);
    return figure(percentile(signatures, 99), percentile(plain, 99), 'ms (p99)', { max: 2 }, {
      note: `${signatures.length} signatures complètes (code de la salle, PNG ~${Math.round(learners[0]!.signature.length / 1024)} ko, preuve) en ${seconds.toFixed(0)} s sur une séance (p50 ${percentile(signatures, 50).toFixed(1)} ms, les trois plus lentes ${[...signatures].sort((a, b) => b - a).slice(0, 3).map((x) => x.toFixed(0)).join(', ')} ms) contre ${plain.length} GET ${PLAIN} authentifiés menés à côté, un à la fois (p50 ${percentile(plain, 50).toFixed(1)} ms) ; fdatasync seul sur ce disque juste avant : p50 ${disk.p50.toFixed(1)}, p99 ${disk.p99.toFixed(1)}, max ${disk.max.toFixed(1)} ms`,
      diskFlushMs: { p50: Number(disk.p50.toFixed(2)), p99: Number(disk.p99.toFixed(2)), max: Number(disk.max.toFixed(2)) },
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('p9.ts')) {
  const f = await measureSelfSigning();
  console.log(`P9 ${LEARNERS} stagiaires signent en ${WINDOW_MS / 1000} s (p99 d’une signature / p99 d’un GET authentifié) : ${f.ours.toFixed(1)} / ${f.reference.toFixed(1)} ms = ${f.ratio.toFixed(2)}× (cible ≤ 2×, ${f.met ? 'tenue' : 'NON tenue'})`);
  console.log(JSON.stringify(f));
}
