import { Code, DEVICE_HELLO_TIMEOUT_MS, DEVICE_KEEPALIVE_SEC, DEVICE_MISSED_KEEPALIVES, type DeviceFrame, type HelloFrame } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { AppDatabase } from "../db/database.js";
import { AppError } from "../core/app-error.js";
import { DEVICE_CLOSE, DeviceConnection, type ConnectionHandlers, type GatewayLimits } from "./device-connection.js";
import { DEFAULT_COMMAND_TIMEOUT_MS, type DeviceGateway } from "./device-gateway.js";
import { GatewayEvents } from "./gateway-events.js";
import { PendingCommands, type PendingCommand } from "./pending-commands.js";
import { applyCommandResult, applyDeviceFrame } from "./report-patches.js";
import { createRegistryStore, securityCodeMatches } from "./registry-store.js";
import { RegistryWriter } from "./registry-writer.js";
import { ReportFlusher } from "./report-flusher.js";
import { createStreamControl } from "./stream-control.js";
import { KeyedTokenBuckets } from "./token-bucket.js";

/** Production limits (docs/device-protocol.md). */
export const DEFAULT_GATEWAY_LIMITS: GatewayLimits = {
  keepAliveSec: DEVICE_KEEPALIVE_SEC,
  missedKeepAlives: DEVICE_MISSED_KEEPALIVES,
  helloTimeoutMs: DEVICE_HELLO_TIMEOUT_MS,
  commandTimeoutMs: DEFAULT_COMMAND_TIMEOUT_MS,
  maxFrameBytes: 256 * 1024,
  maxBadFrames: 20,
  // Decision 0021: far above what a device sends (keep-alives, a recorder's 64 cameras changing at
  // once, events, command results), far below a flood; and enough new SNs for a 10,000-device fleet
  // behind one address (a NAT, the scale tests) while a client cannot register without end.
  frameBudget: { burst: 500, perSec: 50 },
  newSnPerIpPerHour: 10_000,
  reportFlushMs: 100,
};

/** Counters for logs and tests. */
export interface GatewayStats {
  online: number;
  pendingCommands: number;
  /** Invalid frames ignored since start. */
  badFrames: number;
  /** Hellos refused with 7068 since start. */
  refused: number;
  /** Hellos of new SNs refused with 6001 (their client's registration limit) since start. */
  limited: number;
  /** Binary video frames delivered to a running stream since start. */
  videoFrames: number;
  /** Binary video frames for no running stream of their connection (ignored), since start. */
  strayVideoFrames: number;
}

/** The gateway plus what the route, the app and tests need. */
export interface DeviceGatewayService extends DeviceGateway {
  /** Serves one socket of the /ws-device route; `ip` is the client's (the registration limit's key). */
  accept(socket: WebSocket, ip: string, log: FastifyBaseLogger): void;
  /** Resolves once queued events and registry writes are done (tests). */
  idle(): Promise<void>;
  stats(): GatewayStats;
  readonly instanceId: string;
}

export interface DeviceGatewayDeps {
  db: AppDatabase;
  log: FastifyBaseLogger;
  /** VMS_INSTANCE_ID: which instance holds a device's socket. */
  instanceId: string;
  limits?: Partial<GatewayLimits> | undefined;
}

const offline = () => new AppError(Code.DEVICE_OFFLINE);
const EVENTS_SHUTDOWN_GRACE_MS = 2_000;

/**
 * Creates the device gateway of decision 0003: marks this instance's stale registry rows offline,
 * then accepts device sockets (see `accept`). Everything per device lives in memory (sn →
 * connection); the registry is written on connect, disconnect and reports only.
 */
