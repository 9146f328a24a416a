// A mail the SMTP server refuses is not lost (issue 27): it waits in the outbox and the job queue tries it again
// with a growing delay, from whichever instance takes the job; claimed before each try, it is sent once, even with
// two instances working the same queue. Its link stays sealed in the outbox until it is sent.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Db } from '../../../src/server/db/index.ts';
import { createRegistry } from '../../../src/server/schema/model.ts';
import { prepareDatabase } from '../../../src/server/setup.ts';
import { smtpSink } from '../../smtpSink.ts';
import { post, startApp, type ExtraApp } from './apps.ts';

let db: Db;
const apps: ExtraApp[] = [];
// A busy SMTP server: the first two recipients get a temporary refusal (451), then it accepts.
const sink = smtpSink({ refuse: 2 });
beforeAll(async () => {
  process.env.MAIL_RETRY_DELAY_SECONDS = '1';
  process.env.QUEUE_POLL_SECONDS = '0.5';
  db = await openPglite();
  await prepareDatabase(db, createRegistry(), { seed: false });
  await db.query("INSERT INTO users (email, firstname, lastname, etat) VALUES ('ines.roux@exemple.fr', 'Inès', 'Roux', 0)");
  await new Promise((done) => (sink.server.listening ? done(null) : sink.server.once('listening', done)));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close().catch(() => {});
  delete process.env.MAIL_RETRY_DELAY_SECONDS;
  delete process.env.QUEUE_POLL_SECONDS;
  await new Promise<void>((done) => sink.server.close(() => done()));
});

describe('a refused mail', () => {
  it('is retried with back-off by either instance and sent exactly once, its link sealed until then', async () => {
    for (let i = 0; i < 2; i += 1) apps.push(await startApp(db, { smtpUrl: `smtp://127.0.0.1:${sink.port()}` }));
    expect((await post(`${apps[0]!.base}/api/forgot_password/`, { email: 'ines.roux@exemple.fr' })).status).toBe(204);
    const row = async () => (await db.query<{ status: string; attempts: number; sealed: string | null; body: string; last_error: string | null }>(
      "SELECT status, attempts, sealed, body, last_error FROM mail_outbox WHERE recipient = 'ines.roux@exemple.fr'")).rows;
    // Refused at once: waiting, its reason kept, its link sealed and masked.
    await vi.waitFor(async () => expect((await row())[0]?.status).toBe('retry'), { timeout: 10_000, interval: 100 });
    const waiting = (await row())[0]!;
    expect(waiting.last_error).toMatch(/451/);
    expect(waiting.sealed).not.toBeNull();
    expect(waiting.body).toContain('[lien masqué]');
    expect(waiting.body).not.toContain('token=');
    // Refused once more on the first retry, accepted on the next: sent, once.
    await vi.waitFor(async () => expect((await row())[0]?.status).toBe('sent'), { timeout: 30_000, interval: 200 });
    const sent = await row();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'sent', attempts: 3, sealed: null });
    expect(sink.refused()).toBe(2);
    expect(sink.received).toHaveLength(1);
    // What was sent is the real text, its link whole.
    expect(sink.received[0]).toMatch(/reset-password\/reset\?token=/);
    // Nothing more arrives later (the job is done, the mail claimed as sent).
    await new Promise((done) => setTimeout(done, 2_500));
    expect(sink.received).toHaveLength(1);
  }, 60_000);
});
