// Public Hydra routes: the entrypoint, the API documentation (built once, the address filled in per request:
// http/docCache.ts, a bounded cache; ETag / 304) and the JSON-LD contexts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { baseUrl, JSONLD, sendJsonLd, type AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { buildDocs } from './docs.ts';
import { docCache } from '../http/docCache.ts';
import { buildContext, buildEntrypoint } from './contexts.ts';
import * as msg from '../http/messages.ts';

export function registerHydraRoutes(app: FastifyInstance, ctx: AppContext): void {
  const docsCache = docCache((base) => buildDocs(ctx.registry, base));
  app.decorate('hydraDocsCacheSize', docsCache.size);
  const entrypoint = buildEntrypoint(ctx.registry);

  app.get('/api', async (_request, reply) => sendJsonLd(reply, 200, entrypoint));
  app.get('/api/', async (_request, reply) => sendJsonLd(reply, 200, entrypoint));

  app.get('/api/docs.jsonld', async (request, reply) => {
    const cached = docsCache.get(baseUrl(request));
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
