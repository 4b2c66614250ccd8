import { Code, pushServerFrameSchema, type PushMessage } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";

/** What modules use to reach consoles over `/ws-vms` (decision 0002, "Push socket"). */
export interface PushHub {
  /** Delivers `message` to every authenticated socket of the user (all tabs, all instances). */
  toUser(userId: string, message: PushMessage): void;
  /** Delivers `message` to every authenticated socket of the organization's users. */
  toOrg(orgId: string, message: PushMessage): void;
  /** Sends `{type:"error",code,msg}` to every socket of the user, then closes them (revocation). */
  closeUser(userId: string, code: number): void;
  /** Like closeUser, for the sockets opened with one session only (logout of one browser). */
  closeSession(sessionId: string, code: number): void;
}

/** Who a delivery is for. */
export type PushTarget = { user: string } | { org: string } | { session: string };

/** One hub action as it travels between instances. */
export type PushDelivery =
  | { kind: "push"; target: PushTarget; message: PushMessage }
  | { kind: "close"; target: PushTarget; code: number };

/**
 * Carries deliveries to every instance, this one included. Today: in-process
 * (`createLocalPushTransport`). Scale-out: a LISTEN/NOTIFY transport publishes with NOTIFY and
 * calls `deliver` from its LISTEN handler on each instance (docs/architecture.md); the hub and
 * its callers stay as they are.
 */
export interface PushTransport {
  publish(delivery: PushDelivery): void;
  /** Registers the local delivery callback; returns a function that unregisters it. */
  subscribe(deliver: (delivery: PushDelivery) => void): () => void;
}

/** The in-process transport: a publish is delivered synchronously to local sockets. */
export function createLocalPushTransport(): PushTransport {
  const subscribers = new Set<(delivery: PushDelivery) => void>();
  return {
    publish(delivery) {
      for (const deliver of subscribers) deliver(delivery);
    },
    subscribe(deliver) {
      subscribers.add(deliver);
      return () => subscribers.delete(deliver);
    },
  };
}

/** An authenticated socket as the hub sees it (push-socket.ts wraps a `ws` WebSocket). */
export interface PushConnection {
  readonly userId: string;
  readonly orgId: string;
  readonly sessionId: string | null;
  /** Sends an already validated, serialised frame (shared by every recipient of a fan-out). */
  sendText(text: string): void;
  /** Sends `{type:"error",code,msg}` in the socket's language, then closes it. */
  fail(code: number): void;
  /** Closes without an error frame (`wsCode` is the WebSocket close code). */
  end(wsCode: number, reason: string): void;
}

/** Anything the hub can ask to leave with an error frame (every open socket, authenticated or not). */
export type PushClosable = Pick<PushConnection, "fail">;

/** The hub plus the registry side used by the socket route and shutdown. */
export interface LocalPushHub extends PushHub {
  /** Remembers an open socket (authenticated or not) so that `shutdown` reaches it. */
  track(socket: PushClosable): void;
  untrack(socket: PushClosable): void;
  /** Registers an authenticated socket; evicts the user's oldest one beyond the cap. */
  attach(connection: PushConnection): void;
  /** Forgets a socket (closed, or re-authenticating). Unknown sockets are ignored. */
  detach(connection: PushConnection): void;
  /** Sends 22013 (reconnect) to every tracked socket and closes it; used when the server stops. */
  shutdown(): void;
  /** Local authenticated sockets (all, or one user's). */
  count(userId?: string): number;
}

export interface PushHubOptions {
  log: FastifyBaseLogger;
  transport?: PushTransport;
  /** Sockets one user may hold on this instance (tabs, windows); the oldest goes first. */
  maxSocketsPerUser?: number;
  /** Sees every delivery reaching this instance, before the sockets do (the auth cache, decision 0008). */
  observe?: (delivery: PushDelivery) => void;
}

