import { Code, LIVE_MUX_PATH, liveMuxClientFrameSchema, MAX_MUX_CHANNELS, MUX_HEADER_BYTES, type LiveMuxServerFrame } from "@vms/api-client";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { frameByteLength, parseJsonFrame } from "../../lib/ws-frames.js";
import { keepAlive } from "../../lib/ws-liveness.js";
import { messageFor } from "../../plugins/envelope/envelope-reply.js";
import { LiveViewer, type ViewerSocket } from "./live-viewer.js";
import type { LiveSocketLimits } from "./live-socket.js";
import { serveViewer, socketLocale, type ViewerDeps } from "./live-viewer-serve.js";
import type { TicketStore } from "./stream-tickets.js";

const OPEN = 1;
const CLOSED = 3;

/**
 * One window's channel of a wall socket, as a viewer sees a socket: its text frames carry its `id`,
 * its binary frames are prefixed with it. The wall socket's backlog is every channel's backlog.
 */
class MuxChannel implements ViewerSocket {
  readonly OPEN = OPEN;
  readyState = OPEN;

  constructor(
    private readonly socket: WebSocket,
    readonly id: number,
    private readonly onClose: () => void,
  ) {}

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  send(data: string | Uint8Array): void {
    if (this.readyState !== OPEN || this.socket.readyState !== this.socket.OPEN) return;
    if (typeof data === "string") return this.sendText({ ...(JSON.parse(data) as object), id: this.id } as LiveMuxServerFrame);
    const out = Buffer.allocUnsafe(MUX_HEADER_BYTES + data.byteLength);
    out.writeUInt32BE(this.id, 0);
    out.set(data, MUX_HEADER_BYTES);
    this.socket.send(out, { binary: true });
  }

  /** The server ends the channel (after its error frame): the client hears `closed`. */
  close(): void {
    if (this.readyState !== OPEN) return;
    this.sendText({ type: "closed", id: this.id });
    this.readyState = CLOSED;
    this.onClose();
  }

  /** The client closed the channel, or the wall socket is gone: nothing more is sent. */
  drop(): void {
    this.readyState = CLOSED;
  }

  private sendText(frame: LiveMuxServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}

/**
 * Serves `GET /ws-live/mux` (issue 31): the wall socket, one per page, whose channels are `/ws-live`
 * streams opened with the same tickets (live tickets only; a playback ticket is refused), so a
 * 16-window layout waits for one WebSocket handshake instead of 16 in a row. A socket that carries
 * no channel for the handshake timeout is closed.
 */
export function registerLiveMuxSocket(app: FastifyInstance, deps: Omit<ViewerDeps, "log" | "limits"> & { tickets: TicketStore; limits: LiveSocketLimits }): void {
  const { tickets, limits } = deps;
  app.get(LIVE_MUX_PATH, { websocket: true }, (socket: WebSocket, request) => {
    const locale = socketLocale(request);
    const channels = new Map<number, { channel: MuxChannel; stop: () => void }>();
    let idle: ReturnType<typeof setTimeout> | null = null;
    const watchIdle = () => {
      if (idle) clearTimeout(idle);
      idle = channels.size === 0 ? setTimeout(() => socket.close(1000, "idle"), limits.handshakeTimeoutMs) : null;
    };
    const end = (id: number, only?: MuxChannel) => {
      const open = channels.get(id);
      if (!open || (only && open.channel !== only)) return;
      channels.delete(id);
      open.channel.drop();
      open.stop();
      watchIdle();
    };
    watchIdle();
    keepAlive(socket, limits.pingIntervalMs);
    socket.on("message", (data, isBinary) => {
      if (frameByteLength(data) > limits.maxInboundBytes) return socket.close(1009, "frame too large");
      const frame = parseJsonFrame(liveMuxClientFrameSchema, data, isBinary);
      if (!frame) return;
      if (frame.type === "close") return end(frame.id);
      const channel: MuxChannel = new MuxChannel(socket, frame.id, () => end(frame.id, channel));
      const viewer = new LiveViewer(channel, limits.highWaterBytes, (code) => messageFor(code, locale));
      // An id in use or one channel too many: this channel alone is refused.
      if (channels.has(frame.id)) return viewer.fail(Code.MALFORMED);
      if (channels.size >= MAX_MUX_CHANNELS) return viewer.fail(Code.LIVE_STREAM_LIMIT);
      // The id is taken while the ticket is looked up (a ticket store may answer later, in a promise).
      const open = { channel, stop: () => undefined as void };
      channels.set(frame.id, open);
      watchIdle();
      const isOpen = () => channels.get(frame.id) === open && socket.readyState === socket.OPEN;
      Promise.resolve(tickets.consume(frame.ticket))
        .then((binding) => {
          if (!isOpen()) return;
          if (!binding || binding.session) return viewer.fail(Code.LIVE_TICKET_INVALID);
          open.stop = serveViewer(viewer, binding, { ...deps, log: request.log }, isOpen);
          viewer.requestMse(frame.value);
        })
        .catch((err: unknown) => {
          request.log.error({ err }, "live ticket lookup failed");
          viewer.fail(Code.INTERNAL);
        });
    });
    socket.on("close", () => {
      if (idle) clearTimeout(idle);
      for (const id of [...channels.keys()]) end(id);
    });
  });
}
