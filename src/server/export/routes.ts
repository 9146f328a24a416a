// GET /api/<resource>/export.csv for every resource: the collection (same filters, order and scope as
// GET /api/<resource>, no pagination) as a streamed CSV for French Excel, downloaded as a file.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { collectionSql } from '../crud/read.ts';
import { collectionRequest } from '../crud/hooks.ts';
import { csvChunks } from './stream.ts';

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const r of ctx.registry.resources) {
    // A static path: find-my-way prefers it to /api/<r>/:id, so "export.csv" is never read as an id.
    app.get(`/api/${r.name}/export.csv`, async (request, reply) => {
      const user = await ctx.auth(request);
      // Filters are checked before the first byte is sent, so a bad value is still a French 400.
      // The same query and narrowing as the list (x-alias, the resource's rewriteQuery and narrowRead hooks).
      const { query, narrow } = await collectionRequest({ ctx, r, user }, request.url);
      const sql = collectionSql(r, user, query, narrow);
      const day = new Date().toISOString().slice(0, 10);
      const stream = Readable.from(csvChunks({ db: ctx.db, registry: ctx.registry, resource: r, user, sql }), { objectMode: false });
      stream.on('error', (err) => request.log.error(err, 'export CSV interrompu'));
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${r.name}-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    });
  }
}
