// GET /api/<resource>/export.csv for every resource: the collection (same filters, order and scope as
// GET /api/<resource>, no pagination) as a streamed CSV for French Excel, downloaded as a file; and
// GET /api/<resource>/export.xlsx, the same rows as an Excel workbook, where the view's resource file asks for it
// (`export.xlsx`). `?view=<route>` names the admin view whose resource file gives the columns (viewSettings.ts).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { ResourceModel } from '../schema/model.ts';
import { collectionSql } from '../crud/read.ts';
import { collectionRequest } from '../crud/hooks.ts';
import { notFound } from '../http/errors.ts';
import * as msg from '../http/messages.ts';
import { exportColumns } from './columns.ts';
import { csvChunks, type ExportSource } from './stream.ts';
import { exportSettings, type ExportSettings } from './viewSettings.ts';
import { xlsxStream } from './xlsx.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** Everything checked before the first byte (filters, order, view: a bad value is a French 400), then the source. */
async function exportSource(
  ctx: AppContext,
  r: ResourceModel,
  request: FastifyRequest,
): Promise<{ source: ExportSource; settings: ExportSettings }> {
  const user = await ctx.auth(request);
  // The same query and narrowing as the list (x-alias, the resource's rewriteQuery and narrowRead hooks).
  const { query, narrow } = await collectionRequest({ ctx, r, user }, request.url);
  const sql = collectionSql(r, user, query, narrow);
  const settings = await exportSettings(r, query.get('view'), ctx.config);
  return {
    source: { db: ctx.db, registry: ctx.registry, resource: r, user, sql, columns: exportColumns(r, settings) },
    settings,
  };
}

function attachment(reply: FastifyReply, type: string, name: string): FastifyReply {
  return reply
    .code(200)
    .type(type)
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store');
}

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const r of ctx.registry.resources) {
    // Static paths: find-my-way prefers them to /api/<r>/:id, so "export.csv" is never read as an id.
    app.get(`/api/${r.name}/export.csv`, async (request, reply) => {
      const { source } = await exportSource(ctx, r, request);
      const day = new Date().toISOString().slice(0, 10);
      // The first batch is read before the answer starts too: a value only the database refuses (a NUL byte, an
      // impossible date) is then the same French 400 as on the collection, not a 200 cut short (finding 3).
      const chunks = await startChunks(csvChunks(source), 2);
      const stream = Readable.from(chunks, { objectMode: false });
      stream.on('error', (err) => request.log.error(err, 'export CSV interrompu'));
      return attachment(reply, 'text/csv; charset=utf-8', `${r.name}-${day}.csv`).send(stream);
    });
    app.get(`/api/${r.name}/export.xlsx`, async (request, reply) => {
      const { source, settings } = await exportSource(ctx, r, request);
      if (!settings.xlsx) throw notFound(msg.exportFile.noXlsx(r.label.many.toLowerCase()));
      const day = new Date().toISOString().slice(0, 10);
      const stream = await xlsxStream(source, (err) => request.log.error(err, 'export Excel interrompu'));
      return attachment(reply, XLSX_TYPE, `${r.name}-${day}.xlsx`).send(stream);
    });
  }
}
