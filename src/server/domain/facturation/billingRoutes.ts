// GET /api/stagiaires_facturation (spec 001 section 7, "with pagination, page and filters"): the trainees of the
// user's scope with what was invoiced for them (active invoices of etudiant_document_factures): number of
// invoices, total, paid (a payment date is set), still due, last invoice date, and their agreement number
// (spec 000: convention numbers are shown on invoicing). Filters: antenne ('Toutes'), type (default 1,
// trainees), etat, lastname (partial), diplome_session, antenne_convention, type_facture (has an invoice of
// that type), paye (true: invoiced and all paid; false: something still due). Pagination as the generic
// collections: page, itemsPerPage (30, at most 100), pagination=false (at most 10,000 rows); the total is
// exact up to 10,000 matching trainees and estimated beyond, as in crud/count.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { badRequest } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, MAX_UNPAGINATED } from '../../crud/read.ts';
import { countCapped } from '../../crud/count.ts';
import { etats_etudiant, types_etudiant } from '../../../shared/reference/etudiants.ts';
import { types_facture } from '../../../shared/reference/facturation.ts';
import { intParam, queryOf, withQuery, q, paginationQuery } from '../../http/request.ts';
import { antenneOf, where } from '../pilotage/dashboardScope.ts';
import * as msg from './messages.ts';

const PATH = '/api/stagiaires_facturation';
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

function pageParam(q: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = q.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(msg.request.positiveParam(name));
  return Math.min(Number(raw), max);
}

