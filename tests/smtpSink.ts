// A local SMTP server for the tests (no TLS, no authentication): answers just enough SMTP for nodemailer and keeps
// each message received (its DATA part). `refuse` answers a temporary 451 to the first N recipients, as a busy
// server does, so that a sender's retry can be seen.
import { createServer, type Server } from 'node:net';

export function smtpSink(opts: { refuse?: number } = {}): { server: Server; received: string[]; refused: () => number; port: () => number } {
  const received: string[] = [];
  let refused = 0;
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
        else if (/^RCPT/i.test(line) && refused < (opts.refuse ?? 0)) {
          refused += 1;
          socket.write('451 4.3.0 Try again later\r\n');
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  return { server, received, refused: () => refused, port: () => (server.address() as { port: number }).port };
}
