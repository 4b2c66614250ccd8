import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadBridgeConfig, parseBridgeConfig, type CameraConfig } from "./bridge-config.js";
import { resolveCameras } from "./bridge-cameras.js";
import { assignChannels } from "./channel-map.js";
import { watchConfigFile } from "./config-watch.js";
import { DataFolder } from "./data-folder.js";

const cam = (name: string, host: string): CameraConfig => ({ name, main: `rtsp://${host}/main` });

describe("the config file", () => {
  it("reads cameras and applies the recording defaults", () => {
    const config = parseBridgeConfig("cameras:\n  - name: Gate\n    main: rtsp://10.0.0.5/ch1\n    sub: rtsp://10.0.0.5/ch2\n    username: admin\n    password: secret\n    onvif: 10.0.0.5:80\n", "site.yaml");
    expect(config.cameras).toEqual([{ name: "Gate", main: "rtsp://10.0.0.5/ch1", sub: "rtsp://10.0.0.5/ch2", username: "admin", password: "secret", onvif: "10.0.0.5:80" }]);
    expect(config.recording).toEqual({ retentionDays: 7, maxGigabytes: 50 });
  });

  it("names the file, the line and the field of a bad value", () => {
    const text = "cameras:\n  - name: Gate\n    main: rtsp://10.0.0.5/ch1\n  - name: Yard\n    main: http://10.0.0.6/\n";
    expect(() => parseBridgeConfig(text, "site.yaml")).toThrow(new ConfigError("site.yaml:5: cameras[1].main: an rtsp:// URL"));
  });

  it("names a missing field at its camera's line, an unknown key, and YAML syntax errors", () => {
    expect(() => parseBridgeConfig("cameras:\n  - name: Gate\n", "a.yaml")).toThrow(/a\.yaml:2: cameras\[0\]\.main: /);
    expect(() => parseBridgeConfig("cameras: []\nrecording:\n  retentionDay: 3\n", "b.yaml")).toThrow(/b\.yaml:3: recording: .*retentionDay/);
    expect(() => parseBridgeConfig("cameras:\n  - name: [\n", "c.yaml")).toThrow(/^c\.yaml:\d+: /);
  });

  it("refuses the same camera twice, credentials or not", () => {
    const text = "cameras:\n  - name: A\n    main: rtsp://u:p@10.0.0.5/ch1\n  - name: B\n    main: rtsp://10.0.0.5/ch1\n";
    expect(() => parseBridgeConfig(text, "s.yaml")).toThrow(/s\.yaml:5: cameras\[1\]\.main: the same camera as cameras\[0\]/);
  });

  it("says when the file cannot be read", async () => {
    await expect(loadBridgeConfig("/nonexistent/site.yaml")).rejects.toThrow(/cannot read the config \(ENOENT\)/);
  });
});

describe("channel numbers", () => {
  it("numbers new cameras in order and keeps numbers across removal, reordering and renaming", () => {
    const first = assignChannels([cam("A", "a"), cam("B", "b"), cam("C", "c")], new Map());
    expect(first.assigned.map((a) => a.chlIndex)).toEqual([1, 2, 3]);
    const second = assignChannels([cam("C renamed", "c"), cam("A", "a"), cam("D", "d")], first.map);
    expect(second.assigned.map((a) => [a.camera.name, a.chlIndex])).toEqual([["C renamed", 3], ["A", 1], ["D", 4]]);
    const third = assignChannels([cam("B", "b"), cam("A", "a")], second.map);
    expect(third.assigned.map((a) => a.chlIndex)).toEqual([2, 1]);
  });

  it("reuses the number of a long-gone camera only when every number was used", () => {
    const many = Array.from({ length: 256 }, (_, i) => cam(`C${i}`, `h${i}`));
    const full = assignChannels(many, new Map());
    const next = assignChannels([...many.slice(1), cam("new", "fresh")], full.map);
    expect(next.assigned.at(-1)?.chlIndex).toBe(1);
  });
});

describe("the data folder", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-config-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("makes the SN and security code once, private to the bridge's user", async () => {
    const data = new DataFolder(join(dir, "data"));
    await data.ensure();
    const identity = await data.identity();
    expect(identity.sn).toMatch(/^BRG[A-Z0-9]{12}$/);
    expect(identity.securityCode).toHaveLength(8);
    expect((await stat(join(dir, "data", "identity.json"))).mode & 0o777).toBe(0o600);
    expect(await new DataFolder(join(dir, "data")).identity()).toEqual(identity);
  });

  it("keeps channel numbers across restarts and strips credentials from what it opens", async () => {
    const data = new DataFolder(dir);
    const a = { name: "A", main: "rtsp://admin:p%40ss@10.0.0.5/ch1" };
    const b = { name: "B", main: "rtsp://10.0.0.6/ch1", sub: "rtsp://10.0.0.6/ch2", username: "viewer", password: "x" };
    const first = await resolveCameras({ cameras: [a, b], recording: { retentionDays: 7, maxGigabytes: 50 } }, data);
    expect(first[0]).toEqual({ chlIndex: 1, name: "A", main: { url: "rtsp://10.0.0.5/ch1", credentials: { username: "admin", password: "p@ss" } }, sub: null, onvif: null });
    expect(first[1]?.sub).toEqual({ url: "rtsp://10.0.0.6/ch2", credentials: { username: "viewer", password: "x" } });
    const again = await resolveCameras({ cameras: [b], recording: { retentionDays: 7, maxGigabytes: 50 } }, new DataFolder(dir));
    expect(again.map((c) => c.chlIndex)).toEqual([2]);
  });

  it("notices a config saved by renaming a new file over it, once per burst of writes", async () => {
    const file = join(dir, "site.yaml");
    await writeFile(file, "cameras: []\n");
    let changes = 0;
    const stop = watchConfigFile(file, () => (changes += 1), 200);
    try {
      await writeFile(join(dir, "site.yaml.new"), "cameras:\n  - name: A\n    main: rtsp://a/\n");
      const { rename } = await import("node:fs/promises");
      await rename(join(dir, "site.yaml.new"), file);
      await writeFile(file, "cameras:\n  - name: B\n    main: rtsp://b/\n");
      const start = Date.now();
      while (changes === 0 && Date.now() - start < 5_000) await new Promise((r) => setTimeout(r, 10));
      expect(changes).toBe(1);
      expect((await loadBridgeConfig(file)).cameras[0]?.name).toBe("B");
    } finally {
      stop();
    }
  });
});
