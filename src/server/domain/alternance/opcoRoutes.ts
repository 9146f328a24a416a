// The deposit of an apprenticeship contract's file with the company's OPCO (spec 000: funding
// bodies with an API configuration). POST /api/etudiant_contrats/{id}/depot_opco prepares the file (the
// contract, the apprentice, the employer) as an opco_depots row with the status « pret », COMMITTED first, then
// sends it; POST /api/opco_depots/{id}/envoi sends a prepared or failed file again. The endpoint of each OPCO is
// configuration: OPCO_ENDPOINTS, a JSON object `{ "<opco id>": "<url>", "*": "<url with {opco}>" }`; the file
// is POSTed there as JSON (time limit OPCO_TIMEOUT_MS, default 10 s) and the OPCO's answer `{ numero }` is kept.
// Without an endpoint for that OPCO, without network or on a refusal, the row says « echec » with the French
// message, the answer is that message (503 unconfigured or unreachable, 502 refused) and the file stays ready
// to send: nothing is lost. Answer 201 with the deposit on success.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { getInScope } from '../../crud/read.ts';
import { insertRow, updateRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import { itemAnswer, requireWrite, type IdRequest, withAnswers, withoutBody } from '../../http/request.ts';
import { opcos } from '../../../shared/reference/financement.ts';
import * as msg from './messages.ts';

type Json = Record<string, unknown>;

/** The configured endpoint of an OPCO, or null. */
/** The OPCO's failures, as the calls answer them (the file stays ready to send again). */
const OPCO_FAILURES = {
  502: { description: "L'OPCO a refusé le dossier (son message)." },
  503: { description: "L'envoi à cet OPCO n'est pas configuré, ou l'OPCO ne répond pas." },
};

export function opcoEndpoint(opco: number): string | null {
  let config: Record<string, unknown>;
  try {
    config = JSON.parse(process.env.OPCO_ENDPOINTS || '{}') as Record<string, unknown>;
  } catch {
    return null;
  }
  const url = config[String(opco)] ?? config['*'];
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url.replace('{opco}', String(opco)) : null;
}
const timeoutMs = () => {
  const n = Number(process.env.OPCO_TIMEOUT_MS);
  return Number.isSafeInteger(n) && n > 0 ? n : 10_000;
};
const opcoName = (opco: number) => opcos.find((o) => o.id === opco)?.label ?? `OPCO ${opco}`;

export function registerOpcoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const depots = model(ctx, 'opco_depots');

  /** Sends a deposit row; records the outcome; throws the French error after recording a failure. */
  async function send(user: AuthUser, row: Json): Promise<Json> {
    const opco = row.opco as number;
    const url = opcoEndpoint(opco);
    const tries = Number(row.tentatives ?? 0) + 1;
    const fail = async (status: number, message: string): Promise<never> => {
      await updateRow(ctx.db, depots, row.id as number, {
        statut: 'echec',
        message,
        tentatives: tries,
        date_envoi: new Date().toISOString(),
      });
      throw new HttpError(status, message);
    };
    if (!url) return fail(503, msg.entreprises.opcoNotConfigured(opcoName(opco)));
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        redirect: 'manual',
        body: JSON.stringify({ depot: itemIri('opco_depots', row.id as number), opco, dossier: row.dossier }),
        signal: AbortSignal.timeout(timeoutMs()),
      });
    } catch {
      return fail(503, msg.entreprises.opcoUnreachable(opcoName(opco)));
    }
    const text = await res.text().catch(() => '');
    if (res.status < 200 || res.status >= 300)
      return fail(502, msg.entreprises.opcoRefused(opcoName(opco), res.status));
    let numero: string | null = null;
    try {
      const body = JSON.parse(text) as Json;
      numero =
        typeof body.numero === 'string' || typeof body.numero === 'number' ? String(body.numero).slice(0, 100) : null;
    } catch {
      numero = null;
    }
    void user;
    return updateRow(ctx.db, depots, row.id as number, {
      statut: 'depose',
      numero_depot: numero,
      message: msg.entreprises.opcoDeposited(opcoName(opco)),
      tentatives: tries,
      date_envoi: new Date().toISOString(),
    });
  }

  app.post(
    '/api/etudiant_contrats/:id/depot_opco',
    withAnswers(
      { answers: { ...OPCO_FAILURES, 201: itemAnswer(depots, 'Le dépôt, déposé ou en échec.') } },
      withoutBody({
        config: {
          summary: "Dépose le dossier d'un contrat auprès de l'OPCO de l'entreprise",
          description: "Le dossier est enregistré (prêt) avant l'envoi : un échec le laisse prêt à renvoyer.",
        },
      }),
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, depots, 'create');
      const contract = await getInScope(ctx.db, model(ctx, 'etudiant_contrats'), user, request.params.id);
      const trainee =
        (await ctx.db.query<Json>('SELECT * FROM etudiants WHERE id = $1', [contract.etudiant_id])).rows[0] ?? {};
      const company =
        contract.entreprise_id === null
          ? null
          : ((await ctx.db.query<Json>('SELECT * FROM entreprises WHERE id = $1', [contract.entreprise_id])).rows[0] ??
            null);
      const opco = (contract.opco ?? company?.opco ?? null) as number | null;
      if (opco === null) throw unprocessable([{ propertyPath: 'opco', message: msg.entreprises.opcoMissing }]);
      const dossier = {
        contrat: toItem(model(ctx, 'etudiant_contrats'), contract),
        apprenti: toItem(model(ctx, 'etudiants'), trainee),
        employeur: company ? toItem(model(ctx, 'entreprises'), company) : null,
      };
      const row = await insertRow(ctx.db, depots, user, {
        etudiant_contrat_id: contract.id,
        opco,
        statut: 'pret',
        dossier: JSON.stringify(dossier),
        tentatives: 0,
        antenne_id: contract.antenne_id,
        etat: 0,
      });
      return sendJsonLd(reply, 201, toItem(depots, await send(user, row), true));
    },
  );

  app.post(
    '/api/opco_depots/:id/envoi',
    withAnswers(
      { answers: { ...OPCO_FAILURES, 201: itemAnswer(depots, 'Le dépôt, déposé ou en échec.') } },
      withoutBody({
        config: { summary: "Renvoie un dossier prêt ou en échec à l'OPCO" },
      }),
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, depots, 'update');
      const row = await getInScope(ctx.db, depots, user, request.params.id);
      if (row.statut === 'depose')
        throw unprocessable([{ propertyPath: 'statut', message: msg.entreprises.opcoAlreadyDeposited }]);
      return sendJsonLd(reply, 201, toItem(depots, await send(user, row), true));
    },
  );
}
