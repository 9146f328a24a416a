// Generation jobs: one model (or several) for N trainees, run in the background, each document committed as soon
// as it is made (its file stored, then its media object, its etudiant_documents row and the job's progress in one
// transaction per document), so a failure names that trainee and loses none of the others. The documents are made
// by batches of ten (LibreOffice converts a batch to PDF in one start, libreOffice.ts: its start is the slow part);
// between two documents the job yields to the event loop (setImmediate): other requests are served in between, and
// only one batch is ever in memory. A PDF job says which engine laid it out (`pdf_engine`) and, when the declared
// fallback did, why the PDFs hold text only (`notice`). A job's state (its plan, counts, errors, the ids of what it
// made) is a row of generation_jobs, kept an hour after the job ends: any instance answers its progress and its ZIP.
// The instance that runs a job beats its heart with each document; a job whose heart stopped (that instance was stopped
// or died) is taken over by another instance, from the first document not made (when its progress is read, and
// every minute: jobs/schedules.ts), at most MAX_RUNS times; after that it is closed, naming what was not made.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../http/context.ts';
import type { Queryable } from '../../db/index.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError } from '../../http/errors.ts';
import { insertRow } from '../../crud/write.ts';
import { remove, store } from '../../files/storage.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import {
  documentFileName,
  valuesFor,
  type GenerationFormat,
  type GenerationStatus,
} from '../../../shared/documents/index.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import { traineeContext } from './context.ts';
import { modelTemplate, renderDocx, unprintable } from './modelFile.ts';
import { openConverter, type PdfEngine } from './libreOffice.ts';
import * as msg from './messages.ts';

/** « Autre document administratif »: the type of a generated document in the trainee's documents. */
const GENERATED_TYPE = 71;
const KEEP_MS = 60 * 60 * 1000;
const MIME: Record<GenerationFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface JobModel {
  id: number;
  name: string;
  /** The model's DOCX file (media_objects), read again by an instance that takes the job over. */
  fileId: number;
  template: Buffer;
}

export interface JobTrainee {
  id: number;
  name: string;
}

export interface JobResult {
  etudiant: number;
  name: string;
  modele: number;
  document: number;
  media: number;
  fileName: string;
}

export interface Job {
  id: string;
  userId: number;
  format: GenerationFormat;
  total: number;
  done: number;
  status: GenerationStatus;
  errors: { etudiant: string; name: string; modele: string; message: string }[];
  results: JobResult[];
  endedAt?: number;
  /** For a PDF job, what lays the PDFs out. */
  engine?: PdfEngine | null;
}

/** The table of the jobs (migrations). */
export const generationJobStatements = [
  'CREATE TABLE IF NOT EXISTS generation_jobs (id text PRIMARY KEY, user_id integer NOT NULL, format text NOT NULL, ' +
    "total integer NOT NULL, done integer NOT NULL DEFAULT 0, status text NOT NULL DEFAULT 'running', " +
    "errors jsonb NOT NULL DEFAULT '[]', results jsonb NOT NULL DEFAULT '[]', " +
    'heartbeat_at timestamptz NOT NULL DEFAULT now(), created_at timestamptz NOT NULL DEFAULT now(), ended_at ' +
    'timestamptz)',
  // What another instance needs to take a job over: its plan (models, trainees), the user it runs for, who runs it.
  "ALTER TABLE generation_jobs ADD COLUMN IF NOT EXISTS plan jsonb NOT NULL DEFAULT '{}'::jsonb",
  'ALTER TABLE generation_jobs ADD COLUMN IF NOT EXISTS runs integer NOT NULL DEFAULT 1',
  'ALTER TABLE generation_jobs ADD COLUMN IF NOT EXISTS instance text',
];

/** Lane « documents »: the engine of a PDF job (migrations, at the end of the list). */
export const documentsJobEngineStatements = ['ALTER TABLE generation_jobs ADD COLUMN IF NOT EXISTS pdf_engine text'];

/** This process, as the runner of the jobs it runs. */
const INSTANCE = randomUUID();
/** A job is run at most this many times (its first run and the takeovers) before it is closed as interrupted. */
const MAX_RUNS = 3;

interface JobPlan {
  user: AuthUser;
  models: { id: number; name: string; fileId: number }[];
  trainees: JobTrainee[];
}

/** A running job whose heart has not beaten for this long is taken as interrupted (one document takes seconds). */
const STALE_MS = Number(process.env.GENERATION_STALE_MS) > 0 ? Number(process.env.GENERATION_STALE_MS) : 2 * 60_000;

