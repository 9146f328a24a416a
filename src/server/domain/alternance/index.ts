// Reference pages of the company side.
//   GET /api/evaluations_alternance/contrats: the contracts running today in scope or ended less than 6 months ago
//        (en_cours, fin_effective), with the trainee, the company, the diploma prepared (name, RNCP code), the tutor
//        and the last evaluation (date, mean, count), those never evaluated first.
//   POST /api/etudiant_contrats/{id}/evaluations {date_evaluation, evaluateur?, criteres, commentaire?}: the tutor's
//        evaluation of the apprentice, every criterion scored 1..4, dated within the contract (started, not ended nor
//        broken on that day) and not in the future, else a French 422 and nothing saved.
//   GET  /api/references/services: whether the external services (mail, France compétences, fiches métiers ROME,
//        Google) are configured here, each with a French message; GET /api/references/diplomes: RNCP codes of our
//        diplomas.
import type { DomainModule } from '../../http/domainModules.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { scopeCondition } from '../../auth/access.ts';
import { model } from '../common.ts';
import {
  b,
  bodyOf,
  collection,
  withBody,
  pathId,
  requireWrite,
  scopedRow,
  type IdRequest,
} from '../../http/request.ts';
import { average, CRITERIA, contractRunning, criteriaProblems } from '../../../shared/alternance/evaluation.ts';
import { serviceStates } from './services.ts';
import { registerContractRoutes } from './contractRoutes.ts';
import { registerTraineeContracts } from './traineeContracts.ts';
import { registerRuptureRoute } from './ruptureRoute.ts';
import { registerOpcoRoutes } from './opcoRoutes.ts';
import { registerCerfaRoutes } from './cerfaRoutes.ts';
import { registerTutorRoutes } from './tutorRoutes.ts';
import { registerLivretRoutes } from './livretRoutes.ts';
import { workTutorAbsenceMails } from './tutorAbsenceHooks.ts';
import * as msg from './messages.ts';

const today = () => new Date().toISOString().slice(0, 10);
const ref = msg.references;
/** A contract ended (or broken) less than this many days ago is still listed, for its end-of-contract evaluation. */
const RECENT_DAYS = 183;

