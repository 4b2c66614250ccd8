import { describe, expect, it } from "vitest";
import { CameraError } from "../media/camera-stream.js";
import { parseRtspUrl, resolveControl } from "./rtsp-url.js";

describe("parseRtspUrl", () => {
  it("takes the credentials out of the URL and defaults the port to 554", () => {
    const t = parseRtspUrl("rtsp://ad%40min:p%3Ass@cam.local/Streaming/101");
    expect(t).toEqual({ url: "rtsp://cam.local/Streaming/101", host: "cam.local", port: 554, credentials: { username: "ad@min", password: "p:ss" } });
  });

  it("lets the explicit credentials win over the URL's", () => {
    const t = parseRtspUrl("rtsp://u:x@10.0.0.5:8554/main", { username: "admin", password: "right" });
    expect(t.credentials).toEqual({ username: "admin", password: "right" });
    expect(t.port).toBe(8554);
    expect(t.url).not.toContain("x@");
  });

  it("refuses other schemes with a protocol error", () => {
    expect(() => parseRtspUrl("http://cam/x")).toThrow(CameraError);
    expect(() => parseRtspUrl("nonsense")).toThrow(CameraError);
  });
});

describe("resolveControl", () => {
  const base = "rtsp://cam:554/main/";
  it("answers the base for a missing or * control", () => {
    expect(resolveControl(undefined, base)).toBe(base);
    expect(resolveControl("*", base)).toBe(base);
  });
  it("keeps an absolute control", () => {
    expect(resolveControl("rtsp://other/track1", base)).toBe("rtsp://other/track1");
  });
  it("appends a relative control, adding the slash when the base lacks one", () => {
    expect(resolveControl("stream=0", base)).toBe("rtsp://cam:554/main/stream=0");
    expect(resolveControl("trackID=1", "rtsp://cam/live.sdp")).toBe("rtsp://cam/live.sdp/trackID=1");
  });
  it("resolves a path-absolute control against the host", () => {
    expect(resolveControl("/video/track", base)).toBe("rtsp://cam:554/video/track");
  });
});
