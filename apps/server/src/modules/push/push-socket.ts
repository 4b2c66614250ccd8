import { Code, PUSH_PATH, PUSH_TIMEOUT_MS, pushClientFrameSchema, SUCCESS_CODE, type PushClientFrame } from "@vms/api-client";
import { negotiateLocale } from "@vms/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { frameByteLength, parseJsonFrame } from "../../lib/ws-frames.js";
import { messageFor } from "../../plugins/envelope/envelope-reply.js";
import { createPushChannel, WS_CLOSE, type PushChannel } from "./push-channel.js";
import type { LocalPushHub, PushConnection } from "./push-hub.js";

/** Who an authenticated push socket belongs to (the sessions module's `Session` fits). */
export interface PushSession {
  userId: string;
  orgId: string;
  /** Lets `closeSession` reach exactly the sockets of one session (logout of one browser). */
  sessionId?: string;
}

/** The answer to `{type:"auth",token}`: the session, or the session code to refuse with (9100, 20004, 10002, 7009 …). */
export type PushAuthResult = { session: PushSession } | { code: number };

/** Checks a token like the envelope pipeline does (app.ts wires the sessions module's `checkToken`). */
export type PushAuthenticate = (token: string) => Promise<PushAuthResult>;

/** Timing and size limits of one push socket. */
export interface PushSocketLimits {
  /** Time to send `{type:"auth"}` after opening (decision 0002: 10 s). */
  authTimeoutMs: number;
  /** Silence after which the socket closes (spec §9: 60 s; the console beats every 30 s). */
  idleTimeoutMs: number;
  /** Largest inbound frame; client frames are tiny, anything bigger is abuse. */
  maxInboundBytes: number;
  /** Outbound backlog beyond which a slow client is dropped. */
  maxBufferedBytes: number;
  /** Malformed frames in a row tolerated before the socket closes. */
  maxBadFrames: number;
}

/** Production limits. */
export const DEFAULT_PUSH_SOCKET_LIMITS: PushSocketLimits = {
  authTimeoutMs: 10_000,
  idleTimeoutMs: PUSH_TIMEOUT_MS,
  maxInboundBytes: 4 * 1024,
  maxBufferedBytes: 1024 * 1024,
  maxBadFrames: 10,
};

export interface PushSocketOptions {
  hub: LocalPushHub;
  authenticate: PushAuthenticate;
  limits?: Partial<PushSocketLimits>;
}

/**
 * Serves the console push socket at `/ws-vms` (decision 0002 "Push socket", spec §4, §9).
 * Needs @fastify/websocket registered first (app.ts), with `closeWebsocketsOnShutdown` as its
 * preClose so consoles hear 22013 (reconnect) when the server stops.
 */
export function registerPushSocket(app: FastifyInstance, options: PushSocketOptions): void {
  const limits = { ...DEFAULT_PUSH_SOCKET_LIMITS, ...options.limits };
  app.get(PUSH_PATH, { websocket: true }, (socket, request) => {
    servePushSocket(socket, request, options.hub, options.authenticate, limits);
  });
}

/**
 * preClose for @fastify/websocket: push sockets get `{type:"error",code:22013}` and close with
 * 1012 so consoles reconnect (to another instance, or to this one once it is back); every other
 * socket closes with 1001. Closing the ws server does not wait for close handshakes.
 */
export function closeWebsocketsOnShutdown(hub: LocalPushHub) {
  return async function preClose(this: FastifyInstance): Promise<void> {
    hub.shutdown();
    for (const client of this.websocketServer.clients) {
      if (client.readyState === client.OPEN) client.close(WS_CLOSE.goingAway, "server shutting down");
    }
    this.websocketServer.close();
  };
}

/** Language of the socket's messages: `?lang=` (the console's choice) before Accept-Language. */
function socketLocale(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const lang = typeof query["lang"] === "string" && query["lang"].trim() ? query["lang"] : request.headers["accept-language"];
  return negotiateLocale(lang);
}

