// Generation jobs: one model (or several) for N trainees, run in the background one document at a time, each
// committed as soon as it is made (its file stored, then its media object and etudiant_documents row in one
// transaction per document), so a failure names that trainee and loses none of the others. Between two
// documents the job yields to the event loop (setImmediate): other requests are served in between, and only
// one document is ever in memory. A job's state (counts, errors, the ids of what it made) is kept in this
// process's memory for an hour after it ends; the documents themselves are in the database.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError } from '../../http/errors.ts';
import { insertRow } from '../../crud/write.ts';
import { remove, store } from '../../files/storage.ts';
import { itemIri } from '../../hydra/iri.ts';
import { model } from '../common.ts';
import { documentFileName, valuesFor, type GenerationFormat, type GenerationStatus } from '../../../shared/documents/index.ts';
import { parisToday } from '../../../shared/plausible/index.ts';
import { traineeContext } from './context.ts';
import { renderDocx, renderPdf } from './modelFile.ts';
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
}

const jobs = new Map<string, Job>();

/** The job `id` if `user` started it (others are told it does not exist). */
export function jobOf(id: string, user: AuthUser): Job | undefined {
  const job = jobs.get(id);
  return job && job.userId === user.id ? job : undefined;
}

/** A trainee's data erased (RGPD): the jobs kept in memory forget the documents made for them and no longer
 * name them in their errors; returns how many jobs named them. */
export function forgetTraineeInJobs(etudiantId: number, anonymous: string): number {
  let touched = 0;
  const iri = itemIri('etudiants', etudiantId);
  for (const job of jobs.values()) {
    const results = job.results.filter((r) => r.etudiant !== etudiantId);
    const named = job.errors.filter((e) => e.etudiant === iri);
    if (results.length === job.results.length && named.length === 0) continue;
    touched += 1;
    job.results = results;
    for (const e of named) e.name = anonymous;
  }
  return touched;
}

function forgetOld(now = Date.now()): void {
  for (const [id, job] of jobs) if (job.endedAt !== undefined && now - job.endedAt > KEEP_MS) jobs.delete(id);
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One trainee's document for one model: made, stored, recorded; the file is removed if recording fails. */
async function generateOne(ctx: AppContext, user: AuthUser, job: Job, m: JobModel, trainee: JobTrainee): Promise<JobResult> {
  const found = await traineeContext(ctx.db, trainee.id);
  if (!found) throw new HttpError(404, msg.generation.traineeGone);
  const values = valuesFor(found.context);
  const bytes = job.format === 'pdf' ? await renderPdf(m.template, values, m.name) : renderDocx(m.template, values);
  const fileName = documentFileName(m.name, found.row.lastname, found.row.firstname, job.format);
  const uuid = randomUUID();
  const { size } = await store(uuid, Readable.from([bytes]));
  try {
    return await ctx.db.transaction(async (tx) => {
      const media = await insertRow(tx, model(ctx, 'media_objects'), user,
        { name: fileName, mime_type: MIME[job.format], size, uuid, antenne_id: found.row.antenne_id });
      const doc = await insertRow(tx, model(ctx, 'etudiant_documents'), user, {
        etudiant_id: trainee.id, antenne_id: found.row.antenne_id, type_document: GENERATED_TYPE, name: m.name,
        file_id: media.id, date_document: parisToday(), etat: 0,
      });
      return { etudiant: trainee.id, name: trainee.name, modele: m.id, document: doc.id, media: media.id, fileName };
    });
  } catch (err) {
    await remove(uuid);
    throw err;
  }
}

/** Starts a job over every (trainee, model) pair and returns it at once; the work goes on in the background. */
export function startJob(ctx: AppContext, user: AuthUser, models: JobModel[], trainees: JobTrainee[], format: GenerationFormat,
  log: { error(obj: unknown, text: string): void }): Job {
  forgetOld();
  const job: Job = { id: randomUUID(), userId: user.id, format, total: models.length * trainees.length, done: 0, status: 'running', errors: [], results: [] };
  jobs.set(job.id, job);
  void (async () => {
    for (const trainee of trainees) {
      for (const m of models) {
        await tick();
        try {
          job.results.push(await generateOne(ctx, user, job, m, trainee));
        } catch (err) {
          // A client's kind of problem (a character the PDF cannot write, a trainee gone) says what it is; anything
          // else is logged and reported in general words.
          if (!(err instanceof HttpError)) log.error({ err, job: job.id, etudiant: trainee.id }, 'génération de document');
          job.errors.push({ etudiant: itemIri('etudiants', trainee.id), name: trainee.name, modele: itemIri('modeles', m.id),
            message: err instanceof HttpError ? err.message : msg.generation.failed });
        }
        job.done += 1;
      }
    }
    job.status = 'done';
    job.endedAt = Date.now();
  })();
  return job;
}
