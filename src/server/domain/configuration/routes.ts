// The configuration API: the platform's support reads, checks, publishes, compares, rolls back and retires the
// resource files and client profiles stored in the database; a centre's supervisor does so with its own centre's
// client profile only (canAccessConfiguration, src/shared/access.ts). Everyone else, and a supervisor on any other
// file, gets a French 403; with CONFIG_SOURCE=files the writes are refused (409), the disk's files being the
// configuration.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { b, bodyOf, collection, withBody } from '../../http/request.ts';
import * as msg from './messages.ts';
import { authorOf, isoOf, latestVersion, versionOf } from './store.ts';
import { historyOf, itemOf, publish, requireValid, retire } from './publish.ts';
import { registerNewClientRoute } from './newClient.ts';
import {
  centreOf,
  configurationUser,
  contentOf,
  kindOf,
  requireFileAccess,
  requireOwnCentre,
  requireWritable,
} from './guards.ts';
import { canAccessConfiguration } from '../../../shared/access.ts';

type FileRequest = FastifyRequest<{ Params: { kind: string; name: string } }>;

function intOf(body: Record<string, unknown>, name: string, message: string): number {
  const v = body[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw unprocessable([{ propertyPath: name, message }]);
  return v;
}

function commentOf(body: Record<string, unknown>): string | null {
  const c = body.comment;
  if (c === undefined || c === null || c === '') return null;
  if (typeof c !== 'string' || c.length > 500)
    throw unprocessable([{ propertyPath: 'comment', message: msg.configuration.commentTooLong }]);
  return c;
}

export function registerConfigurationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/configuration_files',
    {
      config: {
        summary: 'Lister les fichiers de configuration',
        description:
          'Fichiers de ressources et profils clients enregistrés : type, nom, version courante, date, auteur, ' +
          'validité et ' +
          'retrait. Le support de la plateforme les voit tous ; le superviseur d’un centre, le profil client de son ' +
          'centre seulement.',
      },
    },
    async (request) => {
      const user = await configurationUser(ctx, request);
      const members = [];
      for (const kind of ['resources', 'clients'] as const) {
        const { files, retired } = await ctx.config.snapshot(kind);
        const rows = [
          ...[...files.values()].map((f) => ({
            kind,
            name: f.name,
            version: f.current?.version ?? f.version,
            updatedAt: f.current ? isoOf(f.current.created_at) : null,
            author: f.current ? authorOf(f.current) : msg.configuration.shippedAuthor,
            valid: f.valid,
            retired: false,
            cfa: kind === 'clients' ? centreOf(f.current?.content ?? f.text) : undefined,
          })),
          ...[...(retired?.values() ?? [])].map((r) => ({
            kind,
            name: r.name,
            version: r.version,
            updatedAt: isoOf(r.created_at),
            author: authorOf(r),
            valid: true,
            retired: true,
            cfa: kind === 'clients' ? centreOf(r.content) : undefined,
          })),
        ].sort((a, b) => a.name.localeCompare(b.name));
        for (const { cfa, ...member } of rows) {
          if (canAccessConfiguration(user, { action: 'show', file: { kind, cfa } })) members.push(member);
        }
      }
      return collection('/api/configuration_files', 'ConfigurationFile', members);
    },
  );

  app.get(
    '/api/configuration_files/:kind/:name',
    {
      config: {
        summary: 'Lire un fichier de configuration',
        description:
          'La version courante du fichier (texte JSON dans « content »), sa date et son auteur ; 404 si le fichier ' +
          'est inconnu.',
      },
    },
    async (request: FileRequest) => {
      const user = await configurationUser(ctx, request);
      const kind = kindOf(request.params.kind);
      const { name } = request.params;
      await requireFileAccess(ctx, user, 'show', kind, name);
      if (ctx.config.mode === 'files') {
        const f = (await ctx.config.snapshot(kind)).files.get(name);
        if (!f) throw notFound(msg.configuration.unknownFile(`${kind}/${name}`));
        return {
          kind,
          name,
          version: 0,
          content: f.text,
          updatedAt: null,
          author: msg.configuration.shippedAuthor,
          comment: null,
          valid: f.valid,
        };
      }
      const row = await latestVersion(ctx.db, kind, name);
      if (!row) throw notFound(msg.configuration.unknownFile(`${kind}/${name}`));
      const served = (await ctx.config.snapshot(kind)).files.get(name);
      return itemOf(row, served?.valid ?? true);
    },
  );

  app.post(
    '/api/configuration_files/:kind/:name/check',
    withBody(
      {
        properties: { content: b.text('Contenu', 'Le texte JSON du fichier.') },
        messages: { content: msg.configuration.contentRequired },
      },
      {
        config: {
          summary: 'Vérifier un fichier de configuration',
          description:
            'Vérifie le texte « content » comme le ferait la publication (schéma JSON, champs des ressources, ' +
            "profils) : 200 { violations: [] }, ou 422 avec chaque erreur et son chemin JSON. Rien n'est enregistré.",
        },
      },
    ),
    async (request: FileRequest) => {
      const user = await configurationUser(ctx, request);
      const kind = kindOf(request.params.kind);
      await requireFileAccess(ctx, user, 'edit', kind, request.params.name);
      const content = contentOf(bodyOf(request));
      requireOwnCentre(user, kind, content);
      await requireValid(ctx, kind, request.params.name, content);
      return { violations: [] };
    },
  );

  app.put(
    '/api/configuration_files/:kind/:name',
    withBody(
      {
        properties: {
          content: b.text('Contenu', 'Le texte JSON du fichier.'),
          baseVersion: {
            type: 'integer',
            minimum: 0,
            title: 'Version de départ',
            description: 'La version ouverte ; 0 crée le fichier.',
          },
          comment: b.text('Commentaire', '500 caractères au plus.'),
        },
        messages: {
          content: msg.configuration.contentRequired,
          baseVersion: msg.configuration.baseVersionRequired,
          comment: msg.configuration.commentTooLong,
        },
      },
      {
        config: {
          summary: 'Publier un fichier de configuration',
          description:
            'Enregistre « content » comme nouvelle version après « baseVersion » (la version ouverte ; 0 crée le ' +
            "fichier). 422 si le contenu est refusé (rien n'est enregistré), 409 si le fichier a changé depuis. " +
            'Appliqué à chaque utilisateur à son prochain chargement de page.',
        },
      },
    ),
    async (request: FileRequest) => {
      const user = await configurationUser(ctx, request);
      requireWritable(ctx);
      const kind = kindOf(request.params.kind);
      await requireFileAccess(ctx, user, 'edit', kind, request.params.name);
      const body = bodyOf(request);
      const content = contentOf(body);
      requireOwnCentre(user, kind, content);
      const row = await publish(ctx, user, {
        kind,
        name: request.params.name,
        content,
        baseVersion: intOf(body, 'baseVersion', msg.configuration.baseVersionRequired),
        comment: commentOf(body),
      });
      return itemOf(row, true);
    },
  );

  app.get(
    '/api/configuration_files/:kind/:name/versions',
    {
      config: {
        summary: 'Historique d’un fichier de configuration',
        description:
          'Chaque version publiée, de la plus récente à la plus ancienne : auteur, date, commentaire et différence ' +
          '(diff unifié) avec la version précédente.',
      },
    },
    async (request: FileRequest) => {
      const user = await configurationUser(ctx, request);
      const kind = kindOf(request.params.kind);
      await requireFileAccess(ctx, user, 'show', kind, request.params.name);
      return collection(
        `/api/configuration_files/${kind}/${request.params.name}/versions`,
        'ConfigurationVersion',
        await historyOf(ctx, kind, request.params.name),
      );
    },
  );

  app.get(
    '/api/configuration_files/:kind/:name/versions/:version',
    {
      config: {
        summary: 'Lire une version d’un fichier de configuration',
        description:
          'Le contenu d’une version publiée (même forme que le fichier courant) ; 404 si le fichier ou la version ' +
          'est inconnu.',
      },
    },
    async (request: FastifyRequest<{ Params: { kind: string; name: string; version: string } }>) => {
      const user = await configurationUser(ctx, request);
      const kind = kindOf(request.params.kind);
      const { name } = request.params;
      await requireFileAccess(ctx, user, 'show', kind, name);
      const version = /^\d{1,9}$/.test(request.params.version) ? Number(request.params.version) : -1;
      const row = await versionOf(ctx.db, kind, name, version);
      if (!row) throw notFound(msg.configuration.unknownVersion(`${kind}/${name}`, version));
      return itemOf(row);
    },
  );

  app.post(
    '/api/configuration_files/:kind/:name/rollback',
    withBody(
      {
        properties: {
          version: { type: 'integer', minimum: 0, title: 'Version rétablie' },
          baseVersion: { type: 'integer', minimum: 0, title: 'Version de départ', description: 'La version ouverte.' },
          comment: b.text('Commentaire', '500 caractères au plus.'),
        },
        messages: {
          version: msg.configuration.versionRequired,
          baseVersion: msg.configuration.baseVersionRequired,
          comment: msg.configuration.commentTooLong,
        },
      },
      {
        config: {
          summary: 'Rétablir une version d’un fichier de configuration',
          description:
            'Publie le contenu de la version « version » comme nouvelle version après « baseVersion » (409 si le ' +
            "fichier a changé depuis, 422 si ce contenu est refusé aujourd'hui).",
        },
      },
    ),
    async (request: FileRequest) => {
      const user = await configurationUser(ctx, request);
      requireWritable(ctx);
      const kind = kindOf(request.params.kind);
      const { name } = request.params;
      await requireFileAccess(ctx, user, 'edit', kind, name);
      const body = bodyOf(request);
      const version = intOf(body, 'version', msg.configuration.versionRequired);
      const baseVersion = intOf(body, 'baseVersion', msg.configuration.baseVersionRequired);
      const target = await versionOf(ctx.db, kind, name, version);
      if (!target) throw notFound(msg.configuration.unknownVersion(`${kind}/${name}`, version));
      requireOwnCentre(user, kind, target.content);
      const row = await publish(ctx, user, {
        kind,
        name,
        content: target.content,
        baseVersion,
        comment: msg.configuration.rollbackComment(version),
      });
      return itemOf(row, true);
    },
  );

  app.delete(
    '/api/configuration_files/:kind/:name',
    {
      config: {
        summary: 'Retirer un fichier de configuration',
        description:
          'Le fichier n’est plus servi ; son historique est conservé et « rollback » vers une de ses versions le ' +
          'remet en ' +
          'service. 422 si d’autres fichiers publiés en dépendent (ils sont nommés), 409 s’il est déjà retiré. ' +
          'Réservé au support de la plateforme.',
      },
    },
    async (request: FileRequest) => {
      const user = await configurationUser(ctx, request);
      requireWritable(ctx);
      const kind = kindOf(request.params.kind);
      await requireFileAccess(ctx, user, 'retire', kind, request.params.name);
      return itemOf(await retire(ctx, user, kind, request.params.name));
    },
  );

  registerNewClientRoute(app, ctx);
}
