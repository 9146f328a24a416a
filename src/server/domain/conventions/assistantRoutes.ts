// POST /api/antenne_conventions_assistant: the agreement (or amendment) creation wizard's
// save, in the spec's order (spec 001 section 7, Agreements: POST /antenne_conventions, then its sessions and
// their PATCH {uri}/stagiaires, then its fees) and in ONE transaction: the agreement, each session (a session
// with a diploma session attaches all that session's trainees of the agreement's antenne, as the spec's PATCH
// {uri}/stagiaires does), each fee. Every row goes through its resource's save (crud/save.ts: schema, relations
// within scope, plausibility, the client's offered values, the resource's hooks); a fee type the client does not
// offer (the short list of conventions.haveFeeTypeShortList, else the long one) is refused. Any refusal is a
// French 422 whose violations name the row (`sessions[1].date_start`, `prices[0].type_of_fee`) and nothing is
// recorded. Documents carry files: the screen posts them afterwards (POST /antenne_convention_documents).
// Body: { convention: {...}, sessions?: [{...}], prices?: [{...}] }. Answer 201: the agreement, its sessions
// (each with its attached trainees and the spec's notice), its fees and totals (hours × hourly cost). The
// agreement's « Montant total » (amount) is the fees' total the wizard showed, unless the body gives one.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';
import type { AuthUser } from '../../auth/access.ts';
import type { Violation } from '../../schema/validate.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { save, within } from '../../crud/save.ts';
import { profileOfUser } from '../../clients/profiles.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import { bodyOf, requireWrite, withBody } from '../../http/request.ts';
import { agreementTotals, feeTypeOffered, feeTypeLabel, type FeeLine } from '../../../shared/conventions/agreements.ts';
import * as msg from './messages.ts';

type Json = Record<string, unknown>;

/** A violation list whose paths name the row: `prices[0].type_of_fee`. */
function prefixed(prefix: string, err: unknown): never {
  if (err instanceof HttpError && err.violations) {
    throw unprocessable(
      err.violations.map((v) => ({ ...v, propertyPath: v.propertyPath ? `${prefix}.${v.propertyPath}` : prefix })),
    );
  }
  if (err instanceof HttpError && err.status === 422)
    throw unprocessable([{ propertyPath: prefix, message: err.message }]);
  throw err;
}

function rows(body: Json, key: 'sessions' | 'prices'): Json[] {
  const v = body[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => x === null || typeof x !== 'object' || Array.isArray(x))) {
    throw unprocessable([
      { propertyPath: key, message: msg.conventions.assistantList(key === 'sessions' ? 'sessions' : 'frais') },
    ]);
  }
  return v as Json[];
}

