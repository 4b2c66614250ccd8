import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { instanceHeartbeats } from "../../db/schema/cluster.js";
import { jobs } from "../../db/schema/jobs.js";
import { describeOnDatabases } from "../../test-support/test-server.js";
import { createJobQueue, JobElsewhere, type JobQueue } from "./job-queue.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 8_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await later(20)) if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
}

// Decision 0007: a PostgreSQL job queue shared by instances, surviving restarts.
describeOnDatabases("job queue", (server) => {
  const db = () => server().app.vms.database.db;
  const log = () => server().app.log;
  const queues: JobQueue[] = [];
  const open = async (instanceId: string, leaseMs = 30_000) => {
    const queue = await createJobQueue({ db: db(), instanceId, log: log(), pollMs: 50, leaseMs });
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  const stateOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];

  it("runs an enqueued job once with its payload and marks it done", async () => {
    const queue = await open("q-a");
    const seen: unknown[] = [];
    queue.work<{ n: number }>("test.basic", async (job) => void seen.push([job.payload.n, job.attempt]));
    const id = (await queue.enqueue("test.basic", { n: 7 }))!;
    await waitFor(async () => (await stateOf(id))?.state === "done", "done");
    expect(seen).toEqual([[7, 1]]);
  });

  it("a singleton key allows one queued or running job; after it is done another one is accepted", async () => {
    const queue = await open("q-b");
    expect(await queue.enqueue("test.single", {}, { singletonKey: "k", delayMs: 60_000 })).not.toBeNull();
    expect(await queue.enqueue("test.single", {}, { singletonKey: "k" })).toBeNull();
    expect(await queue.cancel("test.single", "k")).toBe(1);
    expect(await queue.enqueue("test.single", {}, { singletonKey: "k", delayMs: 60_000 })).not.toBeNull();
  });

  it("a throwing handler is retried with back-off, then marked failed after maxAttempts", async () => {
    const queue = await open("q-c");
    const attempts: number[] = [];
    let failed = "";
    queue.work("test.fail", async (job) => {
      attempts.push(job.attempt);
      throw new Error(`boom ${job.attempt}`);
    }, { onFailed: (job) => void (failed = job.id) });
    const id = (await queue.enqueue("test.fail", {}, { maxAttempts: 2 }))!;
    await waitFor(async () => (await stateOf(id))?.state === "failed", "failed");
    expect(attempts).toEqual([1, 2]);
    expect(failed).toBe(id);
    expect((await stateOf(id))?.lastError).toBe("boom 2");
  });

  it("issue 32: a job handed to another instance (JobElsewhere) runs there without using an attempt", async () => {
    const [a, b] = [await open("q-e1"), await open("q-e2")];
    const ran: string[] = [];
    a.work("test.elsewhere", async () => {
      ran.push("q-e1");
      throw new JobElsewhere("q-e2");
    });
    const id = (await a.enqueue("test.elsewhere", {}, { maxAttempts: 1 }))!;
    await waitFor(() => ran.length > 0, "the first instance hands it on");
    b.work("test.elsewhere", async (job) => void ran.push(`q-e2 attempt ${job.attempt}`));
    await waitFor(async () => (await stateOf(id))?.state === "done", "done on the other instance");
    // maxAttempts 1 and still done: handing on is not a failed attempt.
    expect(ran.at(-1)).toBe("q-e2 attempt 1");
    expect((await stateOf(id))?.lastError).toBeNull();
  });

  it("two instances on one database never run the same job", async () => {
    const [a, b] = [await open("q-d1"), await open("q-d2")];
    const runs: string[] = [];
    const handler = async (job: { id: string }) => {
      runs.push(job.id);
      await later(5);
    };
    a.work("test.shared", handler, { concurrency: 3 });
    b.work("test.shared", handler, { concurrency: 3 });
    const ids = await Promise.all(Array.from({ length: 24 }, (_, n) => a.enqueue("test.shared", { n })));
    await waitFor(() => runs.length >= 24, "all ran");
    await later(200);
    expect(runs.sort()).toEqual((ids as string[]).sort());
  });

  it("a job held by a stopped or dead instance runs again: at once on restart, else after its lease", async () => {
    const first = await open("q-e");
    let release: () => void = () => {};
    const started: string[] = [];
    first.work("test.resume", (job) => {
      started.push(`first:${job.attempt}`);
      return new Promise<void>((resolve) => {
        release = resolve;
        job.signal.addEventListener("abort", () => resolve());
      });
    });
    const id = (await first.enqueue("test.resume", {}))!;
    await waitFor(() => started.length === 1, "first run");
    await first.stop();
    expect((await stateOf(id))?.state).toBe("queued");
    const second = await open("q-e");
    second.work("test.resume", async (job) => void started.push(`second:${job.attempt}`));
    await waitFor(async () => (await stateOf(id))?.state === "done", "resumed");
    expect(started).toEqual(["first:1", "second:1"]);
    release();

    // A dead instance (no stop) keeps its lease until it runs out; then another instance takes over.
    const [ghost] = await db()
      .insert(jobs)
      .values({ name: "test.lease", payload: {}, state: "active", attempts: 1, lockedBy: "ghost", lockedUntil: new Date(Date.now() - 1000) })
      .returning({ id: jobs.id });
    const taker = await open("q-f");
    const took: number[] = [];
    taker.work("test.lease", async (job) => void took.push(job.attempt));
    await waitFor(async () => (await stateOf(ghost!.id))?.state === "done", "lease taken over");
    expect(took).toEqual([2]);
  });

  it("decision 0039: a job held by an instance whose heartbeat expired is taken at once, its lease notwithstanding", async () => {
    await db().insert(instanceHeartbeats).values([
      { instanceId: "q-dead", expiresAt: new Date(Date.now() - 60_000) },
      { instanceId: "q-alive", expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    const lockedUntil = new Date(Date.now() + 3_600_000);
    const [dead, alive] = await db()
      .insert(jobs)
      .values([
        { name: "test.dead-holder", payload: {}, state: "active", attempts: 1, lockedBy: "q-dead", lockedUntil },
        { name: "test.dead-holder", payload: {}, state: "active", attempts: 1, lockedBy: "q-alive", lockedUntil },
      ])
      .returning({ id: jobs.id });
    const taker = await open("q-g");
    const took: string[] = [];
    taker.work("test.dead-holder", async (job) => void took.push(job.id));
    await waitFor(async () => (await stateOf(dead!.id))?.state === "done", "taken from the dead instance");
    await later(200);
    // The live instance's job stays with it until its lease runs out.
    expect(took).toEqual([dead!.id]);
    expect((await stateOf(alive!.id))?.state).toBe("active");
  });
});
