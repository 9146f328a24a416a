// Public routes of the API reference: the OpenAPI 3.1 document (/api/docs.json, and /api/docs.jsonopenapi as
// API Platform names it), built on first request from the route table once every route is registered, the
// address filled in per request (http/docCache.ts: a bounded cache; ETag, 304); the reference page (/api/docs for a
// browser) and its files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, type AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { repoRoot } from '../schema/model.ts';
import { buildOpenApi } from './document.ts';
import { docCache } from '../http/docCache.ts';
import type { RouteEntry } from './routeTable.ts';
import { VIEWER_PREFIX, ASSETS_VERSION, viewerAsset, viewerPage } from './viewer.ts';

const OPENAPI_TYPE = 'application/vnd.openapi+json; charset=utf-8';
const version = String(
  (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
);

export function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext, routes: readonly RouteEntry[]): void {
  const cache = docCache(
    (base) => buildOpenApi({ registry: ctx.registry, routes, baseUrl: base, version, hooks: ctx.hooks }),
    { gzip: true },
  );
  app.decorate('openApiCacheSize', cache.size);

  const sendDocument = (request: FastifyRequest, reply: FastifyReply) => {
    const cached = cache.get(baseUrl(request));
    reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept, Accept-Encoding');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    // application/json when asked for it (tools that do not know the OpenAPI media type).
    const accept = String(request.headers.accept ?? '');
    reply
      .code(200)
      .type(
        /application\/vnd\.openapi\+json/.test(accept) || !/application\/json/.test(accept)
          ? OPENAPI_TYPE
          : 'application/json; charset=utf-8',
      );
    // About 1.5 MB of JSON, a tenth of it gzipped.
    if (cached.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('Content-Encoding', 'gzip').send(cached.gzip);
    return reply.send(cached.body);
  };

  app.get('/api/docs.json', sendDocument);
  app.get('/api/docs.jsonopenapi', sendDocument);
  // As API Platform: a browser gets the reference page, other clients the document.
  app.get('/api/docs', (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/html')) return sendDocument(request, reply);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(viewerPage());
  });

  app.get(
    `${VIEWER_PREFIX}:file`,
    { config: { openapi: false } },
    (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const asset = viewerAsset(request.params.file);
      if (!asset) throw notFound();
      const versioned = (request.query as Record<string, string>).v === ASSETS_VERSION;
      reply
        .type(asset.type)
        .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('Vary', 'Accept-Encoding');
      if (asset.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
      }
      return reply.send(asset.body);
    },
  );
}
