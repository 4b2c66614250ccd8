import { Code, type PushMessage } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/shared/testing";
import { createPushClient, type PushClientOptions } from "./push-client";
import { pushSocketUrl } from "./push-connection";

// Spec §9 values, stated here rather than imported so that a changed constant fails these tests.
/** §9 socket heartbeat 30 s. */
const HEARTBEAT_MS = 30_000;
/** §9 socket retry every 5 s. */
const RETRY_MS = 5_000;
/** §9 socket inactivity timeout 60 s. */
const TIMEOUT_MS = 60_000;

const message: PushMessage = { infoType: "ALARM", infoContent: "Motion at gate", extension: '{"code":1}' };

function setup(overrides: Partial<PushClientOptions> = {}) {
  const onMessage = vi.fn();
  const onForceLogout = vi.fn();
  const onError = vi.fn();
  let token: string | null = "tok-1";
  const client = createPushClient({
    url: () => "ws://console.test/ws-vms",
    getToken: () => token,
    createSocket: (url) => new FakeWebSocket(url),
    onMessage,
    onForceLogout,
    onError,
    ...overrides,
  });
  return { client, onMessage, onForceLogout, onError, setToken: (t: string | null) => (token = t) };
}

/** Opens the latest socket and answers its auth with 200. */
function acceptLatest() {
  const socket = FakeWebSocket.latest();
  socket.serverOpen();
  socket.serverSend({ type: "auth", code: 200, msg: "OK" });
  return socket;
}

