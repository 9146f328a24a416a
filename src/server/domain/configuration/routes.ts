// The configuration API (issue 20): supervisors read, check, publish, compare and roll back the resource files
// and client profiles stored in the database. Everyone else gets a French 403; with CONFIG_SOURCE=files the
// writes are refused (409), the files on disk being the configuration.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { bodyObject, collection } from '../../http/request.ts';
import * as msg from '../../http/messages.ts';
import { authorOf, isoOf, latestVersion, versionOf } from './store.ts';
import { historyOf, itemOf, publish, requireValid } from './publish.ts';
import { registerNewClientRoute } from './newClient.ts';
import { contentOf, kindOf, requireWritable, supervisor } from './guards.ts';

type FileRequest = FastifyRequest<{ Params: { kind: string; name: string } }>;

function intOf(body: Record<string, unknown>, name: string, message: string): number {
  const v = body[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw unprocessable([{ propertyPath: name, message }]);
  return v;
}

function commentOf(body: Record<string, unknown>): string | null {
  const c = body.comment;
  if (c === undefined || c === null || c === '') return null;
  if (typeof c !== 'string' || c.length > 500) throw unprocessable([{ propertyPath: 'comment', message: msg.configuration.commentTooLong }]);
  return c;
}

export function registerConfigurationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/configuration_files', {
    config: {
      summary: 'Lister les fichiers de configuration',
      description: 'Fichiers de ressources et profils clients enregistrés : type, nom, version courante, date, auteur et validité. Réservé aux superviseurs.',
    },
  }, async (request) => {
    await supervisor(ctx, request);
    const members = [];
    for (const kind of ['resources', 'clients'] as const) {
      const { files } = await ctx.config.snapshot(kind);
      for (const f of [...files.values()].sort((a, b) => a.name.localeCompare(b.name))) {
        members.push({
          kind, name: f.name, version: f.current?.version ?? f.version,
          updatedAt: f.current ? isoOf(f.current.created_at) : null,
          author: f.current ? authorOf(f.current) : msg.configuration.shippedAuthor,
          valid: f.valid,
        });
      }
    }
    return collection('/api/configuration_files', 'ConfigurationFile', members);
  });

  app.get('/api/configuration_files/:kind/:name', {
    config: {
      summary: 'Lire un fichier de configuration',
      description: 'La version courante du fichier (texte JSON dans « content »), sa date et son auteur ; 404 si le fichier est inconnu.',
    },
  }, async (request: FileRequest) => {
    await supervisor(ctx, request);
    const kind = kindOf(request.params.kind);
    const { name } = request.params;
    if (ctx.config.mode === 'files') {
      const f = (await ctx.config.snapshot(kind)).files.get(name);
      if (!f) throw notFound(msg.configuration.unknownFile(`${kind}/${name}`));
      return { kind, name, version: 0, content: f.text, updatedAt: null, author: msg.configuration.shippedAuthor, comment: null, valid: f.valid };
    }
    const row = await latestVersion(ctx.db, kind, name);
    if (!row) throw notFound(msg.configuration.unknownFile(`${kind}/${name}`));
    const served = (await ctx.config.snapshot(kind)).files.get(name);
    return itemOf(row, served?.valid ?? true);
  });

  app.post('/api/configuration_files/:kind/:name/check', {
    config: {
      summary: 'Vérifier un fichier de configuration',
      description: 'Vérifie le texte « content » comme le ferait la publication (schéma JSON, champs des ressources, profils) : 200 { violations: [] }, ou 422 avec chaque erreur et son chemin JSON. Rien n\'est enregistré.',
    },
  }, async (request: FileRequest) => {
    await supervisor(ctx, request);
    const kind = kindOf(request.params.kind);
    await requireValid(ctx, kind, request.params.name, contentOf(bodyObject(request.body)));
    return { violations: [] };
  });

  app.put('/api/configuration_files/:kind/:name', {
    config: {
      summary: 'Publier un fichier de configuration',
      description: 'Enregistre « content » comme nouvelle version après « baseVersion » (la version ouverte ; 0 crée le fichier). 422 si le contenu est refusé (rien n\'est enregistré), 409 si le fichier a changé depuis. Appliqué à chaque utilisateur à son prochain chargement de page.',
    },
  }, async (request: FileRequest) => {
    const user = await supervisor(ctx, request);
    requireWritable(ctx);
    const kind = kindOf(request.params.kind);
    const body = bodyObject(request.body);
    const row = await publish(ctx, user, {
      kind, name: request.params.name, content: contentOf(body),
      baseVersion: intOf(body, 'baseVersion', msg.configuration.baseVersionRequired), comment: commentOf(body),
    });
    return itemOf(row, true);
  });

  app.get('/api/configuration_files/:kind/:name/versions', {
    config: {
      summary: 'Historique d’un fichier de configuration',
      description: 'Chaque version publiée, de la plus récente à la plus ancienne : auteur, date, commentaire et différence (diff unifié) avec la version précédente.',
    },
  }, async (request: FileRequest) => {
    await supervisor(ctx, request);
    const kind = kindOf(request.params.kind);
    return collection(`/api/configuration_files/${kind}/${request.params.name}/versions`, 'ConfigurationVersion', await historyOf(ctx, kind, request.params.name));
  });

  app.get('/api/configuration_files/:kind/:name/versions/:version', {
    config: {
      summary: 'Lire une version d’un fichier de configuration',
      description: 'Le contenu d’une version publiée (même forme que le fichier courant) ; 404 si le fichier ou la version est inconnu.',
    },
  }, async (request: FastifyRequest<{ Params: { kind: string; name: string; version: string } }>) => {
    await supervisor(ctx, request);
    const kind = kindOf(request.params.kind);
    const { name } = request.params;
    const version = /^\d{1,9}$/.test(request.params.version) ? Number(request.params.version) : -1;
    const row = await versionOf(ctx.db, kind, name, version);
    if (!row) throw notFound(msg.configuration.unknownVersion(`${kind}/${name}`, version));
    return itemOf(row);
  });

  app.post('/api/configuration_files/:kind/:name/rollback', {
    config: {
      summary: 'Rétablir une version d’un fichier de configuration',
      description: 'Publie le contenu de la version « version » comme nouvelle version après « baseVersion » (409 si le fichier a changé depuis, 422 si ce contenu est refusé aujourd\'hui).',
    },
  }, async (request: FileRequest) => {
    const user = await supervisor(ctx, request);
    requireWritable(ctx);
    const kind = kindOf(request.params.kind);
    const { name } = request.params;
    const body = bodyObject(request.body);
    const version = intOf(body, 'version', msg.configuration.versionRequired);
    const baseVersion = intOf(body, 'baseVersion', msg.configuration.baseVersionRequired);
    const target = await versionOf(ctx.db, kind, name, version);
    if (!target) throw notFound(msg.configuration.unknownVersion(`${kind}/${name}`, version));
    const row = await publish(ctx, user, { kind, name, content: target.content, baseVersion, comment: msg.configuration.rollbackComment(version) });
    return itemOf(row, true);
  });

  registerNewClientRoute(app, ctx);
}
