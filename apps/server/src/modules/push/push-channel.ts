import { Code, pushServerFrameSchema, type PushServerFrame } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { messageFor } from "../../plugins/envelope/envelope-reply.js";

/** WebSocket close codes the push socket uses (RFC 6455 §7.4). */
export const WS_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policy: 1008,
  tooBig: 1009,
  restart: 1012,
  tryAgainLater: 1013,
} as const;

/** Sending side of one push socket: validated frames, translated errors, backpressure. */
export interface PushChannel {
  readonly locale: Locale;
  /** Validates and sends a frame; returns false when the socket is gone or was dropped. */
  sendFrame(frame: PushServerFrame): boolean;
  /** Sends an already validated, serialised frame. */
  sendText(text: string): boolean;
  /** Sends `{type:"error",code,msg}` (msg in the socket's language) and keeps the socket open. */
  sendError(code: number): boolean;
  /** Sends `{type:"error",code,msg}`, then closes (1012 for 22013 reconnect, else 1008 unless given). */
  fail(code: number, wsCode?: number): void;
  /** Closes without a frame. */
  end(wsCode: number, reason: string): void;
  /** True once closing started; nothing more is sent. */
  readonly closed: boolean;
}

export interface PushChannelOptions {
  locale: Locale;
  log: FastifyBaseLogger;
  /** Bytes queued for a slow client beyond which it is dropped (a stalled tab must not hold memory). */
  maxBufferedBytes: number;
}

/** Wraps a `ws` socket. The channel never throws: a broken socket is simply closed. */
export function createPushChannel(socket: WebSocket, options: PushChannelOptions): PushChannel {
  const { locale, log, maxBufferedBytes } = options;
  let closed = false;

  const sendText = (text: string): boolean => {
    if (closed || socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount + Buffer.byteLength(text) > maxBufferedBytes) {
      // The client does not read: drop it rather than buffer without bound. It reconnects
      // when it recovers. terminate(), because a close frame would queue behind the backlog.
      log.warn({ bufferedAmount: socket.bufferedAmount }, "push socket too slow: dropped");
      closed = true;
      socket.terminate();
      return false;
    }
    socket.send(text);
    return true;
  };

  const sendError = (code: number) =>
    sendText(JSON.stringify(pushServerFrameSchema.parse({ type: "error", code, msg: messageFor(code, locale) })));

  const end = (wsCode: number, reason: string) => {
    if (closed) return;
    closed = true;
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(wsCode, reason);
  };

  return {
    locale,
    get closed() {
      return closed;
    },
    sendFrame: (frame) => sendText(JSON.stringify(pushServerFrameSchema.parse(frame))),
    sendText,
    sendError,
    fail(code, wsCode = code === Code.PUSH_RECONNECT ? WS_CLOSE.restart : WS_CLOSE.policy) {
      if (closed) return;
      sendError(code);
      end(wsCode, `error ${code}`);
    },
    end,
  };
}
