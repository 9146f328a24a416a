// Published results (Qualiopi indicator 2, a legal duty for CFA): per diploma, for the trainees who left in a
// year, the rates of success at the exam, continuation of studies and job placement at 6 months, contract
// breaks and satisfaction, as counts only.
// - GET /api/qualite/resultats?annee=: the centre's results (last year by default) and its publication;
// - POST /api/qualite/resultats/publication {annee}: publishes them (the centre keeps one public token);
// - GET /api/public/resultats/{token} and /resultats.pdf: the published page's data and PDF, without login.
// Centre users only (the results are the centre's); a guest reads but does not publish.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { isCentreLevel, type AuthUser } from '../../auth/access.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import {
  bodyOf,
  queryOf,
  withBody,
  requireNotGuest,
  withQuery,
  q,
  fileAnswer,
  withAnswers,
} from '../../http/request.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { fiscalYear } from '../../../shared/qualite/bpf.ts';
import {
  publicPath,
  resultsOf,
  satisfactionOf,
  type DiplomaResults,
  type Rate,
} from '../../../shared/qualite/resultats.ts';
import { flowPdf, type Paragraph } from '../../export/flowPdf.ts';
import { PUBLICATION_TABLE } from './tables.ts';
import { qualite as msg } from './messages.ts';

const R = msg.resultats;
/** The public calls are open to anyone: a bound per address, as the public survey form has. */
const rateLimit = { max: 60, timeWindow: 60_000 };
type Row = DiplomaResults & { diplome: string; satisfaction: Rate };

function centreUser(user: AuthUser): void {
  if (!isCentreLevel(user) || !user.cfaId) throw forbidden(R.centreOnly);
}

function yearOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return new Date().getFullYear() - 1;
  const t = String(raw).trim();
  const n = /^\d{4}$/.test(t) ? Number(t) : NaN;
  if (!(n >= 2000 && n <= 2100))
    throw new HttpError(400, msg.bpf.year, [{ propertyPath: 'annee', message: msg.bpf.year }]);
  return n;
}

/** The results of a centre's trainees who left in `annee`, per diploma (by name). */
export async function resultats(ctx: AppContext, cfaId: number, annee: number): Promise<Row[]> {
  const { debut, fin } = fiscalYear(annee);
  const rows = (
    await ctx.db.query<{
      id: number;
      diplome_id: number;
      diplome: string;
      diplome_obtenu: boolean | null;
      situation6: number | null;
      contrats: number;
      ruptures: number;
    }>(
      `SELECT t.id, d.id AS diplome_id, d.name AS diplome, t.diplome_obtenu,
       (SELECT s.situation FROM suivi_post_formations s WHERE s.etudiant_id = t.id AND s.etape = 2
          AND s.date_realisee IS NOT NULL AND s.etat <> 2 ORDER BY s.date_realisee DESC, s.id DESC LIMIT 1) AS
            situation6,
       (SELECT count(*)::int FROM etudiant_contrats c WHERE c.etudiant_id = t.id AND c.etat <> 2) AS contrats,
       (SELECT count(*)::int FROM etudiant_contrats c WHERE c.etudiant_id = t.id AND c.etat <> 2
          AND c.date_rupture IS NOT NULL) AS ruptures
     FROM etudiants t LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id
     JOIN diplomes d ON d.id = coalesce(t.diplome_id, ds.diplome_id)
     WHERE t.cfa_id = $1 AND t.type = 1 AND t.etat <> 3 AND t.date_sortie BETWEEN $2::date AND $3::date
     ORDER BY d.name, d.id, t.id`,
      [cfaId, debut, fin],
    )
  ).rows;
  const answers = (
    await ctx.db.query<{ etudiant_id: number; reponses: Record<string, unknown> | null }>(
      `SELECT e.etudiant_id, e.reponses FROM enquete_envois e WHERE e.cfa_id = $1 AND e.date_reponse IS NOT NULL
       AND e.etudiant_id = ANY($2::int[])`,
      [cfaId, rows.map((r) => r.id)],
    )
  ).rows;
  const byDiploma = new Map<number, typeof rows>();
  for (const r of rows) byDiploma.set(r.diplome_id, [...(byDiploma.get(r.diplome_id) ?? []), r]);
  return [...byDiploma.values()].map((cohort) => {
    const ids = new Set(cohort.map((t) => t.id));
    return {
      diplome: cohort[0]!.diplome,
      ...resultsOf(
        cohort.map((t) => ({
          diplomeObtenu: t.diplome_obtenu,
          situation6: t.situation6,
          contrats: t.contrats,
          ruptures: t.ruptures,
        })),
      ),
      satisfaction: satisfactionOf(answers.filter((a) => ids.has(a.etudiant_id)).map((a) => a.reponses)),
    };
  });
}

