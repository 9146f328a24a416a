// GET /api/providers_list (the light list) and a provider's collections (spec 001 section 7, Providers): its
// competences, documents and agreement links are sub-collections of its record. POST /api/prestataire_add_collection
// adds items to one of them; the collection uri (/api/prestataires/{id}/competences|documents|conventions) is read with
// GET and edited with PATCH (items with an @id are merged, items without one are added); POST
// /api/prestataire_rattachement_conventions sets the agreements the provider works under. Every write is one
// transaction, validated item by item first (French violations named items[i].<property>).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { canReachAntenne, type AuthUser } from '../../auth/access.ts';
import { forbidden, HttpError, unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { Row } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { findInScope } from '../../crud/read.ts';
import { prepareSave, save, within, type PreparedSave } from '../../crud/save.ts';
import { lightList, model, parentRow, subCollection } from '../common.ts';
import {
  b,
  bodyOf,
  collection,
  requiredBodyId,
  requireWrite,
  withBody,
  type IdRequest,
  resourceBody,
  withAnswers,
} from '../../http/request.ts';
import * as msg from './messages.ts';

/** Collection name in the uri → resource of its items. */
export const COLLECTIONS: Record<string, string> = {
  competences: 'prestataire_competences',
  documents: 'prestataire_documents',
  conventions: 'prestataire_conventions',
};
const MAX_ITEMS = 100;

type Item = Record<string, unknown>;
type Planned = PreparedSave;

const isObject = (v: unknown): v is Item => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The provider named by `value` (IRI or id), in scope and writable by the user. */
export async function writableProvider(
  ctx: AppContext,
  user: AuthUser,
  value: unknown,
  path = 'prestataire',
): Promise<RowOf<'prestataires'>> {
  const r = model(ctx, 'prestataires');
  requireWrite(user, r, 'update');
  const id = requiredBodyId('prestataires', value, path, r.label.one);
  const row = await findInScope(ctx.db, r, user, id);
  if (!row) throw unprocessable([{ propertyPath: path, message: msg.access.notReachable(r.label.one, value) }]);
  if (!canReachAntenne(user, row.antenne_id)) throw forbidden(msg.prestataires.otherAntenne);
  return row;
}

function itemsOf(body: Item, path = 'items'): Item[] {
  const items = body.items ?? body['hydra:member'];
  if (items === undefined) return [];
  if (!Array.isArray(items) || items.length === 0)
    throw unprocessable([{ propertyPath: path, message: msg.request.listNotEmpty }]);
  if (items.length > MAX_ITEMS)
    throw unprocessable([{ propertyPath: path, message: msg.request.listTooLong(MAX_ITEMS) }]);
  return items.map((it, i) => {
    if (!isObject(it)) throw unprocessable([{ propertyPath: `${path}[${i}]`, message: msg.request.itemNotObject }]);
    return it;
  });
}

/** Checks one item of `child` for `provider` through the resource's save (create, or merge over `existing`),
 * without writing it yet; violations prefixed. */
async function plan(
  ctx: AppContext,
  user: AuthUser,
  child: ResourceModel,
  provider: RowOf<'prestataires'>,
  item: Item,
  prefix: string,
  existing?: Row,
): Promise<Planned> {
  const body = { ...item, prestataire: itemIri('prestataires', provider.id) };
  try {
    return await prepareSave(ctx, child, user, body, { mode: existing ? 'merge' : 'create', existing });
  } catch (err) {
    if (err instanceof HttpError && err.violations) {
      throw unprocessable(
        err.violations.map((v: Violation) => ({
          ...v,
          propertyPath: [prefix, v.propertyPath].filter(Boolean).join('.'),
        })),
      );
    }
    throw err;
  }
}

async function childOf(
  ctx: AppContext,
  user: AuthUser,
  child: ResourceModel,
  providerId: number,
  item: Item,
  prefix: string,
): Promise<Row> {
  const id = idFromIri(child.name, item['@id'] ?? item.id, true);
  const row = id === undefined ? undefined : await findInScope(ctx.db, child, user, id);
  if (!row || row.prestataire_id !== providerId) {
    throw unprocessable([{ propertyPath: `${prefix}.@id`, message: msg.prestataires.notOfProvider(child.label.one) }]);
  }
  return row;
}

/** Writes the checked items in one transaction (each with its resource's afterWrite hook). */
async function writeAll(ctx: AppContext, planned: Planned[]): Promise<Row[]> {
  return ctx.db.transaction(async (tx) => {
    const rows: Row[] = [];
    for (const p of planned) rows.push(await p.write(tx));
    return rows;
  });
}

function childResource(ctx: AppContext, name: unknown): ResourceModel {
  const key = typeof name === 'string' ? name.replace(/^prestataire_/, '') : '';
  if (!COLLECTIONS[key]) {
    throw unprocessable([
      { propertyPath: 'collection', message: msg.prestataires.collectionName(Object.keys(COLLECTIONS)) },
    ]);
  }
  return model(ctx, COLLECTIONS[key]);
}

/** The agreements (IRIs or ids) of a rattachement, checked in scope; violations name conventions[i]. */
async function agreementIds(ctx: AppContext, user: AuthUser, value: unknown): Promise<number[]> {
  if (!Array.isArray(value))
    throw unprocessable([{ propertyPath: 'conventions', message: msg.prestataires.agreementList }]);
  if (value.length > MAX_ITEMS)
    throw unprocessable([{ propertyPath: 'conventions', message: msg.request.listTooLong(MAX_ITEMS) }]);
  const conventions = model(ctx, 'antenne_conventions');
  const ids: number[] = [];
  const violations: Violation[] = [];
  for (const [i, v] of value.entries()) {
    const id = idFromIri('antenne_conventions', v, true);
    if (id === undefined || !(await findInScope(ctx.db, conventions, user, id))) {
      violations.push({
        propertyPath: `conventions[${i}]`,
        message: msg.access.notReachable(conventions.label.one, v),
      });
    } else if (!ids.includes(id)) ids.push(id);
  }
  if (violations.length) throw unprocessable(violations);
  return ids;
}

async function listOf(ctx: AppContext, request: FastifyRequest, user: AuthUser, child: string, providerId: number) {
  return subCollection(ctx, request, user, child, 'prestataire', providerId);
}

export function registerProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  // An antenne gets its own providers, the head office all.
  app.get('/api/providers_list', async (request, reply) =>
    sendJsonLd(
      reply,
      200,
      await lightList(
        ctx,
        request,
        'prestataires',
        [
          'type',
          'civility',
          'lastname',
          'firstname',
          'raison_sociale',
          'mission',
          'statut_rattachement',
          'mail',
          'phone',
          'photo',
          'antenne',
          'etat',
        ],
        't.lastname, t.firstname',
      ),
    ),
  );
  app.post(
    '/api/prestataire_add_collection',
    withBody(
      {
        properties: {
          prestataire: b.id('prestataires', 'Prestataire', 'Obligatoire.'),
          collection: {
            type: 'string',
            enum: Object.keys(COLLECTIONS).flatMap((k) => [k, COLLECTIONS[k]!]),
            title: 'Collection',
            description: 'La liste du prestataire complétée.',
          },
          items: {
            type: 'array',
            items: { type: 'object' },
            title: 'Éléments',
            description: `Les champs de chaque élément (${MAX_ITEMS} au plus) ; sans items, ceux d’un élément, à côté.`,
          },
        },
        messages: {
          collection: msg.prestataires.collectionName(Object.keys(COLLECTIONS)),
          items: msg.request.listNotEmpty,
        },
      },
      { config: { summary: 'Ajouter des éléments à une collection d’un prestataire' } },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const child = childResource(ctx, body.collection);
      const provider = await writableProvider(ctx, user, body.prestataire);
      // Either items: [...] or the item's own fields beside prestataire and collection.
      const { prestataire: _p, collection: _c, ...single } = body;
      const items = body.items === undefined ? [single] : itemsOf(body);
      const planned: Planned[] = [];
      for (const [i, item] of items.entries())
        planned.push(await plan(ctx, user, child, provider, item, body.items === undefined ? '' : `items[${i}]`));
      const rows = await writeAll(ctx, planned);
      return sendJsonLd(
        reply,
        201,
        collection(
          '/api/prestataire_add_collection',
          child.className,
          rows.map((r) => toItem(child, r)),
        ),
      );
    },
  );

  for (const [name, resource] of Object.entries(COLLECTIONS)) {
    const path = `/api/prestataires/:id/${name}`;
    app.get(path, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const provider = await parentRow(ctx, 'prestataires', user, request.params.id);
      return sendJsonLd(reply, 200, await listOf(ctx, request, user, resource, provider.id));
    });
    // A list of items, or an object carrying it (items or hydra:member): each a new item, or one of the provider's
    // by its @id or id, checked by the resource's own save.
    const item = {
      anyOf: [resourceBody(model(ctx, resource)), { type: 'object', properties: { '@id': { type: 'string' } } }],
    };
    const list = { type: 'array', minItems: 1, maxItems: MAX_ITEMS, items: item };
    const body = {
      anyOf: [list, { type: 'object', properties: { items: list, 'hydra:member': list } }],
      description: `Les éléments à créer ou modifier (au plus ${MAX_ITEMS}), en liste ou dans items.`,
    };
    app.patch(path, withAnswers({ body, answers: {} }), async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const provider = await parentRow(ctx, 'prestataires', user, request.params.id);
      await writableProvider(ctx, user, provider.id);
      const child = model(ctx, resource);
      const items = Array.isArray(request.body)
        ? itemsOf({ items: request.body })
        : isObject(request.body)
          ? itemsOf(request.body)
          : [];
      if (items.length === 0) throw unprocessable([{ propertyPath: 'items', message: msg.request.listNotEmpty }]);
      const planned: Planned[] = [];
      for (const [i, item] of items.entries()) {
        const hasId = item['@id'] !== undefined || item.id !== undefined;
        const existing = hasId ? await childOf(ctx, user, child, provider.id, item, `items[${i}]`) : undefined;
        planned.push(await plan(ctx, user, child, provider, item, `items[${i}]`, existing));
      }
      await writeAll(ctx, planned);
      return sendJsonLd(reply, 200, await listOf(ctx, request, user, resource, provider.id));
    });
  }

  // The provider's agreements become exactly the given list: new links added, links left out removed.
  app.post(
    '/api/prestataire_rattachement_conventions',
    withBody({
      properties: {
        prestataire: b.id('prestataires', 'Prestataire', 'Obligatoire.'),
        conventions: b.ids('antenne_conventions', 'Conventions', 'La liste complète des conventions du prestataire.'),
        antenne_conventions: b.ids('antenne_conventions', 'Conventions', 'Comme conventions.'),
        date_rattachement: b.date('Date de rattachement', 'AAAA-MM-JJ ; par défaut aujourd’hui.'),
      },
      messages: { date_rattachement: msg.request.valueDate },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const provider = await writableProvider(ctx, user, body.prestataire);
      const ids = await agreementIds(ctx, user, body.conventions ?? body.antenne_conventions);
      const date = body.date_rattachement ?? new Date().toISOString().slice(0, 10);
      if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
        throw unprocessable([{ propertyPath: 'date_rattachement', message: msg.request.valueDate }]);
      }
      const links = model(ctx, 'prestataire_conventions');
      await ctx.db.transaction(async (tx) => {
        await tx.query(
          'DELETE FROM prestataire_conventions WHERE prestataire_id = $1 AND NOT (antenne_convention_id = ' +
            'ANY($2::int[]))',
          [provider.id, ids],
        );
        const kept = (
          await tx.query<{ c: number }>(
            'SELECT antenne_convention_id AS c FROM prestataire_conventions WHERE prestataire_id = $1',
            [provider.id],
          )
        ).rows.map((r) => r.c);
        for (const id of ids.filter((c) => !kept.includes(c))) {
          await save(
            within(ctx, tx),
            links,
            user,
            {
              prestataire: itemIri('prestataires', provider.id),
              antenne_convention: itemIri('antenne_conventions', id),
              date_rattachement: date,
              etat: 0,
            },
            { mode: 'create' },
          );
        }
      });
      return sendJsonLd(reply, 200, await listOf(ctx, request, user, 'prestataire_conventions', provider.id));
    },
  );
}