export function registerAssistantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const names = ['antenne_conventions', 'antenne_convention_sessions', 'antenne_convention_prices'] as const;

  /** One row through the resource's save, on the transaction's context. */
  async function create(
    tctx: AppContext,
    user: AuthUser,
    name: (typeof names)[number],
    body: Json,
    prefix: string,
  ): Promise<Row> {
    try {
      return await save(tctx, model(ctx, name), user, body, { mode: 'create' });
    } catch (err) {
      return prefixed(prefix, err);
    }
  }

  app.post(
    '/api/antenne_conventions_assistant',
    withBody(
      {
        properties: {
          convention: {
            type: 'object',
            title: 'Convention',
            description: 'Les champs d’une convention (antenne_conventions), ou d’un avenant.',
          },
          sessions: {
            type: ['array', 'null'],
            items: { type: 'object' },
            title: 'Sessions',
            description: 'Les champs de chaque session (antenne_convention_sessions), sans la convention.',
          },
          prices: {
            type: ['array', 'null'],
            items: { type: 'object' },
            title: 'Frais',
            description: 'Les champs de chaque frais (antenne_convention_prices), sans la convention.',
          },
        },
        messages: {
          convention: msg.conventions.assistantConvention,
          sessions: msg.conventions.assistantList('sessions'),
          prices: msg.conventions.assistantList('frais'),
        },
      },
      {
        config: {
          summary: 'Crée une convention (ou un avenant) avec ses sessions et ses frais, en une transaction',
          description:
            'Ordre de la spécification : convention, sessions (rattachement des stagiaires de la session de ' +
            'diplôme), frais. Tout ou rien.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      for (const n of names) requireWrite(user, model(ctx, n), 'create');
      const body = bodyOf(request);
      const convention = body.convention;
      if (convention === null || typeof convention !== 'object' || Array.isArray(convention)) {
        throw unprocessable([{ propertyPath: 'convention', message: msg.conventions.assistantConvention }]);
      }
      const sessions = rows(body, 'sessions');
      const prices = rows(body, 'prices');
      const profile = await profileOfUser(user, ctx.config);
      const refused: Violation[] = prices.flatMap((p, i) =>
        p.type_of_fee === undefined || feeTypeOffered(profile, p.type_of_fee)
          ? []
          : [
              {
                propertyPath: `prices[${i}].type_of_fee`,
                message: msg.conventions.feeTypeNotOffered(feeTypeLabel(p.type_of_fee)),
              },
            ],
      );
      if (refused.length > 0) throw unprocessable(refused);
      if (requireAttach(sessions)) requireWrite(user, model(ctx, 'etudiants'), 'update');

      const given = (convention as Json).amount;
      const withAmount =
        prices.length > 0 && (given === undefined || given === null)
          ? { ...convention, amount: agreementTotals(prices as unknown as FeeLine[]).amount }
          : convention;

      const result = await ctx.db.transaction(async (tx) => {
        const tctx = within(ctx, tx);
        const agreement = await create(tctx, user, 'antenne_conventions', withAmount as Json, 'convention');
        const iri = itemIri('antenne_conventions', agreement.id as number);
        const createdSessions: Json[] = [];
        for (const [i, s] of sessions.entries()) {
          const row = await create(
            tctx,
            user,
            'antenne_convention_sessions',
            { ...s, antenne_convention: iri },
            `sessions[${i}]`,
          );
          const trainees =
            row.diplome_session_id === null
              ? []
              : (
                  await tx.query<{ id: number; lastname: string; firstname: string }>(
                    `UPDATE etudiants SET antenne_convention_id = $1, updated_at = now()
           WHERE cfa_id = $2 AND antenne_id = $3 AND diplome_session_id = $4 AND type = 1 AND etat <> 3
           RETURNING id, lastname, firstname`,
                    [agreement.id, user.cfaId, agreement.antenne_id, row.diplome_session_id],
                  )
                ).rows;
          trainees.sort(
            (a, b) =>
              a.lastname.localeCompare(b.lastname, 'fr') || a.firstname.localeCompare(b.firstname, 'fr') || a.id - b.id,
          );
          createdSessions.push({
            ...toItem(model(ctx, 'antenne_convention_sessions'), row),
            stagiaires: trainees.map((t) => ({
              '@id': itemIri('etudiants', t.id),
              id: t.id,
              lastname: t.lastname,
              firstname: t.firstname,
            })),
            message:
              row.diplome_session_id === null
                ? null
                : trainees.length === 0
                  ? msg.conventions.noTrainee
                  : msg.conventions.traineesLinked(trainees.length),
          });
        }
        const createdPrices: Json[] = [];
        for (const [i, p] of prices.entries()) {
          createdPrices.push(
            toItem(
              model(ctx, 'antenne_convention_prices'),
              await create(tctx, user, 'antenne_convention_prices', { ...p, antenne_convention: iri }, `prices[${i}]`),
            ),
          );
        }
        return { agreement, createdSessions, createdPrices };
      });
      const totals = agreementTotals(
        result.createdPrices as { type_of_fee: number; number_of_hours?: number; hourly_cost?: number }[],
      );
      return sendJsonLd(reply, 201, {
        ...toItem(model(ctx, 'antenne_conventions'), result.agreement, true),
        convention_sessions: result.createdSessions,
        convention_prices: result.createdPrices,
        total_hours: totals.hours,
        total_amount: totals.amount,
      });
    },
  );
}

/** Attaching trainees edits them: only asked of the user when a session names a diploma session. */
function requireAttach(sessions: Json[]): boolean {
  return sessions.some((s) => s.diplome_session !== undefined && s.diplome_session !== null);
}
