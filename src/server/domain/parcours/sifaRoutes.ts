// The SIFA survey: the apprentices in contract on a date (a contract started, not ended, not broken
// on that date; the trainee not deleted), one line each (their latest such contract), in the caller's scope.
// GET /api/stagiaires_sifa?date=&antenne=            the check: counts and the incomplete lines with the French
//                                                   names of the mandatory fields they miss;
// GET /api/stagiaires_sifa/export.csv?date=&antenne= the file: BOM, `;`, CRLF, the complete lines only, read in
//                                                   keyset batches of 1,000 apprentices and streamed (memory flat).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { scopeCondition } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { dateParam, queryId, queryOf, scopedRow, q, withAnswers, withQuery } from '../../http/request.ts';
import { CSV_BOM, CSV_EOL, CSV_SEPARATOR } from '../../../shared/csv.ts';
import { SIFA_COLUMNS, sifaLine, type SifaSource } from '../../../shared/parcours/index.ts';
import { model } from '../common.ts';
import type { Db } from '../../db/index.ts';

const BATCH = 1000;

type SifaRow = SifaSource & { id: number };

/** The rows of one batch: apprentices after `afterId`, in id order. */
function batchSql(ctx: AppContext, user: AuthUser, date: string, antenne: number | undefined, afterId: number) {
  const scope = scopeCondition(user, model(ctx, 'etudiants'), 1);
  const params: unknown[] = [...scope.params, date, afterId];
  const d = `$${scope.params.length + 1}`;
  let where = `${scope.sql} AND t.id > $${scope.params.length + 2} AND t.etat <> 3 AND t.type = 1`;
  if (antenne !== undefined) {
    params.push(antenne);
    where += ` AND t.antenne_id = $${params.length}`;
  }
  params.push(BATCH);
  const sql = `SELECT DISTINCT ON (t.id) t.id, a.uai, t.lastname, t.use_name, t.firstname, t.civility, t.birthdate,
    t.nationality,
      t.postal_code, t.city, dp.code_rncp AS code_diplome, dp.name AS diplome, t.dt_date_entree, c.date_debut,
        c.date_fin, c.date_rupture,
      c.type_contrat, e.siret, e.code_naf, e.postal_code AS employer_postal_code
    FROM etudiants t
    JOIN etudiant_contrats c ON c.etudiant_id = t.id AND c.etat = 0 AND c.date_debut <= ${d}
      AND (c.date_fin IS NULL OR c.date_fin >= ${d}) AND (c.date_rupture IS NULL OR c.date_rupture > ${d})
    JOIN antennes a ON a.id = t.antenne_id
    LEFT JOIN entreprises e ON e.id = c.entreprise_id
    LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id
    LEFT JOIN diplomes dp ON dp.id = ds.diplome_id
    WHERE ${where}
    ORDER BY t.id, c.date_debut DESC, c.id DESC LIMIT $${params.length}`;
  return { sql, params };
}