function servePushSocket(
  socket: WebSocket,
  request: FastifyRequest,
  hub: LocalPushHub,
  authenticate: PushAuthenticate,
  limits: PushSocketLimits,
): void {
  const log = request.log;
  const channel: PushChannel = createPushChannel(socket, {
    locale: socketLocale(request),
    log,
    maxBufferedBytes: limits.maxBufferedBytes,
  });
  hub.track(channel);
  let connection: PushConnection | null = null;
  let authenticating = false;
  let badFrames = 0;

  // No token in time: answered like an unknown token (the console always sends it at once).
  const authTimer = setTimeout(() => channel.fail(Code.TOKEN_INVALID), limits.authTimeoutMs);
  // Any frame proves the client is alive; refresh() re-arms without a new timer per frame.
  const idleTimer = setTimeout(() => channel.end(WS_CLOSE.normal, "idle timeout"), limits.idleTimeoutMs);

  const check = async (token: string): Promise<PushAuthResult> => {
    try {
      return token ? await authenticate(token) : { code: Code.TOKEN_MISSING };
    } catch (err) {
      log.error({ err }, "push socket authentication failed");
      return { code: Code.INTERNAL };
    }
  };

  const refuse = (code: number) => {
    channel.sendFrame({ type: "auth", code, msg: messageFor(code, channel.locale) });
    channel.end(WS_CLOSE.policy, `auth ${code}`);
  };

  const onAuth = async (rawToken: string): Promise<void> => {
    clearTimeout(authTimer);
    const token = rawToken.trim();
    authenticating = true;
    try {
      const result = await check(token);
      if (channel.closed) return;
      if (connection) hub.detach(connection);
      connection = null;
      if (!("session" in result)) return refuse(result.code);
      const { userId, orgId, sessionId } = result.session;
      const attached: PushConnection = { userId, orgId, sessionId: sessionId ?? null, sendText: channel.sendText, fail: channel.fail, end: channel.end };
      hub.attach(attached);
      // A revocation published between the check and attach() found no socket to close; now that
      // closeSession/closeUser can reach this socket, one more check closes that window.
      const again = await check(token);
      if (channel.closed) return hub.detach(attached);
      if (!("session" in again)) {
        hub.detach(attached);
        return refuse(again.code);
      }
      connection = attached;
      channel.sendFrame({ type: "auth", code: SUCCESS_CODE, msg: "OK" });
      log.debug({ userId, orgId }, "push socket authenticated");
    } finally {
      authenticating = false;
    }
  };

  const onFrame = (frame: PushClientFrame | null) => {
    if (!frame) {
      badFrames += 1;
      if (badFrames >= limits.maxBadFrames) channel.fail(Code.MALFORMED);
      else channel.sendError(Code.MALFORMED);
      return;
    }
    badFrames = 0;
    if (frame.type === "heartbeat") {
      channel.sendFrame({ type: "heartbeat", time: Date.now() });
      return;
    }
    // A second auth while one is in flight would race it; a later one re-authenticates
    // (e.g. with a renewed token) on the same socket.
    if (authenticating) {
      channel.sendError(Code.MALFORMED);
      return;
    }
    onAuth(frame.token).catch((err: unknown) => log.error({ err }, "push socket auth handler failed"));
  };

  socket.on("message", (data, isBinary) => {
    idleTimer.refresh();
    if (frameByteLength(data) > limits.maxInboundBytes) {
      channel.fail(Code.MALFORMED, WS_CLOSE.tooBig);
      return;
    }
    onFrame(parseJsonFrame(pushClientFrameSchema, data, isBinary));
  });

  socket.on("close", () => {
    clearTimeout(authTimer);
    clearTimeout(idleTimer);
    hub.untrack(channel);
    if (connection) hub.detach(connection);
    connection = null;
  });
}
