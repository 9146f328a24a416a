// Probes for a load balancer or an orchestrator, outside /api (no session, no Link header):
//   GET /health  200 while the process answers; the database is not asked (a restart would not help it).
//   GET /ready   200 when the database answers and holds this release's migrations; 503 otherwise, in French.
// While the server closes (SIGTERM), Fastify answers 503 to new requests, /ready included: the proxy moves on.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { migrationHash } from '../db/migrate.ts';
import type { Registry } from '../schema/model.ts';
import { ops as m } from './messages.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Db, registry: Registry): void {
  const hash = migrationHash(registry.resources);
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/health', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      const done = await db.query('SELECT 1 FROM schema_migrations WHERE hash = $1', [hash]);
      if (done.rows.length > 0) return reply.headers(noStore).send({ status: 'ok' });
    } catch (err) {
      request.log.warn({ code: (err as { code?: string }).code }, 'ready: base injoignable');
    }
    return reply.code(503).headers(noStore).send({ status: 'indisponible', message: m.notReady });
  });
}