type JobRow = {
  id: string;
  user_id: number;
  format: GenerationFormat;
  total: number;
  done: number;
  status: GenerationStatus;
  errors: Job['errors'];
  results: JobResult[];
  heartbeat_at: Date | string;
  ended_at: Date | string | null;
  plan: JobPlan | Record<string, never>;
  runs: number;
  pdf_engine: PdfEngine | null;
};

const jobFromRow = (row: JobRow): Job => ({
  id: row.id,
  userId: row.user_id,
  format: row.format,
  total: row.total,
  done: row.done,
  status: row.status,
  errors: row.errors,
  results: row.results,
  endedAt: row.ended_at ? new Date(row.ended_at).getTime() : undefined,
  engine: row.pdf_engine,
});

/** The job `id` if `user` started it and it is still kept (others are told it does not exist). */
export async function jobOf(ctx: TakeOverContext, id: string, user: AuthUser): Promise<Job | undefined> {
  const row = (
    await ctx.db.query<JobRow>(
      `SELECT * FROM generation_jobs WHERE id = $1 AND user_id = $2 AND (ended_at IS NULL OR ended_at > now() -
        $3::interval)`,
      [id, user.id, `${KEEP_MS / 1000} seconds`],
    )
  ).rows[0];
  if (!row) return undefined;
  if (row.status === 'running' && Date.now() - new Date(row.heartbeat_at).getTime() > STALE_MS) {
    // Its instance stopped: this one takes it over, or, past its runs, closes it.
    const taken = await takeOver(ctx, row.id);
    if (taken) return jobFromRow(taken);
    const closed = await closeInterrupted(ctx.db, row.id);
    if (closed) return jobFromRow(closed);
    // Another instance took it over (or closed it) meanwhile: its row as it is now.
    const now = (await ctx.db.query<JobRow>('SELECT * FROM generation_jobs WHERE id = $1', [row.id])).rows[0];
    return jobFromRow(now ?? row);
  }
  return jobFromRow(row);
}

/** Closes a stopped job that may not run again: what was not made is said, once (the update only applies to a
 * still running row whose heart still does not beat: a job another instance has just taken over is left to it). */
async function closeInterrupted(db: Queryable, id: string): Promise<JobRow | undefined> {
  const left = (
    await db.query<{ total: number; done: number }>('SELECT total, done FROM generation_jobs WHERE id = $1', [id])
  ).rows[0];
  if (!left) return undefined;
  const error = { etudiant: '', name: '', modele: '', message: msg.generation.interrupted(left.total - left.done) };
  return (
    await db.query<JobRow>(
      `UPDATE generation_jobs SET status = 'done', ended_at = now(), errors = errors || $2::jsonb
      WHERE id = $1 AND status = 'running' AND heartbeat_at < now() - $3::interval RETURNING *`,
      [id, JSON.stringify([error]), `${STALE_MS / 1000} seconds`],
    )
  ).rows[0];
}

/** Claims the stopped job `id` for this instance (one instance wins when several try) and runs the rest of it in
 * the background; answers its row, or nothing when it is not this instance's to take. */
async function takeOver(ctx: TakeOverContext, id: string): Promise<JobRow | undefined> {
  const row = (
    await ctx.db.query<JobRow>(
      `UPDATE generation_jobs SET instance = $2, runs = runs + 1, heartbeat_at = now()
      WHERE id = $1 AND status = 'running' AND heartbeat_at < now() - $3::interval AND runs < $4 AND plan ? 'user'
      RETURNING *`,
      [id, INSTANCE, `${STALE_MS / 1000} seconds`, MAX_RUNS],
    )
  ).rows[0];
  if (!row) return undefined;
  const plan = row.plan as JobPlan;
  void (async () => {
    const models: JobModel[] = [];
    for (const m of plan.models) models.push({ ...m, template: await modelTemplate(ctx.db, m.fileId, 'modele') });
    await runJob(ctx, plan.user, jobFromRow(row), models, plan.trainees, ctx.log);
  })().catch((err: unknown) => ctx.log.error({ err, job: id }, 'génération de document reprise'));
  return row;
}

type Log = { error(obj: unknown, text: string): void };
type TakeOverContext = AppContext & { log: Log };

