// The server's route table as the OpenAPI document reads it: an onRoute hook, added by app.ts before any
// route, records every route (method, URL, the source folder that registered it, and what its options say
// about it). Routes added later by any module, domain or plugin appear in the document without an edit.
// A route describes itself through its options, Fastify's `schema` (summary, description, tags, hide, body,
// querystring, response) or `config` (summary, description, tags, public, openapi: false); see README.
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  /** Fastify's URL (`/api/etudiants/:id`). */
  url: string;
  /** Where it was registered: `domain/<name>`, or the server folder (`auth`, `hydra`, `crud`, `export`...). */
  source: string;
  summary?: string;
  description?: string;
  tags?: string[];
  /** Needs no token (login, password reset, documentation). */
  public?: boolean;
  /** Left out of the document (`config: { openapi: false }` or `schema: { hide: true }`). */
  hidden: boolean;
  /** `config: { openapi: { … } }`: Operation Object fields merged over the generated operation. */
  openapi?: Record<string, unknown>;
  schema?: Record<string, unknown>;
  /** Takes multipart/form-data bodies (`config.multipart`, what the files module lets through). */
  multipart?: boolean;
  /** Reads a resource's filters, order and pagination as its generic list does (withQuery `filtersOf`). */
  queryFilters?: string;
  /** A write that takes no body (withoutBody). */
  noBody?: boolean;
  /** Its multipart form (withForm): the schema of its parts, and whether it takes only that. */
  form?: { schema: Json; only: boolean; json?: Json };
}

type Json = Record<string, unknown>;

/** What a route may say about itself in its options (read here, nowhere else). */
declare module 'fastify' {
  interface FastifyContextConfig {
    summary?: string;
    description?: string;
    tags?: string[];
    /** Answered without a token. */
    public?: boolean;
    /** false: left out of the document; an object: Operation Object fields merged over the generated one. */
    openapi?: false | Record<string, unknown>;
    /** The resource whose filters, order and pagination the route reads (withQuery `filtersOf`). */
    queryFilters?: string;
  }
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: string[];
    hide?: boolean;
  }
}
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const strs = (v: unknown) =>
  Array.isArray(v) && v.every((t) => typeof t === 'string') && v.length > 0 ? (v as string[]) : undefined;

/** The folder of src/server whose code called app.get/post/... (the first such frame of the stack). */
function sourceOf(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const m = /src[\\/]server[\\/](domain[\\/][\w-]+|[\w-]+)[\\/]/.exec(line);
    if (m && m[1] !== 'openapi') return m[1]!.replace(/\\/g, '/');
    if (m && /openapi[\\/]routes\.ts/.test(line)) return 'openapi';
  }
  return 'app';
}

/** Installs the collecting hook; the returned array fills as routes are added. */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
    // HEAD copies of GET routes and CORS preflights say nothing of their own.
    const kept = methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (kept.length === 0) return;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 40;
    const stack = new Error().stack;
    Error.stackTraceLimit = limit;
    const schema = (route.schema ?? {}) as Json;
    const config = (route.config ?? {}) as Json;
    for (const method of kept) {
      routes.push({
        method,
        url: route.url,
        source: sourceOf(stack),
        summary: str(schema.summary) ?? str(config.summary),
        description: str(schema.description) ?? str(config.description),
        tags: strs(schema.tags) ?? strs(config.tags),
        public: config.public === true ? true : undefined,
        hidden: schema.hide === true || config.openapi === false,
        openapi: config.openapi && typeof config.openapi === 'object' ? (config.openapi as Json) : undefined,
        schema: route.schema ? schema : undefined,
        multipart: config.multipart === true ? true : undefined,
        queryFilters: str(config.queryFilters),
        noBody: config.noBody === true ? true : undefined,
        form: config.form && typeof config.form === 'object' ? (config.form as RouteEntry['form']) : undefined,
      });
    }
  });
  return routes;
}

/** OpenAPI path template of a Fastify URL (`:id` → `{id}`, regex constraints dropped); undefined for
 * wildcards, which no path template can say. */
export function openApiPath(url: string): string | undefined {
  if (url.includes('*')) return undefined;
  return url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

/** The names of a path template's parameters, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
