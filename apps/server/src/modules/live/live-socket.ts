import { Code, LIVE_SOCKET_PATH, liveClientFrameSchema } from "@vms/api-client";
import type { negotiateLocale } from "@vms/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { frameByteLength, parseJsonFrame } from "../../lib/ws-frames.js";
import { keepAlive } from "../../lib/ws-liveness.js";
import { messageFor } from "../../plugins/envelope/envelope-reply.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import { LiveViewer } from "./live-viewer.js";
import { serveViewer, socketLocale } from "./live-viewer-serve.js";
import type { RelayHub } from "./relay-hub.js";
import type { TicketBinding, TicketStore } from "./stream-tickets.js";

/** Serves a `/ws-live` socket whose ticket names another session kind (playback); it owns the socket from then on. */
export type SocketKindHandler = (socket: WebSocket, binding: TicketBinding, context: { locale: ReturnType<typeof negotiateLocale>; request: FastifyRequest }) => void;

/** Timing and size limits of `/ws-live` sockets. */
export interface LiveSocketLimits {
  /** Time to send `{"type":"mse"}` after opening. */
  handshakeTimeoutMs: number;
  /** Time from opening to the first keyframe before the viewer gets 7069 (a device that never sends an IDR). */
  firstFrameTimeoutMs: number;
  /** Ping period; a socket that misses two pongs in a row is cut (so a dead viewer's stream stops within seconds). */
  pingIntervalMs: number;
  /** Outbound backlog beyond which a viewer skips to the next IDR. */
  highWaterBytes: number;
  /** Largest inbound frame: the client only ever sends the short mse request. */
  maxInboundBytes: number;
}

export const DEFAULT_LIVE_SOCKET_LIMITS: LiveSocketLimits = {
  handshakeTimeoutMs: 10_000,
  firstFrameTimeoutMs: 15_000,
  pingIntervalMs: 2_500,
  highWaterBytes: 1024 * 1024,
  maxInboundBytes: 4 * 1024,
};

/**
 * Serves `GET /ws-live?ticket=…[&lang=…]` (docs/architecture.md "The video path"): go2rtc's MSE
 * handshake over a ticket from `/device/access-token/get`. Errors are a text frame
 * `{"type":"error","value":<translated>,"code":<catalogue code>}` followed by the close.
 */
export function registerLiveSocket(app: FastifyInstance, deps: { hub: RelayHub; tickets: TicketStore; limits: LiveSocketLimits; kinds?: ReadonlyMap<string, SocketKindHandler>; licence?: Pick<LicenceCheck, "refusal"> | undefined; now?: (() => number) | undefined }): void {
  const { hub, tickets, limits, kinds } = deps;
  const now = deps.now ?? Date.now;
  app.get(LIVE_SOCKET_PATH, { websocket: true }, (socket: WebSocket, request) => {
    const locale = socketLocale(request);
    const viewer = new LiveViewer(socket, limits.highWaterBytes, (code) => messageFor(code, locale));
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ticket = query["ticket"];
    if (typeof ticket !== "string") return viewer.fail(Code.LIVE_TICKET_INVALID);
    // The ticket is in the database (any instance may have issued it): the socket's frames wait
    // until it is known, so the MSE request a client sends on open is not lost.
    socket.pause();
    tickets
      .consume(ticket)
      .then((binding) => {
        if (socket.readyState !== socket.OPEN) return;
        // Reading resumes after the handlers are on (a refusal's close needs the peer's answer read).
        if (binding) serve(binding);
        socket.resume();
        if (!binding) viewer.fail(Code.LIVE_TICKET_INVALID);
      })
      .catch((err: unknown) => {
        request.log.error({ err }, "live ticket lookup failed");
        socket.resume();
        viewer.fail(Code.INTERNAL);
      });

    function serve(binding: TicketBinding): void {
      if (binding.session) {
        const handler = kinds?.get(binding.session.kind);
        return handler ? handler(socket, binding, { locale, request }) : viewer.fail(Code.LIVE_TICKET_INVALID);
      }

      const handshake = setTimeout(() => viewer.fail(Code.MALFORMED), limits.handshakeTimeoutMs);
      keepAlive(socket, limits.pingIntervalMs);
      const stop = serveViewer(viewer, binding, { hub, limits, licence: deps.licence, now, log: request.log }, () => socket.readyState === socket.OPEN);
      socket.on("message", (data, isBinary) => {
        if (frameByteLength(data) > limits.maxInboundBytes) return socket.close(1009, "frame too large");
        const frame = parseJsonFrame(liveClientFrameSchema, data, isBinary);
        // Unknown frames are ignored: go2rtc clients may speak of things this relay does not serve.
        if (!frame) return;
        clearTimeout(handshake);
        viewer.requestMse(frame.value);
      });
      socket.on("close", () => {
        clearTimeout(handshake);
        stop();
      });
    }
  });
}