/** The stopped jobs (no heartbeat for GENERATION_STALE_MS) taken over by this instance, or closed past their runs. */
export async function resumeStoppedJobs(ctx: AppContext, log: (line: string) => void): Promise<void> {
  const stale = (
    await ctx.db.query<{ id: string; runs: number }>(
      `SELECT id, runs FROM generation_jobs WHERE status = 'running' AND heartbeat_at < now() - $1::interval`,
      [`${STALE_MS / 1000} seconds`],
    )
  ).rows;
  const jobLog: Log = { error: (obj, text) => log(`${text} : ${String((obj as { err?: Error }).err?.message ?? '')}`) };
  for (const { id, runs } of stale) {
    if (runs >= MAX_RUNS) await closeInterrupted(ctx.db, id);
    else await takeOver({ ...ctx, log: jobLog }, id);
  }
}

/** A trainee's data erased (RGPD): the kept jobs forget the documents made for them and no longer name them in
 * their errors; returns how many jobs named them. */
export async function forgetTraineeInJobs(db: Queryable, etudiantId: number, anonymous: string): Promise<number> {
  const iri = itemIri('etudiants', etudiantId);
  const { rows } = await db.query<JobRow>(
    'SELECT * FROM generation_jobs WHERE results @> $1::jsonb OR errors @> $2::jsonb',
    [JSON.stringify([{ etudiant: etudiantId }]), JSON.stringify([{ etudiant: iri }])],
  );
  for (const row of rows) {
    const results = row.results.filter((r) => r.etudiant !== etudiantId);
    const errors = row.errors.map((e) => (e.etudiant === iri ? { ...e, name: anonymous } : e));
    await db.query('UPDATE generation_jobs SET results = $2::jsonb, errors = $3::jsonb WHERE id = $1', [
      row.id,
      JSON.stringify(results),
      JSON.stringify(errors),
    ]);
  }
  return rows.length;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

const BATCH = 10;

type Pair = { trainee: JobTrainee; m: JobModel };
type Filled = Pair & { docx: Buffer; row: { lastname: string; firstname: string; antenne_id: number } };

/** One trainee's DOCX for one model (a value the PDF's font cannot write refuses that PDF, French 422). */
async function fill(ctx: AppContext, job: Job, { trainee, m }: Pair): Promise<Filled> {
  const found = await traineeContext(ctx.db, trainee.id);
  if (!found) throw new HttpError(404, msg.generation.traineeGone);
  const values = valuesFor(found.context);
  if (job.format === 'pdf') {
    const bad = await unprintable(values);
    if (bad) throw new HttpError(422, msg.generation.pdfCharacter(bad));
  }
  return { trainee, m, docx: renderDocx(m.template, values), row: found.row };
}

/** A made document stored and recorded with the job's progress; the file is removed if recording fails. */
async function record(
  ctx: AppContext,
  user: AuthUser,
  job: Job,
  { trainee, m, row }: Filled,
  bytes: Buffer,
): Promise<JobResult> {
  const fileName = documentFileName(m.name, row.lastname, row.firstname, job.format);
  const uuid = randomUUID();
  const { size } = await store(uuid, Readable.from([bytes]));
  try {
    return await ctx.db.transaction(async (tx) => {
      const media = await insertRow(tx, model(ctx, 'media_objects'), user, {
        name: fileName,
        mime_type: MIME[job.format],
        size,
        uuid,
        antenne_id: row.antenne_id,
      });
      const doc = await insertRow(tx, model(ctx, 'etudiant_documents'), user, {
        etudiant_id: trainee.id,
        antenne_id: row.antenne_id,
        type_document: GENERATED_TYPE,
        name: m.name,
        file_id: media.id,
        date_document: parisToday(),
        etat: 0,
      });
      const made = {
        etudiant: trainee.id,
        name: trainee.name,
        modele: m.id,
        document: doc.id,
        media: media.id,
        fileName,
      };
      await recordProgress(tx, job, made, undefined);
      return made;
    });
  } catch (err) {
    await remove(uuid);
    throw err;
  }
}

/** The job's progress after one more document (made, or failed with `error`): written only while this instance
 * runs the job; otherwise another took it over, and this run stops (the transaction that made the document is
 * rolled back with it). */
async function recordProgress(
  db: Queryable,
  job: Job,
  made: JobResult | undefined,
  error: Job['errors'][number] | undefined,
): Promise<void> {
  const { rows } = await db.query(
    `UPDATE generation_jobs SET done = $2, results = results || $3::jsonb, errors = errors || $4::jsonb,
      heartbeat_at = now() WHERE id = $1 AND status = 'running' AND instance = $5 RETURNING id`,
    [job.id, job.done + 1, JSON.stringify(made ? [made] : []), JSON.stringify(error ? [error] : []), INSTANCE],
  );
  if (rows.length === 0) throw new JobTakenOver();
}
class JobTakenOver extends Error {}

/** Runs the pairs of `job` from its first not made, by batches, then closes it; stops as soon as another instance
 * has taken it over. */
async function runJob(
  ctx: AppContext,
  user: AuthUser,
  job: Job,
  models: JobModel[],
  trainees: JobTrainee[],
  log: Log,
): Promise<void> {
  const failure = (err: unknown, { trainee, m }: Pair): Job['errors'][number] => {
    // A client's kind of problem (a character the PDF cannot write, a trainee gone, LibreOffice absent or too
    // slow) says what it is; anything else is logged and reported in general words.
    if (!(err instanceof HttpError)) log.error({ err, job: job.id, etudiant: trainee.id }, 'génération de document');
    return {
      etudiant: itemIri('etudiants', trainee.id),
      name: trainee.name,
      modele: itemIri('modeles', m.id),
      message: err instanceof HttpError ? err.message : msg.generation.failed,
    };
  };
  const pairs = trainees.flatMap((trainee) => models.map((m) => ({ trainee, m })));
  const converter = job.format === 'pdf' ? await openConverter(job.engine ?? undefined) : undefined;
  // The job beats while a batch is filled and converted (seconds for LibreOffice), not only after each document:
  // otherwise another instance reading its progress meanwhile would take over a job that is running.
  const beat = setInterval(
    () => {
      ctx.db
        .query(
          `UPDATE generation_jobs SET heartbeat_at = now() WHERE id = $1 AND status = 'running' AND instance = $2`,
          [job.id, INSTANCE],
        )
        .catch((err: unknown) => log.error({ err, job: job.id }, 'battement de la génération'));
    },
    Math.max(250, Math.floor(STALE_MS / 3)),
  );
  beat.unref();
  try {
    for (let start = job.done; start < pairs.length; start += BATCH) {
      const filled: (Filled | { pair: Pair; error: Job['errors'][number] })[] = [];
      for (const pair of pairs.slice(start, start + BATCH)) {
        await tick();
        try {
          filled.push(await fill(ctx, job, pair));
        } catch (err) {
          filled.push({ pair, error: failure(err, pair) });
        }
      }
      const ready = filled.filter((f): f is Filled => 'docx' in f);
      const made = converter
        ? await converter.convert(ready.map((f) => ({ docx: f.docx, title: f.m.name })))
        : ready.map((f) => f.docx);
      for (const f of filled) {
        await tick();
        try {
          if (!('docx' in f)) await recordProgress(ctx.db, job, undefined, f.error);
          else {
            const bytes = made[ready.indexOf(f)]!;
            try {
              if (bytes instanceof Error) throw bytes;
              await record(ctx, user, job, f, bytes);
            } catch (err) {
              if (err instanceof JobTakenOver) throw err;
              await recordProgress(ctx.db, job, undefined, failure(err, f));
            }
          }
        } catch (err) {
          if (err instanceof JobTakenOver) return;
          throw err;
        }
        job.done += 1;
      }
    }
  } finally {
    clearInterval(beat);
    await converter?.close();
  }
  await ctx.db.query(
    `UPDATE generation_jobs SET status = 'done', ended_at = now() WHERE id = $1 AND status = 'running' AND instance =
      $2`,
    [job.id, INSTANCE],
  );
}

/** Starts a job over every (trainee, model) pair and returns it once recorded; the work goes on in the
 * background, each document's outcome written to the job's row as soon as it is known. */
export async function startJob(
  ctx: AppContext,
  user: AuthUser,
  models: JobModel[],
  trainees: JobTrainee[],
  format: GenerationFormat,
  log: Log,
  engine?: PdfEngine,
): Promise<Job> {
  await ctx.db.query(`DELETE FROM generation_jobs WHERE ended_at < now() - $1::interval`, [
    `${KEEP_MS / 1000} seconds`,
  ]);
  const job: Job = {
    id: randomUUID(),
    userId: user.id,
    format,
    total: models.length * trainees.length,
    done: 0,
    status: 'running',
    errors: [],
    results: [],
    engine: format === 'pdf' ? (engine ?? 'libreoffice') : null,
  };
  const plan: JobPlan = { user, models: models.map(({ id, name, fileId }) => ({ id, name, fileId })), trainees };
  await ctx.db.query(
    'INSERT INTO generation_jobs (id, user_id, format, total, plan, instance, pdf_engine) VALUES ($1, $2, $3, $4, ' +
      '$5, $6, $7)',
    [job.id, user.id, format, job.total, JSON.stringify(plan), INSTANCE, job.engine],
  );
  void runJob(ctx, user, job, models, trainees, log).catch((err: unknown) =>
    log.error({ err, job: job.id }, 'génération de document'),
  );
  return job;
}
