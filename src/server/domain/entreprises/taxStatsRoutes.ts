// GET /api/entreprise_taxes_statistiques (item 7: /taxes/statistiques): the apprenticeship tax
// received in the user's scope, per year (amount received, amount promised, companies that paid), and for one
// year (?annee=, default the latest with a payment) its companies ranked by amount and its split per antenne.
// Optional ?antenne=<IRI or id> narrows to one antenne (within scope). Deleted rows (etat 3) are left out.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import { intParam, queryOf, withQuery, q } from '../../http/request.ts';

const cents = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

export function registerTaxStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/entreprise_taxes_statistiques',
    withQuery(
      {
        properties: {
          antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).'),
          annee: q.text('L’année (AAAA ; Tous : toutes).'),
        },
      },
      {
        config: {
          summary: "Statistiques de la taxe d'apprentissage",
          description: 'Par année (versé, promis, entreprises), puis pour une année : entreprises et antennes.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const q = queryOf(request);
      const r = model(ctx, 'entreprise_taxes');
      const scope = scopeCondition(user, r, 1);
      const params: unknown[] = [...scope.params];
      let where = `${scope.sql} AND t.etat <> 3`;
      const antenne = intParam(q, 'antenne', { all: true });
      if (antenne !== undefined) {
        params.push(antenne);
        where += ` AND t.antenne_id = $${params.length}`;
      }
      const years = (
        await ctx.db.query<{ annee: number; taxes: string; promis: string; entreprises: number }>(
          `SELECT t.annee, coalesce(sum(t.taxes), 0) AS taxes, coalesce(sum(t.montant_promis), 0) AS promis,
              count(DISTINCT t.entreprise_id) FILTER (WHERE t.taxes > 0)::int AS entreprises
       FROM entreprise_taxes t WHERE ${where} GROUP BY t.annee ORDER BY t.annee`,
          params,
        )
      ).rows;
      const asked = intParam(q, 'annee');
      const paid = years.filter((y) => cents(y.taxes) > 0);
      const annee = asked ?? paid[paid.length - 1]?.annee ?? years[years.length - 1]?.annee ?? null;
      const yearParams = [...params, annee];
      const companies =
        annee === null
          ? []
          : (
              await ctx.db.query<{ id: number; name: string; taxes: string; promis: string }>(
                `SELECT e.id, e.name, coalesce(sum(t.taxes), 0) AS taxes, coalesce(sum(t.montant_promis), 0) AS promis
       FROM entreprise_taxes t JOIN entreprises e ON e.id = t.entreprise_id
       WHERE ${where} AND t.annee = $${yearParams.length} GROUP BY e.id, e.name ORDER BY 3 DESC, e.name LIMIT 20`,
                yearParams,
              )
            ).rows;
      const antennes =
        annee === null
          ? []
          : (
              await ctx.db.query<{ id: number | null; name: string | null; taxes: string }>(
                `SELECT a.id, a.name, coalesce(sum(t.taxes), 0) AS taxes
       FROM entreprise_taxes t LEFT JOIN antennes a ON a.id = t.antenne_id
       WHERE ${where} AND t.annee = $${yearParams.length} GROUP BY a.id, a.name ORDER BY 3 DESC, a.name`,
                yearParams,
              )
            ).rows;
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/EntrepriseTaxe',
        '@id': '/api/entreprise_taxes_statistiques',
        '@type': 'TaxeStatistiques',
        annee,
        annees: years.map((y) => ({
          annee: y.annee,
          taxes: cents(y.taxes),
          montant_promis: cents(y.promis),
          entreprises: y.entreprises,
        })),
        entreprises: companies.map((c) => ({
          '@id': itemIri('entreprises', c.id),
          name: c.name,
          taxes: cents(c.taxes),
          montant_promis: cents(c.promis),
        })),
        antennes: antennes.map((a) => ({
          '@id': a.id === null ? null : itemIri('antennes', a.id),
          name: a.name,
          taxes: cents(a.taxes),
        })),
        total: {
          taxes: cents(companies.reduce((s, c) => s + Number(c.taxes), 0)),
          montant_promis: cents(companies.reduce((s, c) => s + Number(c.promis), 0)),
        },
      });
    },
  );
}
