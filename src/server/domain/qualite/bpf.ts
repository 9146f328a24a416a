// The bilan pédagogique et financier of a centre's fiscal year:
// - GET /api/qualite/bpf?annee=: the cerfa 10443's frames computed from the records, each figure with the
//   records behind it, the lines typed by hand at the last validation over them, and the validated versions;
// - POST /api/qualite/bpf/versions {annee, manuel}: « Valider », a dated version kept with its frames;
// - GET /api/qualite/bpf/versions/{id}/bpf.pdf and /bpf.csv: a version as the form's layout and as CSV.
// The BPF is the centre's: an antenne user is refused, a guest reads but does not validate.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { isCentreLevel, type AuthUser } from '../../auth/access.ts';
import { forbidden, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import {
  bodyOf,
  pathId,
  withBody,
  queryOf,
  requireNotGuest,
  withQuery,
  q,
  fileAnswer,
  withAnswers,
} from '../../http/request.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { toCsv } from '../../../shared/csv.ts';
import { checkManual, type BpfManual } from '../../../shared/qualite/bpf.ts';
import { BPF_CSV_HEADERS, bpfCsvRows, bpfFrames, manualOf, type BpfFrame } from '../../../shared/qualite/bpfFrames.ts';
import { bpfFigures } from './bpfCompute.ts';
import { bpfPdf } from './bpfPdf.ts';
import { BPF_TABLE } from './tables.ts';
import { qualite as msg } from './messages.ts';

const M = msg.bpf;

function centreUser(user: AuthUser): void {
  if (!isCentreLevel(user) || !user.cfaId) throw forbidden(M.centreOnly);
}

/** The fiscal year asked for: last year when none is given. */
function yearOf(raw: unknown, fallback: number | null): number {
  if (raw === undefined || raw === null || raw === '') {
    if (fallback !== null) return fallback;
    throw new HttpError(400, M.yearRequired, [{ propertyPath: 'annee', message: M.yearRequired }]);
  }
  const n = typeof raw === 'number' ? raw : /^\d{4}$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
  if (!Number.isInteger(n) || n < 2000 || n > 2100)
    throw new HttpError(400, M.year, [{ propertyPath: 'annee', message: M.year }]);
  return n;
}

type VersionRow = {
  id: number;
  annee: number;
  version: number;
  frames: BpfFrame[];
  author_email: string | null;
  created_at: Date | string;
};

const versionOut = (v: Omit<VersionRow, 'frames'>) => ({
  id: v.id,
  version: v.version,
  annee: v.annee,
  validatedAt: new Date(v.created_at).toISOString(),
  author: v.author_email,
  pdf: `/api/qualite/bpf/versions/${v.id}/bpf.pdf`,
  csv: `/api/qualite/bpf/versions/${v.id}/bpf.csv`,
});

async function versions(ctx: AppContext, cfaId: number, annee: number) {
  return (
    await ctx.db.query<VersionRow>(
      `SELECT id, annee, version, frames, author_email, created_at FROM ${BPF_TABLE}
     WHERE cfa_id = $1 AND annee = $2 ORDER BY version DESC`,
      [cfaId, annee],
    )
  ).rows;
}

async function compute(ctx: AppContext, cfaId: number, annee: number, manual: BpfManual) {
  const { figures, nsf } = await bpfFigures(ctx, cfaId, annee);
  return bpfFrames(figures, nsf, manual);
}

async function versionOf(ctx: AppContext, user: AuthUser, raw: string): Promise<VersionRow> {
  const row = (
    await ctx.db.query<VersionRow>(
      `SELECT id, annee, version, frames, author_email, created_at FROM ${BPF_TABLE} WHERE id = $1 AND cfa_id = $2`,
      [pathId(raw), user.cfaId],
    )
  ).rows[0];
  if (!row) throw notFound(M.versionUnknown);
  return row;
}

/** The answer of GET /api/qualite/bpf: the frames computed, the lines typed at the last validation, the versions. */
export async function bpfAnswer(ctx: AppContext, cfaId: number, annee: number) {
  const kept = await versions(ctx, cfaId, annee);
  const manuel = kept[0] ? manualOf(kept[0].frames) : {};
  return {
    '@context': '/api/contexts/Bpf',
    '@id': `/api/qualite/bpf?annee=${annee}`,
    '@type': 'Bpf',
    annee,
    manuel,
    frames: await compute(ctx, cfaId, annee, manuel),
    versions: kept.map(versionOut),
  };
}

export function registerBpf(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/qualite/bpf',
    withQuery(
      { properties: { annee: q.text('L’année (AAAA ; l’année passée par défaut).') } },
      {
        config: {
          summary: 'Bilan pédagogique et financier (cerfa 10443) d’un exercice',
          description:
            'Les cadres du BPF calculés à partir des enregistrements, chaque chiffre avec ses enregistrements, ' +
            'les lignes saisies à la main à la dernière validation et les versions validées.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      centreUser(user);
      const annee = yearOf(queryOf(request).get('annee'), new Date().getFullYear() - 1);
      return sendJsonLd(reply, 200, await bpfAnswer(ctx, user.cfaId, annee));
    },
  );

  app.post(
    '/api/qualite/bpf/versions',
    withBody(
      {
        properties: {
          annee: { type: ['integer', 'string', 'null'], title: 'Année', description: 'L’exercice (2000 à 2100).' },
          manuel: {
            type: 'object',
            title: 'Lignes saisies',
            description: 'Les lignes du BPF saisies à la main, par code de ligne.',
          },
        },
        messages: { manuel: M.manualObject },
      },
      {
        config: {
          summary: 'Valider le BPF d’un exercice',
          description: 'Garde une version datée du BPF, avec les lignes saisies à la main.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      centreUser(user);
      requireNotGuest(user);
      const body = bodyOf(request, true);
      const annee = yearOf(body.annee, null);
      const raw = body.manuel ?? {};
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw unprocessable([{ propertyPath: 'manuel', message: M.manualObject }]);
      }
      const { values, violations } = checkManual(raw as Record<string, unknown>);
      if (violations.length > 0) {
        throw unprocessable(
          violations.map((v) => ({
            propertyPath: v.propertyPath,
            message:
              v.kind === 'unknown' ? M.unknownLine(v.code) : v.kind === 'amount' ? M.amount(v.code) : M.text(v.code),
          })),
        );
      }
      const frames = await compute(ctx, user.cfaId, annee, values);
      const row = (
        await ctx.db.query<VersionRow>(
          `INSERT INTO ${BPF_TABLE} (cfa_id, annee, version, frames, author_id, author_email)
       SELECT $1, $2, coalesce(max(version), 0) + 1, $3::jsonb, $4, $5 FROM ${BPF_TABLE} WHERE cfa_id = $1 AND annee =
         $2
       RETURNING id, annee, version, author_email, created_at`,
          [user.cfaId, annee, JSON.stringify(frames), user.id, user.email],
        )
      ).rows[0]!;
      return sendJsonLd(reply, 201, { '@type': 'BpfVersion', ...versionOut(row), frames });
    },
  );

  app.get(
    '/api/qualite/bpf/versions/:id/bpf.pdf',
    withAnswers(
      { answers: fileAnswer('application/pdf', 'Le PDF (téléchargement).') },
      {
        config: {
          summary: 'PDF d’une version du BPF',
          description: 'La version validée mise en page comme le cerfa 10443.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      centreUser(user);
      const v = await versionOf(ctx, user, (request.params as { id: string }).id);
      const pdf = await bpfPdf(v.frames, v.annee, v.version, formatDateTimeFr(v.created_at));
      return reply
        .code(200)
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="bpf-${v.annee}-v${v.version}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/qualite/bpf/versions/:id/bpf.csv',
    withAnswers(
      { answers: fileAnswer('text/csv', 'Le CSV (téléchargement).') },
      {
        config: {
          summary: 'CSV d’une version du BPF',
          description: 'Une ligne par ligne du cerfa : cadre, code, libellé, valeurs et origine.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      centreUser(user);
      const v = await versionOf(ctx, user, (request.params as { id: string }).id);
      const csv = toCsv(BPF_CSV_HEADERS, bpfCsvRows(v.frames, M.aCompleter, M.manuel, M.calcule));
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="bpf-${v.annee}-v${v.version}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