/** Default per-user socket cap: generous for tabs, small enough to stop a runaway client. */
export const PUSH_MAX_SOCKETS_PER_USER = 10;
/** WebSocket close code for the evicted oldest socket (1008 policy violation). */
export const WS_CLOSE_POLICY = 1008;

type Index = Map<string, Set<PushConnection>>;

function addTo(index: Index, key: string | null, connection: PushConnection): void {
  if (key === null) return;
  const set = index.get(key) ?? new Set();
  set.add(connection);
  index.set(key, set);
}

function removeFrom(index: Index, key: string | null, connection: PushConnection): void {
  if (key === null) return;
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}

/**
 * In-process registry of authenticated push sockets by user, organization and session.
 * `toUser`/`toOrg`/`close*` go through the transport so that, once it is LISTEN/NOTIFY, a call
 * on any instance reaches sockets on every instance.
 */
export function createPushHub(options: PushHubOptions): LocalPushHub {
  const { log } = options;
  const transport = options.transport ?? createLocalPushTransport();
  const maxPerUser = options.maxSocketsPerUser ?? PUSH_MAX_SOCKETS_PER_USER;
  const byUser: Index = new Map();
  const byOrg: Index = new Map();
  const bySession: Index = new Map();
  const tracked = new Set<PushClosable>();

  const targets = (target: PushTarget): PushConnection[] => {
    const set = "user" in target ? byUser.get(target.user) : "org" in target ? byOrg.get(target.org) : bySession.get(target.session);
    // A copy: failing a socket detaches it while we iterate.
    return set ? [...set] : [];
  };

  const deliverLocally = (delivery: PushDelivery) => {
    const connections = targets(delivery.target);
    if (delivery.kind === "close") {
      for (const connection of connections) {
        // Detached at once: a push published right after closeUser must not reach it.
        hub.detach(connection);
        connection.fail(delivery.code);
      }
      return;
    }
    // Validated and serialised once per fan-out, not once per socket.
    const text = JSON.stringify(pushServerFrameSchema.parse({ type: "push", message: delivery.message }));
    for (const connection of connections) connection.sendText(text);
  };
  if (options.observe) transport.subscribe(options.observe);
  transport.subscribe(deliverLocally);

  const publishPush = (target: PushTarget, message: PushMessage) => {
    // Checked here so a bad message throws at the caller, before it travels to other instances.
    const checked = pushServerFrameSchema.safeParse({ type: "push", message });
    if (!checked.success) throw new TypeError(`invalid push message: ${checked.error.message}`);
    transport.publish({ kind: "push", target, message });
  };

  const hub: LocalPushHub = {
    toUser: (userId, message) => publishPush({ user: userId }, message),
    toOrg: (orgId, message) => publishPush({ org: orgId }, message),
    closeUser: (userId, code) => transport.publish({ kind: "close", target: { user: userId }, code }),
    closeSession: (sessionId, code) => transport.publish({ kind: "close", target: { session: sessionId }, code }),

    track: (socket) => void tracked.add(socket),
    untrack: (socket) => void tracked.delete(socket),
    attach(connection) {
      addTo(byUser, connection.userId, connection);
      addTo(byOrg, connection.orgId, connection);
      addTo(bySession, connection.sessionId, connection);
      const mine = byUser.get(connection.userId);
      if (mine && mine.size > maxPerUser) {
        const oldest = mine.values().next().value;
        if (oldest) {
          log.info({ userId: connection.userId, max: maxPerUser }, "push socket cap reached: closing the oldest");
          hub.detach(oldest);
          oldest.end(WS_CLOSE_POLICY, "too many push sockets");
        }
      }
    },
    detach(connection) {
      removeFrom(byUser, connection.userId, connection);
      removeFrom(byOrg, connection.orgId, connection);
      removeFrom(bySession, connection.sessionId, connection);
    },
    shutdown() {
      const all = [...tracked];
      tracked.clear();
      for (const socket of all) socket.fail(Code.PUSH_RECONNECT);
      byUser.clear();
      byOrg.clear();
      bySession.clear();
    },
    count(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
  };
  return hub;
}
