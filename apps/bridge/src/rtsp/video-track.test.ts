import { describe, expect, it } from "vitest";
import { CameraError } from "../media/camera-stream.js";
import { videoTrackFromSdp } from "./video-track.js";

const session = "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=cam\r\nt=0 0\r\n";
const audio = "m=audio 0 RTP/AVP 0\r\na=control:track2\r\n";

function failure(sdp: string): string | undefined {
  try {
    videoTrackFromSdp(sdp, "rtsp://cam/main/");
  } catch (error) {
    return error instanceof CameraError ? error.failure : "other";
  }
  return undefined;
}

describe("videoTrackFromSdp", () => {
  it("takes the first video media, its control, clock, parameter sets and frame rate", () => {
    const sdp = `${session}a=control:*\r\n${audio}m=video 0 RTP/AVP 96\r\na=rtpmap:96 H264/90000\r\na=fmtp:96 packetization-mode=1;profile-level-id=42c01f;sprop-parameter-sets=Z0LAH9oBQBbk,aM48gA==\r\na=framerate:12.5\r\na=control:stream=0\r\n`;
    const track = videoTrackFromSdp(sdp, "rtsp://cam/main/");
    expect(track).toMatchObject({ control: "rtsp://cam/main/stream=0", aggregate: "rtsp://cam/main/", payloadType: 96, clockRate: 90_000, fps: 12.5 });
    expect(track.sps?.toString("hex")).toBe("6742c01fda014016e4");
    expect(track.pps?.toString("hex")).toBe("68ce3c80");
  });

  it("uses an absolute session control as the aggregate and base", () => {
    const sdp = `${session}a=control:rtsp://cam:554/live/\r\nm=video 0 RTP/AVP 97\r\na=rtpmap:97 H264/90000\r\na=control:trackID=1\r\n`;
    expect(videoTrackFromSdp(sdp, "rtsp://cam/x")).toMatchObject({ control: "rtsp://cam:554/live/trackID=1", aggregate: "rtsp://cam:554/live/" });
  });

  it("refuses H.265 and MJPEG (by rtpmap or static payload 26) with their own failures", () => {
    expect(failure(`${session}m=video 0 RTP/AVP 96\r\na=rtpmap:96 H265/90000\r\n`)).toBe("codecH265");
    expect(failure(`${session}m=video 0 RTP/AVP 96\r\na=rtpmap:96 HEVC/90000\r\n`)).toBe("codecH265");
    expect(failure(`${session}m=video 0 RTP/AVP 26\r\n`)).toBe("codecMjpeg");
    expect(failure(`${session}m=video 0 RTP/AVP 96\r\na=rtpmap:96 JPEG/90000\r\n`)).toBe("codecMjpeg");
  });

  it("answers protocol for another codec or no video", () => {
    expect(failure(`${session}m=video 0 RTP/AVP 96\r\na=rtpmap:96 VP8/90000\r\n`)).toBe("protocol");
    expect(failure(`${session}${audio}`)).toBe("protocol");
  });
});
