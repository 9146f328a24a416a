// « Nouveau client »: a client profile copied from another one for a centre that has none, with
// its key, label and entry ids taken from the new name, checked and published as version 1 of its file.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { b, bodyOf, collection, requiredBodyId, withBody } from '../../http/request.ts';
import * as msg from './messages.ts';
import { NAME_PATTERN } from './check.ts';
import { currentOthers, itemOf, publish } from './publish.ts';
import { configurationUser, requireWritable } from './guards.ts';
import { canAccessConfiguration } from '../../../shared/access.ts';
import { forbidden } from '../../http/errors.ts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/access.ts';

type Json = Record<string, unknown>;

/** Entry ids of the copy: the copied key's prefix replaced by the new key (`sport-centre` → `nouveau-centre`). */
export function renameEntries(entries: unknown, fromKey: string, toKey: string): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.map((e: unknown, i) => {
    if (!e || typeof e !== 'object') return e;
    const id = (e as Json).id;
    const suffix =
      typeof id === 'string' && id.startsWith(fromKey)
        ? id.slice(fromKey.length)
        : entries.length > 1
          ? `-${i + 1}`
          : '';
    return { ...(e as Json), id: `${toKey}${suffix}` };
  });
}

/** Only the platform's support onboards a centre (a supervisor would create a profile another centre reads). */
async function onboarder(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await configurationUser(ctx, request);
  const creates = canAccessConfiguration(user, { action: 'create', file: { kind: 'clients' } });
  if (!creates) throw forbidden(msg.configuration.platformCreates);
  return user;
}

export function registerNewClientRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/configuration_files/clients/new',
    {
      config: {
        summary: 'Centres sans profil client',
        description:
          'Les centres qu’aucun profil client ne désigne (« cfa.id »), ceux pour lesquels « Nouveau client » peut en ' +
          'créer un : `@id`, `id`, `name`. Réservé au support de la plateforme.',
      },
    },
    async (request) => {
      await onboarder(ctx, request);
      const claimed = new Set(
        [...(await currentOthers(ctx, 'clients')).values()].map(
          (d) => (d as { cfa?: { id?: unknown } } | undefined)?.cfa?.id,
        ),
      );
      const centres = (
        await ctx.db.query<{ id: number; name: string | null }>('SELECT id, name FROM cfas ORDER BY name, id')
      ).rows;
      const members = centres
        .filter((c) => !claimed.has(c.id))
        .map((c) => ({ '@id': `/api/cfas/${c.id}`, id: c.id, name: c.name }));
      return collection('/api/configuration_files/clients/new', 'Cfa', members);
    },
  );

  app.post(
    '/api/configuration_files/clients/new',
    withBody(
      {
        properties: {
          copyOf: b.text('Profil copié', 'Le nom d’un profil client existant.'),
          name: b.text('Nom du profil', 'Le nom du nouveau profil.'),
          cfa: b.id('cfas', 'Centre', 'Un centre qui n’a pas encore de profil.'),
        },
      },
      {
        config: {
          summary: 'Créer le profil client d’un nouveau centre',
          description:
            'Copie le profil « copyOf » sous le nom « name » pour le centre « cfa » (identifiant ou IRI), qui n’a ' +
            'pas encore de profil : clé, libellé et entrées pris du nouveau nom, vérifié puis publié en version 1 ' +
            '(201). 422 si le nom, le profil copié ou le centre ne conviennent pas.',
        },
      },
    ),
    async (request, reply) => {
      const user = await onboarder(ctx, request);
      requireWritable(ctx);
      const body = bodyOf(request);
      const { copyOf, name } = body;
      if (typeof copyOf !== 'string' || copyOf === '')
        throw unprocessable([{ propertyPath: 'copyOf', message: msg.configuration.copyOfRequired }]);
      if (typeof name !== 'string' || !NAME_PATTERN.test(name))
        throw unprocessable([{ propertyPath: 'name', message: msg.configuration.badName(String(name ?? '')) }]);
      const cfaId = requiredBodyId('cfas', body.cfa, 'cfa', 'Centre');
      const others = await currentOthers(ctx, 'clients');
      if (others.has(name))
        throw unprocessable([{ propertyPath: 'name', message: msg.configuration.alreadyExists(`clients/${name}`) }]);
      const source = (await ctx.config.snapshot('clients')).files.get(copyOf);
      if (!source) throw unprocessable([{ propertyPath: 'copyOf', message: msg.configuration.copyOfUnknown(copyOf) }]);
      const centre = (
        await ctx.db.query<{ id: number; name: string | null }>('SELECT id, name FROM cfas WHERE id = $1', [cfaId])
      ).rows[0];
      if (!centre)
        throw unprocessable([{ propertyPath: 'cfa', message: msg.configuration.cfaUnknown(String(body.cfa)) }]);
      for (const [file, data] of others) {
        if ((data as { cfa?: { id?: unknown } } | undefined)?.cfa?.id === cfaId) {
          throw unprocessable([
            { propertyPath: 'cfa', message: msg.configuration.cfaHasProfile(centre.name ?? String(cfaId), file) },
          ]);
        }
      }
      const copied = JSON.parse(source.text) as Json;
      const key = name.replace(/\.json$/, '');
      const profile: Json = {
        ...copied,
        key,
        label: centre.name ?? key,
        cfa: { ...(copied.cfa as Json | undefined), id: cfaId },
        entries: renameEntries(copied.entries, String(copied.key ?? ''), key),
      };
      const row = await publish(ctx, user, {
        kind: 'clients',
        name,
        content: `${JSON.stringify(profile, null, 2)}\n`,
        baseVersion: 0,
        comment: msg.configuration.newClientComment(copyOf),
      });
      return reply.code(201).send(itemOf(row, true));
    },
  );
}
