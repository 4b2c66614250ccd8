import type { HelloFrame } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { RegistryHello, RegistryStore, RegistryVerdict } from "./registry-store.js";

type Op =
  | { kind: "connect"; sn: string; hello: RegistryHello; resolve: (r: RegistryVerdict) => void; reject: (e: unknown) => void }
  | { kind: "disconnect"; sn: string }
  | { kind: "report"; sn: string; report: HelloFrame }
  | { kind: "code"; sn: string; code: string; resolve: () => void; reject: (e: unknown) => void };

/**
 * How long ops gather before a batch runs. PGlite executes on the event loop, so while a batch
 * runs no new hello is even read: without a window every batch after the first holds one hello
 * and 1,000 devices cost 1,000 round trips. 10 ms of latency per connect buys batches of dozens.
 */
const BATCH_WINDOW_MS = 10;
/** Largest batch: a 64-channel hello is ~25 KB, so 200 of them make a 5 MB statement at most. */
const MAX_BATCH = 200;

/**
 * Serialises and batches the gateway's registry writes. 1,000 devices connecting at once become
 * a handful of multi-row statements instead of 1,000 round trips queued on PGlite's single
 * connection. Writes for one SN keep their order: a batch ends before an SN it already holds, so a
 * disconnect is never applied before the connect it follows. Report writes are coalesced per SN.
 */
export class RegistryWriter {
  private queue: Op[] = [];
  private running: Promise<void> | null = null;
  private readonly queuedReports = new Map<string, Extract<Op, { kind: "report" }>>();

  constructor(
    private readonly store: RegistryStore,
    private readonly instanceId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers/refreshes a hello; "wrong" when the SN is known with another code, "limited" when new and over its client's limit. */
  connect(hello: RegistryHello): Promise<RegistryVerdict> {
    return new Promise((resolve, reject) => this.push({ kind: "connect", sn: hello.sn, hello, resolve, reject }));
  }

  /** Marks the SN offline (errors are logged: the next start marks it offline anyway). */
  disconnect(sn: string): void {
    this.push({ kind: "disconnect", sn });
  }

  /** Stores the device's latest report; several queued reports of one SN collapse into the last. */
  report(sn: string, report: HelloFrame): void {
    const queued = this.queuedReports.get(sn);
    if (queued) queued.report = report;
    else this.push({ kind: "report", sn, report });
  }

  securityCode(sn: string, code: string): Promise<void> {
    return new Promise((resolve, reject) => this.push({ kind: "code", sn, code, resolve, reject }));
  }

  /** Resolves once everything queued so far is written. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private push(op: Op): void {
    this.queue.push(op);
    // Only a report that is the SN's last queued write may absorb later ones.
    if (op.kind === "report") this.queuedReports.set(op.sn, op);
    else this.queuedReports.delete(op.sn);
    this.kick();
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.kick();
    });
  }

  private async loop(): Promise<void> {
    while (this.queue.length > 0) {
      if (this.queue.length < MAX_BATCH) await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS));
      await this.execute(this.takeBatch());
    }
  }

  private takeBatch(): Op[] {
    const seen = new Set<string>();
    let n = 0;
    while (n < this.queue.length && n < MAX_BATCH && !seen.has(this.queue[n]!.sn)) seen.add(this.queue[n++]!.sn);
    const batch = this.queue.splice(0, n);
    for (const op of batch) if (op.kind === "report" && this.queuedReports.get(op.sn) === op) this.queuedReports.delete(op.sn);
    return batch;
  }

  private async execute(batch: Op[]): Promise<void> {
    const connects = batch.filter((op): op is Extract<Op, { kind: "connect" }> => op.kind === "connect");
    if (connects.length > 0) {
      try {
        const results = await this.store.connect(connects.map((op) => op.hello), this.instanceId);
        connects.forEach((op, i) => op.resolve(results[i] ?? "wrong"));
      } catch (err) {
        connects.forEach((op) => op.reject(err));
      }
    }
    const gone = batch.filter((op) => op.kind === "disconnect").map((op) => op.sn);
    await this.store.disconnect(gone, this.instanceId).catch((err: unknown) => this.log.error({ err, count: gone.length }, "device registry: marking offline failed"));
    const reports = batch.filter((op) => op.kind === "report");
    await this.store.saveReports(reports).catch((err: unknown) => this.log.error({ err, count: reports.length }, "device registry: saving reports failed"));
    for (const op of batch) {
      if (op.kind === "code") await this.store.setSecurityCode(op.sn, op.code).then(op.resolve, op.reject);
    }
  }
}