interface Publication {
  token: string;
  annee: number;
  resultats: Row[];
  published_at: Date | string;
  centre: string;
}
const publicationOut = (p: Pick<Publication, 'token' | 'annee' | 'published_at'>) => ({
  url: publicPath(p.token),
  api: `/api/public/resultats/${p.token}`,
  annee: p.annee,
  publishedAt: new Date(p.published_at).toISOString(),
});

async function published(ctx: AppContext, token: string): Promise<Publication> {
  const row = /^[0-9a-f]{32}$/.test(token)
    ? (
        await ctx.db.query<Publication & Record<string, unknown>>(
          `SELECT p.token, p.annee, p.resultats, p.published_at, c.name AS centre FROM ${PUBLICATION_TABLE} p
     JOIN cfas c ON c.id = p.cfa_id WHERE p.token = $1`,
          [token],
        )
      ).rows[0]
    : undefined;
  if (!row) throw notFound(R.unknown);
  return row;
}

function pdfParagraphs(p: Publication): Paragraph[] {
  const out: Paragraph[] = [
    { text: R.title(p.centre, p.annee), bold: true, size: 15 },
    { text: R.published(formatDateTimeFr(p.published_at)), space: 4 },
  ];
  if (p.resultats.length === 0) out.push({ text: R.none, space: 8 });
  for (const d of p.resultats) {
    out.push({ text: R.diploma(d.diplome, d.sortants), bold: true, size: 11, space: 10 });
    for (const k of ['reussite', 'poursuite', 'insertion', 'ruptures', 'satisfaction'] as const) {
      out.push({ text: R.line(R.labels[k], d[k].taux, d[k].n, d[k].sur), indent: 10 });
    }
  }
  return out;
}

export function registerResultats(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/qualite/resultats',
    withQuery(
      { properties: { annee: q.text('L’année (AAAA).') } },
      {
        config: {
          summary: 'Résultats du centre par diplôme',
          description:
            'Taux de réussite, poursuite, insertion à 6 mois, rupture et satisfaction des sortants d’une année.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      centreUser(user);
      const annee = yearOf(queryOf(request).get('annee'));
      const pub = (
        await ctx.db.query<Publication & Record<string, unknown>>(
          `SELECT token, annee, published_at FROM ${PUBLICATION_TABLE} WHERE cfa_id = $1`,
          [user.cfaId],
        )
      ).rows[0];
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Resultats',
        '@id': `/api/qualite/resultats?annee=${annee}`,
        '@type': 'Resultats',
        annee,
        diplomes: await resultats(ctx, user.cfaId, annee),
        publication: pub ? publicationOut(pub) : null,
      });
    },
  );

  app.post(
    '/api/qualite/resultats/publication',
    withBody(
      {
        properties: {
          annee: { type: ['integer', 'string', 'null'], title: 'Année', description: 'Sinon l’année précédente.' },
        },
      },
      {
        config: {
          summary: 'Publier les résultats du centre',
          description:
            'Publie les résultats d’une année à l’adresse publique du centre (sans connexion, sans donnée ' +
            'personnelle).',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      centreUser(user);
      requireNotGuest(user);
      const annee = yearOf(bodyOf(request, true).annee);
      const rows = await resultats(ctx, user.cfaId, annee);
      const row = (
        await ctx.db.query<Publication & Record<string, unknown>>(
          `INSERT INTO ${PUBLICATION_TABLE} (cfa_id, token, annee, resultats) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (cfa_id) DO UPDATE SET annee = EXCLUDED.annee, resultats = EXCLUDED.resultats, published_at = now()
       RETURNING token, annee, published_at`,
          [user.cfaId, randomBytes(16).toString('hex'), annee, JSON.stringify(rows)],
        )
      ).rows[0]!;
      return sendJsonLd(reply, 201, { '@type': 'ResultatsPublication', ...publicationOut(row), diplomes: rows });
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/public/resultats/:token',
    {
      config: {
        public: true,
        rateLimit,
        summary: 'Résultats publiés d’un centre (public)',
        description: 'Sans connexion : le centre, l’année, les taux par diplôme.',
      },
    },
    async (request, reply) => {
      const p = await published(ctx, request.params.token);
      return sendJsonLd(reply, 200, {
        '@type': 'ResultatsPublies',
        centre: p.centre,
        annee: p.annee,
        publishedAt: new Date(p.published_at).toISOString(),
        diplomes: p.resultats,
        pdf: `/api/public/resultats/${p.token}/resultats.pdf`,
      });
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/public/resultats/:token/resultats.pdf',
    withAnswers(
      { answers: fileAnswer('application/pdf', 'Le PDF (téléchargement).') },
      {
        config: {
          public: true,
          rateLimit,
          summary: 'PDF des résultats publiés (public)',
          description: 'Sans connexion.',
        },
      },
    ),
    async (request, reply) => {
      const p = await published(ctx, request.params.token);
      const pdf = await flowPdf(R.title(p.centre, p.annee), pdfParagraphs(p));
      return reply
        .code(200)
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="resultats-${p.annee}.pdf"`)
        .send(pdf);
    },
  );
}
