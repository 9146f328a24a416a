// The `folder.slug` filter of GET /api/modeles (spec 001 "Documents, models, folders"): the slug of a model
// folder turned into its id before the generic list runs.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';

/** The query of GET /api/modeles with `folder.slug=<slug>` turned into `folder=<id>`. An unknown slug becomes the
 * largest serial id, which no folder reaches, so the list is empty rather than a 400 on an invalid id. */
export async function slugToFolder(ctx: AppContext, url: string, cfaId: number): Promise<string> {
  const i = url.indexOf('?');
  const query = new URLSearchParams(i >= 0 ? url.slice(i + 1) : '');
  const slug = query.get('folder.slug');
  if (slug === null) return url;
  const res = await ctx.db.query<{ id: number }>('SELECT id FROM modele_dossiers WHERE cfa_id = $1 AND slug = $2 ORDER BY id LIMIT 1', [cfaId, slug]);
  query.delete('folder.slug');
  query.set('folder', String(res.rows[0]?.id ?? 2147483647));
  return `${url.slice(0, i)}?${query.toString()}`;
}

export function registerModeleFolders(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/api/modeles' || !request.url.includes('folder.slug')) return;
    const user = await ctx.auth(request);
    request.raw.url = await slugToFolder(ctx, request.url, user.cfaId);
  });
}