describe("push client (spec §4 push socket, §9 timings)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  it("§4: sends the token right after open", () => {
    const { client } = setup();
    client.start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe("ws://console.test/ws-vms");
    expect(socket.sent).toEqual([]);
    socket.serverOpen();
    expect(socket.frames()).toEqual([{ type: "auth", token: "tok-1" }]);
    expect(client.state()).toBe("open");
    socket.serverSend({ type: "auth", code: 200, msg: "OK" });
    expect(client.state()).toBe("authenticated");
  });

  it("§9: sends a heartbeat every 30 s", () => {
    const { client } = setup();
    client.start();
    const socket = acceptLatest();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(socket.frames()).toHaveLength(1);
    socket.serverSend({ type: "heartbeat", time: 1 });
    vi.advanceTimersByTime(1);
    expect(socket.frames()).toEqual([{ type: "auth", token: "tok-1" }, { type: "heartbeat" }]);
    socket.serverSend({ type: "heartbeat", time: 2 });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(socket.frames().filter((f) => (f as { type: string }).type === "heartbeat")).toHaveLength(2);
  });

  it("§3: hands validated push messages to onMessage and ignores malformed frames", () => {
    const { client, onMessage } = setup();
    client.start();
    const socket = acceptLatest();
    socket.serverSend({ type: "push", message });
    socket.serverSend({ type: "push", message: { infoType: 5 } });
    socket.serverSend("not json");
    socket.serverSend({ type: "mystery" });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(message);
    expect(client.state()).toBe("authenticated");
  });

  it("§4: server code 22013 reconnects after 5 s with a new socket", () => {
    const { client } = setup();
    client.start();
    const first = acceptLatest();
    first.serverSend({ type: "error", code: Code.PUSH_RECONNECT, msg: "restarting" });
    expect(first.closedWith).toBe(1000);
    expect(client.state()).toBe("waiting");
    vi.advanceTimersByTime(RETRY_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    const second = FakeWebSocket.latest();
    second.serverOpen();
    expect(second.frames()).toEqual([{ type: "auth", token: "tok-1" }]);
  });

  it("§4: on error or close it retries every 5 s up to 5 times, then calls the error callback once", () => {
    const { client, onError } = setup();
    client.start();
    FakeWebSocket.latest().serverError();
    for (let retry = 1; retry <= 5; retry++) {
      expect(onError).not.toHaveBeenCalled();
      vi.advanceTimersByTime(RETRY_MS);
      expect(FakeWebSocket.instances).toHaveLength(1 + retry);
      FakeWebSocket.latest().serverClose();
    }
    expect(onError).toHaveBeenCalledTimes(1);
    expect(client.state()).toBe("failed");
    vi.advanceTimersByTime(RETRY_MS * 10);
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it("§4: 22013 counts like any failure: five in a row without a successful auth end in the error callback", () => {
    const { client, onError } = setup();
    client.start();
    for (let attempt = 0; attempt < 6; attempt++) {
      const socket = FakeWebSocket.latest();
      socket.serverOpen();
      socket.serverSend({ type: "error", code: Code.PUSH_RECONNECT, msg: "" });
      vi.advanceTimersByTime(RETRY_MS);
    }
    expect(onError).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it("§4: a successful auth resets the retry count", () => {
    const { client, onError } = setup();
    client.start();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        FakeWebSocket.latest().serverClose();
        vi.advanceTimersByTime(RETRY_MS);
      }
      acceptLatest();
    }
    expect(onError).not.toHaveBeenCalled();
    expect(client.state()).toBe("authenticated");
  });

  it("§9: 60 s without any frame from the server reconnects", () => {
    const { client } = setup();
    client.start();
    const socket = acceptLatest();
    // Heartbeats go out, but the server stays silent.
    vi.advanceTimersByTime(TIMEOUT_MS - 1);
    expect(client.state()).toBe("authenticated");
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(1000);
    expect(client.state()).toBe("waiting");
    vi.advanceTimersByTime(RETRY_MS);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("§9: any server frame restarts the 60 s inactivity timer", () => {
    const { client } = setup();
    client.start();
    const socket = acceptLatest();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(TIMEOUT_MS - 1_000);
      socket.serverSend({ type: "heartbeat", time: i });
    }
    expect(client.state()).toBe("authenticated");
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it.each([Code.TOKEN_INVALID, Code.TOKEN_EXPIRED, Code.ACCOUNT_FROZEN, 9101])("§8: forced-logout code %i in the auth answer stops the client and logs out", (code) => {
    const { client, onForceLogout, onError } = setup();
    client.start();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    socket.serverSend({ type: "auth", code, msg: "Signed out" });
    expect(onForceLogout).toHaveBeenCalledWith(code, "Signed out");
    expect(client.state()).toBe("stopped");
    socket.serverClose();
    vi.advanceTimersByTime(RETRY_MS * 10);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it("§8: a revocation pushed as an error frame (session ended elsewhere) logs out", () => {
    const { client, onForceLogout } = setup();
    client.start();
    const socket = acceptLatest();
    socket.serverSend({ type: "error", code: Code.TOKEN_INVALID, msg: "revoked" });
    expect(onForceLogout).toHaveBeenCalledWith(Code.TOKEN_INVALID, "revoked");
    expect(client.state()).toBe("stopped");
  });

  it("an auth refusal that is not a logout code is retried", () => {
    const { client, onForceLogout } = setup();
    client.start();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    socket.serverSend({ type: "auth", code: 500, msg: "busy" });
    expect(onForceLogout).not.toHaveBeenCalled();
    expect(client.state()).toBe("waiting");
  });

  it("an error frame about one bad client frame keeps the socket", () => {
    const { client } = setup();
    client.start();
    const socket = acceptLatest();
    socket.serverSend({ type: "error", code: Code.MALFORMED, msg: "bad frame" });
    expect(client.state()).toBe("authenticated");
    expect(socket.closedWith).toBeUndefined();
  });

  it("stop closes the socket and cancels heartbeat and retries", () => {
    const { client, onError } = setup();
    client.start();
    const socket = acceptLatest();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(TIMEOUT_MS * 3);
    expect(socket.frames()).toHaveLength(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();

    client.start();
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().serverClose();
    client.stop();
    vi.advanceTimersByTime(RETRY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("reauthenticate sends the renewed token on the open socket", () => {
    const { client, setToken } = setup();
    client.start();
    const socket = acceptLatest();
    setToken("tok-2");
    client.reauthenticate();
    expect(socket.frames().at(-1)).toEqual({ type: "auth", token: "tok-2" });
  });

  it("does not connect without a token", () => {
    const { client } = setup({ getToken: () => null });
    client.start();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(client.state()).toBe("stopped");
  });

  it("§7: the socket follows the page's scheme and host and carries the UI language", () => {
    expect(pushSocketUrl({ protocol: "http:", host: "127.0.0.1:8080" }, "en-US")).toBe("ws://127.0.0.1:8080/ws-vms?lang=en-US");
    expect(pushSocketUrl({ protocol: "https:", host: "vms.example.com" }, "zh-CN")).toBe("wss://vms.example.com/ws-vms?lang=zh-CN");
  });
});
