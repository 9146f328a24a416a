// buildApp: the Fastify instance (Hydra API under /api, auth, the admin's files), used by main.ts and the
// API tests. The database must already be migrated (see setup.ts).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Db } from './db/index.ts';
import { createRegistry, type Registry } from './schema/model.ts';
import { compileValidators } from './schema/validate.ts';
import { createMailer, workMailRetries, type Mail } from './mail/mailer.ts';
import { startQueue } from './jobs/queue.ts';
import { startSchedules } from './jobs/schedules.ts';
import { workPasswordLinks } from './auth/resetLinks.ts';
import { baseUrl, createContext, type AppContext } from './http/context.ts';
import { HttpError } from './http/errors.ts';
import { auth as authMessages, http as httpMessages } from './http/messages.ts';
import { clientErrorHandler, registerErrorHandling } from './http/errorHandling.ts';
import { registerConfigFolders, registerStatic } from './http/static.ts';
import { registerHealthRoutes } from './http/health.ts';
import { useFileStore } from './files/storage.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { logSerializers } from './http/logging.ts';
import { parseTrustProxy, type TrustProxy } from './config.ts';
import { createConfigSource } from './configsource/source.ts';
import { registerHydraRoutes } from './hydra/routes.ts';
import { collectRoutes } from './openapi/routeTable.ts';
import { registerOpenApiRoutes } from './openapi/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCrudRoutes } from './crud/routes.ts';
import { registerDomainModules } from './http/domainModules.ts';
import { registerExportRoutes } from './export/routes.ts';
import { registerFileRoutes } from './files/routes.ts';
import { combineHooks, discoverDomainHooks } from './crud/hooks.ts';
import { uploadHooks } from './files/hooks.ts';

export interface AppOptions {
  db: Db;
  jwtSecret: string | Uint8Array;
  /** Token lifetime in seconds (default 8 h). */
  jwtTtl?: number;
  appUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  registry?: Registry;
  logger?: boolean | { level: string };
  /** Operational log lines (never personal data). */
  log?: (msg: string) => void;
  /** Each mail as written (tests read the links there); never logged. */
  onMail?: (mail: Mail) => void;
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For, -Proto and -Host are believed (default: none). */
  trustProxy?: TrustProxy;
  /** Mails' links from the address the request came to (no APP_URL, a trusted proxy); default: appUrl. */
  appUrlFromRequest?: boolean;
  /** Other origins whose pages may call the API from a browser (default: CORS_ORIGINS, comma-separated). */
  corsOrigins?: string[];
  /** Registers the generic CRUD before the domain modules (tests: order does not matter; default false). */
  crudFirst?: boolean;
  /** Runs the scheduled work (jobs/schedules.ts) in this instance: main.ts; the API tests' apps do not. */
  schedules?: boolean;
}

/** The origin (scheme, host, port) of a URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context: what its schedules run with (the API tests run a schedule's work through it). */
    appContext: AppContext;
  }
}

