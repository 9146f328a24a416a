// The cerfa 10103 of an apprenticeship contract, kept on the contract (spec 000: validation
// steps 1 form validated, 2 sent to company, 3 company data validated, 4 signatures verified, each needing the
// previous):
//   PUT /api/etudiant_contrats/{id}/cerfa  { step: 0..3, values }  saves the form at a step of the page (0 the
//       employer … 3 the contract and the training). The values are checked with the form's shared rule
//       (src/shared/entreprises/cerfa.ts) for that step and every step before it; a problem is a French 422
//       naming the fields and nothing is saved. A step needs the previous one (`cerfa_etape`, the steps filled).
//       Passing the last step sets the status 1 « Validation du formulaire ».
//   PUT /api/etudiant_contrats/{id}/cerfa/statut  { statut: 2..4 }  moves the status to the next validation step,
//       only from the one before it.
// Both in one transaction on the locked contract, within the user's scope (another antenne's contract 404, a
// guest 403), answering the contract with `cerfa`, `cerfa_etape` and `cerfa_statut`.
import type { FastifyInstance } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { updateRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { model } from '../common.ts';
import {
  b,
  bodyOf,
  itemAnswer,
  pathId,
  requireWrite,
  scopedRow,
  withBody,
  type IdRequest,
} from '../../http/request.ts';
import { cerfaFromJson, cerfaProblemsUpTo } from '../../../shared/alternance/cerfa.ts';
import { etapes_validation_cerfa } from '../../../shared/reference/cerfa.ts';
import * as msg from './messages.ts';

const today = () => new Date().toISOString().slice(0, 10);
const stepLabel = (n: number) => etapes_validation_cerfa.find((e) => e.id === n)?.label ?? String(n);

export function registerCerfaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const contrats = model(ctx, 'etudiant_contrats');

  app.put(
    '/api/etudiant_contrats/:id/cerfa',
    withBody(
      {
        properties: {
          // Not typed here: an integer only, never a text taken for one (the handler refuses "0" in French).
          step: { title: 'Étape', description: 'Un entier de 0 à 3 ; 3 valide le formulaire.' },
          values: { type: 'object', title: 'Valeurs du formulaire', description: 'Les champs du cerfa 10103 saisis.' },
        },
        messages: { step: msg.entreprises.cerfaStep, values: msg.entreprises.cerfaValues },
        answers: { 200: itemAnswer(contrats, 'Le contrat avec son cerfa.') },
      },
      {
        config: {
          summary: "Enregistre une étape du cerfa 10103 d'un contrat",
          description:
            "Vérifie l'étape (et les précédentes) avec les règles du formulaire officiel ; 422 en français sans rien " +
            'enregistrer ; la dernière étape valide le formulaire (statut 1).',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, contrats, 'update');
      const id = pathId(request.params.id);
      const body = bodyOf(request, true);
      const step = body.step;
      if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > 3)
        throw unprocessable([{ propertyPath: 'step', message: msg.entreprises.cerfaStep }]);
      const values = cerfaFromJson(body.values);
      if (!values) throw unprocessable([{ propertyPath: 'values', message: msg.entreprises.cerfaValues }]);
      const saved = await ctx.db.transaction(async (tx) => {
        const contract = await scopedRow(tx, contrats, user, id, true);
        requireWrite(user, contrats, 'update', contract.antenne_id);
        const filled = Number(contract.cerfa_etape ?? 0);
        if (step > filled) throw unprocessable([{ propertyPath: 'step', message: msg.entreprises.cerfaPreviousStep }]);
        const problems = cerfaProblemsUpTo(step, values, today());
        if (Object.keys(problems).length > 0)
          throw unprocessable(Object.entries(problems).map(([propertyPath, message]) => ({ propertyPath, message })));
        const statut = step === 3 ? Math.max(Number(contract.cerfa_statut ?? 0), 1) : contract.cerfa_statut;
        return updateRow(tx, contrats, id, {
          cerfa: JSON.stringify(values),
          cerfa_etape: Math.max(filled, step + 1),
          cerfa_statut: statut,
        });
      });
      return sendJsonLd(reply, 200, toItem(contrats, saved, true));
    },
  );

  app.put(
    '/api/etudiant_contrats/:id/cerfa/statut',
    withBody(
      {
        properties: {
          statut: { type: 'integer', minimum: 2, maximum: 4, title: 'Statut du cerfa', description: '2, 3 ou 4.' },
        },
        messages: { statut: msg.entreprises.cerfaStatut },
        answers: { 200: itemAnswer(contrats, 'Le contrat avec son cerfa.') },
      },
      {
        config: {
          summary: 'Passe le cerfa 10103 à l’étape de validation suivante',
          description:
            '2 envoi à l’entreprise, 3 validation des données entreprise, 4 vérification des signatures ; chacune ' +
            'après la précédente.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, contrats, 'update');
      const id = pathId(request.params.id);
      const wanted = bodyOf(request, true).statut;
      if (typeof wanted !== 'number' || !Number.isInteger(wanted) || wanted < 2 || wanted > 4)
        throw unprocessable([{ propertyPath: 'statut', message: msg.entreprises.cerfaStatut }]);
      const saved = await ctx.db.transaction(async (tx) => {
        const contract = await scopedRow(tx, contrats, user, id, true);
        requireWrite(user, contrats, 'update', contract.antenne_id);
        if (Number(contract.cerfa_statut ?? 0) !== wanted - 1) {
          throw unprocessable([
            {
              propertyPath: 'statut',
              message: msg.entreprises.cerfaStatutOrder(stepLabel(wanted), stepLabel(wanted - 1)),
            },
          ]);
        }
        return updateRow(tx, contrats, id, { cerfa_statut: wanted });
      });
      return sendJsonLd(reply, 200, toItem(contrats, saved, true));
    },
  );
}
