// GET /api/qualite/qualiopi/audit.zip?debut=&fin=&antenne=&diplome=&graine=&taille=: « Préparer l'audit », the
// pack an auditor asks for, over the same period and scope as the Qualiopi screen: an index PDF listing each
// indicator's status and proofs, one folder per criterion (a CSV per indicator: its proofs' records, what is
// missing, the note and the GED documents attached, whose current files are copied beside it in `documents/`,
// streamed from the storage), and a sample of trainee files drawn at random from the seed (`graine`; one is drawn
// when none is given, and named in the index and the file name).
import archiver from 'archiver';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError } from '../../http/errors.ts';
import { queryOf, withQuery, q, fileAnswer, withAnswers } from '../../http/request.ts';
import { isStored, readStream } from '../../files/storage.ts';
import { toCsv } from '../../../shared/csv.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { types_entretien } from '../../../shared/reference/entretiens.ts';
import { auditSample, criterionFolder, indicatorFile, sampleFolder, seedOf } from '../../../shared/qualite/audit.ts';
import { recordLinks } from '../../../shared/qualite/proofs.ts';
import { periodTrainees, qualiopi, qualiopiFilters, QUALIOPI_QUERY } from './qualiopi.ts';
import { flowPdf, type Paragraph } from '../../export/flowPdf.ts';
import { qualite as msg } from './messages.ts';

const A = msg.audit;
/** Records named per proof in the index; the criterion's CSV lists them all. */
const INDEX_RECORDS = 15;

type Answer = Awaited<ReturnType<typeof qualiopi>>;

function params(q: URLSearchParams): { graine: string; taille: number } {
  const raw = q.get('graine')?.trim();
  if (raw !== undefined && (raw.length === 0 || raw.length > 40)) {
    throw new HttpError(400, A.seed, [{ propertyPath: 'graine', message: A.seed }]);
  }
  const size = q.get('taille') ?? '5';
  if (!/^\d{1,2}$/.test(size) || Number(size) < 1 || Number(size) > 50) {
    throw new HttpError(400, A.size, [{ propertyPath: 'taille', message: A.size }]);
  }
  return { graine: raw ?? String(Math.floor(Math.random() * 900_000) + 100_000), taille: Number(size) };
}

function indicatorCsv(i: Answer['indicateurs'][number]): string {
  const rows: (string | number | null)[][] = [];
  for (const p of i.proofs) for (const r of p.records) rows.push([i.id, p.label, r.label, r.link, r.flag ?? null]);
  for (const r of i.missing) rows.push([i.id, i.missingLabel, r.label, r.link, A.csvMissing]);
  for (const d of i.note?.documents ?? []) rows.push([i.id, A.csvDocument, d.label, d.link, null]);
  if (i.note?.note) rows.push([i.id, A.csvNote, i.note.note, null, null]);
  return toCsv(A.csvIndicator, rows);
}

function indexParagraphs(
  a: Answer,
  antenne: string | null,
  seed: string,
  sample: { name: string }[],
  total: number,
): Paragraph[] {
  const out: Paragraph[] = [
    { text: A.title, bold: true, size: 16 },
    { text: A.period(formatDateFr(a.debut), formatDateFr(a.fin)), space: 4 },
    { text: A.scope(antenne) },
  ];
  for (const c of a.criteres) {
    out.push({ text: A.criterion(c.id, c.label), bold: true, size: 11, space: 12 });
    for (const i of a.indicateurs.filter((x) => x.critere === c.id)) {
      out.push({ text: A.indicator(i.id, i.statutLabel), bold: true, space: 6 });
      out.push({ text: i.label, indent: 10 });
      if (!i.computed && (i.note?.documents ?? []).length === 0) out.push({ text: A.noProof, indent: 10 });
      for (const p of i.proofs) {
        out.push({ text: A.proof(p.label, p.count), indent: 10 });
        for (const r of p.records.slice(0, INDEX_RECORDS)) out.push({ text: `• ${r.label}`, indent: 20, size: 8 });
        if (p.count > INDEX_RECORDS) out.push({ text: A.more(p.count - INDEX_RECORDS), indent: 20, size: 8 });
      }
      if (i.missingLabel && i.missingCount > 0)
        out.push({ text: A.missing(i.missingLabel, i.missingCount), indent: 10 });
      if (i.note?.note) out.push({ text: A.note(i.note.note), indent: 10 });
      if (i.note?.documents.length)
        out.push({ text: A.documents(i.note.documents.map((d) => d.label).join(', ')), indent: 10 });
    }
  }
  out.push({
    text: sample.length ? A.sample(seed, sample.length, total) : A.sampleNone,
    bold: true,
    size: 11,
    space: 12,
  });
  sample.forEach((t, k) => out.push({ text: `${k + 1}. ${t.name}`, indent: 10 }));
  return out;
}

