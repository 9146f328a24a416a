// The trainer space's documents: a trainer's account reads the documents of its provider record
// (`scheduler_speakers.prestataire`, set on its speaker) with their expiry status against its centre's threshold
// (`common.alertes.joursExpirationDocument`, the one the staff's alerts use): expired, expiring within the threshold
// (the alerts its space's home shows), valid, or without expiry. Nothing else of the providers is reachable.
//   GET /api/formateur/documents
import type { FastifyInstance } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { alertSettingsOfCentre } from '../../clients/profiles.ts';
import { documents_formateur } from '../../../shared/reference/prestataires.ts';
import { TODAY } from '../../db/today.ts';

export type DocumentStatus = 'expire' | 'bientot' | 'valide' | 'sans';

export function registerTrainerDocuments(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/formateur/documents',
    {
      config: {
        summary: 'Documents à tenir à jour du formateur connecté',
        description:
          'Les documents de sa fiche prestataire, chacun avec son état d’expiration (expiré, expire bientôt selon le ' +
          'seuil du centre, valide, sans expiration) ; alertes : ceux expirés ou bientôt expirés.',
      },
    },
    async (request, reply) => {
      const trainer = await ctx.authTrainer(request);
      const seuil = (await alertSettingsOfCentre(trainer.cfaId, ctx.config)).joursExpirationDocument;
      const rows = (
        await ctx.db.query<{
          id: number;
          type: number;
          name: string;
          date_document: string | null;
          date_expiration: string | null;
          jours: number | null;
          prestataire: string;
        }>(
          `SELECT d.id, d.type, d.name, to_char(d.date_document, 'YYYY-MM-DD') AS date_document,
            to_char(d.date_expiration, 'YYYY-MM-DD') AS date_expiration,
              d.date_expiration - ${TODAY} AS jours, concat_ws(' ', p.lastname,
                p.firstname) AS prestataire
         FROM scheduler_speakers s JOIN prestataires p ON p.id = s.prestataire_id AND p.cfa_id = s.cfa_id
         JOIN prestataire_documents d ON d.prestataire_id = p.id AND d.etat = 0
        WHERE s.id = $1 AND s.cfa_id = $2
        ORDER BY d.date_expiration ASC NULLS LAST, d.name, d.id`,
          [trainer.speakerId, trainer.cfaId],
        )
      ).rows;
      const documents = rows.map((r) => {
        const statut: DocumentStatus =
          r.jours === null ? 'sans' : r.jours < 0 ? 'expire' : r.jours <= seuil ? 'bientot' : 'valide';
        return {
          '@id': `/api/prestataire_documents/${r.id}`,
          name: r.name,
          type: documents_formateur.find((d) => d.id === r.type)?.label ?? null,
          date_document: r.date_document,
          date_expiration: r.date_expiration,
          jours: r.jours,
          statut,
        };
      });
      return sendJsonLd(reply, 200, {
        '@id': '/api/formateur/documents',
        seuil,
        documents,
        alertes: documents.filter((d) => d.statut === 'expire' || d.statut === 'bientot').map((d) => d['@id']),
      });
    },
  );
}
