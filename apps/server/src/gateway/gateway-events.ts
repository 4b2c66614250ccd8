import type { FastifyBaseLogger } from "fastify";
import type { DeviceGatewayEvents } from "./device-gateway.js";

type EventName = keyof DeviceGatewayEvents;
type AnyListener = (...args: unknown[]) => unknown;

/**
 * The gateway's listeners, run one device at a time: each emission waits for the device's previous
 * one, and the listeners of one emission run in turn and are awaited. Different devices proceed
 * independently, so a slow listener delays only its own device.
 */
export class GatewayEvents {
  private readonly listeners = new Map<EventName, Set<AnyListener>>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  on<E extends EventName>(event: E, listener: DeviceGatewayEvents[E]): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const l = listener as AnyListener;
    set.add(l);
    return () => {
      set.delete(l);
    };
  }

  /** Queues `event` for device `sn`; resolves when its listeners have run (errors are logged). */
  emit<E extends EventName>(sn: string, event: E, ...args: Parameters<DeviceGatewayEvents[E]>): Promise<void> {
    const run = async () => {
      for (const listener of [...(this.listeners.get(event) ?? [])]) {
        try {
          await listener(...args);
        } catch (err) {
          this.log.error({ err, sn, event }, "device gateway listener failed");
        }
      }
    };
    const next = (this.tails.get(sn) ?? Promise.resolve()).then(run);
    this.tails.set(sn, next);
    void next.finally(() => {
      if (this.tails.get(sn) === next) this.tails.delete(sn);
    });
    return next;
  }

  /** Resolves once every queued emission has run. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
