// The tutor space (a company tutor's account, `ctx.authTutor`): its apprentices only (tutorSpace.ts), read and
// written by the apprentice's id from the path, checked against the contracts naming the tutor.
//   GET  /api/tuteur/apprentis                      its apprentices, their contract and the booklet periods to sign
//   GET  /api/tuteur/apprentis/{id}                 one apprentice: contracts, CFA planning (4 weeks), absences at the
//        CFA, the referential's skills, the booklet's periods, the evaluations in the company
//   POST /api/tuteur/apprentis/{id}/livret a new period {titre, date_debut, date_fin, activites, appreciation_tuteur}
//   PATCH /api/tuteur/livret/{id}                   its company side, until signed
//   POST /api/tuteur/livret/{id}/signature {signature}: the tutor signs the period (a task and an appreciation first)
//   POST /api/tuteur/apprentis/{id}/evaluations the evaluation in the company (criteria 1..4), the contract running
//   that day GET  /api/tuteur/apprentis/{id}/livret.pdf      the booklet as a PDF
//   GET  /api/tuteur/contrats/{id}/cerfa.pdf         the contract's cerfa 10103 as the centre filled it, drawn by the
//        staff's builder (shared/alternance/cerfaPdf.ts); a contract not naming the tutor is a French 403
//   GET /api/tuteur/documents/{id} a document of its apprentice's contract (cerfa, amendment, agreement,
//        OPCO's agreement, rupture: the `documents` of the apprentice's answer), downloaded; any other a French 403
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import {
  b,
  bodyOf,
  pathId,
  withBody,
  type DeclaredBody,
  type IdRequest,
  fileAnswer,
  withAnswers,
} from '../../http/request.ts';
import { save } from '../../crud/save.ts';
import { actingFor } from '../common.ts';
import { itemIri } from '../../hydra/iri.ts';
import { addDays } from '../../../shared/attendance/index.ts';
import { average, CRITERIA, contractRunning } from '../../../shared/alternance/evaluation.ts';
import { signatureProblems } from '../../../shared/alternance/livret.ts';
import { apprenticeOf, competencesOf, livretPdf, periodeView, periodesOf, tasksOf } from './livret.ts';
import { requireApprentice, requireTutorPeriod, tutorContracts } from './tutorSpace.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { disposition } from '../../files/routes.ts';
import { isStored, readStream } from '../../files/storage.ts';
import { types_document } from '../../../shared/reference/documents.ts';
import { buildCerfaPdf } from '../../../shared/alternance/cerfaPdf.ts';
import { cerfaFromJson } from '../../../shared/alternance/cerfa.ts';
import { diskFontFiles } from '../../files/fontFiles.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import * as msg from './messages.ts';

/** The trainee's documents a tutor reads: those of the contract (etudiant_documents.type_document). */
const CONTRACT_TAGS = [
  'contrat_apprentissage',
  'contrat_professionnalisation',
  'avenant_contrat',
  'convention_formation',
  'prise_en_charge_opco',
  'rupture_contrat',
];
const CONTRACT_TYPES = types_document.filter((x) => CONTRACT_TAGS.includes(String(x.tag))).map((x) => Number(x.id));
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;
const COMPANY_SIDE = ['titre', 'date_debut', 'date_fin', 'activites', 'appreciation_tuteur'];
/** The company side of a booklet period, as the tutor writes it. */
const COMPANY_BODY: DeclaredBody = {
  properties: {
    titre: b.text('Titre'),
    date_debut: b.date('Début'),
    date_fin: b.date('Fin'),
    activites: { title: 'Tâches réalisées', description: 'Les tâches réalisées, par compétence.' },
    appreciation_tuteur: b.text('Appréciation du tuteur'),
  },
};
const day = (d: unknown) =>
  d instanceof Date ? d.toISOString().slice(0, 10) : d === null || d === undefined ? null : String(d).slice(0, 10);
const pick = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

export async function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);
}

