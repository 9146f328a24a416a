// The GED's calls beyond the generic CRUD of its three resources:
//   GET  /api/ged_arborescence  the folders the user reads (its antenne's and the centre's shared ones), each with
//                               its number of documents and whether the user may change it; the default folders
//                               of the client's gedFolders are made first when missing (first open);
//   POST /api/ged_deplacer      moves a document (`document`) or a folder (`dossier`) into `cible`, one transaction:
//                               never into itself or its subtree, never out of its space (antenne or centre), a
//                               default folder never.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { canWriteRow, isGuest, scopeCondition } from '../../auth/access.ts';
import { requireRowWrite } from '../../crud/guards.ts';
import { profileOfUser } from '../../clients/profiles.ts';
import { defaultParameters } from '../../../shared/clients/defaults.ts';
import { toItem } from '../../hydra/serialize.ts';
import { b, bodyId, bodyOf, withBody, collection, requiredBodyId, requireWrite } from '../../http/request.ts';
import type { RowOf } from '../../db/rows.ts';
import { model } from '../common.ts';
import { ensureDefaultFolders, refuse, refuseDefaultFolder, refuseMoveIntoItself, sameSpace } from './folders.ts';
import { R } from './versions.ts';
import * as msg from './messages.ts';

export function registerGedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folders = model(ctx, R.folders);
  const docs = model(ctx, R.documents);

  app.get(
    '/api/ged_arborescence',
    {
      config: {
        summary: 'Arborescence de la GED',
        description:
          "Les dossiers lisibles (ceux de l'antenne et ceux du centre, partagés), avec `documents` (nombre) et " +
          "`editable` ; crée d'abord les dossiers proposés par le profil client (accessRight.gedFolders) qui " +
          'manquent.',
      },
    },
    async (request, reply) => {
      const user = await ctx.auth(request);
      const kinds =
        (await profileOfUser(user, ctx.config))?.accessRight.gedFolders ?? defaultParameters.accessRight.gedFolders;
      await ctx.db.transaction((tx) => ensureDefaultFolders(tx, user.cfaId, user.antenneId, kinds));
      const scope = scopeCondition(user, folders, 1);
      const rows = (
        await ctx.db.query<RowOf<'ged_dossiers'> & { documents: number }>(
          `SELECT t.*, (SELECT count(*)::int FROM ged_documents g WHERE g.dossier_id = t.id) AS documents
       FROM ged_dossiers t WHERE ${scope.sql} ORDER BY t.kind IS NULL, t.name, t.id`,
          scope.params,
        )
      ).rows;
      const members = rows.map((row) => ({
        ...toItem(folders, row),
        documents: row.documents,
        editable: !isGuest(user) && canWriteRow(user, folders, row),
      }));
      return sendJsonLd(reply, 200, collection('/api/ged_arborescence', folders.className, members));
    },
  );

  app.post(
    '/api/ged_deplacer',
    withBody(
      {
        properties: {
          document: b.id(docs.name, 'Document', 'Le document déplacé (ou dossier).'),
          dossier: b.id(folders.name, 'Dossier', 'Le dossier déplacé (ou document).'),
          cible: b.id(folders.name, 'Dossier cible', 'Obligatoire.'),
        },
      },
      {
        config: {
          summary: 'Déplacer un document ou un dossier de la GED',
          description:
            '`{document | dossier, cible}` (IRI ou id) : 200 avec l’élément déplacé ; 422 vers lui-même ou un de ses ' +
            'sous-dossiers, vers un dossier d’une autre antenne ou du centre, pour un dossier proposé par la ' +
            'configuration.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const docId = bodyId(docs.name, body.document, 'document', docs.label.one);
      const folderId = bodyId(folders.name, body.dossier, 'dossier', folders.label.one);
      if ((docId === undefined) === (folderId === undefined)) throw refuse({ property: 'document' }, msg.ged.moveWhat);
      const targetId = requiredBodyId(folders.name, body.cible, 'cible', msg.ged.target);
      const r = docId !== undefined ? docs : folders;
      requireWrite(user, r, 'update');
      const moved = await ctx.db.transaction(async (tx) => {
        const scope = scopeCondition(user, r, 2);
        const item = (
          await tx.query<RowOf<'ged_documents'> & RowOf<'ged_dossiers'>>(
            `SELECT t.* FROM "${r.table}" t WHERE t.id = $1 AND ${scope.sql} FOR UPDATE`,
            [docId ?? folderId, ...scope.params],
          )
        ).rows[0];
        const what = { property: r === docs ? 'document' : 'dossier' };
        if (!item) throw refuse(what, msg.access.notReachable(r.label.one, body.document ?? body.dossier));
        requireRowWrite(user, r, item);
        const fs = scopeCondition(user, folders, 2);
        const target = (
          await tx.query<RowOf<'ged_dossiers'>>(`SELECT t.* FROM ged_dossiers t WHERE t.id = $1 AND ${fs.sql}`, [
            targetId,
            ...fs.params,
          ])
        ).rows[0];
        const cible = { property: 'cible', label: msg.ged.target };
        if (!target) throw refuse(cible, msg.access.notReachable(folders.label.one, body.cible));
        if (r === folders) {
          refuseDefaultFolder(item, what);
          await refuseMoveIntoItself(tx, item.id, target.id, cible);
        }
        if (!sameSpace(item, target)) throw refuse(cible, msg.ged.moveOtherAntenne);
        const column = r === docs ? 'dossier_id' : 'parent_id';
        return (
          await tx.query(`UPDATE "${r.table}" SET "${column}" = $2, updated_at = now() WHERE id = $1 RETURNING *`, [
            item.id,
            target.id,
          ])
        ).rows[0]!;
      });
      return sendJsonLd(reply, 200, toItem(r, moved, true));
    },
  );
}
