import { randomUUID } from "node:crypto";
import { Code, type HelloFrame } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import { AppError, isAppError } from "../core/app-error.js";
import type { InstanceBus } from "../lib/bus/index.js";
import { commandChannel, PRESENCE_CHANNEL, replyChannel, type CommandReply, type CommandRequest, type Presence } from "./cluster-channels.js";
import type { DeviceCommandOptions, DeviceCommandResult, DeviceGateway } from "./device-gateway.js";
import type { InstanceHeartbeat } from "./instance-heartbeat.js";
import type { RegistryStore } from "./registry-store.js";

/** The gateway the devices module sees on a cluster: this instance's devices and the others'. */
export type ClusterGateway = Pick<DeviceGateway, "isOnline" | "on" | "command" | "waitForHello" | "verifySecurityCode" | "lastReport" | "holder"> & {
  /** Every accepted hello on any instance, this one included (reboot and upgrade waits). */
  onHello(listener: (report: HelloFrame) => void): () => void;
  /** Stops listening (shutdown); commands in flight for other instances fail with 7062. */
  stop(): void;
};

export interface ClusterGatewayDeps {
  local: DeviceGateway;
  bus: InstanceBus;
  store: Pick<RegistryStore, "heldElsewhere">;
  instanceId: string;
  log: FastifyBaseLogger;
  /** How long the holder has to take a command in hand before the device counts as unreachable (7062). */
  ackTimeoutMs?: number;
  /** The default command timeout (the local gateway's). */
  commandTimeoutMs: number;
  /**
   * Which instances are dead, and the devices this one took from them: without it (one instance,
   * PGlite) every holder counts as alive.
   */
  heartbeat?: Pick<InstanceHeartbeat, "isDead" | "onReaped"> | null | undefined;
}

interface Outgoing {
  resolve: (result: DeviceCommandResult) => void;
  reject: (err: unknown) => void;
  onProgress?: ((percent: number) => void) | undefined;
  timer: NodeJS.Timeout;
  timeoutMs: number;
}

const offline = () => new AppError(Code.DEVICE_OFFLINE);
export const DEFAULT_ACK_TIMEOUT_MS = 3_000;

/**
 * Routes device commands to the instance holding the device (issue 32). Every instance publishes
 * its devices' hellos and drops on `gw.presence`, so each knows who holds what without a query
 * per call; a command for a device held elsewhere goes to `gw.cmd.<holder>`, whose instance runs it
 * on its own gateway and answers on `gw.reply.<caller>`: an acknowledgement at once, progress, then
 * the result. No acknowledgement within `ackTimeoutMs` (a dead or partitioned holder) answers 7062,
 * as for an offline device; an acknowledged command still times out with the device's timeout.
 * A holder whose heartbeat expired is no holder: its devices answer 7062 at once, and those this
 * instance reaped from it (`heartbeat.onReaped`) go through the `disconnected` listeners here.
 */
