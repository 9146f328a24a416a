// Background jobs and schedules, kept in the database so that any instance can run them and none is lost with a
// process: pg-boss (its own schema `pgboss` in the product's database).
//
// Why pg-boss: it stores its jobs in PostgreSQL (no broker to run), retries a failed job with back-off, keeps a job
// once per singleton key, and fires each cron schedule once per slot whatever the number of instances (the cron
// is read under a lock), which is all the product asks. Version 10 is its last major for Node 20 (11 and later
// need Node 22). graphile-worker does the same but opens its own `pg` pool and cannot run on the embedded PGlite;
// pg-boss takes any `executeSql`, so the embedded default runs the same queue through the serialised connection.
//
// What runs here (each name a queue): the password links (auth/resetLinks.ts), mail retries (mail/mailer.ts),
// and the schedules main.ts starts (`every`): the orphan files' sweep, the course states, the daily alerts, the
// generation jobs whose instance stopped. An API test app starts the queue without schedules (no cron fires in
// it); its workers still take the jobs it sends.
import PgBoss from 'pg-boss';
import type { Db } from '../db/index.ts';

export interface QueueOptions {
  /** Fire the cron schedules in this instance (main.ts); off in the API tests' apps. */
  schedules?: boolean;
  log: (line: string) => void;
}

export interface Queue {
  /** Creates the queue `name` (once) with its retry policy and runs `handler` for each of its jobs; a handler that
   * throws is retried by the queue's policy. */
  work<T extends object>(
    name: string,
    policy: Omit<PgBoss.Queue, 'name'>,
    handler: (data: T, job: { retryCount: number; retryLimit: number }) => Promise<void>,
  ): Promise<void>;
  /** Queues a job (run by whichever instance takes it first). */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
  /** Runs `handler` on the cron `cron` (Paris time), once per slot across instances; `atStart` also queues one
   * run now (one per ten minutes whatever the number of instances starting). */
  every(name: string, cron: string, handler: () => Promise<void>, atStart?: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** The advisory lock under which queues are created (any number distinct from the start-up's, db/migrate). */
const QUEUE_LOCK = 727_270_027;

/** How often a worker looks for jobs (QUEUE_POLL_SECONDS, at least half a second, pg-boss's floor). */
const pollSeconds = () => Math.max(0.5, Number(process.env.QUEUE_POLL_SECONDS) || 1);
/** How often the worker of a schedule looks for its job: its slots are minutes apart, so every ten seconds (or
 * QUEUE_POLL_SECONDS if longer) rather than every second — a poll is a query, and each instance runs one per
 * schedule. */
const schedulePollSeconds = () => Math.max(10, pollSeconds());

export async function startQueue(db: Db, opts: QueueOptions): Promise<Queue> {
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) =>
        values && values.length > 0 ? db.query(text, values) : db.script(text),
    },
    schedule: opts.schedules ?? false,
    supervise: true,
    // Completed jobs are kept a day for the record, then archived and deleted by pg-boss's own maintenance.
    archiveCompletedAfterSeconds: 24 * 3600,
  });
  boss.on('error', (err: Error) => opts.log(`File de tâches : ${err.message}`));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (name: string, policy: Omit<PgBoss.Queue, 'name'> = {}) => {
    if (created.has(name)) return;
    // Instances starting together would both create it (pg-boss makes a table per queue, and two at once
    // deadlock): they take turns under an advisory lock, the second finds it there.
    await db.withAdvisoryLock(QUEUE_LOCK, async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...policy });
    });
    created.add(name);
  };
  type Handler = (data: never, job: { retryCount: number; retryLimit: number }) => Promise<void>;
  const work = async (name: string, policy: Omit<PgBoss.Queue, 'name'>, handler: Handler, poll: number) => {
    await ensure(name, policy);
    await boss.work(name, { pollingIntervalSeconds: poll, includeMetadata: true }, async (jobs) => {
      for (const job of jobs)
        await handler(job.data as never, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    });
  };
  const queue: Queue = {
    work: (name, policy, handler) => work(name, policy, handler as Handler, pollSeconds()),
    async send(name, data, options) {
      await ensure(name);
      await boss.send(name, data, options ?? {});
    },
    async every(name, cron, handler, atStart = false) {
      await work(
        name,
        { retryLimit: 0 },
        async () => {
          try {
            await handler();
          } catch (err) {
            opts.log(`Tâche planifiée « ${name} » en échec : ${(err as Error).message}`);
          }
        },
        schedulePollSeconds(),
      );
      await boss.schedule(name, cron, {}, { tz: 'Europe/Paris' });
      if (atStart) await boss.send(name, {}, { singletonKey: `${name}-start`, singletonMinutes: 10 });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}
