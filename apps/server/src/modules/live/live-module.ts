import type { DeviceGatewayService } from "../../gateway/gateway-service.js";
import type { ModuleContext } from "../../core/module-context.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DevicesModule } from "../devices/devices-module.js";
import { registerLiveHandlers } from "./live-handlers.js";
import { createLiveService } from "./live-service.js";
import { DEFAULT_LIVE_SOCKET_LIMITS, registerLiveSocket, type LiveSocketLimits, type SocketKindHandler } from "./live-socket.js";
import { registerLiveMuxSocket } from "./live-mux-socket.js";
import { createRelayHub, type RelayHub } from "./relay-hub.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";
import { createTicketStore, type TicketStore } from "./stream-tickets.js";
import { createStreamLeases, STREAM_LEASE_RENEW_MS } from "./stream-leases.js";

/** How often expired stream tickets are purged. */
const TICKET_CLEANUP_INTERVAL_MS = 60_000;

export interface LiveModuleDeps {
  devices: DevicesModule;
  /** The real gateway: the relay needs its video streams (a test fake of the devices module has none). */
  gateway: DeviceGatewayService;
  /** Spec §4 licence directive per channel (issue 27): tickets and sockets of unlicensed channels are refused. */
  licence: LicenceCheck;
  /** Shorter ping or handshake timeouts (tests). */
  limits?: Partial<LiveSocketLimits> | undefined;
}

/** Live video: the two calls, the `/ws-live` socket and the relay hub (docs/architecture.md "The video path"). */
/** The relay hub, plus the seams other `/ws-live` session kinds (playback) plug into. */
export type LiveModule = RelayHub & { tickets: TicketStore; socketKinds: Map<string, SocketKindHandler> };

export function registerLiveModule(ctx: ModuleContext, deps: LiveModuleDeps): LiveModule {
  const { app, config } = ctx;
  // The per-organization limit counts the device streams of every instance (issue 32), in real time
  // whatever clock the tests give the calls (a lease must not expire because a test moved time).
  const leases = createStreamLeases(ctx.db, config.instanceId);
  const hub = createRelayHub({ gateway: deps.gateway, maxPerOrg: config.maxLiveStreamsPerOrg, log: app.log, leases });
  // The previous run of this instance relays nothing now.
  app.addHook("onReady", () => leases.clearMine());
  const stopRenew = startPeriodicJob({ run: () => leases.renew(), failure: "live stream lease renewal failed" }, app.log, STREAM_LEASE_RENEW_MS);
  app.addHook("preClose", async () => {
    stopRenew();
    await leases.clearMine().catch((err: unknown) => app.log.warn({ err }, "live stream leases not cleared (they expire)"));
  });
  const tickets = createTicketStore(ctx.db, ctx.now);
  // Expired tickets (opened by nobody) leave the shared table once a minute, on every instance.
  const stopCleanup = startPeriodicJob({ run: (at) => tickets.deleteExpired(at), failure: "expired stream ticket cleanup failed" }, app.log, TICKET_CLEANUP_INTERVAL_MS);
  app.addHook("onClose", async () => stopCleanup());
  registerLiveHandlers(
    ctx.handlers,
    createLiveService({ deviceFor: deps.devices.deviceFor, gateway: deps.gateway, hub, tickets, wsBases: config.liveWsBases, licence: deps.licence, now: ctx.now }),
  );
  const socketKinds = new Map<string, SocketKindHandler>();
  const limits = { ...DEFAULT_LIVE_SOCKET_LIMITS, ...deps.limits };
  registerLiveSocket(app, { hub, tickets, limits, kinds: socketKinds, licence: deps.licence, now: ctx.now });
  registerLiveMuxSocket(app, { hub, tickets, limits, licence: deps.licence, now: ctx.now });
  return Object.assign(hub, { tickets, socketKinds });
}