const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const registry = opts.registry ?? createRegistry();
  // Client address, scheme and host from the forwarded headers only when the proxy is trusted (request.ip,
  // request.protocol, request.host): the limits' keys, the Link header, OpenAPI `servers`, mails' links.
  const logger =
    typeof opts.logger === 'object' ? { ...opts.logger, serializers: logSerializers } : (opts.logger ?? false);
  const tp = opts.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  // A hop count as Fastify reads it (its types say only addresses or a function): trust the nearest `tp` hops.
  const trustProxy = typeof tp === 'number' ? (_address: string, hop: number) => hop < tp : tp;
  // The declared request bodies (withBody) take a value or null, an IRI or an id: union types, as JSON Schema allows;
  // every failed check is reported (a 422 names each wrong field at once, as the handlers' own checks do); a text is
  // never wrapped into a list (Fastify's default coerceTypes 'array' would take "tout" for ["tout"]).
  const ajv = { customOptions: { allowUnionTypes: true, allErrors: true, coerceTypes: true } };
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, clientErrorHandler, trustProxy, ajv });
  const secret = typeof opts.jwtSecret === 'string' ? new TextEncoder().encode(opts.jwtSecret) : opts.jwtSecret;
  const log = opts.log ?? ((m: string) => app.log.info(m));
  // Before any route: the route table the OpenAPI document (/api/docs.json) is built from.
  const routeTable = collectRoutes(app);
  // Files in a bucket (FILES_S3_*), in the database on a PostgreSQL server, else in DATA_DIR/uploads (storage.ts).
  await useFileStore(opts.db);
  // Jobs and schedules in the database (jobs/queue.ts); the cron schedules fire only where asked (main.ts).
  const queue = await startQueue(opts.db, { schedules: opts.schedules ?? false, log });
  app.addHook('onClose', () => queue.stop());
  const mailConfig = { smtpUrl: opts.smtpUrl, from: opts.mailFrom ?? 'no-reply@localhost', sealSecret: secret };
  const mailer = createMailer(opts.db, mailConfig, log, opts.onMail, queue);
  const ctx = createContext({
    queue,
    db: opts.db,
    registry,
    validators: compileValidators(registry.resources),
    jwt: { secret, ttlSeconds: opts.jwtTtl ?? 8 * 3600 },
    mailer,
    appUrl: opts.appUrl ?? 'http://127.0.0.1:8080',
    appUrlFromRequest: opts.appUrlFromRequest ?? false,
    // Per-resource hooks of the generic CRUD: x-upload resources' (files/hooks.ts) and each domain's hooks.ts.
    hooks: combineHooks(registry, [['files/hooks.ts', uploadHooks(registry)], ...(await discoverDomainHooks())]),
    config: createConfigSource(opts.db, registry),
  });
  app.decorate('appContext', ctx);
  await workPasswordLinks(queue, ctx);
  await workMailRetries(queue, opts.db, mailConfig, log);
  if (opts.schedules) await startSchedules(ctx, log);

  // One JSON parser for the three JSON media types, with a French 400 for malformed JSON.
  // Only JSON bodies are accepted: anything else (text/plain included) is a French 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      // The parser's own (English) wording is not shown; its position is.
      const at = /position (\d+)/.exec((err as Error).message)?.[1];
      done(new HttpError(400, httpMessages.invalidJsonAt(at)), undefined);
    }
  });

  // CORS (finding 9): only the admin's own origin (APP_URL, or the address the request came to) and
  // the configured ones (CORS_ORIGINS) are allowed; any other origin, `null` included, gets no CORS header.
  const allowed = new Set(
    [opts.appUrl ?? 'http://127.0.0.1:8080', ...(opts.corsOrigins ?? (process.env.CORS_ORIGINS ?? '').split(','))]
      .map((o) => originOf(o.trim()))
      .filter((o): o is string => o !== undefined),
  );
  const corsOptions = {
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match', 'Preload', 'Fields'],
    exposedHeaders: ['Link', 'Location', 'ETag'],
  };
  await app.register(cors, () => (request: FastifyRequest, callback: (err: Error | null, options: object) => void) => {
    const origin = request.headers.origin;
    const ok = typeof origin === 'string' && (allowed.has(origin) || origin === originOf(baseUrl(request)));
    callback(null, { ...corsOptions, origin: ok ? origin : false });
  });
  // CSP: scripts only from this origin (the built admin has no inline script); connect-src stays open to any
  // http(s) origin because the admin may be pointed at another Hydra API; no framing by other sites.
  // helmet's middleware is built once here (@fastify/helmet built it again at every request, parsing the
  // directives each time) and sets the same headers on every answer, before routing.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // No 'unsafe-eval': the admin's JSON Schema validators (resource files, client profiles) are compiled
        // at build time (ajv standalone code, scripts/ajv-standalone.ts), so nothing is compiled in the browser.
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'https:', 'http:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // The admin previews a PDF in a frame from an object URL of an authenticated fetch (widgets/files).
        frameSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );

  // Every /api answer, errors included, points at the documentation (how Hydra clients find it). No API answer
  // (personal data, tokens) is stored by a browser or a proxy (finding 10), unless its route says
  // otherwise (the documentation: no-cache with an ETag; downloads: private, no-store).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header(
        'Link',
        `<${baseUrl(request)}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
      );
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  // Brute-force brake on login, reset and public survey requests only (routes opt in with config.rateLimit),
  // counted in the database so that every instance shares the counts (http/rateLimitStore.ts).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(opts.db),
    hook: 'preHandler', // after body parsing: the key includes the e-mail
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, authMessages.tooManyAttempts(Math.ceil(context.ttl / 1000))),
  });

  registerHealthRoutes(app, opts.db, registry);
  const { hasDist } = await registerStatic(app);
  registerConfigFolders(app, ctx);
  registerErrorHandling(app, { hasDist });
  registerHydraRoutes(app, ctx);
  registerOpenApiRoutes(app, ctx, routeTable);
  registerAuthRoutes(app, ctx);
  // The order of the CRUD and the domains does not matter: per-resource behaviour is declared in hooks (collected into
  // the context before any route, never patched onto routes), and the router prefers a static path
  // (/api/etudiants/export.csv, /api/etudiant_add_absence) to /api/<r>/:id whatever was registered first.
  if (opts.crudFirst) registerCrudRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  await registerDomainModules(app, ctx);
  // After the domains: attendance registers its own multipart parser in an encapsulated plugin.
  await registerFileRoutes(app, ctx);
  if (!opts.crudFirst) registerCrudRoutes(app, ctx);
  return app;
}
