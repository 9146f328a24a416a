// The product server as a child process for the benchmark (own port, own data directory), with its memory
// read from /proc/<pid>/status: VmRSS now, VmHWM the peak since it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { ourDist, PORTS, repoRoot } from './paths.ts';

export const JWT_SECRET = 'secret-du-banc-de-mesure-0123456789abcdef';

export interface ServerHandle {
  base: string;
  pid: number;
  /** kB from /proc: current resident memory and its peak since start. */
  memory(): { rssKb: number; hwmKb: number };
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
}

function procKb(pid: number, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

async function waitReady(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur ne répond pas sur ${base}`);
}

/** Refuses a port another server holds (an e2e server of a worktree, say): its answers would be taken for ours. */
async function assertFree(port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () =>
      reject(new Error(`le port ${port} est déjà pris : arrêtez le serveur qui l'écoute avant de lancer le banc`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startServer(opts: ServerOptions): Promise<ServerHandle> {
  await assertFree(opts.port);
  // The stock HydraAdmin (P1) is served from another origin: the server answers only the origins it allows
  // (CORS_ORIGINS, issue 19), so without it the stock app's first request is blocked and P1 waits in vain.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    JWT_SECRET,
    SEED: '1',
    DIST_DIR: ourDist,
    CORS_ORIGINS: `http://127.0.0.1:${PORTS.stock}`,
  };
  if (opts.dataDir) env.DATA_DIR = opts.dataDir;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  // node itself (not npm or a shell) so that the pid is the server's and /proc/<pid> is its memory.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${opts.port}`;
  try {
    // A first start migrates and seeds: minutes on a 2-core machine others share.
    await waitReady(base, child, 900_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${log.slice(-2000)}`);
  }
  const pid = child.pid!;
  return {
    base,
    pid,
    memory: () => ({ rssKb: procKb(pid, 'VmRSS'), hwmKb: procKb(pid, 'VmHWM') }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => (clearTimeout(kill), resolve()));
        child.kill('SIGTERM');
      }),
  };
}

/** A token and the /users/me answer for a demo login. */
export async function login(
  base: string,
  email = 'admin@demo.fr',
): Promise<{ token: string; me: Record<string, unknown> }> {
  const res = await fetch(`${base}/api/authentication_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`connexion ${email} refusée : ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const me = (await (
    await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown>;
  return { token, me };
}
