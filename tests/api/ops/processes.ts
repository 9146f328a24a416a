// The product started as a real process (node src/server/main.ts), as a deployment runs it: its output kept,
// a free port of its own, waited for until /ready answers, stopped by a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface Instance {
  child: ChildProcess;
  port: number;
  base: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null: killed by a signal). */
  exited: Promise<number | null>;
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts main.ts with `env` over a clean environment (no DATABASE_URL unless given). */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), SEED: '0', JWT_SECRET: 'secret-des-tests-ops-0123456789', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Waits until the instance's /ready answers 200 (or it exits: then throws with its output). */
export async function waitReady(instance: Instance, timeoutMs = 240_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let gone = false;
  void instance.exited.then(() => (gone = true));
  while (Date.now() < end) {
    if (gone) throw new Error(`instance exited before ready:\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.base}/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance not ready after ${timeoutMs} ms:\n${instance.output()}`);
}

/** Sends `signal` and waits for the exit code. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (instance.child.exitCode !== null) return instance.child.exitCode;
  instance.child.kill(signal);
  return instance.exited;
}
