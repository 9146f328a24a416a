// The mailer sends a mail's attachments through SMTP: a small SMTP listener on loopback receives the message,
// which carries the file by its name, its type and its content (not a pointer to the back-office).
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { createMailer } from './mailer.ts';

/** Answers just enough SMTP for nodemailer (no TLS, no authentication); `received` holds each DATA part. */
function smtpSink(): { server: Server; received: string[]; port: () => number } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 OK\r\n');
          } else data += `${line}\r\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  return { server, received, port: () => (server.address() as { port: number }).port };
}

const sink = smtpSink();
afterAll(() => new Promise<void>((done) => sink.server.close(() => done())));

describe('mailer', () => {
  it('sends the attachments through SMTP with their names and contents, and lists them in the outbox', async () => {
    await new Promise((done) => (sink.server.listening ? done(null) : sink.server.once('listening', done)));
    const queries: unknown[][] = [];
    const db = { query: async (_sql: string, params: unknown[]) => {
      queries.push(params);
      return { rows: [{ id: 1 }] };
    } } as unknown as Db;
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${sink.port()}`, from: 'no-reply@test.fr' }, () => {});
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await mailer({ to: 'support@test.fr', subject: '[Ticket n° 1] Export', text: 'Pièce jointe : capture.png',
      attachments: [{ filename: 'capture.png', contentType: 'image/png', content }] });
    expect(sink.received).toHaveLength(1);
    const message = sink.received[0]!;
    expect(message).toMatch(/Content-Type: image\/png; name=capture\.png/);
    expect(message).toMatch(/Content-Disposition: attachment; filename=capture\.png/);
    expect(message).toContain(content.toString('base64'));
    expect(JSON.parse(String(queries[0]![4]))).toEqual([{ filename: 'capture.png', contentType: 'image/png', size: 8 }]);
  }, 20_000);
});