export async function createDeviceGateway(deps: DeviceGatewayDeps): Promise<DeviceGatewayService> {
  const { log, instanceId } = deps;
  const limits: GatewayLimits = { ...DEFAULT_GATEWAY_LIMITS, ...deps.limits };
  const store = createRegistryStore(deps.db);
  const stale = await store.markInstanceOffline(instanceId);
  if (stale > 0) log.info({ devices: stale, instanceId }, "devices held by the previous run marked offline");
  const writer = new RegistryWriter(store, instanceId, log);
  const events = new GatewayEvents(log);
  const pending = new PendingCommands();
  const online = new Map<string, DeviceConnection>();
  const sockets = new Set<DeviceConnection>();
  const helloWaiters = new Map<string, Set<{ resolve: (r: HelloFrame) => void; reject: (e: unknown) => void; timer: NodeJS.Timeout }>>();
  const counters = { badFrames: 0, refused: 0, limited: 0, videoFrames: 0, strayVideoFrames: 0 };
  const perHour = limits.newSnPerIpPerHour;
  const registrations = perHour > 0 ? new KeyedTokenBuckets({ burst: perHour, perSec: perHour / 3600 }) : null;
  let closing = false;

  const current = (conn: DeviceConnection) => conn.sn !== null && online.get(conn.sn) === conn;
  const streams = createStreamControl({ pending, counters, limits, current, log });
  const reports = new ReportFlusher({ events, writer, current, intervalMs: limits.reportFlushMs });

  async function register(conn: DeviceConnection, hello: HelloFrame): Promise<void> {
    const { sn } = hello;
    const report: HelloFrame = { ...hello, securityCode: "" };
    const mayRegister = () => registrations?.take(conn.ip, Date.now()) ?? true;
    const verdict = await writer.connect({ sn, securityCode: hello.securityCode, report, mayRegister });
    if (verdict === "limited") {
      counters.limited += 1;
      conn.log.warn({ sn, ip: conn.ip }, "device refused: its address registered too many new SNs");
      conn.send({ type: "refused", code: Code.TOO_FREQUENT });
      return conn.close(DEVICE_CLOSE.tooManyRegistrations, "too many registrations");
    }
    if (verdict === "wrong") {
      counters.refused += 1;
      conn.log.info({ sn }, "device refused: wrong security code");
      conn.send({ type: "refused", code: Code.DEVICE_BAD_CREDENTIALS });
      return conn.close(DEVICE_CLOSE.refused, "refused");
    }
    if (conn.state === "closed" || closing) {
      // Gone while the row was written: undo the online mark unless a newer connection holds the SN.
      if (!closing && !online.has(sn)) writer.disconnect(sn);
      return;
    }
    const previous = online.get(sn);
    if (previous) {
      previous.replaced = true;
      pending.rejectOwner(previous, offline());
      previous.close(DEVICE_CLOSE.replaced, "replaced by a new connection");
    }
    online.set(sn, conn);
    conn.accept(report);
    // Welcome only once the connected listeners returned: a device whose start() resolved is known
    // to the modules and can be bound at once (tests and the demo seed rely on it).
    await events.emit(sn, "connected", report);
    if (!current(conn)) return;
    conn.send({ type: "welcome", serverTime: Date.now(), keepAliveSec: limits.keepAliveSec });
    const waiters = helloWaiters.get(sn);
    helloWaiters.delete(sn);
    for (const waiter of waiters ?? []) {
      clearTimeout(waiter.timer);
      waiter.resolve(report);
    }
  }

  async function settle(conn: DeviceConnection, command: PendingCommand, code: number, data: unknown): Promise<void> {
    try {
      if (code === Code.OK && command.name === "securityCode" && typeof command.params["newSecurityCode"] === "string") {
        // The device checks the new code from now on; so must the registry, or its next hello is refused.
        await writer.securityCode(command.sn, command.params["newSecurityCode"]);
      }
      const patched = code === Code.OK && conn.report ? applyCommandResult(conn.report, command.name, command.params, data) : null;
      if (patched && current(conn)) {
        conn.report = patched;
        writer.report(command.sn, patched);
      }
      command.resolve({ code, data: data ?? null });
    } catch (err) {
      command.reject(err);
    }
  }

  function onFrame(conn: DeviceConnection, frame: Exclude<DeviceFrame, HelloFrame>): void {
    if (!current(conn) || !conn.report) return;
    const sn = conn.sn as string;
    switch (frame.type) {
      case "keepalive":
        return;
      case "result": {
        const command = pending.take(conn, frame.id);
        if (!command) return void conn.log.debug({ sn, id: frame.id }, "result for no pending command");
        return void settle(conn, command, frame.code, frame.data);
      }
      case "progress":
        return pending.progress(conn, frame.id, frame.percent, (err) => conn.log.error({ err, sn }, "progress callback failed"));
      case "streamEnd":
        return streams.endOne(conn, frame.streamId, frame.code);
      case "event":
        // Events change nothing in the report: they go straight to the events module.
        return void events.emit(sn, "event", sn, frame);
      default:
        // Kept in memory at once (lastReport, commands); written and emitted coalesced (decision 0021).
        conn.report = applyDeviceFrame(conn.report, frame);
        reports.add(conn, frame);
    }
  }

  function onClosed(conn: DeviceConnection): void {
    sockets.delete(conn);
    // Replaced or dropped alike: the device's streams died with this socket.
    streams.endAll(conn, Code.DEVICE_OFFLINE);
    reports.closed(conn, current(conn));
    if (!current(conn)) return;
    const sn = conn.sn as string;
    online.delete(sn);
    pending.rejectOwner(conn, offline());
    if (closing) return;
    conn.log.debug({ sn }, "device disconnected");
    writer.disconnect(sn);
    void events.emit(sn, "disconnected", sn);
  }

  const handlers: ConnectionHandlers = {
    hello: (conn, hello) =>
      void register(conn, hello).catch((err: unknown) => {
        conn.log.error({ err, sn: hello.sn }, "device registration failed");
        conn.close(DEVICE_CLOSE.internal, "registration failed");
      }),
    frame: onFrame,
    video: (conn, frame) => streams.deliver(conn, frame, current(conn)),
    closed: onClosed,
    badFrame: () => void (counters.badFrames += 1),
  };

  return {
    instanceId,
    accept(socket, ip, socketLog) {
      if (closing) return socket.close(DEVICE_CLOSE.goingAway, "server shutting down");
      sockets.add(new DeviceConnection(socket, ip, limits, handlers, socketLog));
    },
    isOnline: (sn) => online.has(sn),
    onlineCount: () => online.size,
    on: (event, listener) => events.on(event, listener),
    command(sn, name, params, options = {}) {
      const conn = online.get(sn);
      if (!conn || closing) return Promise.reject(offline());
      return new Promise((resolve, reject) => {
        const entry = { sn, owner: conn, name, params, onProgress: options.onProgress, resolve, reject };
        const id = pending.add(entry, options.timeoutMs ?? limits.commandTimeoutMs, () => new AppError(Code.DEVICE_TIMEOUT));
        if (!conn.send({ type: "cmd", id, name, params })) pending.take(conn, id)?.reject(offline());
      });
    },
    startStream(sn, params, sink) {
      const conn = online.get(sn);
      if (!conn || closing) return Promise.reject(offline());
      return streams.start(conn, params, sink);
    },
    exportRecording(sn, params, sink) {
      const conn = online.get(sn);
      if (!conn || closing) return Promise.reject(offline());
      return streams.exportRecording(conn, params, sink);
    },
    startPlayback(sn, params, sink) {
      const conn = online.get(sn);
      if (!conn || closing) return Promise.reject(offline());
      return streams.startPlayback(conn, params, sink);
    },
    async holder(sn) {
      if (online.has(sn)) return instanceId;
      return store.holder(sn);
    },
    waitForHello(sn, timeoutMs) {
      if (closing) return Promise.reject(offline());
      return new Promise((resolve, reject) => {
        const set = helloWaiters.get(sn) ?? new Set();
        helloWaiters.set(sn, set);
        const expire = () => {
          set.delete(waiter);
          if (set.size === 0 && helloWaiters.get(sn) === set) helloWaiters.delete(sn);
          reject(new AppError(Code.DEVICE_TIMEOUT));
        };
        const waiter = { resolve, reject, timer: setTimeout(expire, timeoutMs) };
        set.add(waiter);
      });
    },
    async verifySecurityCode(sn, securityCode) {
      const row = await store.find(sn);
      if (!row) return "unknown";
      return securityCodeMatches(row.salt, row.securityCodeHash, securityCode) ? "ok" : "wrong";
    },
    async lastReport(sn) {
      const live = online.get(sn)?.report;
      if (live) return live;
      const row = await store.find(sn);
      return row ? { ...row.report, securityCode: "" } : null;
    },
    async idle() {
      await reports.drain();
      await events.idle();
      await writer.drain();
    },
    stats: () => ({ online: online.size, pendingCommands: pending.size, ...counters }),
    async close() {
      if (closing) return;
      closing = true;
      pending.rejectAll(offline());
      for (const waiter of [...helloWaiters.values()].flatMap((set) => [...set])) {
        clearTimeout(waiter.timer);
        waiter.reject(offline());
      }
      helloWaiters.clear();
      // The latest reports reach the registry (and listeners) before the sockets go.
      const flushed = reports.drain();
      for (const conn of sockets) {
        streams.endAll(conn, Code.DEVICE_OFFLINE);
        conn.close(DEVICE_CLOSE.goingAway, "server shutting down");
      }
      online.clear();
      // Listeners may still be writing; give them a moment, not forever.
      await Promise.race([flushed.then(() => events.idle()), new Promise((r) => setTimeout(r, EVENTS_SHUTDOWN_GRACE_MS).unref())]);
      await writer.drain();
      await store.markInstanceOffline(instanceId);
    },
  };
}
