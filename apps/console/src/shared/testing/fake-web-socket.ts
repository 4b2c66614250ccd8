import type { PushSocketLike } from "@/shared/push";

/** A WebSocket stand-in: records what the client sends and lets a test play the server. */
export class FakeWebSocket implements PushSocketLike {
  static readonly instances: FakeWebSocket[] = [];
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  /** Forgets every socket made so far (call in beforeEach). */
  static reset(): void {
    FakeWebSocket.instances.length = 0;
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.readyState = 3;
    this.closedWith = code;
  }

  /** The frames the client sent, parsed. */
  frames(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  serverSend(frame: unknown): void {
    this.onmessage?.(new MessageEvent("message", { data: typeof frame === "string" ? frame : JSON.stringify(frame) }));
  }

  serverError(): void {
    this.onerror?.(new Event("error"));
    this.serverClose();
  }

  serverClose(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close"));
  }
}
