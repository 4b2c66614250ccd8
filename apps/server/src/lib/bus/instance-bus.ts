import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/** What a subscriber learns besides the payload. */
export interface BusMeta {
  /** The message's id (unique across instances). */
  id: string;
  /** The publishing instance (VMS_INSTANCE_ID). */
  from: string;
}

export type BusHandler = (payload: unknown, meta: BusMeta) => void;

/**
 * Messages between the server instances on one database (decision 0039). Deliberately small, so a
 * NATS (or Redis) bus could replace the PostgreSQL one: fire-and-forget publish of a JSON value on a
 * named channel, and subscriptions. No acknowledgement, and no persistence beyond a short replay
 * window: a listener that lost its connection gets what was published meanwhile when it is back
 * (PostgreSQL: the last minute, from `bus_log`); older messages are lost for it, so `onReconnect`
 * still tells it to resynchronise.
 *
 * A publish reaches this instance's own subscribers synchronously, before the call returns, then
 * every other instance's in publish order.
 */
export interface InstanceBus {
  readonly instanceId: string;
  readonly kind: "local" | "postgres";
  /** Resolves once the message left for the other instances (never rejects: failures are logged). */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Subscribes; returns the function that unsubscribes. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Runs after the bus lost its connection and has it back, the replay done (older messages may have been missed). */
  onReconnect(listener: () => void): () => void;
  /** Resolves once every subscription made so far receives other instances' messages. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** Channel names: a PostgreSQL identifier once prefixed (≤ 63 bytes), so also a NATS subject token. */
const CHANNEL = /^[a-z0-9][a-z0-9._:-]{0,55}$/;

export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new TypeError(`invalid bus channel: ${channel}`);
  return channel;
}

/** The subscribers of one instance, by channel; shared by every bus kind. */
export class LocalSubscribers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(channel: string, handler: BusHandler): { first: boolean; remove: () => boolean } {
    const set = this.byChannel.get(checkChannel(channel)) ?? new Set();
    const first = set.size === 0;
    set.add(handler);
    this.byChannel.set(channel, set);
    return {
      first,
      remove: () => {
        set.delete(handler);
        if (set.size > 0 || this.byChannel.get(channel) !== set) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  deliver(channel: string, payload: unknown, meta: BusMeta): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(payload, meta);
      } catch (err) {
        // One subscriber's bug must not stop the others nor the bus.
        this.log.error({ err, channel }, "bus subscriber failed");
      }
    }
  }
}

/** The single-process bus (PGlite, or one instance): a publish reaches local subscribers only. */
export function createLocalBus(instanceId: string, log: FastifyBaseLogger): InstanceBus {
  const subscribers = new LocalSubscribers(log);
  return {
    instanceId,
    kind: "local",
    publish(channel, payload) {
      subscribers.deliver(checkChannel(channel), payload, { id: randomUUID(), from: instanceId });
      return Promise.resolve();
    },
    subscribe: (channel, handler) => subscribers.add(channel, handler).remove as () => void,
    onReconnect: () => () => undefined,
    listening: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
