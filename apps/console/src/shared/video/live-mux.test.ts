import { describe, expect, it } from "vitest";
import { FakeSocket } from "./fake-media.test-support";
import { WALL_IDLE_MS, wallSockets } from "./live-mux";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  let now = 0;
  const env = {
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    setTimeout: (fn: () => void, ms: number) => {
      expect(ms).toBe(WALL_IDLE_MS);
      timers.push(fn);
      return timers.length;
    },
    clearTimeout: () => undefined,
    now: () => now,
  };
  const channel = (socket: WebSocket) => socket as unknown as FakeSocket;
  return { create: wallSockets(env), sockets, timers, channel, later: (ms: number) => void (now += ms) };
}
const framed = (id: number, bytes: number[]) => new Uint8Array([0, 0, 0, id, ...bytes]).buffer;

// Issue 31 "A full wall in a second": the windows of a page share one wall socket per server.
describe("wall socket (spec §2 live split windows; issue 31)", () => {
  it("windows of one server share one socket; each opens its channel with its ticket and hears only its own frames", async () => {
    const t = setup();
    const a = t.channel(t.create("ws://vms/ws-live?ticket=AAA"));
    const b = t.channel(t.create("ws://vms/ws-live?ticket=BBB"));
    const opened: string[] = [];
    a.onopen = () => a.send(JSON.stringify({ type: "mse", value: "avc1.42C01E" }));
    b.onopen = () => opened.push("b");
    expect(t.sockets.map((s) => s.url)).toEqual(["ws://vms/ws-live/mux"]);
    t.sockets[0]!.serverOpen();
    expect(opened).toEqual(["b"]);
    expect(t.sockets[0]!.sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ type: "open", id: 1, ticket: "AAA", value: "avc1.42C01E" }]);

    const heard: unknown[] = [];
    a.onmessage = (event) => heard.push(typeof event.data === "string" ? JSON.parse(event.data) : [...new Uint8Array(event.data as ArrayBuffer)]);
    b.onmessage = () => heard.push("b heard something");
    t.sockets[0]!.serverText({ type: "mse", id: 1, value: "video/mp4" });
    t.sockets[0]!.serverBinary(framed(1, [7, 8]));
    expect(heard).toEqual([{ type: "mse", value: "video/mp4" }, [7, 8]]);

    // The server ends b's channel: b closes as a socket would; a plays on.
    let bClosed = false;
    b.onclose = () => void (bClosed = true);
    t.sockets[0]!.serverText({ type: "closed", id: 2 });
    expect(bClosed).toBe(true);
    t.sockets[0]!.serverBinary(framed(1, [9]));
    expect(heard.at(-1)).toEqual([9]);
  });

  it("a window joining an open wall opens after its handlers are set; closing the last window closes the socket after a while", async () => {
    const t = setup();
    const first = t.channel(t.create("ws://vms/ws-live?ticket=A"));
    t.sockets[0]!.serverOpen();
    const late = t.channel(t.create("ws://vms/ws-live?ticket=B"));
    let lateOpened = false;
    late.onopen = () => void (lateOpened = true);
    await tick();
    expect(lateOpened).toBe(true);
    first.close();
    late.close();
    expect(t.sockets[0]!.sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ type: "close", id: 1 }, { type: "close", id: 2 }]);
    expect(t.sockets[0]!.closed).toBe(false);
    t.timers.at(-1)!();
    expect(t.sockets[0]!.closed).toBe(true);
  });

  it("the wall socket lost: every window hears its close (and reconnects); a server without the wall path is served socket by socket", () => {
    const t = setup();
    const a = t.channel(t.create("ws://vms/ws-live?ticket=A"));
    let closed = 0;
    a.onclose = () => void (closed += 1);
    t.sockets[0]!.serverClose();
    expect(closed).toBe(1);
    // Never opened: this server has no wall socket; the next window gets a /ws-live socket of its own.
    const own = t.channel(t.create("ws://vms/ws-live?ticket=B"));
    expect(own.url).toBe("ws://vms/ws-live?ticket=B");
    t.later(120_000);
    t.create("ws://vms/ws-live?ticket=C");
    expect(t.sockets.at(-1)!.url).toBe("ws://vms/ws-live/mux");
    // The next window joins that wall; a URL that is not a /ws-live ticket gets a socket of its own.
    const sockets = t.sockets.length;
    t.create("ws://vms/ws-live?ticket=D");
    expect(t.sockets).toHaveLength(sockets);
    expect(t.channel(t.create("ws://other/ws-play")).url).toBe("ws://other/ws-play");
  });
});
