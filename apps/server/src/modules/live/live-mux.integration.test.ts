import { Code, LIVE_MUX_PATH, MUX_HEADER_BYTES, type LiveMuxServerFrame, type LoginResult, type StreamTicketBatch } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { CHROMIUM_CODECS, fragmentInfo, mp4Boxes } from "../../test-support/live-client.js";
import { buyTestLicence } from "../../test-support/licences.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { useServer } from "../../test-support/test-server.js";

const waitUntil = async (check: () => boolean, what: string, timeoutMs = 10_000) => {
  for (const deadline = Date.now() + timeoutMs; !check(); await new Promise((r) => setTimeout(r, 10))) if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
};

// Issue 31 "A full wall in a second": one wall socket carries every window of a page, each a channel
// opened with a /ws-live ticket (Chromium opens WebSockets to one host one at a time).
describe("live wall socket [PGlite]", () => {
  const server = useServer("pglite", {}, { maxLiveStreamsPerOrg: 8 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  // A device with at least three channels online and enabled.
  const nvr = generateFleet({ count: 20, seed: "live-wall" }).find((d) => d.status === 1 && d.channels.filter((c) => c.status === 1 && c.enabled).length >= 3)!;
  let device: SimulatedDevice;
  let admin: LoginResult;
  const sockets: WebSocket[] = [];

  /** A wall socket that keeps its text frames and, per channel, its binary frames without the header. */
  async function openWall() {
    const socket = new WebSocket(`${server().baseUrl.replace(/^http/, "ws")}${LIVE_MUX_PATH}`);
    sockets.push(socket);
    const texts: LiveMuxServerFrame[] = [];
    const binaries = new Map<number, Uint8Array[]>();
    socket.on("message", (data, isBinary) => {
      if (!isBinary) return void texts.push(JSON.parse(data.toString()) as LiveMuxServerFrame);
      const bytes = new Uint8Array(data as Buffer);
      const id = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
      binaries.set(id, [...(binaries.get(id) ?? []), bytes.subarray(MUX_HEADER_BYTES)]);
    });
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const send = (frame: object) => socket.send(JSON.stringify(frame));
    return { socket, texts, binaries, send };
  }
  const tickets = async (chls: number[]) => {
    const answer = await api.call<StreamTicketBatch>("/device/access-token/batch", { list: chls.map((chlIndex) => ({ sn: nvr.sn, chlIndex, stream: "sub" })) }, admin);
    expect(answer.code, answer.text).toBe(200);
    return answer.data.list.map((a) => a.ticket!);
  };

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Alpha Wall", [{ email: "admin@wall-a.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "wall-a.test", ["admin"])).admin;
    await buyTestLicence(api, server().app, admin);
    const site = await steps.addSite(admin, "Wall");
    device = new SimulatedDevice(nvr, { serverUrl: server().baseUrl });
    await device.start();
    await steps.ok("/device/bind", { sn: nvr.sn, securityCode: nvr.securityCode, siteId: site, name: nvr.name }, admin);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await device.stop();
  });

  it("§2 §7 issue 31: the channels of one socket each get their MSE answer, init segment and fragments from 0, apart", async () => {
    const online = nvr.channels.filter((c) => c.status === 1 && c.enabled).slice(0, 3).map((c) => c.chlIndex);
    const wall = await openWall();
    (await tickets(online)).forEach((ticket, i) => wall.send({ type: "open", id: i + 1, ticket, value: CHROMIUM_CODECS }));
    await waitUntil(() => online.every((_, i) => (wall.binaries.get(i + 1)?.length ?? 0) >= 3), "3 binary frames per channel");
    for (const id of online.map((_, i) => i + 1)) {
      expect(wall.texts.find((t) => t.id === id && t.type === "mse")).toMatchObject({ value: expect.stringContaining("avc1.") });
      const [init, first] = wall.binaries.get(id)!;
      expect(mp4Boxes(init!).map((b) => b.type)).toEqual(["ftyp", "moov"]);
      expect(fragmentInfo(first!)).toMatchObject({ decodeTime: 0, keyframe: true });
    }
    expect(server().app.vms.live.stats()).toMatchObject({ viewers: online.length });
    // Closing one channel leaves its stream; the others go on.
    wall.send({ type: "close", id: 1 });
    await waitUntil(() => server().app.vms.live.stats().viewers === online.length - 1, "the closed channel's viewer to leave");
    const before = wall.binaries.get(2)!.length;
    await waitUntil(() => wall.binaries.get(2)!.length > before + 2, "channel 2 to go on");
    wall.socket.close();
    await waitUntil(() => server().app.vms.live.stats().viewers === 0, "every viewer to leave with the socket");
  });

  it("§8: a used or unknown ticket and a reused id are refused for that channel alone (error, then closed)", async () => {
    const [chl] = nvr.channels.filter((c) => c.status === 1 && c.enabled).map((c) => c.chlIndex);
    const wall = await openWall();
    const [ticket] = await tickets([chl!]);
    wall.send({ type: "open", id: 7, ticket, value: CHROMIUM_CODECS });
    wall.send({ type: "open", id: 8, ticket, value: CHROMIUM_CODECS });
    wall.send({ type: "open", id: 7, ticket: "nope", value: CHROMIUM_CODECS });
    await waitUntil(() => wall.texts.filter((t) => t.type === "closed").length >= 2, "two refused channels");
    const errors = wall.texts.filter((t) => t.type === "error");
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ id: 8, code: Code.LIVE_TICKET_INVALID }), expect.objectContaining({ id: 7, code: Code.MALFORMED })]));
    await waitUntil(() => (wall.binaries.get(7)?.length ?? 0) >= 2, "channel 7 to play on");
    expect(wall.socket.readyState).toBe(WebSocket.OPEN);
  });
});