const alternance: DomainModule = {
  register(app, ctx) {
    registerContractRoutes(app, ctx);
    registerTraineeContracts(app, ctx);
    registerRuptureRoute(app, ctx);
    registerOpcoRoutes(app, ctx);
    registerCerfaRoutes(app, ctx);
    registerTutorRoutes(app, ctx);
    registerLivretRoutes(app, ctx);
    // The tutors mailed of their apprentices' absences (the job's worker, once the queue runs).
    app.addHook('onReady', () => workTutorAbsenceMails(ctx));
    const contrats = model(ctx, 'etudiant_contrats');
    const evaluations = model(ctx, 'evaluation_alternances');
    const diplomes = model(ctx, 'diplomes');

    app.get(
      '/api/evaluations_alternance/contrats',
      {
        config: {
          summary: 'Contrats en cours à évaluer',
          description:
            'Les contrats en cours du périmètre avec le stagiaire, l’entreprise, le tuteur et la dernière évaluation ' +
            '(date, moyenne, nombre), jamais évalués d’abord.',
        },
      },
      async (request) => {
        const user = await ctx.auth(request);
        const day = today();
        const scope = scopeCondition(user, contrats, 2);
        const rows = (
          await ctx.db.query<Record<string, unknown>>(
            `SELECT t.id, t.antenne_id, e.id AS etudiant_id, e.lastname, e.firstname, en.name AS entreprise_name, d.name
              AS diplome_name, d.code_rncp, t.tuteur_lastname, t.tuteur_firstname,
                to_char(t.date_debut, 'YYYY-MM-DD') AS date_debut, to_char(t.date_fin, 'YYYY-MM-DD') AS date_fin,
                to_char(least(t.date_fin, t.date_rupture - 1), 'YYYY-MM-DD') AS fin_effective,
                (SELECT to_char(max(v.date_evaluation), 'YYYY-MM-DD') FROM evaluation_alternances v WHERE v.contrat_id =
                  t.id AND v.etat = 0) AS derniere_evaluation,
                (SELECT count(*)::int FROM evaluation_alternances v WHERE v.contrat_id = t.id AND v.etat = 0) AS
                  nb_evaluations,
                (SELECT v.moyenne FROM evaluation_alternances v WHERE v.contrat_id = t.id AND v.etat = 0 ORDER BY
                  v.date_evaluation DESC, v.id DESC LIMIT 1) AS derniere_moyenne
           FROM etudiant_contrats t JOIN etudiants e ON e.id = t.etudiant_id LEFT JOIN entreprises en ON en.id =
             t.entreprise_id
                LEFT JOIN diplome_sessions ds ON ds.id = e.diplome_session_id LEFT JOIN diplomes d ON d.id =
                  ds.diplome_id
          WHERE t.etat = 0 AND t.date_debut <= $1 AND coalesce(least(t.date_fin, t.date_rupture - 1), $1::date) >=
            $1::date - ${RECENT_DAYS} AND ${scope.sql}
          ORDER BY (SELECT max(v.date_evaluation) FROM evaluation_alternances v WHERE v.contrat_id = t.id AND v.etat =
            0) NULLS FIRST, e.lastname, e.firstname, t.id`,
            [day, ...scope.params],
          )
        ).rows;
        const members = rows.map((r) => ({
          '@id': `/api/etudiant_contrats/${r.id}`,
          '@type': 'EtudiantContrat',
          id: r.id,
          etudiant: `/api/etudiants/${r.etudiant_id}`,
          etudiant_name: `${r.lastname} ${r.firstname}`,
          entreprise_name: r.entreprise_name ?? null,
          diplome_name: r.diplome_name ?? null,
          code_rncp: r.code_rncp ?? null,
          tuteur: [r.tuteur_firstname, r.tuteur_lastname].filter(Boolean).join(' ') || null,
          date_debut: r.date_debut,
          date_fin: r.date_fin,
          fin_effective: r.fin_effective,
          en_cours: !r.fin_effective || String(r.fin_effective) >= day,
          derniere_evaluation: r.derniere_evaluation,
          nb_evaluations: r.nb_evaluations,
          derniere_moyenne: r.derniere_moyenne === null ? null : Number(r.derniere_moyenne),
          antenne: r.antenne_id ? `/api/antennes/${r.antenne_id}` : null,
        }));
        return collection('/api/evaluations_alternance/contrats', 'EtudiantContrat', members);
      },
    );

    app.post(
      '/api/etudiant_contrats/:id/evaluations',
      withBody(
        {
          properties: {
            date_evaluation: b.date('Date d’évaluation', 'AAAA-MM-JJ, pas dans le futur, dans le contrat.'),
            evaluateur: b.text('Évaluateur', 'Par défaut le tuteur du contrat.'),
            criteres: {
              type: 'object',
              title: 'Critères',
              description: `Par critère (${CRITERIA.map((c) => c.id).join(', ')}) : une note de 1 à 4.`,
            },
            commentaire: b.text('Commentaire', '5000 caractères au plus.'),
          },
          messages: { date_evaluation: ref.dateInvalid },
        },
        {
          config: {
            summary: 'Enregistrer l’évaluation d’un alternant par son tuteur',
            description:
              'Critères notés de 1 à 4 (assiduité, savoir-être, savoir-faire, autonomie, intégration), commentaire ' +
              'et date ; le contrat doit être en cours à cette date.',
          },
        },
      ),
      async (request: IdRequest, reply) => {
        const user = await ctx.auth(request);
        const body = bodyOf(request, true);
        const row = await ctx.db.transaction(async (tx) => {
          const contract = await scopedRow(tx, contrats, user, pathId(request.params.id), true);
          requireWrite(user, evaluations, 'create', contract.antenne_id as number | null);
          const violations: { propertyPath: string; message: string }[] = [];
          const date = typeof body.date_evaluation === 'string' ? body.date_evaluation : '';
          if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)) || date > today())
            violations.push({ propertyPath: 'date_evaluation', message: ref.dateInvalid });
          const tutor = [contract.tuteur_firstname, contract.tuteur_lastname].filter(Boolean).join(' ');
          const evaluateur =
            typeof body.evaluateur === 'string' && body.evaluateur.trim() ? body.evaluateur.trim() : tutor;
          if (!evaluateur || evaluateur.length > 255)
            violations.push({ propertyPath: 'evaluateur', message: ref.evaluatorRequired });
          for (const p of criteriaProblems(body.criteres))
            violations.push({ propertyPath: `criteres.${p.criterion}`, message: ref.criterion[p.problem]! });
          const commentaire =
            typeof body.commentaire === 'string' && body.commentaire.trim() ? body.commentaire.trim() : null;
          if (commentaire && commentaire.length > 5000)
            violations.push({ propertyPath: 'commentaire', message: ref.commentTooLong });
          const dates = (
            await tx.query<{ date_debut: string | null; date_fin: string | null; date_rupture: string | null }>(
              `SELECT to_char(date_debut, 'YYYY-MM-DD') AS date_debut, to_char(date_fin, 'YYYY-MM-DD') AS date_fin,
                to_char(date_rupture, 'YYYY-MM-DD') AS date_rupture
             FROM etudiant_contrats WHERE id = $1`,
              [contract.id],
            )
          ).rows[0]!;
          if (violations.length === 0 && (contract.etat !== 0 || !contractRunning(dates, date)))
            violations.push({ propertyPath: 'contrat', message: ref.contractNotRunning });
          if (violations.length) throw unprocessable(violations);
          const criteres = body.criteres as Record<string, number>;
          return insertRow(tx, evaluations, user, {
            etudiant_id: contract.etudiant_id,
            contrat_id: contract.id,
            antenne_id: contract.antenne_id,
            date_evaluation: date,
            evaluateur,
            criteres: JSON.stringify(criteres),
            moyenne: average(criteres),
            commentaire,
            etat: 0,
          });
        });
        return sendJsonLd(reply, 201, toItem(evaluations, row));
      },
    );

    app.get(
      '/api/references/diplomes',
      {
        config: {
          summary: 'Codes RNCP des diplômes',
          description: 'Les diplômes actifs avec leur code RNCP (ou RS) enregistré, et ceux qui n’en ont pas.',
        },
      },
      async (request) => {
        const user = await ctx.auth(request);
        const scope = scopeCondition(user, diplomes, 1);
        const rows = (
          await ctx.db.query<Record<string, unknown>>(
            `SELECT t.* FROM diplomes t WHERE t.etat = 0 AND ${scope.sql} ORDER BY t.name, t.id`,
            scope.params,
          )
        ).rows;
        return collection(
          '/api/references/diplomes',
          'Diplome',
          rows.map((r) => toItem(diplomes, r)),
          { sansCode: rows.filter((r) => !r.code_rncp).length },
        );
      },
    );

    app.get(
      '/api/references/services',
      {
        config: {
          summary: 'Configuration des services externes',
          description:
            'Messagerie, France compétences (RNCP/RS), fiches métiers ROME, Google : configuré ou non, avec un ' +
            'message en français.',
        },
      },
      async (request) => {
        await ctx.auth(request);
        return { services: serviceStates(process.env) };
      },
    );
  },
};
export default alternance;
