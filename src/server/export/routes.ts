// GET /api/<resource>/export.csv for every resource: the collection (same filters, order and scope as
// GET /api/<resource>, no pagination) as a streamed CSV for French Excel, downloaded as a file.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { collectionSql } from '../crud/read.ts';
import { collectionRequest } from '../crud/hooks.ts';
import { csvChunks } from './stream.ts';

/** Reads the first `n` chunks of `source` now (their errors thrown here), and yields them then the rest. */
async function startChunks(source: AsyncGenerator<string>, n: number): Promise<AsyncGenerator<string>> {
  const first: string[] = [];
  let done = false;
  while (first.length < n && !done) {
    const next = await source.next();
    if (next.done) done = true;
    else first.push(next.value);
  }
  return (async function* () {
    yield* first;
    if (!done) yield* source;
  })();
}

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
      // The first batch is read before the answer starts too: a value only the database refuses (a NUL byte, an
      // impossible date) is then the same French 400 as on the collection, not a 200 cut short (issue 19, finding 3).
      const chunks = await startChunks(csvChunks({ db: ctx.db, registry: ctx.registry, resource: r, user, sql }), 2);
      const stream = Readable.from(chunks, { objectMode: false });
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