/** The pieces of a trainee's file: what each table holds of it, its date, label and address in the admin. */
const PIECES: { piece: keyof typeof A.pieces; sql: string; link: (id: number, trainee: number) => string }[] = [
  {
    piece: 'fiche',
    link: (id) => `/stagiaires/${id}`,
    sql:
      "SELECT id, dt_date_entree::text AS d, lastname || ' ' || coalesce(firstname, '') AS l, NULL::int AS k FROM " +
      'etudiants WHERE id = $1',
  },
  {
    piece: 'entretien',
    link: recordLinks.etudiant_interviews,
    sql:
      'SELECT id, date_interview::text AS d, NULL AS l, type AS k FROM etudiant_interviews WHERE etudiant_id = $1 ' +
      'ORDER BY date_interview, id',
  },
  {
    piece: 'pif',
    link: recordLinks.etudiant_plan_individuel_formations,
    sql:
      'SELECT id, date_elaboration::text AS d, objectifs AS l, NULL::int AS k FROM ' +
      'etudiant_plan_individuel_formations WHERE etudiant_id = $1 ORDER BY id',
  },
  {
    piece: 'evaluation',
    link: recordLinks.antenne_evaluations,
    sql:
      'SELECT id, date_evaluation::text AS d, label AS l, NULL::int AS k FROM antenne_evaluations WHERE ' +
      'etudiant_id = $1 ORDER BY date_evaluation, id',
  },
  {
    piece: 'document',
    link: (_id, trainee) => `/stagiaires/${trainee}?onglet=documents`,
    sql:
      'SELECT id, date_document::text AS d, name AS l, NULL::int AS k FROM etudiant_documents WHERE etudiant_id = ' +
      '$1 AND etat <> 2 ORDER BY id',
  },
];

/** A sampled trainee's file as CSV: its record, interviews (by type), PIF, evaluations, documents. */
async function traineeFile(ctx: AppContext, trainee: number): Promise<string> {
  const rows: (string | null)[][] = [];
  for (const p of PIECES) {
    const found = await ctx.db.query<{ id: number; d: string | null; l: string | null; k: number | null }>(p.sql, [
      trainee,
    ]);
    for (const r of found.rows) {
      const label = p.piece === 'entretien' ? (types_entretien.find((x) => x.id === r.k)?.label ?? null) : r.l;
      rows.push([A.pieces[p.piece], r.d ? formatDateFr(r.d) : null, label, p.link(r.id, trainee)]);
    }
  }
  return toCsv(A.csvTrainee, rows);
}

/** The current files of the GED documents `ids` of the user's centre that are still stored, with a file name safe
 * in a ZIP. */
