// Probes and logs. /health answers while the process runs, without the database; /ready answers 200 only when
// the database answers and holds this release's migrations (503 in French otherwise). No log line carries
// personal data: a mail is named by its outbox number, never its recipient or text, and an SMTP failure's
// reason has its addresses masked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Db } from '../../../src/server/db/index.ts';
import { createRegistry } from '../../../src/server/schema/model.ts';
import { prepareDatabase } from '../../../src/server/setup.ts';
import { post, startApp, type ExtraApp } from './apps.ts';

let db: Db;
const apps: ExtraApp[] = [];
beforeAll(async () => {
  db = await openPglite();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close().catch(() => {});
});
const start = async (options = {}) => {
  const app = await startApp(db, options);
  apps.push(app);
  return app;
};
const probe = async (app: ExtraApp, path: string) => {
  const res = await fetch(`${app.base}${path}`);
  return [res.status, await res.json()];
};

describe('/health and /ready', () => {
  it('say not ready before the migrations, ready after, healthy all along', async () => {
    const app = await start();
    expect(await probe(app, '/health')).toEqual([200, { status: 'ok' }]);
    expect(await probe(app, '/ready')).toEqual([503, {
      status: 'indisponible', message: "Le service n'est pas prêt : base de données injoignable ou migrations non appliquées." }]);
    await prepareDatabase(db, createRegistry(), { seed: false });
    expect(await probe(app, '/ready')).toEqual([200, { status: 'ok' }]);
    expect(await probe(app, '/health')).toEqual([200, { status: 'ok' }]);
  }, 120_000);
});

describe('log lines', () => {
  it('name a mail by its number, never its recipient, text or link, even when SMTP fails', async () => {
    // A database of its own: any instance on a database takes its queued jobs, and this test wants the link's job
    // taken by the instance with the failing SMTP, then by the one without SMTP.
    const own = await openPglite();
    await prepareDatabase(own, createRegistry(), { seed: false });
    await own.query("INSERT INTO users (email, firstname, lastname, etat) VALUES ('jeanne.martin@exemple.fr', 'Jeanne', 'Martin', 0)");
    // Nothing listens on port 9 of loopback: the send fails.
    const smtp = await startApp(own, { smtpUrl: 'smtp://127.0.0.1:9' });
    expect((await post(`${smtp.base}/api/forgot_password/`, { email: 'jeanne.martin@exemple.fr' })).status).toBe(204);
    await vi.waitFor(() => expect(smtp.lines.some((l) => l.startsWith("Échec de l'envoi du courriel n° "))).toBe(true), { timeout: 20_000 });
    await smtp.close();
    const outbox = await startApp(own);
    expect((await post(`${outbox.base}/api/forgot_password/`, { email: 'jeanne.martin@exemple.fr' })).status).toBe(204);
    await vi.waitFor(() => expect(outbox.lines.some((l) => /^Courriel n° \d+ en boîte d'envoi/.test(l))).toBe(true), { timeout: 5_000 });
    await outbox.close();
    const lines = [...smtp.lines, ...outbox.lines];
    expect(lines.filter((l) => /@|jeanne|martin|token=/i.test(l))).toEqual([]);
    // The refused one waits for its retry, its link sealed; neither keeps the link in clear.
    const stored = await own.query<{ status: string; body: string; sealed: string | null }>(
      "SELECT status, body, sealed FROM mail_outbox WHERE recipient = 'jeanne.martin@exemple.fr' ORDER BY id");
    expect(stored.rows.map((r) => r.status)).toEqual(['retry', 'outbox']);
    expect(stored.rows.every((r) => !r.body.includes('token=') && r.sealed !== null && !r.sealed.includes('token='))).toBe(true);
    await own.close();
  }, 60_000);

  it('say not ready once the database is gone, still healthy', async () => {
    const app = apps[0]!;
    await db.close();
    expect((await probe(app, '/ready'))[0]).toBe(503);
    expect(await probe(app, '/health')).toEqual([200, { status: 'ok' }]);
  });
});
