/**
 * The background jobs the site runs by itself (issue 42; decision 068): a durable
 * queue in the project's own database, pg-boss over the same connection the app
 * uses (the embedded PGlite as a PostgreSQL server), so nothing else has to be
 * installed or running. A job is stored before it runs: it survives a restart and a
 * SIGKILL, runs once across every instance (rows taken with SKIP LOCKED), and is
 * retried with back-off when it throws; a job that keeps failing is kept, and the
 * admin sees it (`failures`). A repeating job (nightly retention) is a cron schedule
 * on the site's clock, sent once per slot whichever instance notices it.
 *
 * pg-boss 10 is the last major that runs on Node 20 (11 needs Node 22), which this
 * project still supports (DESIGN.md, Versions).
 */
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client.ts";

/** The queue's tables live in a schema of their own, next to the app's. */
const SCHEMA = "pgboss";

export interface JobDefinition<Data extends object = object> {
  /** The job's name: letters, digits and dashes. */
  name: string;
  /** Runs the job; throwing fails this try (it is retried, then kept as failed). */
  run(data: Data, log: FastifyBaseLogger): Promise<void>;
  /** Sent by itself at these times (cron, on the site's clock), for a repeating job. */
  cron?: string;
  /** Tries after the first (default 3), each later than the one before. */
  retries?: number;
  /** The wait before the first try again (seconds, default 1), doubled for each one after. */
  retryDelaySeconds?: number;
}

export interface FailedJob {
  id: string;
  name: string;
  /** When its last try failed. */
  failedAt: Date;
  /** What it failed with (the error's message). */
  error: string;
}

/** How many jobs of one kind are where, read for /metrics (server/metrics/). */
export interface QueueCounts {
  name: string;
  /** Due and not yet taken by a worker: the queue's depth. */
  waiting: number;
  /** Stored to run later: a scheduled draft's publication, a retry's pause. */
  scheduled: number;
  /** Taken by a worker and running. */
  active: number;
  /** Failed every try, kept (and listed for the staff) for 14 days. */
  failed: number;
}

export interface JobQueue {
  /** Started (and not stopped): jobs can be sent. */
  readonly running: boolean;
  /** Adds a kind of job; all are defined before `start`. */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  start(log: FastifyBaseLogger): Promise<void>;
  /** Stops taking jobs; the ones running are given `timeoutMs` to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Stores a job to run as soon as a worker is free (or after `startAfter`); its id.
   * One to run now wakes this instance's worker at once, instead of at its next look.
   */
  send<Data extends object>(name: string, data: Data, options?: { startAfter?: Date }): Promise<string | null>;
  /** Jobs that failed every try in the last 14 days, newest first. */
  failures(limit?: number): Promise<FailedJob[]>;
  /** Every defined kind of job with its counts (none before `start`); one query. */
  counts(): Promise<QueueCounts[]>;
}

export function createJobQueue({
  database,
  timeZone,
  pollingIntervalSeconds = 5,
}: {
  database: DatabaseHandle;
  /** The site's (SITE_TIME_ZONE): a repeating job's times are on its clock. */
  timeZone: string;
  /** How often an idle worker looks for a job (tests use less). */
  pollingIntervalSeconds?: number;
}): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  /** This instance's worker of each kind of job. */
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;

  return {
    get running() {
      return boss !== undefined;
    },

    define(definition) {
      if (boss) throw new Error(`The job "${definition.name}" was defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition);
    },

    async start(log) {
      if (boss) return;
      const started = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema: SCHEMA,
        // Failed jobs stay where `failures` reads them for the 14 days pg-boss keeps them.
        archiveFailedAfterSeconds: 14 * 24 * 3600,
      });
      started.on("error", (err) => log.error({ err }, "background jobs: the queue failed"));
      await started.start();
      for (const definition of definitions.values()) {
        const options = {
          name: definition.name,
          retryLimit: definition.retries ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 1,
          retryBackoff: true,
        };
        // A queue made by an earlier version keeps its options unless they are updated.
        await started.createQueue(definition.name, options);
        await started.updateQueue(definition.name, options);
        const worker = await started.work<object>(definition.name, { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) {
            const jobLog = log.child({ job: definition.name, id: job.id });
            try {
              await definition.run(job.data, jobLog);
            } catch (err) {
              jobLog.error({ err }, "background job failed");
              throw err;
            }
          }
        });
        workers.set(definition.name, worker);
        if (definition.cron) await started.schedule(definition.name, definition.cron, {}, { tz: timeZone });
        else await started.unschedule(definition.name);
      }
      boss = started;
    },

    async stop(timeoutMs = 5_000) {
      const stopping = boss;
      boss = undefined;
      // `close: false`: the database is the app's, closed by its owner after this.
      await stopping?.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },

    async send(name, data, options = {}) {
      if (!boss) throw new Error(`The job "${name}" was sent before the queue started`);
      if (!definitions.has(name)) throw new Error(`No job is called "${name}"`);
      if (options.startAfter) return boss.send(name, data, { startAfter: options.startAfter });
      const id = await boss.send(name, data, {});
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    async failures(limit = 20) {
      // Before the first start the queue's tables may not exist yet.
      if (!boss) return [];
      const { rows } = await database.executeSql(
        `SELECT id, name, completed_on, output FROM ${SCHEMA}.job WHERE state = 'failed'
         UNION ALL
         SELECT id, name, completed_on, output FROM ${SCHEMA}.archive WHERE state = 'failed'
         ORDER BY completed_on DESC LIMIT $1`,
        [limit],
      );
      return (rows as { id: string; name: string; completed_on: Date | string; output: unknown }[]).map((row) => ({
        id: row.id,
        name: row.name,
        failedAt: new Date(row.completed_on),
        error: errorMessage(row.output),
      }));
    },

    async counts() {
      if (!boss) return [];
      // Jobs kept after they ran (completed, cancelled) are left out by the state, so
      // the query reads the few rows that wait, run or failed.
      const { rows } = await database.executeSql(
        `SELECT name,
           count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS waiting,
           count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now())::int AS scheduled,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM ${SCHEMA}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name`,
      );
      const found = new Map((rows as QueueCounts[]).map((row) => [row.name, row]));
      return [...definitions.keys()].sort().map((name) => {
        const row = found.get(name);
        return {
          name,
          waiting: Number(row?.waiting ?? 0),
          scheduled: Number(row?.scheduled ?? 0),
          active: Number(row?.active ?? 0),
          failed: Number(row?.failed ?? 0),
        };
      });
    },
  };
}

/** pg-boss stores a failure as the thrown error, serialised. */
function errorMessage(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return typeof output === "string" ? output : JSON.stringify(output ?? null);
}
