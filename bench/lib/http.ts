// A lean HTTP client for the latency figures: node:http on one kept-alive connection, the body read whole.
// It measures the server, as autocannon (P2) does, rather than the client: Node's fetch (undici) adds about
// 0.3 ms of its own to each request on the 2-core machine (0.60 against 0.43 ms for `GET /api/users/me`, 2.39
// against 2.07 ms for the centre's initial statistics), which weighs on a call whose SQL takes 1.7 ms.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET `path` with the bearer token; resolves with the status and the body's size once it is read whole. */
export function get(base: string, path: string, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
