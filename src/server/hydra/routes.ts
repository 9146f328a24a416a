// Public Hydra routes: the entrypoint, the API documentation (cached per base URL, ETag / 304) and the
// JSON-LD contexts.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { baseUrl, JSONLD, sendJsonLd, type AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { buildDocs } from './docs.ts';
import { buildContext, buildEntrypoint } from './contexts.ts';
import * as msg from '../http/messages.ts';

export function registerHydraRoutes(app: FastifyInstance, ctx: AppContext): void {
  const docsCache = new Map<string, { body: string; etag: string }>();
  const entrypoint = buildEntrypoint(ctx.registry);

  app.get('/api', async (_request, reply) => sendJsonLd(reply, 200, entrypoint));
  app.get('/api/', async (_request, reply) => sendJsonLd(reply, 200, entrypoint));

  app.get('/api/docs.jsonld', async (request, reply) => {
    const base = baseUrl(request);
    let cached = docsCache.get(base);
    if (!cached) {
      const body = JSON.stringify(buildDocs(ctx.registry, base));
      cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      docsCache.set(base, cached);
    }
    reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.code(200).type(JSONLD).send(cached.body);
  });

  app.get('/api/contexts/:name', async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    const ctxDoc = buildContext(ctx.registry, baseUrl(request), request.params.name.replace(/\.jsonld$/, ''));
    if (!ctxDoc) throw notFound(msg.http.noContext);
    return sendJsonLd(reply, 200, ctxDoc);
  });
}
