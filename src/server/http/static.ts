// Files for the admin: the built app from dist/, precompressed, hashed assets cached for good (SPA fallback for
// deep links is in the not-found handler), and the resource files and client profiles read from disk on each
// request (support edits them live).
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { repoRoot } from '../schema/model.ts';
import * as msg from './messages.ts';

/** The built admin; DIST_DIR serves another build (the benchmark measures its own, in .tmp/bench/dist). */
export const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(repoRoot, 'dist');

export const NO_BUILD_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Admin non construite</title></head>
<body><h1>L'interface d'administration n'est pas construite</h1>
<p>Le dossier <code>dist/</code> est absent. Lancez <code>npm run build</code> (ou <code>npm start</code>, qui le fait) puis rechargez cette page.</p>
<p>L'API fonctionne : <a href="/api">/api</a>.</p></body></html>`;

/** Folders read from disk; RESOURCES_DIR / CLIENTS_DIR point elsewhere (the e2e server edits a copy). */
export const folderDirs = {
  resources: process.env.RESOURCES_DIR ? resolve(process.env.RESOURCES_DIR) : join(repoRoot, 'resources'),
  clients: process.env.CLIENTS_DIR ? resolve(process.env.CLIENTS_DIR) : join(repoRoot, 'clients'),
};

function jsonFolder(app: FastifyInstance, folder: 'resources' | 'clients'): void {
  const dir = folderDirs[folder];
  const list = async () => (existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.json')).sort() : []);
  // `?contents=1` answers every file at once ({ file: text }), so the admin starts with one request, not one per
  // file; texts stay raw so a broken file is still reported by name. Without it: the list of names.
  app.get(`/${folder}/`, async (request: FastifyRequest<{ Querystring: { contents?: string } }>, reply) => {
    const names = await list();
    reply.header('Cache-Control', 'no-cache');
    if (request.query.contents !== '1') return reply.send(names);
    const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    return reply.send({ files: Object.fromEntries(names.map((name, i) => [name, texts[i]])) });
  });
  app.get(`/${folder}/:file`, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    if (!/^[\w.-]+\.json$/.test(file) || !(await list()).includes(file)) {
      return reply.code(404).type('application/json; charset=utf-8').send({ message: msg.http.fileNotFound(`${folder}/${file}`) });
    }
    const text = await readFile(join(dir, file), 'utf8');
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });
}

export async function registerStatic(app: FastifyInstance): Promise<{ hasDist: boolean }> {
  jsonFolder(app, 'resources');
  jsonFolder(app, 'clients');
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
