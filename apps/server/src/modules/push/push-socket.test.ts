import fastifyWebsocket from "@fastify/websocket";
import { catalogueEntry, type PushMessage } from "@vms/api-client";
import { translate } from "@vms/i18n";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openPushClient, type PushTestClient } from "../../test-support/push-client.js";
import { createPushHub, type LocalPushHub } from "./push-hub.js";
import { closeWebsocketsOnShutdown, registerPushSocket, type PushAuthenticate, type PushSocketLimits } from "./push-socket.js";

const sessions: Record<string, { userId: string; orgId: string; sessionId: string }> = {
  "tok-alice": { userId: "alice", orgId: "org-1", sessionId: "s-alice-1" },
  "tok-alice-2": { userId: "alice", orgId: "org-1", sessionId: "s-alice-2" },
  "tok-bob": { userId: "bob", orgId: "org-1", sessionId: "s-bob" },
  "tok-carol": { userId: "carol", orgId: "org-2", sessionId: "s-carol" },
};
const authenticate: PushAuthenticate = async (token) => {
  if (token === "expired") return { code: 10002 };
  if (token === "boom") throw new Error("database down");
  const session = sessions[token];
  return session ? { session } : { code: 20004 };
};
const msgOf = (code: number, locale: "en-US" | "zh-CN" = "en-US") => translate(locale, catalogueEntry(code)!.message);
const alarm = (infoContent: string): PushMessage => ({ infoType: "ALARM", infoContent, extension: JSON.stringify({ code: 1 }) });

let running: { app: FastifyInstance; hub: LocalPushHub; baseUrl: string } | null = null;
const clients: PushTestClient[] = [];

async function start(limits: Partial<PushSocketLimits> = {}, maxSocketsPerUser = 10, auth: PushAuthenticate = authenticate) {
  const app = Fastify({ logger: false });
  const hub = createPushHub({ log: app.log, maxSocketsPerUser });
  await app.register(fastifyWebsocket, { preClose: closeWebsocketsOnShutdown(hub) });
  registerPushSocket(app, { hub, authenticate: auth, limits });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  running = { app, hub, baseUrl: `http://127.0.0.1:${address.port}` };
  return running;
}

async function connect(options: Parameters<typeof openPushClient>[1] = {}) {
  const client = await openPushClient(running!.baseUrl, options);
  clients.push(client);
  return client;
}

async function signedIn(token: string) {
  const client = await connect();
  expect(await client.auth(token)).toEqual({ type: "auth", code: 200, msg: "OK" });
  return client;
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await running?.app.close();
  running = null;
});

describe("/ws-vms authentication (decision 0002, spec §4)", () => {
  it("§4: answers 200 to a live token and registers the socket with the hub", async () => {
    const { hub } = await start();
    await signedIn("tok-alice");
    expect(hub.count("alice")).toBe(1);
  });

  it.each([
    ["an unknown token", "nope", 20004],
    ["an expired token", "expired", 10002],
    ["an empty token", "", 9100],
    ["a blank token", "   ", 9100],
  ])("§8: refuses %s with its session code and closes", async (_name, token, code) => {
    const { hub } = await start();
    const client = await connect();
    expect(await client.auth(token)).toEqual({ type: "auth", code, msg: msgOf(code) });
    expect((await client.closed).code).toBe(1008);
    expect(hub.count()).toBe(0);
  });

  it("§8: translates msg by ?lang= first, else by Accept-Language", async () => {
    await start();
    const byQuery = await connect({ query: "lang=zh-CN", headers: { "accept-language": "en-US" } });
    expect(await byQuery.auth("nope")).toMatchObject({ code: 20004, msg: msgOf(20004, "zh-CN") });
    const byHeader = await connect({ headers: { "accept-language": "zh-CN,zh;q=0.9" } });
    expect(await byHeader.auth("")).toMatchObject({ code: 9100, msg: msgOf(9100, "zh-CN") });
  });

  it("closes with 20004 when no auth frame arrives before the deadline", async () => {
    await start({ authTimeoutMs: 150 });
    const client = await connect();
    expect(await client.next()).toEqual({ type: "error", code: 20004, msg: msgOf(20004) });
    expect((await client.closed).code).toBe(1008);
  });

  it("answers 500 and closes when the session check itself fails", async () => {
    await start();
    const client = await connect();
    expect(await client.auth("boom")).toMatchObject({ type: "auth", code: 500 });
    await client.closed;
  });

  it("§4: a session revoked while its socket was being attached is still refused (checked again after attach)", async () => {
    let calls = 0;
    // The first check passes; the revocation lands before attach(), so its closeSession found nothing.
    const racing: PushAuthenticate = async () => (++calls === 1 ? { session: sessions["tok-alice"]! } : { code: 20004 });
    const { hub } = await start({}, 10, racing);
    const client = await connect();
    expect(await client.auth("tok-alice")).toEqual({ type: "auth", code: 20004, msg: msgOf(20004) });
    expect((await client.closed).code).toBe(1008);
    expect(hub.count("alice")).toBe(0);
  });

  it("re-authenticates on the same socket (e.g. a renewed token of another user)", async () => {
    const { hub } = await start();
    const client = await signedIn("tok-alice");
    expect(await client.auth("tok-bob")).toMatchObject({ code: 200 });
    expect([hub.count("alice"), hub.count("bob")]).toEqual([0, 1]);
  });
});

