import { describe, expect, it } from "vitest";
import { audioTrackFromSdp } from "./audio-track.js";

const VIDEO = `v=0\r
o=- 1 1 IN IP4 127.0.0.1\r
s=cam\r
t=0 0\r
a=control:*\r
m=video 0 RTP/AVP 96\r
a=rtpmap:96 H264/90000\r
a=control:stream=0\r
`;
const BASE = "rtsp://cam/main/";

/** GStreamer's rtpmp4gpay, as its RTSP server describes it. */
const AAC = `m=audio 0 RTP/AVP 97\r
a=rtpmap:97 MPEG4-GENERIC/16000/1\r
a=fmtp:97 streamtype=5;profile-level-id=2;mode=AAC-hbr;config=140856e500;sizelength=13;indexlength=3;indexdeltalength=3\r
a=control:stream=1\r
`;

describe("audioTrackFromSdp", () => {
  it("reads an AAC-hbr track: its SETUP URL, payload type, clock, AU-header layout and AAC-LC format", () => {
    expect(audioTrackFromSdp(VIDEO + AAC, BASE)).toEqual({
      control: "rtsp://cam/main/stream=1",
      payloadType: 97,
      clockRate: 16000,
      format: { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" },
      sizeLength: 13,
      indexLength: 3,
      indexDeltaLength: 3,
      frameSamples: 1024,
    });
  });

  it("takes the RFC's mixed-case names and a config that looks like a number", () => {
    const sdp = `${VIDEO}m=audio 0 RTP/AVP 98\r\na=rtpmap:98 mpeg4-generic/48000/2\r\na=fmtp:98 streamType=5; mode=AAC-hbr; config=1190; sizeLength=13; indexLength=3; indexDeltaLength=3\r\na=control:trackID=2\r\n`;
    expect(audioTrackFromSdp(sdp, BASE)).toMatchObject({ control: "rtsp://cam/main/trackID=2", payloadType: 98, clockRate: 48000, format: { codec: "mp4a.40.2", sampleRate: 48000, channels: 2, config: "1190" } });
  });

  it("answers null for a camera without sound, or with G.711 A-law", () => {
    expect(audioTrackFromSdp(VIDEO, BASE)).toBeNull();
    expect(audioTrackFromSdp(`${VIDEO}m=audio 0 RTP/AVP 8\r\na=rtpmap:8 PCMA/8000\r\na=control:stream=1\r\n`, BASE)).toBeNull();
  });

  it("skips AAC it cannot relay (AAC-lbr, HE-AAC, a broken config) but finds an AAC-hbr track after it", () => {
    const lbr = `m=audio 0 RTP/AVP 96\r\na=rtpmap:96 mpeg4-generic/16000/1\r\na=fmtp:96 mode=AAC-lbr;config=1408;sizeLength=6;indexLength=2;indexDeltaLength=2\r\na=control:stream=1\r\n`;
    const he = `m=audio 0 RTP/AVP 100\r\na=rtpmap:100 mpeg4-generic/24000/1\r\na=fmtp:100 mode=AAC-hbr;config=2b098800;sizeLength=13;indexLength=3;indexDeltaLength=3\r\na=control:stream=2\r\n`;
    const broken = `m=audio 0 RTP/AVP 101\r\na=rtpmap:101 mpeg4-generic/16000/1\r\na=fmtp:101 mode=AAC-hbr;config=zz;sizeLength=13\r\na=control:stream=3\r\n`;
    expect(audioTrackFromSdp(VIDEO + lbr + he + broken, BASE)).toBeNull();
    expect(audioTrackFromSdp(VIDEO + lbr + AAC, BASE)?.control).toBe("rtsp://cam/main/stream=1");
  });
});
