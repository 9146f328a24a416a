// The mailer sends a mail's attachments through SMTP: a small SMTP listener on loopback receives the message,
// which carries the file by its name, its type and its content (not a pointer to the back-office).
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { createMailer } from './mailer.ts';
import { smtpSink } from '../../../tests/smtpSink.ts';

const sink = smtpSink();
afterAll(() => new Promise<void>((done) => sink.server.close(() => done())));

describe('mailer', () => {
  it('sends the attachments through SMTP with their names and contents, and lists them in the outbox', async () => {
    await new Promise((done) => (sink.server.listening ? done(null) : sink.server.once('listening', done)));
    const queries: unknown[][] = [];
    const db = {
      query: async (_sql: string, params: unknown[]) => {
        queries.push(params);
        return { rows: [{ id: 1 }] };
      },
    } as unknown as Db;
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${sink.port()}`, from: 'no-reply@test.fr' }, () => {});
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await mailer({
      to: 'support@test.fr',
      subject: '[Ticket n° 1] Export',
      text: 'Pièce jointe : capture.png',
      attachments: [{ filename: 'capture.png', contentType: 'image/png', content }],
    });
    expect(sink.received).toHaveLength(1);
    const message = sink.received[0]!;
    expect(message).toMatch(/Content-Type: image\/png; name=capture\.png/);
    expect(message).toMatch(/Content-Disposition: attachment; filename=capture\.png/);
    expect(message).toContain(content.toString('base64'));
    expect(JSON.parse(String(queries[0]![4]))).toEqual([
      { filename: 'capture.png', contentType: 'image/png', size: 8 },
    ]);
  }, 20_000);
});
