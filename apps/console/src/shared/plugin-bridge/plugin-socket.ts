import { buildCommand, createSeqCounter, parseMessage, type CommandName, type ParamsOf, type PluginEvent, type PluginResponse } from "@vms/plugin-protocol";

/** The part of a WebSocket the bridge uses: the browser's, or `ws`'s in tests. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

/** The plugin answered nothing in time, or the socket went away before it answered. */
export class PluginUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "PluginUnavailableError";
  }
}

interface Pending {
  resolve: (xml: string) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

/**
 * One open connection to the plugin: XML requests matched to their responses by command and `seq`,
 * events handed on. It opens or fails once; retries are the bridge's business.
 */
export class PluginSocket {
  private readonly pending = new Map<string, Pending>();
  private readonly nextSeq = createSeqCounter();
  private closedListener: (() => void) | null = null;

  private constructor(
    private readonly socket: SocketLike,
    private readonly onEvent: (event: PluginEvent) => void,
    private readonly timeoutMs: number,
  ) {}

  /** Opens `url`; rejects when the socket errors or closes before it opens. */
  static open(factory: SocketFactory, url: string, onEvent: (event: PluginEvent) => void, timeoutMs: number): Promise<PluginSocket> {
    return new Promise((resolve, reject) => {
      let socket: SocketLike;
      try {
        socket = factory(url);
      } catch (error) {
        reject(error instanceof Error ? error : new PluginUnavailableError(String(error)));
        return;
      }
      const connection = new PluginSocket(socket, onEvent, timeoutMs);
      socket.onopen = () => resolve(connection);
      socket.onerror = () => reject(new PluginUnavailableError("plugin socket error"));
      socket.onclose = () => {
        reject(new PluginUnavailableError("plugin socket closed"));
        connection.dropped();
      };
      socket.onmessage = (event) => connection.received(String(event.data));
    });
  }

  get isOpen(): boolean {
    return this.socket.readyState === OPEN;
  }

  /** Called once when the socket closes after it opened. */
  onClosed(listener: () => void): void {
    this.closedListener = listener;
  }

  /** Sends a command built with the protocol's builder and waits for its response. */
  async command<C extends CommandName>(cmd: C, params: ParamsOf<C>): Promise<PluginResponse> {
    const xml = await this.send(buildCommand(cmd, params, this.nextSeq()));
    return parseMessage(xml) as PluginResponse;
  }

  /** Sends one `<request>` and answers the XML of the response with the same command and seq. */
  send(xml: string): Promise<string> {
    let message;
    try {
      message = parseMessage(xml);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
    }
    if (message.kind !== "request") return Promise.reject(new TypeError("only <request> messages can be sent"));
    if (!this.isOpen) return Promise.reject(new PluginUnavailableError("plugin not connected"));
    const key = `${message.cmd}#${message.seq}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(key);
        reject(new PluginUnavailableError(`no answer to ${message.cmd} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.get(key)?.reject(new PluginUnavailableError(`${key} was sent again`));
      this.pending.set(key, { resolve, reject, timer });
      this.socket.send(xml);
    });
  }

  close(): void {
    this.closedListener = null;
    this.socket.close();
    this.dropped();
  }

  private received(xml: string): void {
    let message;
    try {
      message = parseMessage(xml);
    } catch {
      return; // A message this console cannot read (a newer plugin) is ignored rather than fatal.
    }
    if (message.kind === "event") this.onEvent(message);
    if (message.kind !== "response") return;
    const key = `${message.cmd}#${message.seq}`;
    const waiting = this.pending.get(key);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pending.delete(key);
    waiting.resolve(xml);
  }

  private dropped(): void {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new PluginUnavailableError("plugin socket closed"));
    }
    this.pending.clear();
    const listener = this.closedListener;
    this.closedListener = null;
    listener?.();
  }
}
