import {
  Code,
  FORCE_LOGOUT_CODES,
  PUSH_HEARTBEAT_MS,
  PUSH_MAX_RETRIES,
  PUSH_RETRY_MS,
  PUSH_TIMEOUT_MS,
  pushServerFrameSchema,
  SUCCESS_CODE,
  type PushClientFrame,
  type PushMessage,
} from "@vms/api-client";

/** The part of a browser WebSocket the client uses, so tests can pass a fake one. */
export interface PushSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

/** Where a client stands: retrying after a failure is "waiting"; "failed" once retries ran out. */
export type PushState = "idle" | "connecting" | "open" | "authenticated" | "waiting" | "failed" | "stopped";

export interface PushClientOptions {
  /** Socket address, asked on every (re)connect so the locale and host stay current. */
  url: () => string;
  /** Token sent in the auth frame; without one the client does not connect. */
  getToken: () => string | null;
  createSocket?: (url: string) => PushSocketLike;
  onMessage?: (message: PushMessage) => void;
  /** The server refused or ended the session with a spec §8 forced-logout code. */
  onForceLogout?: (code: number, msg: string) => void;
  /** Spec §4: called once every retry has failed. */
  onError?: () => void;
  onStateChange?: (state: PushState) => void;
  heartbeatMs?: number;
  retryMs?: number;
  maxRetries?: number;
  timeoutMs?: number;
}

export interface PushClient {
  start(): void;
  /** Closes the socket and cancels every timer; no callback fires afterwards. */
  stop(): void;
  /** Sends the current token again on the open socket (after token renewal). */
  reauthenticate(): void;
  state(): PushState;
}

const OPEN = 1;

/**
 * The /ws-vms push socket (spec §4, §9): sends `{type:"auth",token}` after open and a heartbeat
 * every 30 s; on error, close, server code 22013 or 60 s without any frame it reconnects every
 * 5 s, up to 5 times, then calls `onError`. A successful auth resets the retry count. Forced-logout
 * codes in an auth answer or an error frame stop the client and call `onForceLogout`.
 */
export function createPushClient(options: PushClientOptions): PushClient {
  const heartbeatMs = options.heartbeatMs ?? PUSH_HEARTBEAT_MS;
  const retryMs = options.retryMs ?? PUSH_RETRY_MS;
  const maxRetries = options.maxRetries ?? PUSH_MAX_RETRIES;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));

  let socket: PushSocketLike | null = null;
  let state: PushState = "idle";
  let retries = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let inactivity: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: PushState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(inactivity);
    clearTimeout(retryTimer);
    heartbeat = inactivity = retryTimer = undefined;
  };

  // Handlers go first so the close we cause is not taken for a failure.
  const detach = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    try {
      current.close(1000);
    } catch {
      // Already closing: nothing to do.
    }
  };

  const send = (frame: PushClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const armInactivity = () => {
    clearTimeout(inactivity);
    inactivity = setTimeout(fail, timeoutMs);
  };

  function fail(): void {
    clearTimers();
    detach();
    if (state === "stopped" || state === "failed") return;
    if (retries >= maxRetries) {
      setState("failed");
      options.onError?.();
      return;
    }
    retries += 1;
    setState("waiting");
    retryTimer = setTimeout(connect, retryMs);
  }

  function stop(): void {
    clearTimers();
    detach();
    retries = 0;
    setState("stopped");
  }

  function forceLogout(code: number, msg: string): void {
    stop();
    options.onForceLogout?.(code, msg);
  }

  function handle(raw: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      return;
    }
    const parsed = pushServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === "push") options.onMessage?.(frame.message);
    else if (frame.type === "auth") {
      if (frame.code === SUCCESS_CODE) {
        retries = 0;
        setState("authenticated");
      } else if (FORCE_LOGOUT_CODES.has(frame.code)) forceLogout(frame.code, frame.msg);
      else fail();
    } else if (frame.type === "error") {
      if (FORCE_LOGOUT_CODES.has(frame.code)) forceLogout(frame.code, frame.msg);
      else if (frame.code === Code.PUSH_RECONNECT) fail();
      // Other codes answer one bad frame; the socket stays usable.
    }
  }

  function connect(): void {
    retryTimer = undefined;
    if (!options.getToken()) {
      stop();
      return;
    }
    let ws: PushSocketLike;
    try {
      ws = createSocket(options.url());
    } catch {
      fail();
      return;
    }
    socket = ws;
    setState("connecting");
    ws.onopen = () => {
      setState("open");
      send({ type: "auth", token: options.getToken() ?? "" });
      heartbeat = setInterval(() => send({ type: "heartbeat" }), heartbeatMs);
      armInactivity();
    };
    ws.onmessage = (event) => {
      armInactivity();
      handle(event.data);
    };
    ws.onerror = fail;
    ws.onclose = fail;
  }

  return {
    start() {
      if (socket || retryTimer) return;
      retries = 0;
      setState("idle");
      connect();
    },
    stop,
    reauthenticate() {
      const token = options.getToken();
      if (token) send({ type: "auth", token });
    },
    state: () => state,
  };
}
