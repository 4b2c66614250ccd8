import { describe, expect, it } from "vitest";
import { AacDepacketizer, type AacFrame } from "./aac-depacketizer.js";
import type { RtpPacket } from "./rtp-packet.js";

const HBR = { sizeLength: 13, indexLength: 3, indexDeltaLength: 3, frameSamples: 1024 };

/** An AAC-hbr payload: AU-headers-length, 16-bit headers (13-bit size, 3-bit index/delta), then the data. */
function payload(units: Array<{ size: number; index?: number }>, data: Buffer): Buffer {
  const head = Buffer.alloc(2 + units.length * 2);
  head.writeUInt16BE(units.length * 16, 0);
  units.forEach((u, i) => head.writeUInt16BE((u.size << 3) | (u.index ?? 0), 2 + i * 2));
  return Buffer.concat([head, data]);
}

function packet(sequence: number, timestamp: number, body: Buffer, marker = true): RtpPacket {
  return { payloadType: 97, marker, sequence, timestamp, payload: body };
}

function run(packets: RtpPacket[], layout = HBR): AacFrame[] {
  const frames: AacFrame[] = [];
  const depacketizer = new AacDepacketizer(layout, (f) => frames.push(f));
  packets.forEach((p, i) => depacketizer.push(p, 1000 + i));
  return frames;
}

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe("AacDepacketizer (RFC 3640 AAC-hbr)", () => {
  it("reads one unit per packet, without its AU header", () => {
    const frames = run([packet(1, 5000, payload([{ size: 6 }], bytes(6, 0xaa))), packet(2, 6024, payload([{ size: 4 }], bytes(4, 0xbb)))]);
    expect(frames.map((f) => [f.timestamp, f.data.toString("hex"), f.arrivalMs])).toEqual([
      [5000, "aaaaaaaaaaaa", 1000],
      [6024, "bbbbbbbb", 1001],
    ]);
  });

  it("splits several units of one packet, each a frame later than the one before (wrapping at 32 bits)", () => {
    const start = 2 ** 32 - 1024;
    const frames = run([packet(7, start, payload([{ size: 2 }, { size: 3 }, { size: 1 }], Buffer.from([1, 1, 2, 2, 2, 3])))]);
    expect(frames.map((f) => [f.timestamp, [...f.data]])).toEqual([
      [start, [1, 1]],
      [0, [2, 2, 2]],
      [1024, [3]],
    ]);
  });

  it("moves a unit by its AU-Index-delta", () => {
    const frames = run([packet(1, 0, payload([{ size: 1 }, { size: 1, index: 1 }], Buffer.from([1, 2])))]);
    expect(frames.map((f) => f.timestamp)).toEqual([0, 2048]);
  });

  it("joins a unit fragmented over packets of one timestamp, the marker on the last", () => {
    const whole = Buffer.from(Array.from({ length: 30 }, (_, i) => i));
    const frames = run([
      packet(1, 9000, payload([{ size: 30 }], whole.subarray(0, 12)), false),
      packet(2, 9000, payload([{ size: 30 }], whole.subarray(12, 24)), false),
      packet(3, 9000, payload([{ size: 30 }], whole.subarray(24)), true),
      packet(4, 10024, payload([{ size: 2 }], bytes(2, 9))),
    ]);
    expect(frames.map((f) => [f.timestamp, f.data.length, f.arrivalMs])).toEqual([
      [9000, 30, 1000],
      [10024, 2, 1003],
    ]);
    expect(frames[0]!.data).toEqual(whole);
  });

  it("drops a fragmented unit that lost a packet, and keeps the units around it", () => {
    const frames = run([
      packet(1, 0, payload([{ size: 2 }], bytes(2, 1))),
      packet(2, 1024, payload([{ size: 20 }], bytes(10, 2)), false),
      // sequence 3 (the fragment's end) is lost
      packet(4, 2048, payload([{ size: 2 }], bytes(2, 4))),
    ]);
    expect(frames.map((f) => f.timestamp)).toEqual([0, 2048]);
  });

  it("drops a fragment whose start it never saw", () => {
    const frames = run([packet(5, 0, payload([{ size: 20 }], bytes(10, 2)), true), packet(6, 1024, payload([{ size: 1 }], bytes(1, 3)))]);
    expect(frames.map((f) => f.timestamp)).toEqual([1024]);
  });

  it("keeps the units before a header that promises more bytes than the packet has", () => {
    const frames = run([packet(1, 0, payload([{ size: 2 }, { size: 9 }], bytes(5, 1)))]);
    expect(frames.map((f) => f.data.length)).toEqual([2]);
  });

  it("ignores a packet too short for its AU-headers section", () => {
    expect(run([packet(1, 0, Buffer.from([0x00])), packet(2, 0, Buffer.from([0x00, 0x40, 0x00]))])).toEqual([]);
  });

  it("reads headers of other sizes (AAC-lbr's 6-bit size and 2-bit index)", () => {
    const head = Buffer.from([0x00, 0x10, (3 << 2) | 0, (2 << 2) | 0]);
    const frames = run([packet(1, 0, Buffer.concat([head, Buffer.from([1, 1, 1, 2, 2])]))], { sizeLength: 6, indexLength: 2, indexDeltaLength: 2, frameSamples: 1024 });
    expect(frames.map((f) => [...f.data])).toEqual([
      [1, 1, 1],
      [2, 2],
    ]);
  });
});