export async function createClusterGateway(deps: ClusterGatewayDeps): Promise<ClusterGateway> {
  const { local, bus, instanceId, log } = deps;
  const ackTimeoutMs = deps.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS;
  /** sn → the other instance holding it. */
  const remote = new Map<string, string>();
  const helloListeners = new Set<(report: HelloFrame) => void>();
  const outgoing = new Map<string, Outgoing>();
  const offs: Array<() => void> = [];
  const alive = (holder: string | null | undefined): holder is string => holder != null && deps.heartbeat?.isDead(holder) !== true;

  const hello = (report: HelloFrame) => {
    for (const listener of [...helloListeners]) {
      try {
        listener(report);
      } catch (err) {
        log.error({ err, sn: report.sn }, "hello listener failed");
      }
    }
  };

  // ---- presence ----
  offs.push(
    local.on("connected", (report) => {
      remote.delete(report.sn);
      void bus.publish(PRESENCE_CHANNEL, { kind: "online", sn: report.sn, report } satisfies Presence);
      hello(report);
    }),
    local.on("disconnected", (sn) => void bus.publish(PRESENCE_CHANNEL, { kind: "offline", sn } satisfies Presence)),
    bus.subscribe(PRESENCE_CHANNEL, (payload, meta) => {
      if (meta.from === instanceId) return;
      const presence = payload as Presence;
      if (presence.kind === "online") {
        remote.set(presence.sn, meta.from);
        hello(presence.report);
      } else if (remote.get(presence.sn) === meta.from) {
        remote.delete(presence.sn);
      }
    }),
  );
  for (const row of await deps.store.heldElsewhere(instanceId)) if (!remote.has(row.sn) && !local.isOnline(row.sn) && alive(row.instanceId)) remote.set(row.sn, row.instanceId);

  // ---- the holder's side: commands other instances send us ----
  offs.push(
    bus.subscribe(commandChannel(instanceId), (payload) => {
      const request = payload as CommandRequest;
      const reply = (answer: CommandReply) => void bus.publish(replyChannel(request.replyTo), answer);
      reply({ id: request.id, kind: "ack" });
      const options: DeviceCommandOptions = {};
      if (request.timeoutMs !== undefined) options.timeoutMs = request.timeoutMs;
      if (request.progress) options.onProgress = (percent) => reply({ id: request.id, kind: "progress", percent });
      local.command(request.sn, request.name, request.params, options).then(
        (result) => reply({ id: request.id, kind: "result", code: result.code, data: result.data }),
        (err: unknown) => reply({ id: request.id, kind: "error", code: isAppError(err) ? err.code : Code.INTERNAL }),
      );
    }),
  );

  // ---- the caller's side ----
  const settle = (id: string) => {
    const entry = outgoing.get(id);
    if (entry) {
      clearTimeout(entry.timer);
      outgoing.delete(id);
    }
    return entry;
  };
  offs.push(
    bus.subscribe(replyChannel(instanceId), (payload) => {
      const answer = payload as CommandReply;
      const entry = outgoing.get(answer.id);
      if (!entry) return;
      switch (answer.kind) {
        case "ack":
          // The holder's gateway times the device out; this only covers a holder dying meanwhile.
          clearTimeout(entry.timer);
          entry.timer = setTimeout(() => settle(answer.id)?.reject(offline()), entry.timeoutMs + ackTimeoutMs);
          return;
        case "progress":
          return entry.onProgress?.(answer.percent);
        case "result":
          return settle(answer.id)?.resolve({ code: answer.code, data: answer.data });
        case "error":
          return settle(answer.id)?.reject(new AppError(answer.code));
      }
    }),
  );

  /** The other instance holding `sn`, if it is alive (a dead one's entries are dropped). */
  function remoteHolder(sn: string): string | undefined {
    const holder = remote.get(sn);
    if (holder === undefined || alive(holder)) return holder;
    remote.delete(sn);
    return undefined;
  }

  async function holderOf(sn: string): Promise<string | null> {
    if (local.isOnline(sn)) return instanceId;
    const holder = remoteHolder(sn) ?? (await local.holder(sn));
    return alive(holder) ? holder : null;
  }

  const waitForHello = (sn: string, timeoutMs: number) =>
    new Promise<HelloFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new AppError(Code.DEVICE_TIMEOUT));
      }, timeoutMs);
      const listener = (report: HelloFrame) => {
        if (report.sn !== sn) return;
        clearTimeout(timer);
        off();
        resolve(report);
      };
      helloListeners.add(listener);
      const off = () => helloListeners.delete(listener);
    });

  return {
    isOnline: (sn) => local.isOnline(sn) || remoteHolder(sn) !== undefined,
    on(event, listener) {
      const off = local.on(event, listener);
      if (event !== "disconnected" || !deps.heartbeat) return off;
      // Devices of a dead instance this one marked offline: nobody else tells the modules.
      const disconnected = listener as (sn: string) => unknown;
      const offReaped = deps.heartbeat.onReaped((sns) => {
        for (const sn of sns) {
          remote.delete(sn);
          void Promise.resolve(disconnected(sn)).catch((err: unknown) => log.error({ err, sn }, "disconnected listener failed"));
        }
      });
      return () => {
        off();
        offReaped();
      };
    },
    holder: holderOf,
    verifySecurityCode: (sn, code) => local.verifySecurityCode(sn, code),
    lastReport: (sn) => local.lastReport(sn),
    waitForHello,
    onHello(listener) {
      helloListeners.add(listener);
      return () => helloListeners.delete(listener);
    },
    async command(sn, name, params, options = {}) {
      const holder = await holderOf(sn);
      if (holder === instanceId || holder === null) return local.command(sn, name, params, options);
      const id = randomUUID();
      const timeoutMs = options.timeoutMs ?? deps.commandTimeoutMs;
      return new Promise<DeviceCommandResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          log.warn({ sn, holder, name }, "device holder did not take the command: unreachable");
          settle(id)?.reject(offline());
        }, ackTimeoutMs);
        outgoing.set(id, { resolve, reject, onProgress: options.onProgress, timer, timeoutMs });
        const request: CommandRequest = { id, replyTo: instanceId, sn, name, params, timeoutMs: options.timeoutMs, progress: options.onProgress !== undefined };
        void bus.publish(commandChannel(holder), request);
      });
    },
    stop() {
      offs.splice(0).forEach((off) => off());
      for (const id of [...outgoing.keys()]) settle(id)?.reject(offline());
    },
  };
}
