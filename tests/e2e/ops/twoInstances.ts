// Runs chosen journeys through two instances of the product on one PostgreSQL behind a round-robin proxy, as a
// deployment runs them (`npm test`'s last phase, e2e-ops, when E2E_DATABASE_URL is set, as in CI):
//   E2E_DATABASE_URL=postgres://…/postgres npm run test:e2e:ops -- [journey files…]
// A fresh database `e2e_ops_<port>` on that server; the two `main.ts` processes started together on it (migrations
// and the demo seed once, under the advisory lock), each with its own work folder, serving the built admin (dist/:
// `npm run build` first); the proxy (tests/api/ops/roundRobin.ts) at E2E_OPS_PORT (8130), the instances on the
// next two ports. Then Playwright with E2E_BASE_URL set to the proxy (one worker, no server of its own: see
// playwright.config.ts), the journeys of tests/e2e/ops by default; its exit code is this script's.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import pg from 'pg';
import { roundRobin } from '../../api/ops/roundRobin.ts';

const admin = process.env.E2E_DATABASE_URL;
if (!admin) throw new Error('E2E_DATABASE_URL (a PostgreSQL server) est requis');
const port = Number(process.env.E2E_OPS_PORT ?? 8130);
const files = process.argv.slice(2);
const name = `e2e_ops_${port}`;
const proxyBase = `http://127.0.0.1:${port}`;

async function onAdmin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function start(index: number, databaseUrl: string): { child: ChildProcess; base: string; log: () => string } {
  const own = port + 1 + index;
  const work = `.tmp/e2e-ops-${own}`;
  rmSync(work, { recursive: true, force: true });
  cpSync('resources', `${work}/resources`, { recursive: true });
  cpSync('clients', `${work}/clients`, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(own),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: `${work}/data`,
      SEED: 'true',
      APP_URL: proxyBase,
      TRUST_PROXY: '127.0.0.1',
      JWT_SECRET: 'secret-des-parcours-deux-instances-0123',
      RESOURCES_DIR: `${work}/resources`,
      CLIENTS_DIR: `${work}/clients`,
      MAIL_DIR: `${work}/mail`,
      LOGIN_MAX_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  return { child, base: `http://127.0.0.1:${own}`, log: () => out };
}

async function ready(instance: ReturnType<typeof start>, timeoutMs = 600_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance arrêtée avant d'être prête :\n${instance.log().slice(-3000)}`);
    try {
      if ((await fetch(`${instance.base}/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance pas prête après ${timeoutMs} ms :\n${instance.log().slice(-3000)}`);
}

await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await onAdmin(`CREATE DATABASE "${name}"`);
const url = new URL(admin);
url.pathname = `/${name}`;
const started = performance.now();
const instances = [start(0, url.toString()), start(1, url.toString())];
let code = 1;
try {
  await Promise.all(instances.map((i) => ready(i)));
  console.log(`deux instances prêtes en ${Math.round((performance.now() - started) / 1000)} s`);
  const proxy = await roundRobin(
    instances.map((i) => i.base),
    port,
  );
  try {
    // Not spawnSync: the proxy answers from this process's event loop meanwhile.
    const run = spawn('npx', ['playwright', 'test', ...(files.length ? files : ['tests/e2e/ops']), '--workers', '1'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: proxy.base },
    });
    code = (await new Promise<number | null>((done) => run.once('exit', done))) ?? 1;
    console.log(`requêtes servies : instance 0 ${proxy.counts[0]}, instance 1 ${proxy.counts[1]}`);
  } finally {
    await proxy.close();
  }
} finally {
  for (const i of instances) i.child.kill('SIGTERM');
  await Promise.all(
    instances.map((i) => (i.child.exitCode !== null ? null : new Promise((r) => i.child.once('exit', r)))),
  );
  await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
}
process.exit(code);
