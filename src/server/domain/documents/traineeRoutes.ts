// The trainee space's « Mes documents » (a ROLE_STAGIAIRE account, `ctx.authTrainee`): its administrative and
// generated documents (convocations, certificates, attestations made from the centre's models, which the
// generation stores as its etudiant_documents), by its id from the session, never from the request.
//   GET /api/moi/documents                  its documents (not deleted), newest first, each saying if it has a file;
//                                           `aca`: its finalised ACA, whose certificate the page builds as a PDF.
//   GET /api/moi/documents/{id}/download    the document's file; another trainee's document, or one without a
//                                           file, answers 404 as if it did not exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { fileAnswer, withAnswers } from '../../http/request.ts';
import { isStored, readStream } from '../../files/storage.ts';
import { disposition } from '../../files/routes.ts';
import { types_document } from '../../../shared/reference/documents.ts';
import * as msg from './messages.ts';
import { finalAcaOf } from '../pedagogie/acaRoutes.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
const typeLabel = (id: number) => types_document.find((t) => t.id === id)?.label ?? '';
const ACA_TYPE = 97;
const day = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v == null ? null : String(v).slice(0, 10);

export function registerTraineeDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/moi/documents',
    {
      config: {
        summary: 'Documents du stagiaire connecté',
        description:
          'Ses convocations, attestations et documents administratifs ; chacun dit s’il a un fichier à télécharger.',
      },
    },
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      const rows = (
        await ctx.db.query<{
          id: number;
          name: string;
          type_document: number;
          date_document: string | null;
          date_expiration: string | null;
          file_name: string | null;
        }>(
          `SELECT d.id, d.name, d.type_document, to_char(d.date_document, 'YYYY-MM-DD') AS date_document,
              to_char(d.date_expiration, 'YYYY-MM-DD') AS date_expiration, m.name AS file_name
         FROM etudiant_documents d LEFT JOIN media_objects m ON m.id = d.file_id
        WHERE d.etudiant_id = $1 AND d.cfa_id = $2 AND coalesce(d.etat, 0) <> 2
        ORDER BY d.date_document DESC NULLS LAST, d.id DESC LIMIT 500`,
          [user.etudiantId, user.cfaId],
        )
      ).rows;
      const aca = await finalAcaOf(ctx, user.cfaId, user.etudiantId);
      return sendJsonLd(reply, 200, {
        '@id': '/api/moi/documents',
        aca: aca
          ? {
              id: aca.id,
              name: typeLabel(ACA_TYPE),
              date_finalisation: day(aca.date_finalisation),
              certificat: `/api/moi/acas/${String(aca.id)}/certificat`,
            }
          : null,
        documents: rows.map((r) => ({
          id: r.id,
          name: r.name,
          type: typeLabel(r.type_document),
          date_document: r.date_document,
          date_expiration: r.date_expiration,
          nom_fichier: r.file_name,
          telechargement: r.file_name === null ? null : `/api/moi/documents/${r.id}/download`,
        })),
      });
    },
  );

  app.get(
    '/api/moi/documents/:id/download',
    withAnswers(
      { answers: fileAnswer('*/*', 'Le fichier, de son propre type (téléchargement).') },
      {
        config: {
          summary: 'Télécharger un document du stagiaire connecté',
          description: 'Le fichier d’un de ses documents ; 404 pour un document d’un autre stagiaire.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.authTrainee(request);
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(msg.traineeDocuments.unknown);
      const row = (
        await ctx.db.query<{
          file_id: number | null;
          uuid: string | null;
          name: string | null;
          mime_type: string | null;
          size: number | null;
        }>(
          `SELECT d.file_id, m.uuid, m.name, m.mime_type, m.size FROM etudiant_documents d LEFT JOIN media_objects m ON
            m.id = d.file_id
        WHERE d.id = $1 AND d.etudiant_id = $2 AND d.cfa_id = $3 AND coalesce(d.etat, 0) <> 2`,
          [id, user.etudiantId, user.cfaId],
        )
      ).rows[0];
      if (!row) throw notFound(msg.traineeDocuments.unknown);
      if (row.uuid === null) throw notFound(msg.traineeDocuments.noFile);
      if (!(await isStored(row.uuid))) throw notFound(msg.files.gone);
      return reply
        .header('Content-Type', String(row.mime_type ?? 'application/octet-stream'))
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', disposition(String(row.name)))
        .header('Cache-Control', 'private, no-store')
        .send(readStream(row.uuid));
    },
  );
}
