import { Code, LIVE_SOCKET_PATH, liveClientFrameSchema } from "@vms/api-client";
import { negotiateLocale } from "@vms/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { frameByteLength, parseJsonFrame } from "../../lib/ws-frames.js";
import { keepAlive } from "../../lib/ws-liveness.js";
import { messageFor } from "../../plugins/envelope/envelope-reply.js";
import { AppError } from "../../core/app-error.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import { LiveViewer } from "./live-viewer.js";
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

function socketLocale(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const lang = typeof query["lang"] === "string" && query["lang"].trim() ? query["lang"] : request.headers["accept-language"];
  return negotiateLocale(lang);
}

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
    const binding = typeof query["ticket"] === "string" ? tickets.consume(query["ticket"]) : null;
    if (!binding) return viewer.fail(Code.LIVE_TICKET_INVALID);
    if (binding.session) {
      const handler = kinds?.get(binding.session.kind);
      return handler ? handler(socket, binding, { locale, request }) : viewer.fail(Code.LIVE_TICKET_INVALID);
    }

    const handshake = setTimeout(() => viewer.fail(Code.MALFORMED), limits.handshakeTimeoutMs);
    const firstFrame = setTimeout(() => !viewer.started && viewer.fail(Code.DEVICE_TIMEOUT), limits.firstFrameTimeoutMs);
    keepAlive(socket, limits.pingIntervalMs);
    socket.on("message", (data, isBinary) => {
      if (frameByteLength(data) > limits.maxInboundBytes) return socket.close(1009, "frame too large");
      const frame = parseJsonFrame(liveClientFrameSchema, data, isBinary);
      // Unknown frames are ignored: go2rtc clients may speak of things this relay does not serve.
      if (!frame) return;
      clearTimeout(handshake);
      viewer.requestMse();
    });
    socket.on("close", () => {
      clearTimeout(handshake);
      clearTimeout(firstFrame);
      viewer.close();
      hub.leave(viewer);
    });
    const { orgId, sn, chlIndex, stream } = binding;
    // The licence is asked again as the socket opens (issue 27): an order changed since the ticket counts.
    const licensed = async () => {
      const refused = deps.licence ? await deps.licence.refusal(orgId, sn, chlIndex, now()) : null;
      if (refused !== null) throw new AppError(refused);
    };
    // A socket closed while the licence was asked never joins (its leave has run already).
    licensed().then(() => (socket.readyState === socket.OPEN ? hub.join(orgId, { sn, chlIndex, stream }, viewer) : undefined)).catch((err: unknown) => {
      if (!(err instanceof AppError)) request.log.error({ err, sn }, "live socket failed");
      viewer.fail(err instanceof AppError ? err.code : Code.INTERNAL);
    });
  });
}
