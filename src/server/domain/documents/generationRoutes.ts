// Generation of documents from a model (spec 001 "POST to a given uri to download with
// etudiants, documents, format"):
//   POST /api/modeles/{id}/generer  {etudiants: [IRI|id…], documents?: [model IRI…], format?: "pdf"|"docx"}: 202
//        with the job; every trainee must be in the user's scope and every model usable, else a French 422 naming
//        each (`etudiants[i]`, `documents[i]`, `format`) and nothing is generated. `documents` adds other models
//        to the one of the path (one document per trainee and model); `format` defaults to the model's own.
//   GET  /api/generations/{id}: {total, done, status (running|done), errors[], documents[], pdf_engine
//        (libreoffice|mise-en-page|null), notice (French, when the fallback laid the PDFs out)} of a job the user
//        started.
//   A PDF generation without LibreOffice (and no declared fallback, libreOffice.ts) is a French 503.
//   GET  /api/generations/{id}/archive.zip: the job's files as one ZIP, streamed (archiver, files read one by one).
import archiver from 'archiver';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { canReachAntenne } from '../../auth/access.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import { findInScope } from '../../crud/read.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { isStored, readStream } from '../../files/storage.ts';
import { model } from '../common.ts';
import { bodyOf, pathId, requireWrite, withAnswers, withBody, type IdRequest } from '../../http/request.ts';
import { isGenerationFormat, uniqueNames, type GenerationFormat } from '../../../shared/documents/index.ts';
import { assertCompiles, modelTemplate } from './modelFile.ts';
import { pdfEngine } from './libreOffice.ts';
import { jobOf, startJob, type Job, type JobModel, type JobTrainee } from './jobs.ts';
import * as msg from './messages.ts';

/** At most this many trainees per generation (the admin's selection is far below). */
export const MAX_TRAINEES = 1000;
type JobRequest = FastifyRequest<{ Params: { id: string } }>;

const IRI = { type: 'string', format: 'iri-reference' };
/** The answer of the generation calls (view below), for the API document. */
const GENERATION = {
  type: 'object',
  properties: {
    '@id': IRI,
    '@type': { const: 'Generation' },
    id: { type: 'string' },
    format: { type: 'string', enum: ['pdf', 'docx'] },
    total: { type: 'integer', description: 'Documents à faire.' },
    done: { type: 'integer', description: 'Documents faits.' },
    status: { type: 'string', enum: ['running', 'done'] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          etudiant: { type: 'string' },
          name: { type: 'string' },
          modele: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
    archive: { type: ['string', 'null'], description: 'Le ZIP des documents, une fois la génération finie.' },
    pdf_engine: {
      type: ['string', 'null'],
      enum: ['libreoffice', 'mise-en-page', null],
      description:
        'Ce qui met les PDF en page (LibreOffice, ou la mise en page de repli déclarée) ; null pour du DOCX.',
    },
    notice: {
      type: ['string', 'null'],
      description: 'Quand la mise en page de repli a fait les PDF : pourquoi ils ne gardent que le texte.',
    },
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          etudiant: IRI,
          name: { type: 'string' },
          modele: IRI,
          document: IRI,
          fileName: { type: 'string' },
          contentUrl: { type: 'string' },
        },
        required: ['etudiant', 'modele', 'document', 'fileName', 'contentUrl'],
      },
    },
  },
  required: ['@id', 'id', 'total', 'done', 'status', 'documents'],
};

function view(job: Job) {
  return {
    '@id': `/api/generations/${job.id}`,
    '@type': 'Generation',
    id: job.id,
    format: job.format,
    total: job.total,
    done: job.done,
    status: job.status,
    errors: job.errors,
    pdf_engine: job.engine ?? null,
    notice: job.engine === 'mise-en-page' ? msg.generation.fallbackUsed : null,
    archive: job.status === 'done' && job.results.length > 0 ? `/api/generations/${job.id}/archive.zip` : null,
    documents: job.results.map((r) => ({
      etudiant: itemIri('etudiants', r.etudiant),
      name: r.name,
      modele: itemIri('modeles', r.modele),
      document: itemIri('etudiant_documents', r.document),
      fileName: r.fileName,
      contentUrl: `/api/media_objects/${r.media}/download`,
    })),
  };
}

