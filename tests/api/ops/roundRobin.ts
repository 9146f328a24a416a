// A reverse proxy for the tests that alternates between instances, request by request, as a load balancer without
// sticky sessions does; it adds X-Forwarded-For/-Proto/-Host like nginx's usual configuration (docs/deploy.md).
// Written here (node:http, a few lines) rather than nginx: the API tests start no system service of their own.
import { createServer, request as forward, type Server } from 'node:http';

export interface RoundRobin {
  base: string;
  /** How many requests each upstream got. */
  counts: number[];
  close(): Promise<void>;
}

/** The proxy on `port` of 127.0.0.1 (0: one the OS picks). */
export async function roundRobin(upstreams: string[], port = 0): Promise<RoundRobin> {
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = forward(
      target,
      {
        method: req.method,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        // x-upstream: which instance answered (0, 1…), for the journeys that check a request crossed over.
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done));
  const bound = (server.address() as { port: number }).port;
  return { base: `http://127.0.0.1:${bound}`, counts, close: () => new Promise((done) => server.close(() => done())) };
}