async function conditions(ctx: AppContext, user: AuthUser, q: URLSearchParams, params: unknown[]): Promise<string> {
  const parts = [where(user, await antenneOf(ctx, user, q.get('antenne')), params)];
  const eq = (sql: string, v: number | undefined) => v !== undefined && parts.push(`${sql} = $${params.push(v)}`);
  eq(
    't.type',
    q.get('type') === null ? 1 : intParam(q, 'type', { allowed: types_etudiant.map((t) => t.id), all: true }),
  );
  eq('t.etat', intParam(q, 'etat', { allowed: etats_etudiant.map((e) => e.id), all: true }));
  eq('t.diplome_session_id', intParam(q, 'diplome_session', { all: true }));
  eq('t.antenne_convention_id', intParam(q, 'antenne_convention', { all: true }));
  const typeFacture = intParam(q, 'type_facture', { allowed: types_facture.map((t) => t.id), all: true });
  if (typeFacture !== undefined) {
    parts.push(
      `EXISTS (SELECT 1 FROM etudiant_document_factures x WHERE x.etudiant_id = t.id AND x.etat = 0 AND ` +
        `x.type_facture = $${params.push(typeFacture)})`,
    );
  }
  const lastname = q.get('lastname');
  if (lastname) parts.push(`t.lastname ILIKE $${params.push(`%${lastname.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  const paye = q.get('paye');
  const unpaid =
    'EXISTS (SELECT 1 FROM etudiant_document_factures x WHERE x.etudiant_id = t.id AND x.etat = 0 AND ' +
    'x.date_paiement IS NULL)';
  if (paye === 'true' || paye === '1')
    parts.push(
      `EXISTS (SELECT 1 FROM etudiant_document_factures x WHERE x.etudiant_id = t.id AND x.etat = 0) AND NOT ${unpaid}`,
    );
  else if (paye === 'false' || paye === '0') parts.push(unpaid);
  else if (paye !== null && paye !== '') throw badRequest(msg.dashboards.paidParam);
  return parts.join(' AND ');
}

export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    PATH,
    withQuery({
      properties: {
        antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).'),
        type: q.text('Le type de stagiaire (liste de référence types_etudiant).'),
        etat: q.text('L’état des stagiaires (liste de référence etats_etudiant).'),
        diplome_session: q.id('diplome_sessions', 'La session.'),
        antenne_convention: q.id('antenne_conventions', 'La convention.'),
        type_facture: q.text('Le type de facture (liste de référence types_facture).'),
        lastname: q.text('Le nom (contient).'),
        paye: q.text('true : factures toutes payées ; false : une facture impayée.'),
        ...paginationQuery,
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const q = queryOf(request);
      const paginate = q.get('pagination') !== 'false';
      const page = paginate ? pageParam(q, 'page', 1, 1_000_000) : 1;
      const perPage = paginate
        ? pageParam(q, 'itemsPerPage', DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE)
        : MAX_UNPAGINATED;
      const params: unknown[] = [];
      const w = await conditions(ctx, user, q, params);
      // Counted as the generic collections are: exact up to 10,000 matching rows, the planner's estimate beyond.
      const { total } = await countCapped(ctx.db, 'etudiants', w, params);
      // The page's trainees first, then their invoices: the sums are computed for one page only.
      type Billed = Pick<
        RowOf<'etudiants'>,
        'id' | 'lastname' | 'firstname' | 'etat' | 'antenne_id' | 'diplome_session_id' | 'antenne_convention_id'
      > & {
        antenne_name: string;
        session_name: string | null;
        convention_number: string | null;
        n: number;
        total: number | null;
        paye: number | null;
        derniere: string | null;
      };
      const rows = (
        await ctx.db.query<Billed>(
          `WITH page AS (SELECT t.id FROM etudiants t WHERE ${w} ORDER BY t.lastname, t.firstname, t.id LIMIT ${perPage}
            OFFSET ${(page - 1) * perPage})
       SELECT t.id, t.lastname, t.firstname, t.etat, t.antenne_id, a.name AS antenne_name, t.diplome_session_id, ds.name
         AS session_name,
         t.antenne_convention_id, c.convention_number, f.n, f.total, f.paye, to_char(f.derniere, 'YYYY-MM-DD') AS
           derniere
       FROM page JOIN etudiants t ON t.id = page.id
       JOIN antennes a ON a.id = t.antenne_id
       LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id
       LEFT JOIN antenne_conventions c ON c.id = t.antenne_convention_id
       LEFT JOIN LATERAL (SELECT count(*)::int AS n, sum(x.montant) AS total, sum(x.montant) FILTER (WHERE
         x.date_paiement IS NOT NULL) AS paye,
           max(x.date_facture) AS derniere FROM etudiant_document_factures x WHERE x.etudiant_id = t.id AND x.etat = 0)
             f ON true
       ORDER BY t.lastname, t.firstname, t.id`,
          params,
        )
      ).rows;
      const members = rows.map((r) => ({
        '@id': itemIri('etudiants', r.id),
        '@type': 'Etudiant',
        id: r.id,
        lastname: r.lastname,
        firstname: r.firstname,
        etat: r.etat,
        antenne: itemIri('antennes', r.antenne_id),
        antenne_name: r.antenne_name,
        diplome_session: r.diplome_session_id ? itemIri('diplome_sessions', r.diplome_session_id) : null,
        diplome_session_name: r.session_name ?? null,
        antenne_convention: r.antenne_convention_id ? itemIri('antenne_conventions', r.antenne_convention_id) : null,
        convention_number: r.convention_number ?? null,
        nombre_factures: r.n,
        montant_total: money(r.total),
        montant_paye: money(r.paye),
        montant_restant: money(Number(r.total ?? 0) - Number(r.paye ?? 0)),
        derniere_facture: r.derniere ?? null,
      }));
      const url = (p: number) => {
        const u = new URLSearchParams(q);
        u.set('page', String(p));
        return `${PATH}?${u.toString()}`;
      };
      const last = Math.max(1, Math.ceil(total / perPage));
      const view = paginate
        ? {
            '@id': url(page),
            '@type': 'hydra:PartialCollectionView',
            'hydra:first': url(1),
            'hydra:last': url(last),
            ...(page > 1 ? { 'hydra:previous': url(page - 1) } : {}),
            ...(page < last ? { 'hydra:next': url(page + 1) } : {}),
          }
        : undefined;
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Etudiant',
        '@id': PATH,
        '@type': 'hydra:Collection',
        'hydra:totalItems': total,
        'hydra:member': members,
        ...(view ? { 'hydra:view': view } : {}),
      });
    },
  );
}
