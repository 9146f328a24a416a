// Company registry lookup (spec 001 section 7, Companies: "GET a caller-given url"): GET
// /api/entreprises_registre?siret=<14 digits> (or ?siren=<9 digits>) asks the public French company registry
// (recherche-entreprises.api.gouv.fr; base URL from COMPANY_REGISTRY_URL, time limit COMPANY_REGISTRY_TIMEOUT_MS)
// and answers the company as our entreprise fields, plus the IRI of the company already recorded with that
// SIRET in the user's scope (`existing`). Failures carry the spec's French messages (section 8): not found 404,
// a redirection 301, service unavailable (503, 429, network down, time-out) 503, anything else 502 with the
// spec's "500" wording. No network is needed to start: only this call fails, in French.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition } from '../../auth/access.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import { queryOf, withAnswers, withQuery } from '../../http/request.ts';
import { pickEstablishment, toEntreprise, type RegistryUnit } from './registryMap.ts';
import * as msg from './messages.ts';

export const REGISTRY_MESSAGES = {
  notFound: msg.entreprises.registryNotFound,
  moved: msg.entreprises.registryMoved,
  unavailable: msg.entreprises.registryUnavailable,
  other: msg.entreprises.registryOther,
  notConfigured: msg.entreprises.registryNotConfigured,
} as const;

export const registryUrl = () =>
  (process.env.COMPANY_REGISTRY_URL || 'https://recherche-entreprises.api.gouv.fr').replace(/\/+$/, '');
/** COMPANY_REGISTRY_URL=off (or none): no registry is asked; the lookup answers 503 and the form is filled by hand. */
export const registryConfigured = () => !/^(off|none|false|0)$/i.test((process.env.COMPANY_REGISTRY_URL ?? '').trim());
const timeoutMs = () => {
  const n = Number(process.env.COMPANY_REGISTRY_TIMEOUT_MS);
  return Number.isSafeInteger(n) && n > 0 ? n : 8000;
};

/** The registry's search answer for `q`, or the HttpError our caller gets. */
async function search(q: string): Promise<RegistryUnit[]> {
  if (!registryConfigured()) throw new HttpError(503, REGISTRY_MESSAGES.notConfigured);
  let res: Response;
  try {
    res = await fetch(`${registryUrl()}/search?q=${encodeURIComponent(q)}&page=1&per_page=5`, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs()),
    });
  } catch {
    // Refused connection, unknown host, time-out: the service cannot be reached.
    throw new HttpError(503, REGISTRY_MESSAGES.unavailable);
  }
  const body =
    res.status === 200 ? await res.text().catch(() => '') : (await res.body?.cancel().catch(() => undefined), '');
  if (res.status >= 300 && res.status < 400) throw new HttpError(301, REGISTRY_MESSAGES.moved);
  if (res.status === 404) throw new HttpError(404, REGISTRY_MESSAGES.notFound);
  if (res.status === 503 || res.status === 429) throw new HttpError(503, REGISTRY_MESSAGES.unavailable);
  if (res.status !== 200) throw new HttpError(502, REGISTRY_MESSAGES.other);
  try {
    const json = JSON.parse(body) as { results?: unknown };
    if (!Array.isArray(json.results)) throw new Error('results');
    return json.results.filter((r): r is RegistryUnit => r !== null && typeof r === 'object');
  } catch {
    throw new HttpError(502, REGISTRY_MESSAGES.other);
  }
}

function identifier(query: URLSearchParams): { siren: string; siret: string | null } {
  const siret = query.get('siret');
  const siren = query.get('siren');
  if (siret !== null && siret !== '') {
    const v = siret.replace(/[\s.]/g, '');
    if (!/^\d{14}$/.test(v)) throw badRequest(msg.entreprises.siret);
    return { siren: v.slice(0, 9), siret: v };
  }
  if (siren !== null && siren !== '') {
    const v = siren.replace(/[\s.]/g, '');
    if (!/^\d{9}$/.test(v)) throw badRequest(msg.entreprises.siren);
    return { siren: v, siret: null };
  }
  throw badRequest(msg.entreprises.siretOrSiren);
}

export function registerRegistryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const entreprises = model(ctx, 'entreprises');
  app.get(
    '/api/entreprises_registre',
    withQuery(
      {
        properties: {
          siret: {
            type: 'string',
            examples: ['12345678900012'],
            description: "Le SIRET (14 chiffres) de l'établissement ; ou siren.",
          },
          siren: {
            type: 'string',
            examples: ['123456789'],
            description: "Le SIREN (9 chiffres) de l'entreprise ; ou siret.",
          },
        },
      },
      withAnswers(
        {
          answers: {
            301: { description: 'Le registre a déplacé cette entreprise (message du cahier des charges).' },
            502: { description: 'Le registre a répondu par une erreur.' },
            503: { description: 'Le registre est indisponible (hors service, trop de demandes, délai dépassé).' },
          },
        },
        {
          config: {
            summary: 'Rechercher une entreprise au registre national',
            description:
              "L'entreprise du SIRET (ou du SIREN) selon le registre public des entreprises, avec l'IRI de celle " +
              "déjà enregistrée sous ce SIRET (existing) ; il faut l'un des deux paramètres (sinon 400).",
          },
        },
      ),
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const { siren, siret } = identifier(queryOf(request));
      const found = pickEstablishment(await search(siret ?? siren), siren, siret);
      if (!found) throw new HttpError(404, REGISTRY_MESSAGES.notFound);
      const company = toEntreprise(found.unit, found.etab);
      const scope = scopeCondition(user, entreprises, 2);
      const existing = company.siret
        ? (
            await ctx.db.query<{ id: number }>(
              `SELECT t.id FROM entreprises t WHERE t.siret = $1 AND ${scope.sql} ORDER BY t.id LIMIT 1`,
              [company.siret, ...scope.params],
            )
          ).rows[0]
        : undefined;
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Entreprise',
        '@id': `/api/entreprises_registre?${siret ? `siret=${siret}` : `siren=${siren}`}`,
        '@type': 'Entreprise',
        ...company,
        existing: existing ? itemIri('entreprises', existing.id) : null,
      });
    },
  );
}