export function registerGenerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const modeles = model(ctx, 'modeles');
  const etudiants = model(ctx, 'etudiants');
  const documents = model(ctx, 'etudiant_documents');

  /** A model usable for a generation, with its template read once; `property` names it in a refusal. */
  async function usableModel(user: AuthUser, id: number | undefined, property: string): Promise<JobModel> {
    const row = id === undefined ? undefined : await findInScope(ctx.db, modeles, user, id);
    if (!row) throw unprocessable([{ propertyPath: property, message: msg.generation.modelUnreachable }]);
    if (row.etat !== 0) throw unprocessable([{ propertyPath: property, message: msg.generation.modelArchived }]);
    if (typeof row.file_id !== 'number')
      throw unprocessable([{ propertyPath: property, message: msg.generation.modelWithoutFile }]);
    const template = await modelTemplate(ctx.db, row.file_id, property);
    assertCompiles(template, property);
    return { id: row.id, name: row.name, fileId: row.file_id, template };
  }

  app.post(
    '/api/modeles/:id/generer',
    withBody(
      {
        properties: {
          etudiants: {
            type: 'array',
            items: { type: ['string', 'integer'] },
            title: 'Stagiaires',
            description: `Les stagiaires (IRI ou identifiants), de 1 à ${MAX_TRAINEES}.`,
          },
          documents: {
            type: ['array', 'null'],
            items: { type: ['string', 'integer'] },
            title: 'Autres modèles',
            description: 'D’autres modèles à générer aussi (IRI ou identifiants).',
          },
          format: {
            type: ['string', 'null'],
            enum: ['pdf', 'docx', null],
            title: 'Format',
            description: 'Par défaut celui du modèle.',
          },
        },
        required: ['etudiants'],
        messages: {
          etudiants: msg.generation.traineesNeeded,
          documents: msg.generation.documentsNotList,
          format: msg.generation.formatUnknown,
        },
        answers: { 202: { description: 'La génération lancée, à suivre (en-tête Location).', schema: GENERATION } },
      },
      {
        config: {
          summary: 'Générer un modèle pour des stagiaires',
          description:
            'Un document par stagiaire (et par modèle de `documents`), en PDF ou DOCX, rangé dans ses documents ; ' +
            'répond 202 avec la génération à suivre (GET /api/generations/{id}). 422 nommant chaque stagiaire hors ' +
            'de portée, modèle inutilisable ou format inconnu : rien n’est généré.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, documents, 'create');
      const found = await findInScope(ctx.db, modeles, user, pathId(request.params.id));
      if (!found) throw notFound(msg.generation.modelUnreachable);
      const body = bodyOf(request, true);
      const format = body.format ?? (isGenerationFormat(found.format) ? found.format : 'pdf');
      if (!isGenerationFormat(format))
        throw unprocessable([{ propertyPath: 'format', message: msg.generation.formatUnknown }]);
      const ids = Array.isArray(body.etudiants)
        ? [...new Set(body.etudiants.map((v) => idFromIri('etudiants', v, true) ?? NaN))]
        : [];
      if (ids.length === 0)
        throw unprocessable([{ propertyPath: 'etudiants', message: msg.generation.traineesNeeded }]);
      if (ids.length > MAX_TRAINEES)
        throw unprocessable([{ propertyPath: 'etudiants', message: msg.generation.tooManyTrainees(MAX_TRAINEES) }]);
      if (body.documents !== undefined && body.documents !== null && !Array.isArray(body.documents)) {
        throw unprocessable([{ propertyPath: 'documents', message: msg.generation.documentsNotList }]);
      }
      const violations: Violation[] = [];
      const models: JobModel[] = [];
      const modelIds = [
        found.id,
        ...((body.documents as unknown[] | undefined) ?? []).map((v) => idFromIri('modeles', v, true)),
      ];
      for (const [i, id] of modelIds.entries()) {
        if (i > 0 && id === found.id) continue;
        try {
          models.push(await usableModel(user, id, i === 0 ? 'modele' : `documents[${i - 1}]`));
        } catch (err) {
          if (err instanceof HttpError && err.violations) violations.push(...err.violations);
          else throw err;
        }
      }
      const trainees: JobTrainee[] = [];
      for (const [i, id] of ids.entries()) {
        const t = Number.isInteger(id) ? await findInScope(ctx.db, etudiants, user, id) : undefined;
        if (!t || !canReachAntenne(user, t.antenne_id))
          violations.push({ propertyPath: `etudiants[${i}]`, message: msg.generation.traineeUnreachable });
        else
          trainees.push({
            id: t.id,
            name: [String(t.lastname ?? '').toUpperCase(), t.firstname].filter(Boolean).join(' '),
          });
      }
      if (violations.length > 0) throw unprocessable(violations);
      // A PDF needs LibreOffice, or the declared fallback: else a French 503 and nothing is generated.
      const engine = format === 'pdf' ? await pdfEngine() : undefined;
      const job = await startJob(ctx, user, models, trainees, format as GenerationFormat, request.log, engine);
      reply.header('Location', `/api/generations/${job.id}`);
      return sendJsonLd(reply, 202, view(job));
    },
  );

  app.get(
    '/api/generations/:id',
    withAnswers(
      { answers: { 200: { description: 'La génération.', schema: GENERATION } } },
      {
        config: {
          summary: 'Avancement d’une génération de documents',
          description:
            'total, done, status (running, done), errors (stagiaire et message) et les documents faits ; seulement ' +
            'pour l’utilisateur qui l’a lancée, une heure après sa fin.',
        },
      },
    ),
    async (request: JobRequest, reply) => {
      const user = await ctx.auth(request);
      const job = await jobOf({ ...ctx, log: request.log }, request.params.id, user);
      if (!job) throw notFound(msg.generation.jobUnknown);
      return sendJsonLd(reply, 200, view(job));
    },
  );

  app.get(
    '/api/generations/:id/archive.zip',
    withAnswers(
      {
        answers: {
          200: {
            description: 'Le ZIP (téléchargement).',
            type: 'application/zip',
            schema: { type: 'string', format: 'binary' },
          },
          409: { description: 'La génération tourne encore.' },
        },
      },
      {
        config: {
          summary: 'Documents d’une génération en un ZIP',
          description: 'Diffusé fichier par fichier, sans tout charger en mémoire ; 409 tant que la génération tourne.',
        },
      },
    ),
    async (request: JobRequest, reply) => {
      const user = await ctx.auth(request);
      const job = await jobOf({ ...ctx, log: request.log }, request.params.id, user);
      if (!job) throw notFound(msg.generation.jobUnknown);
      if (job.status !== 'done') throw new HttpError(409, msg.generation.jobRunning);
      // The files as they are now: one deleted since the generation is left out.
      const media = (
        await ctx.db.query<{ id: number; uuid: string }>(
          'SELECT id, uuid FROM media_objects WHERE id = ANY($1::int[])',
          [job.results.map((r) => r.media)],
        )
      ).rows;
      const uuids = new Map(media.map((m) => [m.id, String(m.uuid)]));
      const stored = await Promise.all(
        job.results.map(async (r) => uuids.has(r.media) && isStored(uuids.get(r.media)!)),
      );
      const kept = job.results.filter((_, i) => stored[i]);
      const names = uniqueNames(kept.map((r) => r.fileName));
      // PDF and DOCX are compressed already: stored as they are, the ZIP costs no CPU.
      const archive = archiver('zip', { store: true });
      archive.on('warning', (err) => request.log.warn({ err }, 'archive de génération'));
      archive.on('error', (err) => {
        request.log.error({ err }, 'archive de génération');
        archive.destroy(err);
      });
      kept.forEach((r, i) => archive.append(readStream(uuids.get(r.media)!), { name: names[i]! }));
      void archive.finalize();
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="documents-${job.id.slice(0, 8)}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .send(archive);
    },
  );
}