describe("/ws-vms frames (spec §4, §9)", () => {
  it("§9: echoes a heartbeat with the server time, before and after auth", async () => {
    await start();
    const client = await connect();
    client.send({ type: "heartbeat" });
    const first = await client.next();
    expect(first.type).toBe("heartbeat");
    expect(Math.abs((first as { time: number }).time - Date.now())).toBeLessThan(5_000);
    await client.auth("tok-alice");
    client.send({ type: "heartbeat" });
    expect((await client.next()).type).toBe("heartbeat");
  });

  it("§9: closes a socket that stays silent past the inactivity timeout; heartbeats keep it open", async () => {
    await start({ idleTimeoutMs: 300 });
    const client = await signedIn("tok-alice");
    // The socket's timers run on a fake clock from here; frames still travel over the real socket.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      for (let i = 0; i < 4; i++) {
        vi.advanceTimersByTime(150);
        client.send({ type: "heartbeat" });
        expect((await client.next()).type).toBe("heartbeat");
      }
      // 600 ms have passed with heartbeats; now silence: open until the 300th ms, closed at it.
      let closedCode: number | null = null;
      const closed = client.closed.then((event) => (closedCode = event.code));
      const probe = await signedIn("tok-bob");
      vi.advanceTimersByTime(299);
      // A round trip on another socket: a close sent at 299 ms would have arrived by its end.
      probe.send({ type: "heartbeat" });
      expect((await probe.next()).type).toBe("heartbeat");
      expect(closedCode).toBeNull();
      vi.advanceTimersByTime(1);
      await closed;
      expect(closedCode).toBe(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("§8: answers invalid JSON, unknown and binary frames with error 1000 and stays open", async () => {
    await start();
    const client = await signedIn("tok-alice");
    client.send("not json {");
    client.send({ type: "subscribe", topic: "x" });
    client.send({ type: "auth" });
    client.socket.send(Buffer.from([1, 2, 3]));
    for (let i = 0; i < 4; i++) expect(await client.next()).toEqual({ type: "error", code: 1000, msg: msgOf(1000) });
    client.send({ type: "heartbeat" });
    expect((await client.next()).type).toBe("heartbeat");
  });

  it("closes after too many malformed frames in a row", async () => {
    await start({ maxBadFrames: 3 });
    const client = await signedIn("tok-alice");
    for (let i = 0; i < 3; i++) client.send("garbage");
    for (let i = 0; i < 3; i++) expect(await client.next()).toMatchObject({ type: "error", code: 1000 });
    expect((await client.closed).code).toBe(1008);
  });

  it("refuses an inbound frame above the size limit with 1000 and closes (1009)", async () => {
    await start({ maxInboundBytes: 256 });
    const client = await signedIn("tok-alice");
    client.send({ type: "heartbeat", padding: "x".repeat(300) });
    expect(await client.next()).toMatchObject({ type: "error", code: 1000 });
    expect((await client.closed).code).toBe(1009);
  });
});

describe("push hub over real sockets (decision 0002)", () => {
  it("§3: toUser reaches every socket of that user and nobody else", async () => {
    const { hub } = await start();
    const [tab1, tab2, bob] = [await signedIn("tok-alice"), await signedIn("tok-alice-2"), await signedIn("tok-bob")];
    hub.toUser("alice", alarm("for alice"));
    expect(await tab1.next()).toEqual({ type: "push", message: alarm("for alice") });
    expect(await tab2.next()).toEqual({ type: "push", message: alarm("for alice") });
    bob.send({ type: "heartbeat" });
    expect((await bob.next()).type).toBe("heartbeat");
  });

  it("§3: toOrg reaches the organization's users and not another organization", async () => {
    const { hub } = await start();
    const [alice, bob, carol] = [await signedIn("tok-alice"), await signedIn("tok-bob"), await signedIn("tok-carol")];
    hub.toOrg("org-1", alarm("org one"));
    expect(await alice.next()).toMatchObject({ type: "push", message: { infoContent: "org one" } });
    expect(await bob.next()).toMatchObject({ type: "push", message: { infoContent: "org one" } });
    carol.send({ type: "heartbeat" });
    expect((await carol.next()).type).toBe("heartbeat");
  });

  it("§4: closeUser sends the revocation code to each of the user's sockets and closes them", async () => {
    const { hub } = await start();
    const [tab1, tab2, bob] = [await signedIn("tok-alice"), await signedIn("tok-alice-2"), await signedIn("tok-bob")];
    hub.closeUser("alice", 7009);
    for (const tab of [tab1, tab2]) {
      expect(await tab.next()).toEqual({ type: "error", code: 7009, msg: msgOf(7009) });
      expect((await tab.closed).code).toBe(1008);
    }
    expect(hub.count("alice")).toBe(0);
    hub.toUser("bob", alarm("still here"));
    expect(await bob.next()).toMatchObject({ type: "push" });
  });

  it("closeSession closes only the sockets of that session", async () => {
    const { hub } = await start();
    const [tab1, tab2] = [await signedIn("tok-alice"), await signedIn("tok-alice-2")];
    hub.closeSession("s-alice-1", 20004);
    expect(await tab1.next()).toMatchObject({ type: "error", code: 20004 });
    await tab1.closed;
    hub.toUser("alice", alarm("second tab"));
    expect(await tab2.next()).toMatchObject({ type: "push", message: { infoContent: "second tab" } });
  });

  it("caps sockets per user: the oldest closes (1008)", async () => {
    const { hub } = await start({}, 2);
    const oldest = await signedIn("tok-alice");
    await signedIn("tok-alice");
    await signedIn("tok-alice-2");
    expect((await oldest.closed).code).toBe(1008);
    expect(hub.count("alice")).toBe(2);
  });

  it("drops a socket whose outbound backlog would pass the limit", async () => {
    const { hub } = await start({ maxBufferedBytes: 300 });
    const client = await signedIn("tok-alice");
    hub.toUser("alice", alarm("x".repeat(400)));
    expect((await client.closed).code).toBe(1006);
    expect(client.pending()).toEqual([]);
    await expect.poll(() => hub.count()).toBe(0);
  });

  it("§8: server shutdown sends 22013 (reconnect) to every socket, signed in or not, then closes with 1012", async () => {
    const { app } = await start();
    const signed = await signedIn("tok-alice");
    const anonymous = await connect();
    await app.close();
    running = null;
    for (const client of [signed, anonymous]) {
      expect(await client.next()).toEqual({ type: "error", code: 22013, msg: msgOf(22013) });
      expect((await client.closed).code).toBe(1012);
    }
  });
});
