import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiClient, RequestOf } from "@vms/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningBridge } from "../cli/run-bridge.js";
import { ServerProcess, poll, startBoundBridge } from "../device/server-process.test-support.js";
import { attributes, field, OnvifResponder, SNAPSHOT_JPEG } from "../onvif/onvif-responder.test-support.js";
import { startGstRtspServer, type GstRtspServer } from "../test-support/gst-rtsp-server.test-support.js";

// Issue 30 "Done when": PTZ and motion events of a bridged ONVIF camera through the whole chain — the
// console's calls on the REAL server (child process), the bridge as `vms-bridge` runs it
// (defaultParts), the ONVIF SOAP responder as the camera, GStreamer's RTSP server as its stream.

const MOTION_TOPIC = "tns1:RuleEngine/CellMotionDetector/Motion";
const USER = "admin";
const PASSWORD = "cam-secret";

describe("a bridged ONVIF camera through the real server", () => {
  const server = new ServerProcess();
  let rtsp: GstRtspServer;
  let camera: OnvifResponder;
  let bridge: RunningBridge;
  let api: ApiClient;
  let dir = "";
  let sn = "";
  let siteId = "";
  let onvifPort = 0;

  const transport = async (api_: RequestOf<"/device/transport">["api"], params: Record<string, unknown>) =>
    api.call("/device/transport", { sn, chlIndex: 1, api: api_, params });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-onvif-it-"));
    rtsp = await startGstRtspServer({ user: USER, password: PASSWORD, width: 640, height: 360, fps: 10, bitrate: 300 });
    // The camera's ONVIF service answers only after the bridge is bound (first test): a free port for it now.
    const placeholder = await OnvifResponder.start();
    onvifPort = placeholder.port;
    await placeholder.close();
    await writeFile(
      join(dir, "site.yaml"),
      `cameras:\n  - name: Dome\n    main: ${rtsp.url}/main\n    sub: ${rtsp.url}/sub\n    username: ${USER}\n    password: ${PASSWORD}\n    onvif: 127.0.0.1:${onvifPort}\n`,
    );
    await server.start();
    ({ bridge, api, sn, siteId } = await startBoundBridge(server, dir, "ONVIF site"));
  }, 180_000);

  afterAll(async () => {
    await bridge?.stop();
    await Promise.all([server.stop(), camera?.close(), rtsp?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("reports PTZ on the channel once the camera's ONVIF service answered (a new hello)", async () => {
    const supportFun = async () => (await api.call("/channel/list/detail", { sn })).list.find((c) => c.chlIndex === 1)?.supportFun;
    // Bound while the camera's ONVIF service does not answer yet: a channel without PTZ.
    expect(await supportFun()).toEqual(expect.not.arrayContaining(["ptz"]));
    camera = await OnvifResponder.start({ port: onvifPort, username: USER, password: PASSWORD, ptz: true, streams: { Profile_1: `${rtsp.url}/main`, Profile_2: `${rtsp.url}/sub` } });
    await poll(async () => ((await supportFun())?.includes("ptz") ? true : null), "ptz in the channel's supportFun", 60_000);
    // The PTZ panel asks the device itself (features/ptz-panel/api/get-ptz-caps.ts).
    expect(await transport("PtzGetCaps_I", {})).toMatchObject({ code: 200, status: "success", data: { ptz: true } });
  });

  it("moves the head with ContinuousMove and Stop at the camera", async () => {
    expect(await transport("PtzControl_I", { action: "left", speed: 4 })).toMatchObject({ status: "success" });
    const move = await camera.waitFor("ContinuousMove");
    // Speed 4 of 8 is half the generic velocity space, to the left.
    expect(attributes(move.body, "PanTilt")).toMatchObject({ x: "-0.5", y: "0" });
    const stops = camera.calls("Stop").length;
    expect(await transport("PtzControl_I", { action: "stop" })).toMatchObject({ status: "success" });
    await camera.waitFor("Stop", stops + 1);
  });

  it("adds, saves, goes to and deletes a preset with SetPreset, GotoPreset and RemovePreset", async () => {
    expect(await transport("createChlPreset", { index: 2, name: "Gate" })).toMatchObject({ status: "success", data: { index: 2 } });
    const created = await camera.waitFor("SetPreset");
    expect(field(created.body, "PresetName")).toBe("Gate");
    const [token] = [...camera.presets.keys()];
    expect(camera.presets.get(token ?? "")?.name).toBe("Gate");

    expect(await transport("PtzModifyPresetPosition_I", { index: 2 })).toMatchObject({ status: "success" });
    expect(field((await camera.waitFor("SetPreset", 2)).body, "PresetToken")).toBe(token);

    expect(await transport("goToPtzPreset", { index: 2 })).toMatchObject({ status: "success" });
    expect(field((await camera.waitFor("GotoPreset")).body, "PresetToken")).toBe(token);

    expect(await transport("delChlPreset", { index: 2 })).toMatchObject({ status: "success" });
    expect(field((await camera.waitFor("RemovePreset")).body, "PresetToken")).toBe(token);
    expect(camera.presets.size).toBe(0);
  });

  let ruleId = "";
  const motionEvents = async () =>
    (await api.call("/event/search/list", { startTime: Date.now() - 600_000, endTime: Date.now() + 60_000, cameras: [{ sn, chlIndex: 1 }], eventTypes: ["MOTION"], pageNum: 1, pageSize: 10 })).list;

  it("makes the camera's motion notification an event in event search, with the snapshot URI's JPEG", async () => {
    camera.pushNotification(MOTION_TOPIC, { IsMotion: "true" });
    const [event] = await poll(async () => ((await motionEvents()).length > 0 ? motionEvents() : null), "the MOTION event in event search");
    expect(event).toMatchObject({ sn, chlIndex: 1, channelName: "Dome", eventType: "MOTION", targetType: null, siteId });
    const image = await fetch(new URL(event!.snapshotUrl ?? "", server.baseUrl));
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await image.arrayBuffer()).equals(SNAPSHOT_JPEG)).toBe(true);
  });

  it("takes a MOTION rule on the bridged channel, and the next motion reaches the server", async () => {
    const [me] = (await api.call("/event/rule/recipient/list", {})).list;
    // A rule has a target type (spec §3); naming MOTION, it also fires on motion without a target.
    const rule = await api.call("/event/rule/add-or-edit", { ruleName: "Dome motion", targetType: "person", eventTypes: ["MOTION"], siteIds: [siteId], cameras: [{ sn, chlIndex: 1 }], recipientIds: [me!.userId] });
    ruleId = rule.ruleId;
    camera.pushNotification(MOTION_TOPIC, { IsMotion: "false" });
    camera.pushNotification(MOTION_TOPIC, { IsMotion: "true" });
    await poll(async () => ((await motionEvents()).length >= 2 ? true : null), "the second MOTION event");
  });

  // A camera's own motion has no target: the rules naming MOTION fire on it (apps/server alarm-rules/match-rule.ts).
  it("raises the MOTION rule's alarm", async () => {
    const alarms = async () => (await api.call("/event/alarm/search/list", { kind: "ai", ruleIds: [ruleId], pageNum: 1, pageSize: 10 })).list;
    const [alarm] = await poll(async () => ((await alarms()).length > 0 ? alarms() : null), "the rule's alarm");
    expect(alarm).toMatchObject({ sn, chlIndex: 1, eventType: "MOTION", ruleName: "Dome motion" });
  });
});
