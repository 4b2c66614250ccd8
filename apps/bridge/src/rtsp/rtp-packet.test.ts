import { describe, expect, it } from "vitest";
import { parseRtp, parseSenderReport } from "./rtp-packet.js";

function rtp(opts: { marker?: boolean; csrc?: number; extensionWords?: number; padding?: number }, payload: number[]): Buffer {
  const csrc = opts.csrc ?? 0;
  const head = Buffer.alloc(12 + csrc * 4);
  head[0] = 0x80 | (opts.padding ? 0x20 : 0) | (opts.extensionWords !== undefined ? 0x10 : 0) | csrc;
  head[1] = (opts.marker ? 0x80 : 0) | 96;
  head.writeUInt16BE(65535, 2);
  head.writeUInt32BE(0xfffffff0, 4);
  const ext = opts.extensionWords === undefined ? Buffer.alloc(0) : Buffer.alloc(4 + opts.extensionWords * 4);
  if (opts.extensionWords !== undefined) ext.writeUInt16BE(opts.extensionWords, 2);
  const pad = opts.padding ? Buffer.from([...Array<number>(opts.padding - 1).fill(0), opts.padding]) : Buffer.alloc(0);
  return Buffer.concat([head, ext, Buffer.from(payload), pad]);
}

describe("parseRtp", () => {
  it("reads the header fields and the payload", () => {
    expect(parseRtp(rtp({ marker: true }, [1, 2, 3]))).toEqual({ payloadType: 96, marker: true, sequence: 65535, timestamp: 0xfffffff0, payload: Buffer.from([1, 2, 3]) });
  });

  it("skips CSRCs and the header extension and strips padding", () => {
    expect(parseRtp(rtp({ csrc: 2, extensionWords: 1, padding: 3 }, [9, 8]))?.payload).toEqual(Buffer.from([9, 8]));
  });

  it("refuses what is not RTP version 2", () => {
    expect(parseRtp(Buffer.from([0x40, 96, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBeNull();
    expect(parseRtp(Buffer.alloc(5))).toBeNull();
  });
});

describe("parseSenderReport", () => {
  it("maps the NTP time to Unix ms, after another packet in the compound", () => {
    const rr = Buffer.from([0x80, 201, 0, 1, 0, 0, 0, 1]);
    const sr = Buffer.alloc(28);
    sr[0] = 0x80;
    sr[1] = 200;
    sr.writeUInt16BE(6, 2);
    sr.writeUInt32BE(2_208_988_800 + 1_700_000_000, 8);
    sr.writeUInt32BE(2 ** 31, 12);
    sr.writeUInt32BE(123456, 16);
    expect(parseSenderReport(Buffer.concat([rr, sr]))).toEqual({ wallMs: 1_700_000_000_500, rtpTime: 123456 });
  });

  it("answers null when there is no sender report", () => {
    expect(parseSenderReport(Buffer.from([0x80, 201, 0, 1, 0, 0, 0, 1]))).toBeNull();
  });
});
