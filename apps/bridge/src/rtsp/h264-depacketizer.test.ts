import { describe, expect, it } from "vitest";
import { H264Depacketizer, type NalAccessUnit } from "./h264-depacketizer.js";
import type { RtpPacket } from "./rtp-packet.js";

const SPS = Buffer.from([0x67, 0x42, 0xc0, 0x1e]);
const PPS = Buffer.from([0x68, 0xce, 0x3c, 0x80]);
const IDR = Buffer.from([0x65, ...Array.from({ length: 3000 }, (_, i) => i & 0xff)]);
const P = Buffer.from([0x41, 0x9a, 0x01, 0x02]);

function stapA(...nals: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from([0x18]), ...nals.flatMap((n) => [Buffer.from([n.length >> 8, n.length & 0xff]), n])]);
}

/** Splits a NAL into FU-A payloads of at most `size` bytes of NAL data. */
function fuA(nal: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let offset = 1; offset < nal.length; offset += size) {
    const start = offset === 1 ? 0x80 : 0;
    const end = offset + size >= nal.length ? 0x40 : 0;
    out.push(Buffer.concat([Buffer.from([(nal[0]! & 0xe0) | 28, start | end | (nal[0]! & 0x1f)]), nal.subarray(offset, offset + size)]));
  }
  return out;
}

const copied = (au: NalAccessUnit): NalAccessUnit => ({ ...au, nals: au.nals.map((n) => Buffer.from(n)) });

class Feed {
  readonly units: NalAccessUnit[] = [];
  // The NAL views are valid during the callback only: the test keeps copies.
  private readonly depacketizer = new H264Depacketizer((au) => this.units.push(copied(au)));
  private sequence = 65530;

  /** Sends one picture's payloads with one timestamp, the marker on the last. */
  picture(timestamp: number, payloads: Buffer[], opts: { skip?: number } = {}): void {
    payloads.forEach((payload, i) => {
      const packet: RtpPacket = { payloadType: 96, marker: i === payloads.length - 1, sequence: this.sequence, timestamp, payload };
      this.sequence = (this.sequence + 1) & 0xffff;
      if (i !== opts.skip) this.depacketizer.push(packet, 1000 + timestamp / 90);
    });
  }
}

describe("H264Depacketizer", () => {
  it("assembles STAP-A parameter sets and an FU-A IDR into one access unit", () => {
    const feed = new Feed();
    feed.picture(3000, [stapA(SPS, PPS), ...fuA(IDR, 1000)]);
    expect(feed.units).toHaveLength(1);
    expect(feed.units[0]!.nals).toEqual([SPS, PPS, IDR]);
    expect(feed.units[0]!.timestamp).toBe(3000);
  });

  it("copies the packets' bytes (the connection reuses its read buffer), also of a picture larger than its first buffer", () => {
    const big = Buffer.from([0x65, ...Array.from({ length: 400_000 }, (_, i) => (i * 7) & 0xff)]);
    const units: Buffer[][] = [];
    const depacketizer = new H264Depacketizer((au) => units.push(au.nals.map((n) => Buffer.from(n))));
    const read = Buffer.alloc(2_000);
    const payloads = [stapA(SPS, PPS), ...fuA(big, 1_400), P];
    payloads.forEach((payload, i) => {
      payload.copy(read);
      const last = i === payloads.length - 2 || i === payloads.length - 1;
      depacketizer.push({ payloadType: 96, marker: last, sequence: i, timestamp: i === payloads.length - 1 ? 3600 : 0, payload: read.subarray(0, payload.length) }, 0);
      read.fill(0xee);
    });
    expect(units).toEqual([[SPS, PPS, big], [P]]);
  });

  it("passes single NAL unit packets and splits pictures on a timestamp change even without the marker", () => {
    const feed = new Feed();
    feed.picture(0, [SPS, PPS, IDR]);
    const depacketizer = new H264Depacketizer((au) => feed.units.push(copied(au)));
    depacketizer.push({ payloadType: 96, marker: false, sequence: 1, timestamp: 0, payload: IDR }, 0);
    depacketizer.push({ payloadType: 96, marker: false, sequence: 2, timestamp: 3600, payload: P }, 40);
    depacketizer.push({ payloadType: 96, marker: true, sequence: 3, timestamp: 7200, payload: P }, 80);
    expect(feed.units.map((u) => u.nals.length)).toEqual([3, 1, 1, 1]);
    expect(feed.units.map((u) => u.timestamp)).toEqual([0, 0, 3600, 7200]);
  });

  it("waits for the first IDR before delivering anything", () => {
    const feed = new Feed();
    feed.picture(0, [P]);
    feed.picture(3600, [SPS, PPS, IDR]);
    feed.picture(7200, [P]);
    expect(feed.units.map((u) => u.timestamp)).toEqual([3600, 7200]);
  });

  it("drops a picture with a lost FU-A fragment and the P-frames after it until the next IDR", () => {
    const feed = new Feed();
    feed.picture(0, [SPS, PPS, ...fuA(IDR, 500)]);
    feed.picture(3600, fuA(IDR, 500), { skip: 2 });
    feed.picture(7200, [P]);
    feed.picture(10800, [P]);
    feed.picture(14400, [stapA(SPS, PPS), ...fuA(IDR, 700)]);
    feed.picture(18000, [P]);
    expect(feed.units.map((u) => u.timestamp)).toEqual([0, 14400, 18000]);
    expect(feed.units[1]!.nals[2]).toEqual(IDR);
  });

  it("drops an IDR whose first slice was lost together with the previous picture's marker", () => {
    const feed = new Feed();
    feed.picture(0, [SPS, PPS, IDR]);
    feed.picture(3600, [P, P], { skip: 1 }); // the marker packet of this picture is lost…
    feed.picture(7200, [IDR, IDR], { skip: 0 }); // …and so is the IDR's first slice
    feed.picture(10800, [P]);
    expect(feed.units.map((u) => u.timestamp)).toEqual([0]);
  });

  it("drops a picture whose FU-A start is lost even when the marker arrives", () => {
    const feed = new Feed();
    feed.picture(0, [SPS, PPS, IDR]);
    feed.picture(3600, fuA(IDR, 1000), { skip: 0 });
    expect(feed.units).toHaveLength(1);
  });

  it("drops a STAP-A whose sizes run past its end", () => {
    const feed = new Feed();
    const broken = stapA(SPS, PPS);
    broken.writeUInt16BE(200, 1 + 2 + SPS.length);
    feed.picture(0, [broken, IDR]);
    expect(feed.units).toHaveLength(0);
  });
});
