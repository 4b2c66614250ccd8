import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Code, type ApiClient } from "@vms/api-client";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayUrlOf } from "../cli/args.js";
import { runBridge, type RunningBridge } from "../cli/run-bridge.js";
import { ClipCameras } from "./clip-camera.test-support.js";
import { ServerProcess, poll } from "./server-process.test-support.js";

// The bridge against the REAL server (apps/server/dist in a child process), its cameras played from
// the simulator's H.264 clips: hello, binding through /vms, channels in /channel/page, live video
// through the server's relay, a camera refusing the password, a camera lost, and a config reload.

const CONFIG = (gateName: string, extra = "") => `cameras:
  - name: ${gateName}
    main: rtsp://admin:secret@cam1.test/main
    sub: rtsp://cam1.test/sub
  - name: Yard
    main: rtsp://cam2.test/main
${extra}`;

interface Channel {
  chlIndex: number;
  name: string;
  status: 0 | 1;
}

describe("the bridge with the real server", () => {
  const server = new ServerProcess();
  const cameras = new ClipCameras();
  const lines: string[] = [];
  let dir = "";
  let bridge: RunningBridge;
  let api: ApiClient;
  let sn = "";

  const channels = async (): Promise<Channel[]> => {
    const page = await api.call("/channel/page", { pageNum: 1, pageSize: 10 });
    return page.list.filter((c) => c.sn === sn).map((c) => ({ chlIndex: c.chlIndex, name: c.name, status: c.status })).sort((a, b) => a.chlIndex - b.chlIndex);
  };
  const channelStatus = (chlIndex: number, status: 0 | 1) => poll(async () => ((await channels()).find((c) => c.chlIndex === chlIndex)?.status === status ? true : null), `channel ${chlIndex} status ${status}`);

  /** A console's live socket for one channel stream: its text frames, and the binary frames counted. */
  const watch = async (chlIndex: number, stream: "main" | "sub") => {
    const ticket = await api.call("/device/access-token/get", { sn, chlIndex, stream });
    const socket = new WebSocket(`${server.baseUrl.replace(/^http/, "ws")}${ticket.path}`);
    const texts: Array<{ type: string; code?: number }> = [];
    let binaries = 0;
    socket.on("message", (data, isBinary) => (isBinary ? (binaries += 1) : texts.push(JSON.parse(data.toString()) as { type: string })));
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    socket.send(JSON.stringify({ type: "mse", value: "avc1.640029,avc1.64001F,avc1.4D401F,avc1.42E01E,avc1.42C01E,avc1.42C01F" }));
    return { socket, texts, binaries: () => binaries };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-it-"));
    await writeFile(join(dir, "site.yaml"), CONFIG("Gate"));
    cameras.fail("rtsp://cam2.test/main", "unauthorized");
    await server.start();
    bridge = await runBridge(
      { gatewayUrl: gatewayUrlOf(server.baseUrl), config: join(dir, "site.yaml"), data: join(dir, "data"), print: (line) => lines.push(line), backoff: { minMs: 200, maxMs: 1_000 }, reloadDebounceMs: 100 },
      { openStream: cameras.open },
    );
    sn = bridge.device.sn;
    await poll(() => (bridge.device.connected ? true : null), "the welcome");
    api = await server.signedInAdmin();
  }, 180_000);

  afterAll(async () => {
    await bridge?.stop();
    await server.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("prints its SN and security code, and is bound like a recorder with one channel per camera", async () => {
    expect(lines).toContain(`SN: ${sn}`);
    expect(lines).toContain(`Security code: ${bridge.device.securityCode}`);
    const { siteId } = await api.call("/site/add", { siteName: "Bridge site", scene: 1, city: "Berlin", address: "Main St 1", contactPerson: "Ann Lee", contactPhone: "+49 30 1234567" });
    const device = await api.call("/device/bind", { sn, securityCode: bridge.device.securityCode, siteId });
    expect(device.devType).toBe(2);
    expect(await channels()).toEqual([
      { chlIndex: 1, name: "Gate", status: 1 },
      { chlIndex: 2, name: "Yard", status: 1 },
    ]);
  });

  it("relays a camera's H.264 to a console viewer through the server", async () => {
    const viewer = await watch(1, "sub");
    await poll(() => (viewer.binaries() >= 10 ? true : null), "10 fragments at the viewer");
    expect(viewer.texts[0]).toMatchObject({ type: "mse" });
    // The first binary frame is the MP4 init segment; each later one carries one relayed access unit.
    expect(bridge.device.liveStats.framesSent).toBeGreaterThanOrEqual(viewer.binaries() - 1);
    viewer.socket.close();
    await poll(() => (bridge.hub.openSessions(1) === 0 ? true : null), "the camera session closed after the last viewer");
  });

  it("answers a transport call through the server with the data folder's disk", async () => {
    const answer = await api.call("/device/transport", { sn, api: "queryStorageDevInfo", params: {} });
    expect(answer).toMatchObject({ status: "success", data: { kind: "disks", disks: [{ index: 1, status: "normal" }] } });
  });

  it("carries out the console's reboot and log upload as a recorder's tasks", async () => {
    const states: string[] = [];
    const off = bridge.device.onConnection((change) => states.push(change.state));
    await api.call("/dev-cmd/execute", { sn, cmd: "reboot" });
    const done = async (cmd: "reboot" | "logUpload") => {
      const check = await api.call("/dev-cmd/check", { sn, cmd });
      return check.task && check.task.state !== "running" ? check.task.state : null;
    };
    expect(await poll(() => done("reboot"), "the reboot task", 60_000)).toBe("success");
    off();
    expect(states).toEqual(["disconnected", "connected"]);
    await api.call("/dev-cmd/execute", { sn, cmd: "logUpload" });
    expect(await poll(() => done("logUpload"), "the log upload task")).toBe("success");
  });

  it("refuses a camera with a wrong password with its catalogue code and turns its channel offline", async () => {
    const viewer = await watch(2, "main");
    await poll(() => viewer.texts.find((t) => t.type === "error") ?? null, "the viewer's error");
    expect(viewer.texts.find((t) => t.type === "error")?.code).toBe(Code.CAMERA_UNAUTHORIZED);
    await channelStatus(2, 0);
    expect(bridge.hub.status(2)?.state).toBe("unauthorized");
    viewer.socket.close();
  });

  it("ends the live view and turns the channel offline when its camera stops answering, and back online after", async () => {
    const viewer = await watch(1, "main");
    await poll(() => (viewer.binaries() >= 3 ? true : null), "fragments at the viewer");
    cameras.cut("rtsp://cam1.test/main");
    await poll(() => viewer.texts.find((t) => t.type === "error") ?? null, "the viewer told the stream ended");
    await channelStatus(1, 0);
    expect(viewer.texts.find((t) => t.type === "error")?.code).toBe(Code.CHANNEL_UNAVAILABLE);
    expect(lines.some((l) => l.includes("CH1 Gate: unreachable"))).toBe(true);
    viewer.socket.close();
    // One device-health event for the outage, however often the bridge asks the camera again meanwhile.
    const healthEvents = async () => {
      const page = await api.call("/event/search/list", { startTime: Date.now() - 600_000, endTime: Date.now() + 60_000, eventTypes: ["NETWORK_DOWN"], pageNum: 1, pageSize: 10 });
      return page.list.filter((e) => e.sn === sn);
    };
    const [health] = await poll(async () => ((await healthEvents()).length > 0 ? healthEvents() : null), "the NETWORK_DOWN event");
    expect(health).toMatchObject({ chlIndex: 0, eventType: "NETWORK_DOWN" });
    const attempts = cameras.opens;
    await poll(() => (cameras.opens >= attempts + 2 ? true : null), "two more attempts at the camera");
    // Nobody watches an offline channel (the cloud refuses to): the bridge itself notices the camera is back.
    cameras.fail("rtsp://cam1.test/main", null);
    await channelStatus(1, 1);
    const again = await watch(1, "main");
    await poll(() => (again.binaries() >= 3 ? true : null), "fragments after the camera came back");
    again.socket.close();
    expect(await healthEvents()).toHaveLength(1);
  });

  it("shows a renamed and an added camera as channel changes without a restart, keeping channel numbers", async () => {
    await writeFile(join(dir, "site.yaml"), CONFIG("Front gate", "  - name: Dock\n    main: rtsp://cam3.test/main\n"));
    await poll(async () => ((await channels()).length === 3 ? true : null), "three channels");
    expect((await channels()).map((c) => [c.chlIndex, c.name])).toEqual([
      [1, "Front gate"],
      [2, "Yard"],
      [3, "Dock"],
    ]);
    // Removing a camera leaves the others on their numbers.
    await writeFile(join(dir, "site.yaml"), "cameras:\n  - name: Front gate\n    main: rtsp://cam1.test/main\n  - name: Dock\n    main: rtsp://cam3.test/main\n");
    await poll(async () => ((await channels()).length === 2 ? true : null), "two channels");
    expect((await channels()).map((c) => [c.chlIndex, c.name])).toEqual([
      [1, "Front gate"],
      [3, "Dock"],
    ]);
    expect(bridge.device.connected).toBe(true);
  });

  it("keeps running on its old cameras when the config turns invalid", async () => {
    const before = await channels();
    const outcome = new Promise((resolve) => bridge.onReload(resolve));
    await writeFile(join(dir, "site.yaml"), "cameras:\n  - name: Broken\n    main: http://nope/\n");
    expect(await outcome).toMatchObject({ ok: false, error: expect.stringMatching(/site\.yaml:3: cameras\[0\]\.main/) });
    expect(await channels()).toEqual(before);
  });

  it("reconnects with back-off when the cloud goes away and comes back, and stays bound", async () => {
    const states: string[] = [];
    const off = bridge.device.onConnection((change) => states.push(change.state));
    await server.crash();
    await poll(() => (states.includes("disconnected") ? true : null), "the bridge noticing the drop");
    await server.start();
    await poll(() => (states.at(-1) === "connected" ? true : null), "the bridge's new welcome", 120_000);
    off();
    expect(states.filter((s) => s === "disconnected").length).toBeGreaterThanOrEqual(1);
    expect(lines.some((l) => /disconnected from the cloud .*retrying in \d/.test(l))).toBe(true);
    await poll(async () => ((await channels()).every((c) => c.status === 1) ? true : null), "the channels online again");
  }, 180_000);
});
