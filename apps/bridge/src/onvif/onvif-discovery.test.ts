import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { addCamerasToConfig } from "./discovery-config.js";
import { discover, fromProbeMatch, type DiscoveredCamera } from "./onvif-discovery.js";
import { OnvifResponder } from "./onvif-responder.test-support.js";
import { WsDiscoveryResponder } from "./ws-discovery-responder.test-support.js";

const CREDENTIALS = { username: "admin", password: "disc-pass" };
const scopes = (name: string, hardware: string) => [
  "onvif://www.onvif.org/type/video_encoder",
  "onvif://www.onvif.org/Profile/Streaming",
  `onvif://www.onvif.org/name/${encodeURIComponent(name)}`,
  `onvif://www.onvif.org/hardware/${hardware}`,
];

describe("fromProbeMatch", () => {
  it("reads host:port from the XAddrs and maker/model from the scopes", () => {
    const match = { probeMatches: { probeMatch: { XAddrs: "http://192.168.1.64/onvif/device_service http://[fe80::1]/onvif/device_service", scopes: scopes("HIKVISION DS-2CD2143G0-I", "DS-2CD2143G0-I").join(" ") } } };
    expect(fromProbeMatch(match)).toEqual({ address: "192.168.1.64:80", maker: "HIKVISION", model: "DS-2CD2143G0-I" });
    expect(fromProbeMatch({ probeMatches: { probeMatch: { XAddrs: "", scopes: "" } } })).toBeNull();
  });
});

describe("discover (WS-Discovery on the multicast group, details over ONVIF)", () => {
  let cameras: OnvifResponder[];
  let wsd: WsDiscoveryResponder;
  let found: DiscoveredCamera[];

  beforeAll(async () => {
    cameras = [
      await OnvifResponder.start({ ...CREDENTIALS, maker: "HIKVISION", model: "DS-2DE4425IW-DE", streams: { Profile_1: "rtsp://10.1.1.2:554/main", Profile_2: "rtsp://10.1.1.2:554/sub" } }),
      await OnvifResponder.start({ ...CREDENTIALS, maker: "AXIS", model: "P1448-LE", ptz: false, profiles: [{ token: "p0", name: "Quality", width: 3840, height: 2160, encoding: "H264" }] }),
    ];
    wsd = await WsDiscoveryResponder.start([
      ...cameras.map((c, i) => ({ xaddr: `http://${c.address}/onvif/device_service`, scopes: scopes(i ? "AXIS" : "HIKVISION", i ? "P1448-LE" : "DS-2DE4425IW-DE") })),
      // Answers the probe, but nothing listens at its device service.
      { xaddr: "http://127.0.0.1:9/onvif/device_service", scopes: scopes("Dahua IPC-HFW2431S", "IPC-HFW2431S") },
    ]);
    found = await discover({ timeoutMs: 1500, ...CREDENTIALS });
  });
  afterAll(async () => {
    await wsd.close();
    await Promise.all(cameras.map((c) => c.close()));
  });

  it("finds every camera that answers the probe, with maker, model and profiles", () => {
    expect(wsd.probes).toHaveLength(1);
    const byAddress = new Map(found.map((c) => [c.address, c]));
    expect(byAddress.get(cameras[0]!.address)).toEqual({
      address: cameras[0]!.address,
      maker: "HIKVISION",
      model: "DS-2DE4425IW-DE",
      profiles: [
        { name: "mainStream", streamUri: "rtsp://10.1.1.2:554/main", snapshotUri: cameras[0]!.snapshotUri, width: 1920, height: 1080, encoding: "H264" },
        { name: "subStream", streamUri: "rtsp://10.1.1.2:554/sub", snapshotUri: cameras[0]!.snapshotUri, width: 640, height: 360, encoding: "H264" },
      ],
    });
    expect(byAddress.get(cameras[1]!.address)).toMatchObject({ maker: "AXIS", model: "P1448-LE", profiles: [{ width: 3840, height: 2160 }] });
  });

  it("still lists a camera whose details it cannot read, from its scopes", () => {
    expect(found.find((c) => c.address === "127.0.0.1:9")).toMatchObject({ maker: "Dahua", model: "IPC-HFW2431S", profiles: [], error: expect.any(String) as string });
  });

  it("writes the found cameras into the config, keeping what is there and adding none twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridge-discover-"));
    const file = join(dir, "bridge.yaml");
    const axis = cameras[1]!.address;
    writeFileSync(file, `# the site's cameras\ncameras:\n  - name: Lobby\n    main: rtsp://10.1.1.9/live\n  - name: Car park\n    main: rtsp://10.1.1.3/axis-media\n    onvif: ${axis}\n`);
    try {
      expect(await addCamerasToConfig(file, found, CREDENTIALS)).toEqual({ added: [cameras[0]!.address], present: [axis], skipped: ["127.0.0.1:9"] });
      const text = readFileSync(file, "utf8");
      expect(text).toContain("# the site's cameras");
      expect((parse(text) as { cameras: unknown[] }).cameras).toEqual([
        { name: "Lobby", main: "rtsp://10.1.1.9/live" },
        { name: "Car park", main: "rtsp://10.1.1.3/axis-media", onvif: axis },
        { name: "HIKVISION DS-2DE4425IW-DE", main: "rtsp://10.1.1.2:554/main", sub: "rtsp://10.1.1.2:554/sub", ...CREDENTIALS, onvif: cameras[0]!.address },
      ]);
      const again = await addCamerasToConfig(file, found, CREDENTIALS);
      expect([again.added, again.present.sort()]).toEqual([[], [cameras[0]!.address, axis].sort()]);
      expect(readFileSync(file, "utf8")).toBe(text);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
