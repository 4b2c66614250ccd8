import { parsePushMessage, PUSH_PATH, pushServerFrameSchema, type PushServerFrame } from "@vms/api-client";
import { WebSocket } from "ws";

/** A real `ws` client of /ws-vms that queues every server frame (each checked against the contract). */
export interface PushTestClient {
  socket: WebSocket;
  /** Sends an object as JSON, or a string as is. */
  send(frame: unknown): void;
  /** The next frame not yet taken; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<PushServerFrame>;
  /** Frames received so far and not yet taken. */
  pending(): PushServerFrame[];
  /** Resolves with the close code and reason once the socket closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Authenticates and returns the server's answer. */
  auth(token: string): Promise<PushServerFrame>;
  close(): void;
}

/** Opens a push socket on `baseUrl` (http://host:port) and waits until it is open. */
export async function openPushClient(
  baseUrl: string,
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<PushTestClient> {
  const url = `${baseUrl.replace(/^http/, "ws")}${PUSH_PATH}${options.query ? `?${options.query}` : ""}`;
  const socket = new WebSocket(url, { headers: options.headers });
  const queue: PushServerFrame[] = [];
  const waiters: ((frame: PushServerFrame) => void)[] = [];
  socket.on("message", (data) => {
    const frame = pushServerFrameSchema.parse(JSON.parse(data.toString()));
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });

  const next = (timeoutMs = 3_000) => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise<PushServerFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`no push frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = (frame: PushServerFrame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      waiters.push(waiter);
    });
  };
  const send = (frame: unknown) => socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  return {
    socket,
    send,
    next,
    pending: () => [...queue],
    closed,
    auth: (token) => {
      send({ type: "auth", token });
      return next();
    },
    close: () => socket.close(),
  };
}

/** Takes frames off `client` until the DEVICE_STATUS push of `sn` with `status` (1 online, 2 offline); each wait ends after 10 s. */
export async function nextDeviceStatus(client: PushTestClient, sn: string, status: number): Promise<void> {
  for (;;) {
    const frame = await client.next(10_000);
    if (frame.type !== "push") continue;
    const parsed = parsePushMessage(frame.message);
    if (parsed?.infoType === "DEVICE_STATUS" && parsed.content.sn === sn && parsed.content.status === status) return;
  }
}
