// Files for the admin: the built app from dist/, precompressed, hashed assets cached for good (SPA fallback for
// deep links is in the not-found handler), and the resource files and client profiles from the configuration
// source (support edits them in the admin; a publish is served at the next request).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { repoRoot } from '../schema/model.ts';
import * as msg from './messages.ts';
import { KINDS, type Kind } from '../domain/configuration/check.ts';
import { centreOf } from '../domain/configuration/guards.ts';
import { canAccessConfiguration, type ConfigurationUser } from '../../shared/access.ts';
import type { AuthUser } from '../auth/access.ts';
import type { AppContext } from './context.ts';

/** The built admin; DIST_DIR serves another build (the benchmark measures its own, in .tmp/bench/dist). */
const distDirNow = () => (process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(repoRoot, 'dist'));

export const NO_BUILD_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Admin non construite</title></head>
<body><h1>L'interface d'administration n'est pas construite</h1>
<p>Le dossier <code>dist/</code> est absent. Lancez <code>npm run build</code> (ou <code>npm start</code>, qui le fait)
puis rechargez cette page.</p>
<p>L'API fonctionne : <a href="/api">/api</a>.</p></body></html>`;

/**
 * The resource files and client profiles for the admin, from the configuration source (the database's current
 * valid versions, or the disk with CONFIG_SOURCE=files: domain/configuration/source.ts). `?contents=1` answers
 * every file at once ({ files: { name: text }, notices, checked }), so the admin starts with one request, not one
 * per file; texts stay raw so a broken file is still reported by name; `notices` says, in French, which stored
 * version was broken and which one is served instead; `checked` names the files whose text passes the checks.
 * Without it: the list of names.
 *
 * Each centre's profile is its own: a client profile is served to a signed-in user of the centre it names
 * (`cfa.id`) and to the platform's support; a visitor (the login page needs none) gets none. The resource files
 * are the product's own views, the same for every centre (like the app's code), and are served to anyone.
 */
export function registerConfigFolders(app: FastifyInstance, ctx: AppContext): void {
  const source = ctx.config;
  // The files are checked once per change: done before the first page, not during it.
  app.addHook('onReady', async () => {
    await source.snapshot('resources').catch(() => undefined);
  });
  for (const folder of KINDS) {
    app.get(`/${folder}/`, async (request: FastifyRequest<{ Querystring: { contents?: string } }>, reply) => {
      const { files, notices } = await source.snapshot(folder);
      reply.header('Cache-Control', 'no-cache');
      const shown = await readerOf(ctx, request, folder);
      const names = [...files.keys()].filter((name) => shown(files.get(name)!.text)).sort();
      if (request.query.contents !== '1') return reply.send(names);
      return reply.send({
        files: Object.fromEntries(names.map((name) => [name, files.get(name)!.text])),
        notices: notices.filter((n) => names.some((name) => n.file === `${folder}/${name}`)),
        // The files whose text passes the server's checks (a superset of the admin's): the admin need not load
        // its own validators for them.
        checked: names.filter((name) => files.get(name)!.checked),
      });
    });
    app.get(`/${folder}/:file`, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const { file } = request.params;
      const served = (await source.snapshot(folder)).files.get(file);
      // Another centre's profile is answered as a missing file: its existence is not told either.
      if (!served || !(await readerOf(ctx, request, folder))(served.text)) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ message: msg.http.fileNotFound(`${folder}/${file}`) });
      }
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(served.text);
    });
  }
}

/** The signed-in user of a request that carries a session, else undefined (an expired session reads as a visitor:
 * the login page must still load). */
async function sessionUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    return await ctx.auth(request);
  } catch {
    return undefined;
  }
}

/** Which texts of `folder` the request may read: every resource file; the client profiles of the user's centre
 * (all of them for the platform's support, none for a visitor). */
async function readerOf(ctx: AppContext, request: FastifyRequest, folder: Kind): Promise<(text: string) => boolean> {
  if (folder !== 'clients') return () => true;
  const user: ConfigurationUser = (await sessionUser(ctx, request)) ?? { roles: [] };
  return (text) => canAccessConfiguration(user, { action: 'read', file: { kind: folder, cfa: centreOf(text) } });
}

export async function registerStatic(app: FastifyInstance): Promise<{ hasDist: boolean }> {
  const distDir = distDirNow();
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies (scripts/precompress.ts): sent as they are with Content-Encoding to
      // browsers that accept them, the file itself otherwise.
      preCompressed: true,
      // Files under assets/ carry a hash of their content in their name: cached for good. The page itself
      // (index.html, also the answer to deep links) is revalidated on every visit, so a new build is seen.
      setHeaders: (res, path) => {
        res.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(NO_BUILD_PAGE));
  }
  return { hasDist };
}
