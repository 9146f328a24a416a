// The real server as a child process (`node --import tsx src/server/main.ts`) on a free loopback port and a
// given data directory (or DATABASE_URL), for the crash test and the load script: start, wait until it
// answers, kill it (SIGKILL for a crash), restart it on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface ChildServer {
  base: string;
  proc: ChildProcess;
  /** Everything the server printed (stdout and stderr). */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
  });
}

export async function startChild(env: Record<string, string>, timeoutMs = 150_000): Promise<ChildServer> {
  const port = await freePort();
  const root = resolve(import.meta.dirname, '../..');
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), JWT_SECRET: 'secret-du-test-de-panne-0123456789', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((ok) => proc.once('exit', () => ok()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`le serveur s'est arrêté au démarrage :\n${out}`);
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`le serveur n'a pas répondu à temps :\n${out}`);
    }
    const ok = await fetch(`${base}/api`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    proc,
    output: () => out,
    kill: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}
