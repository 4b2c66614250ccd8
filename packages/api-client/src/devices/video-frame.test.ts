import { describe, expect, it } from "vitest";
import { decodeVideoFrame, encodeVideoFrame, VIDEO_FRAME_HEADER_BYTES } from "./protocol.js";

// docs/device-protocol.md "Live video": the binary frame header.
describe("video frames of the gateway connection", () => {
  const au = new Uint8Array([0, 0, 0, 1, 0x65, 0x88, 0x84]);

  it("round-trips stream id, keyframe flag and a timestamp beyond 32 bits", () => {
    const bytes = encodeVideoFrame({ streamId: 0xfffffffe, keyframe: true, timestampMs: 2 ** 40 + 5, data: au });
    expect(bytes.byteLength).toBe(VIDEO_FRAME_HEADER_BYTES + au.byteLength);
    expect([...bytes.subarray(0, 4)]).toEqual([0x56, 1, 1, 0]);
    const frame = decodeVideoFrame(bytes);
    expect(frame).toMatchObject({ streamId: 0xfffffffe, keyframe: true, timestampMs: 2 ** 40 + 5 });
    expect([...frame!.data]).toEqual([...au]);
    expect(decodeVideoFrame(encodeVideoFrame({ streamId: 7, keyframe: false, timestampMs: 40, data: au }))?.keyframe).toBe(false);
  });

  it("refuses foreign bytes: wrong magic, wrong version, stream 0, header without payload", () => {
    const good = encodeVideoFrame({ streamId: 3, keyframe: false, timestampMs: 0, data: au });
    const with_ = (i: number, v: number) => Uint8Array.from(good, (b, j) => (j === i ? v : b));
    expect(decodeVideoFrame(with_(0, 0x7b))).toBeNull();
    expect(decodeVideoFrame(with_(1, 2))).toBeNull();
    expect(decodeVideoFrame(with_(7, 0).map((b, j) => (j >= 4 && j < 8 ? 0 : b)))).toBeNull();
    expect(decodeVideoFrame(good.subarray(0, VIDEO_FRAME_HEADER_BYTES))).toBeNull();
  });

  it("decodes a frame inside a larger buffer (Node hands out pooled slices)", () => {
    const good = encodeVideoFrame({ streamId: 9, keyframe: true, timestampMs: 1234, data: au });
    const pool = new Uint8Array(100);
    pool.set(good, 37);
    expect(decodeVideoFrame(pool.subarray(37, 37 + good.byteLength))).toMatchObject({ streamId: 9, timestampMs: 1234 });
  });

  it("carries audio frames with flag bit 1 on the stream's id; video frames have no audio flag", () => {
    const aac = new Uint8Array([0x21, 0x10, 0x05]);
    const bytes = encodeVideoFrame({ streamId: 4, keyframe: false, timestampMs: 64, data: aac, audio: true });
    expect(bytes[2]).toBe(0x02);
    expect(decodeVideoFrame(bytes)).toMatchObject({ streamId: 4, audio: true, keyframe: false, timestampMs: 64 });
    expect(decodeVideoFrame(encodeVideoFrame({ streamId: 4, keyframe: true, timestampMs: 0, data: au }))?.audio).toBeUndefined();
  });
});
