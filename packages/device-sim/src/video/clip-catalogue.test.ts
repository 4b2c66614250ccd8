import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NAL_TYPE, nalType, parseSps, splitAccessUnits } from "@vms/media/h264";
import { generateFleet } from "../fleet.js";
import { listVideoClips, VIDEO_ASSETS_DIR, videoClipFor, videoClipFps } from "./clip-catalogue.js";

const clips = listVideoClips();
const catalogue = JSON.parse(readFileSync(new URL("clips.json", VIDEO_ASSETS_DIR), "utf8")) as { gopFrames: number; loopFrames: number };

// Spec §1 live video; issue 11: committed loops, labelled per channel, main and sub stream sizes differ.
describe("the committed video clips", () => {
  it("come in main/sub pairs, each pair with its own background colour", () => {
    const main = clips.filter((c) => c.stream === "main");
    const sub = clips.filter((c) => c.stream === "sub");
    expect(main.length).toBeGreaterThanOrEqual(16);
    expect(sub.map((c) => [c.sn, c.chlIndex, c.label, c.background])).toEqual(main.map((c) => [c.sn, c.chlIndex, c.label, c.background]));
    expect(new Set(main.map((c) => c.background)).size).toBe(main.length);
  });

  it("are H.264 baseline loops of whole GOPs, each IDR led by SPS and PPS; main 1280x720, sub 640x360", () => {
    expect(videoClipFps()).toBe(25);
    expect(catalogue.loopFrames % catalogue.gopFrames).toBe(0);
    for (const clip of clips) {
      const units = splitAccessUnits(readFileSync(new URL(clip.file, VIDEO_ASSETS_DIR)));
      expect(units, clip.file).toHaveLength(catalogue.loopFrames);
      const keyframes = units.flatMap((u, i) => (u.keyframe ? [i] : []));
      expect(keyframes, clip.file).toEqual(Array.from({ length: catalogue.loopFrames / catalogue.gopFrames }, (_, i) => i * catalogue.gopFrames));
      for (const i of keyframes) expect(units[i]!.nals.slice(0, 2).map(nalType), clip.file).toEqual([NAL_TYPE.SPS, NAL_TYPE.PPS]);
      const sps = parseSps(units[0]!.nals[0]!);
      expect([sps.profileIdc, sps.width, sps.height], clip.file).toEqual(clip.stream === "main" ? [66, 1280, 720] : [66, 640, 360]);
    }
  });

  it("stay within the 6 MB budget of committed assets", () => {
    const total = clips.reduce((sum, c) => sum + statSync(new URL(c.file, VIDEO_ASSETS_DIR)).size, 0);
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });

  it("label the demo fleet's devices (seed vms-demo, 12 devices, up to 4 channels each)", () => {
    // The server's DEMO_FLEET_SEED and default VMS_DEMO_DEVICES; when the generator changes, re-run
    // scripts/make-video-assets.sh.
    for (const device of generateFleet({ count: 12, seed: "vms-demo" })) {
      for (let chl = 1; chl <= Math.min(4, device.channels.length); chl++) {
        const clip = videoClipFor({ sn: device.sn, chlIndex: chl, stream: "sub" });
        expect(clip.sn, `${device.sn} CH ${chl}`).toBe(device.sn);
        expect(clip.label).toBe(`${device.name}  ${device.sn} · CH ${chl}`);
      }
    }
  });
});

describe("videoClipFor", () => {
  it("picks the demo device's own clip for its stream", () => {
    expect(videoClipFor({ sn: "N3B2D1A22B82", chlIndex: 2, stream: "main" })).toMatchObject({ file: "N3B2D1A22B82-ch02-main.h264", chlIndex: 2 });
    expect(videoClipFor({ sn: "N3B2D1A22B82", chlIndex: 2, stream: "sub" }).file).toBe("N3B2D1A22B82-ch02-sub.h264");
  });

  it("falls back to the generic clip of the channel number, modulo 16", () => {
    expect(videoClipFor({ sn: "IUNKNOWN0001", chlIndex: 3, stream: "sub" })).toMatchObject({ file: "ch03-sub.h264", sn: null, label: "CH 3" });
    expect(videoClipFor({ sn: "N3B2D1A22B82", chlIndex: 9, stream: "main" }).file).toBe("ch09-main.h264");
    expect(videoClipFor({ sn: "x", chlIndex: 17, stream: "main" }).file).toBe("ch01-main.h264");
    expect(videoClipFor({ sn: "x", chlIndex: 32, stream: "sub" }).file).toBe("ch16-sub.h264");
  });

  it("lets a clip label win, case-insensitively, and ignores labels it does not know", () => {
    expect(videoClipFor({ sn: "x", chlIndex: 1, stream: "sub", label: "ch 7" }).file).toBe("ch07-sub.h264");
    expect(videoClipFor({ sn: "x", chlIndex: 1, stream: "sub", label: "Front door" }).file).toBe("ch01-sub.h264");
  });

  it("is deterministic and refuses a channel index that is not a positive integer", () => {
    expect(videoClipFor({ sn: "I1", chlIndex: 5, stream: "main" })).toBe(videoClipFor({ sn: "I1", chlIndex: 5, stream: "main" }));
    expect(() => videoClipFor({ sn: "x", chlIndex: 0, stream: "main" })).toThrow(RangeError);
    expect(() => videoClipFor({ sn: "x", chlIndex: 1.5, stream: "main" })).toThrow(RangeError);
  });
});
