import { serverFrameSchema, type DeviceFrame, type HelloFrame, type ServerFrame } from "@vms/api-client";
import { WebSocket, type RawData } from "ws";
import { CommandHandler, type DeviceCore } from "./command-handler.js";

/** A server that has not welcomed the hello by then is not coming: try again. */
const WELCOME_TIMEOUT_MS = 15_000;
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** Bound on a close handshake the server never answers. */
const CLOSE_GRACE_MS = 2_000;

/** What a connection tells the bridge that owns it. */
export interface ConnectionEvents {
  welcome(connection: DeviceConnection): void;
  refused(connection: DeviceConnection, code: number): void;
  closed(connection: DeviceConnection, code: number, reason: string, error: Error | null): void;
}

/**
 * One WebSocket to the server's /ws-device: hello first, keep-alives after the welcome, the
 * commands of this connection (each with one result), its live streams.
 */
export class DeviceConnection {
  private readonly ws: WebSocket;
  private readonly commands: CommandHandler;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly closeListeners = new Set<() => void>();
  private welcomed = false;
  private lastError: Error | null = null;

  constructor(
    url: string,
    private readonly core: DeviceCore,
    hello: () => Promise<HelloFrame>,
    private readonly events: ConnectionEvents,
    private readonly keepAliveSec?: number,
  ) {
    this.ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    this.commands = new CommandHandler(core, {
      send: (frame) => this.send(frame),
      sendBinary: (bytes) => this.sendBinary(bytes),
      buffered: () => this.ws.bufferedAmount,
      onClose: (listener) => this.closeListeners.add(listener),
    });
    this.ws.on("open", () => {
      hello().then(
        (frame) => this.send(frame),
        (err: unknown) => this.fail(err),
      );
      this.later(WELCOME_TIMEOUT_MS, () => !this.welcomed && this.ws.terminate());
    });
    this.ws.on("message", (data: RawData, isBinary: boolean) => {
      const frame = isBinary ? null : parse(data);
      if (frame) this.onFrame(frame);
    });
    this.ws.on("error", (err) => {
      this.lastError = err;
    });
    this.ws.on("close", (code, reason) => this.onClose(code, reason.toString()));
  }

  /** Between the welcome and the socket closing. */
  get isWelcomed(): boolean {
    return this.welcomed;
  }

  send(frame: DeviceFrame): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  /** Closes; resolves once the socket is closed. */
  close(code: number, reason: string): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once("close", () => resolve());
      if (this.ws.readyState !== WebSocket.OPEN) return this.ws.terminate();
      this.ws.close(code, reason);
      setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
    });
  }

  private sendBinary(bytes: Uint8Array): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(bytes);
    return true;
  }

  private fail(err: unknown): void {
    this.lastError = err instanceof Error ? err : new Error(String(err));
    this.ws.terminate();
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.type === "welcome") {
      if (this.welcomed) return;
      this.welcomed = true;
      const every = (this.keepAliveSec ?? frame.keepAliveSec) * 1000;
      const beat = () => {
        this.send({ type: "keepalive" });
        this.later(every, beat);
      };
      this.later(every, beat);
      this.events.welcome(this);
    } else if (frame.type === "refused") {
      this.events.refused(this, frame.code);
      void this.close(1000, "refused");
    } else if (this.welcomed) {
      this.commands.run(frame);
    }
  }

  private onClose(code: number, reason: string): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.welcomed = false;
    this.commands.dispose();
    for (const listener of this.closeListeners) listener();
    this.closeListeners.clear();
    this.events.closed(this, code, reason, this.lastError);
  }
}

function parse(data: RawData): ServerFrame | null {
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