async function attachedFiles(
  ctx: AppContext,
  user: AuthUser,
  ids: number[],
): Promise<{ id: number; name: string; uuid: string }[]> {
  if (ids.length === 0) return [];
  const rows = (
    await ctx.db.query<{ id: number; name: string | null; uuid: string }>(
      `SELECT d.id, coalesce(d.nom_fichier, m.name) AS name, m.uuid FROM ged_documents d JOIN media_objects m ON m.id =
        d.fichier_id
      WHERE d.cfa_id = $1 AND d.id = ANY($2::int[]) ORDER BY d.id`,
      [user.cfaId, ids],
    )
  ).rows;
  const kept = [];
  for (const r of rows) {
    if (await isStored(String(r.uuid)))
      kept.push({ id: r.id, uuid: String(r.uuid), name: String(r.name ?? 'document').replace(/[\\/:*?"<>|]+/g, '_') });
  }
  return kept;
}

export async function auditPack(ctx: AppContext, user: AuthUser, q: URLSearchParams) {
  const f = await qualiopiFilters(ctx, user, q);
  const { graine, taille } = params(q);
  const answer = await qualiopi(ctx, user, f);
  const trainees = await periodTrainees(ctx, user, f);
  const drawn = auditSample(
    trainees.map((t) => t.id),
    taille,
    seedOf(graine),
  );
  const sample = drawn
    .map((id) => trainees.find((t) => t.id === id)!)
    .map((t) => ({ id: t.id, name: `${t.lastname} ${t.firstname ?? ''}`.trim() }));
  const antenne =
    f.antenne === null
      ? null
      : ((await ctx.db.query<{ name: string }>('SELECT name FROM antennes WHERE id = $1', [f.antenne])).rows[0]?.name ??
        null);
  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.append(A.readme(graine), { name: 'LISEZMOI.txt' });
  archive.append(await flowPdf(A.title, indexParagraphs(answer, antenne, graine, sample, trainees.length)), {
    name: 'index.pdf',
  });
  for (const c of answer.criteres) {
    const folder = criterionFolder(c.id, c.label);
    for (const i of answer.indicateurs.filter((x) => x.critere === c.id)) {
      archive.append(indicatorCsv(i), { name: `${folder}/${indicatorFile(i.id)}` });
      for (const d of await attachedFiles(ctx, user, i.note?.documents.map((x) => x.id) ?? [])) {
        archive.append(readStream(d.uuid), {
          name: `${folder}/documents/${indicatorFile(i.id).replace(/\.csv$/, '')}-${d.id}-${d.name}`,
        });
      }
    }
  }
  for (const [k, t] of sample.entries())
    archive.append(await traineeFile(ctx, t.id), { name: `${sampleFolder(k + 1, t.name, t.id)}/dossier.csv` });
  void archive.finalize();
  return { archive, graine, name: `audit-qualiopi-${f.debut}-${f.fin}-graine-${graine.replace(/[^\w-]+/g, '_')}.zip` };
}

export function registerAudit(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/qualite/qualiopi/audit.zip',
    withQuery(
      {
        properties: {
          ...QUALIOPI_QUERY.properties,
          graine: q.text(
            'La graine du tirage de l’échantillon (la même graine tire les mêmes dossiers ; au hasard sinon).',
          ),
          taille: q.text('Le nombre de dossiers de l’échantillon (5 par défaut).'),
        },
      },
      withAnswers(
        { answers: fileAnswer('application/zip', 'Le ZIP (téléchargement).') },
        {
          config: {
            summary: 'Préparer l’audit Qualiopi (ZIP)',
            description:
              'Un dossier par critère, un index PDF des preuves de chaque indicateur et un échantillon de dossiers ' +
              'stagiaires tiré au hasard, reproductible par sa graine.',
          },
        },
      ),
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const { archive, graine, name } = await auditPack(ctx, user, queryOf(request));
      archive.on('error', (err) => {
        request.log.error({ err }, 'dossier d’audit');
        archive.destroy(err);
      });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Audit-Graine', encodeURIComponent(graine))
        .header('Cache-Control', 'private, no-store')
        .send(archive);
    },
  );
}
