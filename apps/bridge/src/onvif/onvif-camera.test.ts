import { afterEach, describe, expect, it } from "vitest";
import { OnvifCamera } from "./onvif-camera.js";
import { OnvifResponder, SNAPSHOT_JPEG } from "./onvif-responder.test-support.js";

const CREDENTIALS = { username: "admin", password: "Cam3ra!pass" };
let responder: OnvifResponder | undefined;

afterEach(async () => {
  await responder?.close();
  responder = undefined;
});

describe("OnvifCamera", () => {
  it("reads maker, model, profiles with stream and snapshot URIs, and PTZ, logging in with WS-Security", async () => {
    responder = await OnvifResponder.start({
      ...CREDENTIALS,
      streams: { Profile_1: "rtsp://10.0.0.7:554/main", Profile_2: "rtsp://10.0.0.7:554/sub" },
    });
    const camera = await OnvifCamera.connect({ address: responder.address, ...CREDENTIALS });
    expect(camera.info).toMatchObject({
      maker: "HIKVISION",
      model: "DS-2DE4425IW-DE",
      mainStreamUri: "rtsp://10.0.0.7:554/main",
      subStreamUri: "rtsp://10.0.0.7:554/sub",
      snapshotUri: responder.snapshotUri,
      hasPtz: true,
    });
    expect(camera.info.profiles.map((p) => [p.token, p.width, p.height, p.encoding])).toEqual([
      ["Profile_1", 1920, 1080, "H264"],
      ["Profile_2", 640, 360, "H264"],
    ]);
    // The responder checked the UsernameToken digest of every call: GetProfiles passed it.
    expect(responder.calls("GetProfiles")[0]?.body).toContain("PasswordDigest");
  });

  it("takes the largest profile as main whatever order the camera lists them in", async () => {
    responder = await OnvifResponder.start({
      profiles: [
        { token: "sub", name: "sub", width: 704, height: 576, encoding: "H264" },
        { token: "main", name: "main", width: 2560, height: 1440, encoding: "H265" },
      ],
    });
    const camera = await OnvifCamera.connect({ address: responder.address });
    expect(camera.info.profiles.map((p) => p.token)).toEqual(["main", "sub"]);
    expect(camera.info.mainStreamUri).toContain("/main");
    expect(camera.info.profiles[0]?.encoding).toBe("H265");
  });

  it("falls back to GetCapabilities on a camera without GetServices", async () => {
    responder = await OnvifResponder.start({ ...CREDENTIALS, getServices: false });
    const camera = await OnvifCamera.connect({ address: responder.address, ...CREDENTIALS });
    expect(responder.calls("GetCapabilities")).toHaveLength(1);
    expect(camera.info).toMatchObject({ maker: "HIKVISION", hasPtz: true, snapshotUri: responder.snapshotUri });
    await camera.stop();
    expect(responder.calls("Stop")[0]?.path).toBe("/onvif/PTZ");
  });

  it("says a camera without a PTZ service has no PTZ", async () => {
    responder = await OnvifResponder.start({ ptz: false });
    const camera = await OnvifCamera.connect({ address: responder.address });
    expect(camera.info.hasPtz).toBe(false);
  });

  it("fails to connect with a wrong password", async () => {
    responder = await OnvifResponder.start(CREDENTIALS);
    await expect(OnvifCamera.connect({ address: responder.address, username: "admin", password: "wrong" })).rejects.toThrow(/Authorized/i);
  });

  it("fetches the snapshot JPEG through HTTP Digest", async () => {
    responder = await OnvifResponder.start(CREDENTIALS);
    const camera = await OnvifCamera.connect({ address: responder.address, ...CREDENTIALS });
    const jpeg = await camera.fetchSnapshot();
    expect(jpeg.equals(SNAPSHOT_JPEG)).toBe(true);
    // First unauthenticated (401 with a Digest challenge), then answered.
    expect(responder.calls("GET snapshot")).toHaveLength(2);
  });
});
