import { describe, expect, it } from "vitest";
import { codecName, formatBitrate, formatFps, formatResolution } from "./bridge-camera-figures";

describe("a bridged camera's figures (issue 30 device detail)", () => {
  it("H.264 RFC 6381 strings name the profile and level", () => {
    expect(codecName("avc1.640028")).toBe("H.264 High 4.0");
    expect(codecName("avc1.4D401F")).toBe("H.264 Main 3.1");
    expect(codecName("avc1.42E01E")).toBe("H.264 Constrained Baseline 3.0");
    expect(codecName("avc1.420033")).toBe("H.264 Baseline 5.1");
    expect(codecName("avc3.640032")).toBe("H.264 High 5.0");
    expect(codecName("avc1.6E0029")).toBe("H.264 High 10 4.1");
  });

  it("an unknown profile or a bare entry still says the codec", () => {
    expect(codecName("avc1.FF0028")).toBe("H.264 4.0");
    expect(codecName("avc1")).toBe("H.264");
    expect(codecName("avc1.xyz")).toBe("H.264");
  });

  it("H.265, AV1 and MJPEG; anything else as sent; no session yet is null", () => {
    expect(codecName("hvc1.1.6.L120.90")).toBe("H.265 Main 4.0");
    expect(codecName("hev1.2.4.L153.B0")).toBe("H.265 Main 10 5.1");
    expect(codecName("hvc1.1.6.H150.90")).toBe("H.265 Main 5.0 High tier");
    expect(codecName("hvc1")).toBe("H.265");
    expect(codecName("av01.0.08M.08")).toBe("AV1");
    expect(codecName("jpeg")).toBe("MJPEG");
    expect(codecName("mp4a.40.2")).toBe("mp4a.40.2");
    expect(codecName(null)).toBeNull();
    expect(codecName(" ")).toBeNull();
  });

  it("resolution, bitrate and frame rate", () => {
    expect(formatResolution(1920, 1080)).toBe("1920×1080");
    expect(formatResolution(null, 1080)).toBeNull();
    expect(formatBitrate(4000)).toBe("4.0 Mbit/s");
    expect(formatBitrate(4096)).toBe("4.1 Mbit/s");
    expect(formatBitrate(512)).toBe("512 kbit/s");
    expect(formatBitrate(12_500)).toBe("12.5 Mbit/s");
    expect(formatBitrate(null)).toBeNull();
    expect(formatBitrate(-1)).toBeNull();
    expect(formatFps(25)).toBe("25");
    expect(formatFps(29.97)).toBe("29.97");
    expect(formatFps(null)).toBeNull();
  });
});