async function* apprentices(
  db: Db,
  ctx: AppContext,
  user: AuthUser,
  date: string,
  antenne: number | undefined,
): AsyncGenerator<SifaRow[]> {
  let after = 0;
  for (;;) {
    const { sql, params } = batchSql(ctx, user, date, antenne, after);
    const rows = (await db.query(sql, params)).rows as unknown as SifaRow[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function readQuery(ctx: AppContext, request: FastifyRequest) {
  const user = await ctx.auth(request);
  const query = queryOf(request);
  const date = dateParam(query, 'date');
  const raw = query.get('antenne');
  // Another centre's (or, for an antenne user, another antenne's) antenne is a 404, as everywhere.
  const antenne =
    raw && !['-1', 'Toutes', 'Tous'].includes(raw)
      ? ((await scopedRow(ctx.db, model(ctx, 'antennes'), user, queryId('antennes', raw, 'antenne'))).id as number)
      : undefined;
  return { user, date, antenne };
}

const line = (cells: string[]) =>
  cells.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(CSV_SEPARATOR) + CSV_EOL;

/** The query of both SIFA calls (validated by Fastify, read by the API document). */
const SIFA_QUERY = {
  properties: {
    date: q.date('Date du relevé (AAAA-MM-JJ) : les apprentis en contrat ce jour-là.'),
    antenne: q.id('antennes', 'Seulement cette antenne ; « -1 », « Tous » ou « Toutes » : toutes.'),
  },
  required: ['date'],
};

/** The answer of the check (GET /api/stagiaires_sifa). */
const SIFA_CHECK = {
  type: 'object',
  properties: {
    date: { type: 'string', format: 'date' },
    total: { type: 'integer', description: 'Apprentis en contrat à la date.' },
    complete: { type: 'integer', description: 'Lignes complètes (celles du fichier).' },
    incomplete: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          '@id': { type: 'string', format: 'iri-reference' },
          id: { type: 'integer' },
          lastname: { type: ['string', 'null'] },
          firstname: { type: ['string', 'null'] },
          manquants: { type: 'array', items: { type: 'string' }, description: 'Les colonnes obligatoires vides.' },
        },
      },
    },
    colonnes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { entete: { type: 'string' }, libelle: { type: 'string' }, obligatoire: { type: 'boolean' } },
      },
    },
  },
  required: ['date', 'total', 'complete', 'incomplete', 'colonnes'],
};

export function registerSifaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/stagiaires_sifa',
    withQuery(
      SIFA_QUERY,
      withAnswers(
        { answers: { 200: { description: 'Le contrôle.', schema: SIFA_CHECK } } },
        {
          config: {
            summary: 'Contrôle du fichier SIFA',
            description: 'Les apprentis en contrat à la date donnée, les lignes incomplètes avec les champs manquants.',
          },
        },
      ),
    ),
    async (request, reply) => {
      const { user, date, antenne } = await readQuery(ctx, request);
      let total = 0;
      let complete = 0;
      const incomplete: Record<string, unknown>[] = [];
      for await (const rows of apprentices(ctx.db, ctx, user, date, antenne)) {
        for (const r of rows) {
          total++;
          const l = sifaLine(r);
          if (l.ok) complete++;
          else
            incomplete.push({
              '@id': itemIri('etudiants', r.id),
              id: r.id,
              lastname: r.lastname,
              firstname: r.firstname,
              manquants: l.missing,
            });
        }
      }
      return sendJsonLd(reply, 200, {
        date,
        total,
        complete,
        incomplete,
        colonnes: SIFA_COLUMNS.map((c) => ({ entete: c.header, libelle: c.label, obligatoire: c.required })),
      });
    },
  );

  app.get(
    '/api/stagiaires_sifa/export.csv',
    withQuery(
      SIFA_QUERY,
      withAnswers(
        {
          answers: {
            200: { description: 'Le fichier SIFA (téléchargement).', type: 'text/csv', schema: { type: 'string' } },
          },
        },
        {
          config: {
            summary: 'Fichier SIFA',
            description:
              'Une ligne par apprenti en contrat à la date donnée (BOM, « ; », dates jjmmaaaa), les lignes complètes ' +
              'seulement.',
          },
        },
      ),
    ),
    async (request, reply) => {
      const { user, date, antenne } = await readQuery(ctx, request);
      // The first batch is read before the answer starts, so a database error is a clean 500, not a cut file.
      const batches = apprentices(ctx.db, ctx, user, date, antenne);
      const first = await batches.next();
      async function* chunks(): AsyncGenerator<string> {
        yield CSV_BOM + line(SIFA_COLUMNS.map((c) => c.header));
        let next = first;
        while (!next.done) {
          let text = '';
          for (const r of next.value) {
            const l = sifaLine(r);
            if (l.ok) text += line(l.cells);
          }
          if (text) yield text;
          next = await batches.next();
        }
      }
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="sifa-${date}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(chunks(), { objectMode: false }));
    },
  );
}
