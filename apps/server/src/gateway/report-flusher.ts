import type { ReportedStorage } from "@vms/api-client";
import type { DeviceConnection } from "./device-connection.js";
import type { GatewayEvents } from "./gateway-events.js";
import type { RegistryWriter } from "./registry-writer.js";
import type { ReportFrame } from "./report-patches.js";

/** What changed on one connection since its last flush: the latest value of each thing wins. */
interface Pending {
  status: Map<number, boolean> | null;
  storage: ReportedStorage | null;
  config: Map<string, unknown> | null;
}

/** Devices flushed at once: a request waits behind at most this many devices' writes (decision 0021). */
const MAX_IN_FLIGHT = 64;

/**
 * Coalesces each device's status, storage and config frames in memory (a channel's latest state,
 * the latest storage, each section's latest value) and, every `intervalMs`, writes the registry
 * report and emits one event per kind for every device that changed. A device sending 10,000
 * status frames costs a few flushes, not 10,000 writes and pushes on the database handle every
 * request needs. A device is flushed again only once its previous flush's listeners returned, and
 * at most MAX_IN_FLIGHT devices are flushed at a time, so a storm from many devices is spread out.
 */
export class ReportFlusher {
  private readonly pending = new Map<DeviceConnection, Pending>();
  /** Flushes whose listeners are running, per connection. */
  private readonly busy = new Map<DeviceConnection, number>();
  private readonly flights = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      events: GatewayEvents;
      writer: RegistryWriter;
      /** Whether the connection still holds its SN (a replaced or closed one is not flushed). */
      current: (conn: DeviceConnection) => boolean;
      intervalMs: number;
    },
  ) {}

  /** Records a frame already applied to `conn.report`. */
  add(conn: DeviceConnection, frame: ReportFrame): void {
    let p = this.pending.get(conn);
    if (!p) this.pending.set(conn, (p = { status: null, storage: null, config: null }));
    if (frame.type === "status") {
      p.status ??= new Map();
      for (const c of frame.channels) p.status.set(c.chlIndex, c.online);
    } else if (frame.type === "storage") {
      p.storage = frame.storage;
    } else {
      (p.config ??= new Map()).set(frame.section, frame.value);
    }
    this.schedule();
  }

  /**
   * The connection is closing: a current one flushes now (its events queue before its
   * `disconnected`), a replaced one is forgotten (the new connection's hello supersedes it).
   */
  closed(conn: DeviceConnection, current: boolean): void {
    if (current) void this.flushOne(conn);
    else this.pending.delete(conn);
  }

  /** Flushes every device now and waits for the listeners (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0 || this.flights.size > 0) {
      for (const conn of [...this.pending.keys()]) void this.flushOne(conn);
      await Promise.all([...this.flights]);
    }
  }

  private schedule(): void {
    if (this.timer || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick();
    }, this.deps.intervalMs);
    this.timer.unref();
  }

  private tick(): void {
    for (const conn of [...this.pending.keys()]) {
      if (this.flights.size >= MAX_IN_FLIGHT) break;
      // Still busy with its previous flush: its changes keep gathering until the next tick.
      if (!this.busy.has(conn)) void this.flushOne(conn);
    }
    this.schedule();
  }

  private flushOne(conn: DeviceConnection): Promise<void> {
    const p = this.pending.get(conn);
    this.pending.delete(conn);
    if (!p || !conn.report || !this.deps.current(conn)) return Promise.resolve();
    const sn = conn.sn as string;
    const { events, writer } = this.deps;
    writer.report(sn, conn.report);
    const emitted: Array<Promise<void>> = [];
    if (p.status) emitted.push(events.emit(sn, "status", sn, [...p.status].map(([chlIndex, online]) => ({ chlIndex, online }))));
    if (p.storage) emitted.push(events.emit(sn, "storage", sn, p.storage));
    for (const [section, value] of p.config ?? []) emitted.push(events.emit(sn, "config", sn, section, value));
    this.busy.set(conn, (this.busy.get(conn) ?? 0) + 1);
    // emit() never rejects: listener errors are logged by GatewayEvents.
    const flight = Promise.all(emitted).then(() => {
      const n = (this.busy.get(conn) ?? 1) - 1;
      if (n > 0) this.busy.set(conn, n);
      else this.busy.delete(conn);
      this.flights.delete(flight);
    });
    this.flights.add(flight);
    return flight;
  }
}
