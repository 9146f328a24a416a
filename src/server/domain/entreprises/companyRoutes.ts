// Companies beyond CRUD (spec 001 section 7): light lists for selects (all companies, the ones usable as
// providers, the accounting firms), and a company's follow-ups, contacts and taxes as sub-collections.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model, parentRow, subCollection } from '../common.ts';
import { collection, type IdRequest } from '../../http/request.ts';

/** Active companies in the user's scope, light: @id, id, name, siret, city (optionally only comptables). */
async function lightList(ctx: AppContext, request: IdRequest, path: string, extra = '') {
  const user = await ctx.auth(request);
  const r = model(ctx, 'entreprises');
  const scope = scopeCondition(user, r, 1);
  const res = await ctx.db.query<{
    id: number;
    name: string;
    siret: string | null;
    city: string | null;
    is_comptable: boolean;
  }>(
    `SELECT t.id, t.name, t.siret, t.city, t.is_comptable FROM entreprises t WHERE ${scope.sql} AND t.etat = 0${extra}
      ORDER BY t.name, t.id`,
    scope.params,
  );
  const members = res.rows.map((e) => ({
    '@id': itemIri('entreprises', e.id),
    '@type': r.className,
    id: e.id,
    name: e.name,
    siret: e.siret,
    city: e.city,
    is_comptable: e.is_comptable,
  }));
  return collection(path, r.className, members);
}

const SUBS: [string, string][] = [
  ['suivis', 'entreprise_suivis'],
  ['contacts', 'entreprise_contacts'],
  ['taxes', 'entreprise_taxes'],
  ['documents', 'entreprise_documents'],
];

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/entreprises_light_list', async (request: IdRequest, reply) =>
    sendJsonLd(reply, 200, await lightList(ctx, request, '/api/entreprises_light_list')),
  );
  // Companies that are training organisations (or registered as providers' employers) for provider forms.
  app.get('/api/entreprises_light_list_presta', async (request: IdRequest, reply) =>
    sendJsonLd(
      reply,
      200,
      await lightList(
        ctx,
        request,
        '/api/entreprises_light_list_presta',
        ' AND (t.is_organisme_formation OR EXISTS (SELECT 1 FROM prestataires p WHERE p.entreprise_id = t.id))',
      ),
    ),
  );
  // The spec calls it with is_comptable=1: the list is the accounting firms whatever the flag's spelling.
  app.get('/api/entreprises_comptables', async (request: IdRequest, reply) =>
    sendJsonLd(reply, 200, await lightList(ctx, request, '/api/entreprises_comptables', ' AND t.is_comptable')),
  );

  for (const [sub, child] of SUBS) {
    app.get(`/api/entreprises/:id/${sub}`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const parent = await parentRow(ctx, 'entreprises', user, request.params.id);
      return sendJsonLd(reply, 200, await subCollection(ctx, request, user, child, 'entreprise', parent.id));
    });
  }
}