export function registerTutorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/tuteur/apprentis',
    {
      config: {
        summary: 'Apprentis du tuteur connecté',
        description:
          'Les apprentis dont le contrat désigne le tuteur, avec le contrat et les périodes du livret à signer.',
      },
    },
    async (request, reply) => {
      const tutor = await ctx.authTutor(request);
      const contracts = await tutorContracts(ctx.db, tutor);
      const members = [];
      for (const id of [...new Set(contracts.map((c) => c.etudiant_id))]) {
        const who = (await apprenticeOf(ctx.db, id))!;
        const c = contracts.find((x) => x.etudiant_id === id)!;
        const periods = (await periodesOf(ctx.db, id)).map((p) => periodeView(p));
        members.push({
          id,
          '@id': `/api/tuteur/apprentis/${id}`,
          firstname: who.firstname,
          lastname: who.lastname,
          diplome: who.diplome,
          session: who.session,
          entreprise: c.entreprise_name,
          date_debut: day(c.date_debut),
          date_fin: day(c.date_fin),
          date_rupture: day(c.date_rupture),
          a_signer: periods.filter((p) => p.statut !== 'signee').length,
        });
      }
      return sendJsonLd(reply, 200, {
        '@id': '/api/tuteur/apprentis',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      });
    },
  );

  app.get(
    '/api/tuteur/apprentis/:id',
    {
      config: {
        summary: 'Un apprenti du tuteur connecté',
        description:
          'Contrat, planning au centre, absences au centre, compétences du référentiel, livret et évaluations en ' +
          'entreprise.',
      },
    },
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const id = pathId(request.params.id);
      const contracts = await requireApprentice(ctx.db, tutor, id);
      const who = (await apprenticeOf(ctx.db, id))!;
      const from = addDays(parisToday(), -((new Date(`${parisToday()}T00:00:00Z`).getUTCDay() + 6) % 7));
      const planning = (
        await ctx.db.query(
          `SELECT e.id, e.title, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.hr_start, e.hr_end, c.name AS
            classroom
         FROM etudiants et JOIN scheduler_events e ON e.diplome_session_id = et.diplome_session_id AND e.antenne_id =
           et.antenne_id
         LEFT JOIN scheduler_classrooms c ON c.id = e.classroom_id
        WHERE et.id = $1 AND e.dt_start >= $2 AND e.dt_start <= $3 ORDER BY e.dt_start, e.hr_start, e.id`,
          [id, from, addDays(from, 27)],
        )
      ).rows;
      const absences = (
        await ctx.db.query(
          `SELECT id, to_char(dt_start, 'YYYY-MM-DD') AS dt_start, to_char(dt_end, 'YYYY-MM-DD') AS dt_end, hr_start,
            hr_end, raison, created_at
         FROM etudiant_absences WHERE etudiant_id = $1 AND dt_start >= $2 ORDER BY dt_start DESC, hr_start DESC LIMIT
           100`,
          [id, addDays(parisToday(), -183)],
        )
      ).rows;
      const evaluations = (
        await ctx.db.query(
          `SELECT id, to_char(date_evaluation, 'YYYY-MM-DD') AS date_evaluation, evaluateur, criteres, moyenne,
            commentaire FROM evaluation_alternances
        WHERE etudiant_id = $1 AND etat = 0 AND contrat_id = ANY($2::int[]) ORDER BY date_evaluation DESC, id DESC`,
          [id, contracts.map((c) => c.id)],
        )
      ).rows;
      return sendJsonLd(reply, 200, {
        '@id': `/api/tuteur/apprentis/${id}`,
        id,
        firstname: who.firstname,
        lastname: who.lastname,
        diplome: who.diplome,
        session: who.session,
        contrats: contracts.map((c) => ({
          id: c.id,
          entreprise: c.entreprise_name,
          numero_contrat: c.numero_contrat,
          type_contrat: c.type_contrat,
          date_conclusion: day(c.date_conclusion),
          date_debut: day(c.date_debut),
          date_fin: day(c.date_fin),
          date_rupture: day(c.date_rupture),
          duree_hebdo: c.duree_hebdo,
          cerfa_pdf: c.cerfa ? `/api/tuteur/contrats/${c.id}/cerfa.pdf` : null,
          en_cours: contractRunning(
            { date_debut: day(c.date_debut), date_fin: day(c.date_fin), date_rupture: day(c.date_rupture) },
            parisToday(),
          ),
        })),
        planning: { from, to: addDays(from, 27), seances: planning },
        absences,
        evaluations,
        competences: await competencesOf(ctx.db, id),
        documents: (await contractDocuments(id)).map((d) => ({
          '@id': `/api/tuteur/documents/${d.id}`,
          id: d.id,
          name: d.name,
          type: types_document.find((x) => x.id === d.type_document)?.label ?? null,
          date_document: day(d.date_document),
          fichier: d.file_name,
        })),
        periodes: (await periodesOf(ctx.db, id)).map((p) => periodeView(p)),
      });
    },
  );

  app.post(
    '/api/tuteur/apprentis/:id/livret',
    withBody(COMPANY_BODY, {
      config: {
        summary: 'Nouvelle période du livret',
        description: 'Le tuteur crée une période : dates, tâches réalisées par compétence, appréciation.',
      },
    }),
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const id = pathId(request.params.id);
      const contracts = await requireApprentice(ctx.db, tutor, id);
      const body = bodyOf(request, true);
      const who = (await apprenticeOf(ctx.db, id))!;
      const contract = contracts.find((c) => c.date_rupture === null) ?? contracts[0]!;
      const row = await save(
        ctx,
        'livret_periodes',
        actingFor(tutor, who.antenne_id),
        {
          ...pick(body, COMPANY_SIDE),
          etudiant: itemIri('etudiants', id),
          contrat: itemIri('etudiant_contrats', contract.id),
        },
        {
          mode: 'create',
          extra: { tuteur_saisi_le: new Date().toISOString(), tuteur_nom: await tutorName(tutor.contactId) },
        },
      );
      return sendJsonLd(reply, 201, periodeView(row));
    },
  );

  app.patch(
    '/api/tuteur/livret/:id',
    withBody(COMPANY_BODY, {
      config: {
        summary: 'Volet entreprise d’une période du livret',
        description: 'Tâches, appréciation et dates, tant que la période n’est pas signée.',
      },
    }),
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const existing = await requireTutorPeriod(ctx.db, tutor, pathId(request.params.id));
      const body = bodyOf(request, true);
      const row = await save(ctx, 'livret_periodes', actingFor(tutor, existing.antenne_id), pick(body, COMPANY_SIDE), {
        mode: 'merge',
        existing,
        extra: { tuteur_saisi_le: new Date().toISOString(), tuteur_nom: await tutorName(tutor.contactId) },
      });
      return sendJsonLd(reply, 200, periodeView(row));
    },
  );

  app.post(
    '/api/tuteur/livret/:id/signature',
    withBody(
      {
        properties: {
          signature: b.text('Signature', 'Image PNG en data URL (data:image/png;base64,…).'),
        },
      },
      {
        config: {
          summary: 'Signature d’une période du livret par le tuteur',
          description: 'La signature (image PNG du cadre de signature) clôt le volet entreprise de la période.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const existing = await requireTutorPeriod(ctx.db, tutor, pathId(request.params.id));
      const body = bodyOf(request, true);
      if (existing.signe_le) throw unprocessable([{ propertyPath: 'signature', message: msg.livret.alreadySigned }]);
      const problems = signatureProblems({
        activites: tasksOf(existing.activites),
        appreciation_tuteur: existing.appreciation_tuteur,
        signe_le: null,
      });
      const violations: { propertyPath: string; message: string }[] = problems.map((p) => ({
        propertyPath: p,
        message: p === 'activites' ? msg.livret.tasksMissing : msg.livret.appreciationMissing,
      }));
      if (typeof body.signature !== 'string' || !SIGNATURE.test(body.signature))
        violations.push({ propertyPath: 'signature', message: msg.livret.signatureMissing });
      if (violations.length > 0) throw unprocessable(violations);
      const row = await save(
        ctx,
        'livret_periodes',
        actingFor(tutor, existing.antenne_id),
        {},
        {
          mode: 'merge',
          existing,
          extra: {
            signature_tuteur: body.signature,
            signe_le: new Date().toISOString(),
            tuteur_nom: await tutorName(tutor.contactId),
          },
        },
      );
      return sendJsonLd(reply, 200, periodeView(row));
    },
  );

  app.post(
    '/api/tuteur/apprentis/:id/evaluations',
    withBody(
      {
        properties: {
          date_evaluation: b.date('Date d’évaluation', 'AAAA-MM-JJ, pas dans le futur, dans le contrat.'),
          criteres: {
            type: 'object',
            title: 'Critères',
            description: `Par critère (${CRITERIA.map((c) => c.id).join(', ')}) : une note de 1 à 4.`,
          },
          commentaire: b.text('Commentaire'),
        },
      },
      {
        config: {
          summary: 'Évaluation en entreprise par le tuteur',
          description: 'Critères notés de 1 à 4, commentaire et date ; le contrat doit être en cours à cette date.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const id = pathId(request.params.id);
      const contracts = await requireApprentice(ctx.db, tutor, id);
      const body = bodyOf(request, true);
      const date = typeof body.date_evaluation === 'string' ? body.date_evaluation : '';
      const contract = contracts.find((c) =>
        contractRunning(
          { date_debut: day(c.date_debut), date_fin: day(c.date_fin), date_rupture: day(c.date_rupture) },
          date,
        ),
      );
      if (/^\d{4}-\d{2}-\d{2}$/.test(date) && !contract)
        throw unprocessable([{ propertyPath: 'contrat', message: msg.references.contractNotRunning }]);
      const criteres =
        body.criteres && typeof body.criteres === 'object' ? (body.criteres as Record<string, number>) : {};
      const row = await save(
        ctx,
        'evaluation_alternances',
        actingFor(tutor, (await apprenticeOf(ctx.db, id))!.antenne_id),
        {
          etudiant: itemIri('etudiants', id),
          contrat: itemIri('etudiant_contrats', (contract ?? contracts[0]!).id),
          date_evaluation: body.date_evaluation,
          evaluateur: await tutorName(tutor.contactId),
          criteres: body.criteres,
          commentaire: body.commentaire ?? null,
        },
        { mode: 'create', extra: { moyenne: average(criteres) } },
      );
      return sendJsonLd(reply, 201, {
        '@id': itemIri('evaluation_alternances', row.id),
        id: row.id,
        date_evaluation: day(row.date_evaluation),
        moyenne: row.moyenne,
      });
    },
  );

  app.get(
    '/api/tuteur/apprentis/:id/livret.pdf',
    withAnswers(
      { answers: fileAnswer('application/pdf', 'Le PDF (téléchargement).') },
      { config: { summary: 'Livret d’apprentissage en PDF (tuteur)' } },
    ),
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const id = pathId(request.params.id);
      await requireApprentice(ctx.db, tutor, id);
      return sendPdf(reply, `livret-apprentissage-${id}.pdf`, await livretPdf(ctx.db, id));
    },
  );

  app.get(
    '/api/tuteur/contrats/:id/cerfa.pdf',
    withAnswers(
      { answers: fileAnswer('application/pdf', 'Le PDF (téléchargement).') },
      {
        config: {
          summary: 'Cerfa 10103 du contrat d’un apprenti (tuteur)',
          description:
            'Le cerfa 10103 du contrat tel que le centre l’a rempli, en PDF (le même que celui du centre) ; ' +
            'seulement pour un contrat qui désigne le tuteur.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const id = pathId(request.params.id);
      const contract = (await tutorContracts(ctx.db, tutor)).find((c) => c.id === id);
      if (!contract) throw forbidden(msg.access.notYourApprentice);
      const values = cerfaFromJson(contract.cerfa);
      if (!values) throw notFound(msg.livret.noCerfa);
      const pdf = await buildCerfaPdf(values, diskFontFiles);
      return sendPdf(reply, `cerfa-10103-contrat-${id}.pdf`, Buffer.from(pdf));
    },
  );

  app.get(
    '/api/tuteur/documents/:id',
    {
      config: {
        summary: 'Document du contrat d’un apprenti (tuteur)',
        description:
          'Le fichier d’un document du contrat (cerfa, avenant, convention, accord OPCO, rupture) d’un apprenti dont ' +
          'le contrat désigne le tuteur.',
      },
    },
    async (request: IdRequest, reply) => {
      const tutor = await ctx.authTutor(request);
      const doc = (
        await ctx.db.query<{
          etudiant_id: number;
          uuid: string | null;
          name: string | null;
          mime_type: string | null;
          size: number | null;
        }>(
          `SELECT d.etudiant_id, m.uuid, m.name, m.mime_type, m.size FROM etudiant_documents d LEFT JOIN media_objects m
            ON m.id = d.file_id
        WHERE d.id = $1 AND d.cfa_id = $2 AND d.etat = 0 AND d.type_document = ANY($3::int[])`,
          [pathId(request.params.id), tutor.cfaId, CONTRACT_TYPES],
        )
      ).rows[0];
      if (!doc) throw forbidden(msg.access.notYourDocument);
      await requireApprentice(ctx.db, tutor, doc.etudiant_id);
      if (!doc.uuid || !(await isStored(doc.uuid))) throw notFound(msg.files.gone);
      return reply
        .header('Content-Type', String(doc.mime_type))
        .header('Content-Length', String(doc.size))
        .header('Content-Disposition', disposition(String(doc.name)))
        .header('Cache-Control', 'private, no-store')
        .send(readStream(doc.uuid));
    },
  );

  async function contractDocuments(etudiantId: number) {
    return (
      await ctx.db.query<{
        id: number;
        name: string;
        type_document: number;
        date_document: unknown;
        file_name: string | null;
      }>(
        `SELECT d.id, d.name, d.type_document, d.date_document, m.name AS file_name FROM etudiant_documents d JOIN
          media_objects m ON m.id = d.file_id
        WHERE d.etudiant_id = $1 AND d.etat = 0 AND d.type_document = ANY($2::int[]) ORDER BY d.date_document DESC NULLS
          LAST, d.id DESC`,
        [etudiantId, CONTRACT_TYPES],
      )
    ).rows;
  }

  async function tutorName(contactId: number): Promise<string> {
    const c = (
      await ctx.db.query<{ firstname: string; lastname: string }>(
        'SELECT firstname, lastname FROM entreprise_contacts WHERE id = $1',
        [contactId],
      )
    ).rows[0];
    return c ? `${c.firstname} ${c.lastname}` : '';
  }
}
