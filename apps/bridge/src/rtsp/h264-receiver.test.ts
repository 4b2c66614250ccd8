import { describe, expect, it } from "vitest";
import type { AccessUnit, VideoFormat } from "../media/camera-stream.js";
import { H264Receiver } from "./h264-receiver.js";

const SPS = Buffer.from("67640028acd940780227e5c05a808080a0000003002000000651e30632c0", "hex");
const PPS = Buffer.from("68ebecb22c", "hex");

function rtp(sequence: number, timestamp: number, payload: Buffer, pt = 96): Buffer {
  const head = Buffer.alloc(12);
  head[0] = 0x80;
  head[1] = 0x80 | pt;
  head.writeUInt16BE(sequence, 2);
  head.writeUInt32BE(timestamp >>> 0, 4);
  return Buffer.concat([head, payload]);
}

describe("H264Receiver", () => {
  it("turns RTP into Annex B access units with pts from the first one, and learns the format at the IDR", () => {
    const units: AccessUnit[] = [];
    const formats: VideoFormat[] = [];
    const receiver = new H264Receiver(
      { control: "c", aggregate: "a", payloadType: 96, clockRate: 90_000, sps: SPS, pps: PPS },
      { accessUnit: (au) => units.push(au), format: (f) => formats.push(f), error: (e) => { throw e; } },
    );
    const start = 2 ** 32 - 3600;
    receiver.rtp(rtp(1, start, Buffer.from([0x65, 0x88])));
    receiver.rtp(rtp(2, start + 3600, Buffer.from([0x41, 0x9a])));
    receiver.rtp(rtp(3, start + 7200, Buffer.from([0x41, 0x9b]), 97)); // another payload type: ignored
    expect(formats).toEqual([{ codec: "avc1.640028", width: 1920, height: 1080, fps: 25 }]);
    expect(units.map((u) => [u.keyframe, u.ptsMs])).toEqual([[true, 0], [false, 40]]);
    expect(units[0]!.data.subarray(0, 5)).toEqual(Buffer.from([0, 0, 0, 1, 0x67]));
  });
});
