import type { InstanceBus } from "../../lib/bus/index.js";
import type { PushDelivery, PushTransport } from "./push-hub.js";

/** The bus channel of push deliveries and socket closes (every instance subscribes). */
export const PUSH_BUS_CHANNEL = "push";

/**
 * The push hub's transport over the instance bus (decision 0039): a delivery published on any
 * instance reaches the sockets of every instance, and each instance's auth cache observes it (a
 * logout, a password change or a role change closes or refreshes sockets everywhere). On the local
 * bus it is the in-process transport; on the PostgreSQL bus this instance is served synchronously
 * and the others through NOTIFY.
 */
export function createBusPushTransport(bus: InstanceBus): PushTransport {
  return {
    publish: (delivery) => void bus.publish(PUSH_BUS_CHANNEL, delivery),
    subscribe: (deliver) => bus.subscribe(PUSH_BUS_CHANNEL, (payload) => deliver(payload as PushDelivery)),
  };
}
