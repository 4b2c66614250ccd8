import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { instanceHeartbeats } from "../../db/schema/cluster.js";
import { jobs } from "../../db/schema/jobs.js";

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** At most one queued or active job of this name per key: a second enqueue answers null. */
  singletonKey?: string;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** A claimed job as its handler sees it. */
export interface Job<P> {
  id: string;
  name: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the instance stops: return soon; the job is released and runs again later. */
  signal: AbortSignal;
}

/**
 * Thrown by a handler when another instance must run the job (it holds the device the job needs,
 * issue 32): the job goes back to the queue at once without using an attempt, for the others to take.
 */
export class JobElsewhere extends Error {
  constructor(readonly holder: string) {
    super(`job belongs on instance ${holder}`);
  }
}

/** How long a job handed to another instance waits before this one may take it again. */
const ELSEWHERE_DELAY_MS = 300;

/** Runs one job; throwing retries it with back-off until maxAttempts, then marks it failed. */
export type JobHandler<P> = (job: Job<P>) => Promise<void>;

/** Hooks of a worker. */
export interface WorkOptions<P> {
  /** Jobs of this name run at once on this instance (default 2). */
  concurrency?: number;
  /** Called when the last attempt failed (the job is marked failed). */
  onFailed?: (job: Job<P>, err: unknown) => Promise<void> | void;
}

/** The queue of one server instance. */
export interface JobQueue {
  /** Adds a job; answers its id, or null when a singleton of the same key is queued or running. */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<string | null>;
  /** Takes jobs of `name` on this instance until stop(). */
  work<P>(name: string, handler: JobHandler<P>, options?: WorkOptions<P>): void;
  /** Cancels queued jobs of a name and key (running ones finish or notice by themselves). */
  cancel(name: string, singletonKey: string): Promise<number>;
  /** Stops taking jobs, aborts running handlers' signals and waits for them; their jobs are queued again. */
  stop(): Promise<void>;
}

/** Options of createJobQueue. */
export interface JobQueueOptions {
  db: AppDatabase;
  /** This instance: its leases are taken back at start (a restart resumes its jobs at once). */
  instanceId: string;
  log: FastifyBaseLogger;
  /** Poll interval for jobs enqueued by other instances (default 1000). */
  pollMs?: number;
  /** A running job's lease; renewed every third of it while the handler runs (default 30 s). */
  leaseMs?: number;
}

