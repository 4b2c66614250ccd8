import fastifyWebsocket from "@fastify/websocket";
import type { ModuleContext } from "../../core/module-context.js";
import type { InstanceBus } from "../../lib/bus/index.js";
import { createBusPushTransport } from "./push-bus-transport.js";
import { createPushHub, type LocalPushHub, type PushDelivery } from "./push-hub.js";
import { closeWebsocketsOnShutdown, registerPushSocket, type PushAuthenticate, type PushSocketLimits } from "./push-socket.js";

/** Largest frame any socket may send; each route enforces its own tighter limit (push: 4 KiB). */
const MAX_WEBSOCKET_PAYLOAD = 1024 * 1024;

export interface PushModuleDeps {
  /** Checks a socket's token (the sessions module's `checkToken`). */
  authenticate: PushAuthenticate;
  /** Shorter timeouts or other limits (tests). */
  limits?: Partial<PushSocketLimits> | undefined;
  /** Sees every delivery reaching this instance (the auth cache drops revoked and changed callers). */
  observe?: (delivery: PushDelivery) => void;
  /** Carries deliveries to every instance (in-process only on the local bus). */
  bus: InstanceBus;
}

/**
 * The push hub and the console socket /ws-vms. Registers @fastify/websocket for every socket
 * route (the device gateway's too), with the shutdown that tells consoles to reconnect.
 */
export async function registerPushModule(ctx: ModuleContext, deps: PushModuleDeps): Promise<LocalPushHub> {
  const hub = createPushHub({ log: ctx.app.log, transport: createBusPushTransport(deps.bus), ...(deps.observe ? { observe: deps.observe } : {}) });
  await ctx.app.register(fastifyWebsocket, { options: { maxPayload: MAX_WEBSOCKET_PAYLOAD }, preClose: closeWebsocketsOnShutdown(hub) });
  registerPushSocket(ctx.app, { hub, authenticate: deps.authenticate, limits: deps.limits });
  return hub;
}
