import type { PushMessage } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createLocalPushTransport, createPushHub, type PushConnection, type PushDelivery, type PushTransport } from "./push-hub.js";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const message: PushMessage = { infoType: "DEVICE_STATUS", infoContent: "online", extension: '{"code":1}' };

function fakeConnection(userId: string, orgId: string, sessionId: string | null = null) {
  const events: string[] = [];
  const connection: PushConnection = {
    userId,
    orgId,
    sessionId,
    sendText: (text) => void events.push(text),
    fail: (code) => void events.push(`fail ${code}`),
    end: (wsCode) => void events.push(`end ${wsCode}`),
  };
  return { connection, events };
}

describe("createPushHub", () => {
  it("§3: serialises a push once as a contract frame and fans it out to the user's connections", () => {
    const hub = createPushHub({ log: silent });
    const a1 = fakeConnection("a", "o1");
    const a2 = fakeConnection("a", "o1");
    const b = fakeConnection("b", "o1");
    for (const c of [a1, a2, b]) hub.attach(c.connection);
    hub.toUser("a", message);
    const frame = JSON.stringify({ type: "push", message });
    expect([a1.events, a2.events, b.events]).toEqual([[frame], [frame], []]);
    hub.toOrg("o1", message);
    expect(b.events).toEqual([frame]);
    hub.toOrg("o2", message);
    expect(a1.events).toHaveLength(2);
  });

  it("throws at the caller for a message that breaks the contract, before publishing", () => {
    const published: PushDelivery[] = [];
    const transport: PushTransport = { publish: (d) => void published.push(d), subscribe: () => () => undefined };
    const hub = createPushHub({ log: silent, transport });
    expect(() => hub.toUser("a", { infoType: "X" } as PushMessage)).toThrow(/invalid push message/);
    expect(published).toEqual([]);
  });

  it("closeUser fails and forgets every connection of the user; detach is idempotent", () => {
    const hub = createPushHub({ log: silent });
    const a = fakeConnection("a", "o1", "s1");
    const b = fakeConnection("b", "o1", "s2");
    hub.attach(a.connection);
    hub.attach(b.connection);
    hub.closeUser("a", 7088);
    expect(a.events).toEqual(["fail 7088"]);
    expect([hub.count("a"), hub.count()]).toEqual([0, 1]);
    hub.toOrg("o1", message);
    expect(a.events).toHaveLength(1);
    hub.detach(a.connection);
    hub.closeSession("s2", 20004);
    expect(b.events).toEqual([JSON.stringify({ type: "push", message }), "fail 20004"]);
    expect(hub.count()).toBe(0);
  });

  it("evicts the oldest connection beyond the per-user cap", () => {
    const hub = createPushHub({ log: silent, maxSocketsPerUser: 2 });
    const [c1, c2, c3] = [fakeConnection("a", "o"), fakeConnection("a", "o"), fakeConnection("a", "o")];
    for (const c of [c1, c2, c3]) hub.attach(c.connection);
    expect(c1.events).toEqual(["end 1008"]);
    expect(c2.events).toEqual([]);
    expect(hub.count("a")).toBe(2);
  });

  it("§8: shutdown sends 22013 to every tracked socket once", () => {
    const hub = createPushHub({ log: silent });
    const tracked = [fakeConnection("a", "o"), fakeConnection("b", "o")];
    for (const t of tracked) hub.track(t.connection);
    hub.attach(tracked[0]!.connection);
    hub.shutdown();
    hub.shutdown();
    expect(tracked.map((t) => t.events)).toEqual([["fail 22013"], ["fail 22013"]]);
    expect(hub.count()).toBe(0);
  });

  it("routes every call through the transport (the LISTEN/NOTIFY seam)", () => {
    // Two hubs on one shared transport stand for two instances on one NOTIFY channel.
    const shared = createLocalPushTransport();
    const here = createPushHub({ log: silent, transport: shared });
    const there = createPushHub({ log: silent, transport: shared });
    const remote = fakeConnection("a", "o1", "s1");
    there.attach(remote.connection);
    here.toUser("a", message);
    here.closeSession("s1", 20004);
    expect(remote.events).toEqual([JSON.stringify({ type: "push", message }), "fail 20004"]);
  });
});