interface ClaimedRow {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** The job's instance is dead (its heartbeat expired, decision 0039): no need to wait for its lease. */
const lockedByDead = sql`exists (select 1 from ${instanceHeartbeats} h where h.instance_id = ${jobs}.locked_by and h.expires_at < now())`;

/** Retry back-off: 1 s, 2 s, 4 s … up to 60 s. */
function backoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * A PostgreSQL job queue (decision 0007): jobs are rows, claimed with `FOR UPDATE SKIP LOCKED`
 * (several instances never take the same job) under a lease (a job whose instance died is taken
 * again when the lease runs out, or at once when that instance's heartbeat expired, decision 0039).
 * Works the same on PGlite and PostgreSQL.
 */
export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { db, instanceId, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const workers: Array<{ poke: () => void; stop: () => Promise<void> }> = [];
  const pokes = new Map<string, () => void>();
  let stopped = false;
  const stopping = new AbortController();

  // A restarted instance resumes what it held: its old process is gone, so its leases mean nothing.
  await db
    .update(jobs)
    .set({ state: "queued", lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.state, "active"), eq(jobs.lockedBy, instanceId)));

  async function claim(name: string): Promise<ClaimedRow | null> {
    const result: unknown = await db.execute(sql`
      update ${jobs} set state = 'active', locked_by = ${instanceId},
        locked_until = now() + (${leaseMs} * interval '1 millisecond'), attempts = attempts + 1, updated_at = now()
      where id = (
        select id from ${jobs}
        where name = ${name} and ((state = 'queued' and run_at <= now()) or (state = 'active' and (locked_until < now() or ${lockedByDead})))
        order by run_at limit 1 for update skip locked)
      returning id, name, payload, attempts, max_attempts`);
    // Both drivers answer raw queries with `rows`.
    return (result as { rows?: ClaimedRow[] }).rows?.[0] ?? null;
  }

  async function renew(id: string): Promise<void> {
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + (${leaseMs} * interval '1 millisecond')` })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, instanceId), eq(jobs.state, "active")));
  }

  async function settle<P>(row: ClaimedRow, job: Job<P>, err: unknown, handlerOptions: WorkOptions<P>): Promise<void> {
    const mine = and(eq(jobs.id, row.id), eq(jobs.lockedBy, instanceId), eq(jobs.state, "active"));
    if (err === undefined) {
      await db.update(jobs).set({ state: "done", lockedBy: null, lockedUntil: null, updatedAt: sql`now()` }).where(mine);
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    if (row.attempts >= row.max_attempts) {
      await db.update(jobs).set({ state: "failed", lastError: message, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` }).where(mine);
      await handlerOptions.onFailed?.(job, err);
      return;
    }
    await db
      .update(jobs)
      .set({ state: "queued", lastError: message, lockedBy: null, lockedUntil: null, runAt: sql`now() + (${backoffMs(row.attempts)} * interval '1 millisecond')`, updatedAt: sql`now()` })
      .where(mine);
  }

  return {
    async enqueue(name, payload, enqueueOptions = {}) {
      const rows = await db
        .insert(jobs)
        .values({
          name,
          payload: payload as object,
          singletonKey: enqueueOptions.singletonKey ?? null,
          maxAttempts: enqueueOptions.maxAttempts ?? 5,
          runAt: sql`now() + (${enqueueOptions.delayMs ?? 0} * interval '1 millisecond')`,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      const id = rows[0]?.id ?? null;
      if (id && !enqueueOptions.delayMs) pokes.get(name)?.();
      return id;
    },

    work<P>(name: string, handler: JobHandler<P>, workOptions: WorkOptions<P> = {}) {
      const concurrency = workOptions.concurrency ?? 2;
      let running = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let polling = false;
      const inFlight = new Set<Promise<void>>();

      const runOne = async (row: ClaimedRow): Promise<void> => {
        const job: Job<P> = { id: row.id, name: row.name, payload: row.payload as P, attempt: row.attempts, maxAttempts: row.max_attempts, signal: stopping.signal };
        const lease = setInterval(() => void renew(row.id).catch((err: unknown) => log.warn({ err, job: row.id }, "job lease renewal failed")), Math.max(50, leaseMs / 3));
        let failure: unknown = undefined;
        try {
          await handler(job);
        } catch (err) {
          failure = err ?? new Error("job failed");
          if (err instanceof JobElsewhere) log.debug({ job: row.id, name, holder: err.holder }, "job handed to its instance");
          else log.warn({ err, job: row.id, name, attempt: row.attempts }, "job attempt failed");
        } finally {
          clearInterval(lease);
        }
        if (stopping.signal.aborted || failure instanceof JobElsewhere) {
          // Shutting down, or the job belongs to another instance: not the job's fault; it runs again
          // on the next start or elsewhere (a handed-on job waits a moment so another instance takes it).
          const delayMs = failure instanceof JobElsewhere ? ELSEWHERE_DELAY_MS : 0;
          await db
            .update(jobs)
            .set({ state: "queued", attempts: sql`greatest(0, ${jobs.attempts} - 1)`, lockedBy: null, lockedUntil: null, runAt: sql`now() + (${delayMs} * interval '1 millisecond')`, updatedAt: sql`now()` })
            .where(and(eq(jobs.id, row.id), eq(jobs.lockedBy, instanceId), eq(jobs.state, "active")))
            .catch((err: unknown) => log.warn({ err, job: row.id }, "job could not be released"));
          return;
        }
        await settle(row, job, failure, workOptions).catch((err: unknown) => log.error({ err, job: row.id }, "job could not be settled"));
      };

      const poll = async (): Promise<void> => {
        timer = undefined;
        if (stopped || polling) return;
        polling = true;
        try {
          while (!stopped && running < concurrency) {
            const row = await claim(name);
            if (!row) break;
            running += 1;
            const done = runOne(row).finally(() => {
              running -= 1;
              inFlight.delete(done);
              poke();
            });
            inFlight.add(done);
          }
        } catch (err) {
          log.warn({ err, name }, "job poll failed");
        } finally {
          polling = false;
        }
        if (!stopped && timer === undefined) {
          timer = setTimeout(() => void poll(), pollMs);
          timer.unref();
        }
      };
      const poke = () => {
        if (stopped) return;
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(() => void poll(), 0);
      };
      pokes.set(name, poke);
      workers.push({
        poke,
        stop: async () => {
          if (timer !== undefined) clearTimeout(timer);
          await Promise.allSettled([...inFlight]);
        },
      });
      poke();
    },

    async cancel(name, singletonKey) {
      const rows = await db
        .update(jobs)
        .set({ state: "cancelled", updatedAt: sql`now()` })
        .where(and(eq(jobs.name, name), eq(jobs.singletonKey, singletonKey), inArray(jobs.state, ["queued"])))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async stop() {
      stopped = true;
      stopping.abort();
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
