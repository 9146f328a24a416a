// The embedded PGlite database is one process's: a second process started on the same DATA_DIR is refused with a
// French message naming the process that holds the folder (pid, host), and exits without touching the data; a
// lock left by a process that is gone (crash, kill -9) is taken over. SIGTERM stops the holder gracefully: the
// request under way is answered, then the process exits 0 and releases the folder. /health and /ready answer.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, stopInstance, waitReady, type Instance } from './processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ops-lock-'));
const lockFile = join(dataDir, 'futurosud.lock');
const started: Instance[] = [];
const start = async () => {
  const i = await startInstance({ DATA_DIR: dataDir, PGLITE_FSYNC: '0' });
  started.push(i);
  return i;
};
afterAll(async () => {
  for (const i of started) await stopInstance(i, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one PGlite folder, one process', () => {
  let first: Instance;

  it('starts, answers /health and /ready, and holds the folder', async () => {
    first = await start();
    await waitReady(first);
    const health = await fetch(`${first.base}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    expect((await fetch(`${first.base}/ready`)).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid, host: hostname() });
  }, 300_000);

  it('refuses a second process on the same folder, in French, naming the holder', async () => {
    const second = await start();
    expect(await second.exited).toBe(1);
    const out = second.output();
    expect(out).toContain(`Le dossier de données ${dataDir} est déjà utilisé par un autre processus Futurosud`);
    expect(out).toContain(`pid ${first.child.pid} sur l'hôte ${hostname()}`);
    expect(out).not.toMatch(/Futurosud prêt/);
    // The first one is still serving.
    expect((await fetch(`${first.base}/ready`)).status).toBe(200);
  }, 60_000);

  it('stops on SIGTERM after answering the request under way, and releases the folder', async () => {
    // A login whose body is still arriving when the stop is asked.
    const body = JSON.stringify({ email: 'personne@exemple.fr', password: 'mauvais-mot-de-passe' });
    const answered = new Promise<number>((done, fail) => {
      const req = request(`${first.base}/api/authentication_token`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', fail);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    expect(await answered).toBe(401);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Arrêt demandé (SIGTERM)');
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(String(gone.stdout));
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid, host: hostname(), since: new Date().toISOString() }));
    const next = await start();
    await waitReady(next);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(next.child.pid);
    expect(await stopInstance(next)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 300_000);
});
