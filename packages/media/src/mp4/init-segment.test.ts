import { describe, expect, it } from "vitest";
import { ascii, children, find, hex, parseBoxes, reader, versionFlags } from "../test-support/boxes.js";
import { createInitSegment, mimeType } from "./init-segment.js";

// The simulator's 1280x720 SPS/PPS (spec §1 live video through MSE).
const SPS = hex("6742c01fd9805005bb011000000300100000030320f1832680");
const PPS = hex("68c96044b2");
const init = createInitSegment({ sps: SPS, pps: PPS, width: 1280, height: 720, timescale: 90000 });
const top = parseBoxes(init);
const stbl = (): ReturnType<typeof find> => find(top, "moov", "trak", "mdia", "minf", "stbl");

describe("createInitSegment", () => {
  it("is ftyp then moov and nothing else, with sizes that add up", () => {
    expect(top.map((b) => b.type)).toEqual(["ftyp", "moov"]);
    expect(top.reduce((sum, b) => sum + b.size, 0)).toBe(init.length);
    expect(children(find(top, "moov")).map((b) => b.type)).toEqual(["mvhd", "trak", "mvex"]);
    expect(children(find(top, "moov", "trak")).map((b) => b.type)).toEqual(["tkhd", "mdia"]);
    expect(children(find(top, "moov", "trak", "mdia")).map((b) => b.type)).toEqual(["mdhd", "hdlr", "minf"]);
    expect(children(find(top, "moov", "trak", "mdia", "minf")).map((b) => b.type)).toEqual(["vmhd", "dinf", "stbl"]);
    expect(children(stbl()).map((b) => b.type)).toEqual(["stsd", "stts", "stsc", "stsz", "stco"]);
  });

  it("writes ftyp brands isom/iso5/iso6/avc1/mp41", () => {
    const body = find(top, "ftyp").body;
    expect(ascii(body.subarray(0, 4))).toBe("isom");
    expect(ascii(body.subarray(8))).toBe("isomiso5iso6avc1mp41");
  });

  it("writes the timescale in mvhd and mdhd, and track 1 of 1280x720 in tkhd", () => {
    const mvhd = find(top, "moov", "mvhd");
    expect(mvhd.size).toBe(108);
    expect(reader(mvhd.body).getUint32(12)).toBe(90000);
    expect(reader(mvhd.body).getUint32(96)).toBe(2); // next_track_ID
    const tkhd = find(top, "moov", "trak", "tkhd");
    expect(versionFlags(tkhd).flags).toBe(3);
    expect(reader(tkhd.body).getUint32(12)).toBe(1);
    expect(reader(tkhd.body).getUint32(76) / 65536).toBe(1280);
    expect(reader(tkhd.body).getUint32(80) / 65536).toBe(720);
    const mdhd = find(top, "moov", "trak", "mdia", "mdhd");
    expect(reader(mdhd.body).getUint32(12)).toBe(90000);
    expect(ascii(find(top, "moov", "trak", "mdia", "hdlr").body.subarray(8, 12))).toBe("vide");
  });

  it("describes the track with avc1 (1280x720) and avcC holding the SPS and PPS", () => {
    const stsd = find([stbl()], "stbl", "stsd");
    expect(reader(stsd.body).getUint32(4)).toBe(1);
    const [avc1] = parseBoxes(stsd.body.subarray(8), stsd.start + 16);
    expect(avc1!.type).toBe("avc1");
    const v = reader(avc1!.body);
    expect(v.getUint16(6)).toBe(1); // data_reference_index
    expect([v.getUint16(24), v.getUint16(26)]).toEqual([1280, 720]);
    const [avcC] = parseBoxes(avc1!.body.subarray(78), avc1!.start + 86);
    expect(avcC!.type).toBe("avcC");
    const c = avcC!.body;
    expect([...c.subarray(0, 6)]).toEqual([1, 0x42, 0xc0, 0x1f, 0xff, 0xe1]);
    expect(reader(c).getUint16(6)).toBe(SPS.length);
    expect([...c.subarray(8, 8 + SPS.length)]).toEqual([...SPS]);
    const p = 8 + SPS.length;
    expect([c[p], reader(c).getUint16(p + 1)]).toEqual([1, PPS.length]);
    expect([...c.subarray(p + 3)]).toEqual([...PPS]);
  });

  it("adds chroma format and bit depths to avcC for a high-profile SPS", () => {
    const high = hex("67640028acd940780227e5c044000003000400000300c83c60c658");
    const boxes = parseBoxes(createInitSegment({ sps: high, pps: hex("68ebe3cb22c0"), width: 1920, height: 1080, timescale: 90000 }));
    const stsd = find(boxes, "moov", "trak", "mdia", "minf", "stbl", "stsd");
    const [avc1] = parseBoxes(stsd.body.subarray(8));
    const [avcC] = parseBoxes(avc1!.body.subarray(78));
    const c = avcC!.body;
    expect([...c.subarray(0, 4)]).toEqual([1, 100, 0, 40]);
    expect([...c.subarray(c.length - 4)]).toEqual([0xfd, 0xf8, 0xf8, 0]); // 4:2:0, 8 bit, 8 bit, no SPS ext
    // The simulator's baseline SPS gets no such tail: the record ends with the PPS.
    expect(c.length).toBe(8 + high.length + 3 + 6 + 4);
  });

  it("leaves every sample table empty and declares the fragments' track in mvex/trex", () => {
    for (const type of ["stts", "stsc", "stco"]) expect(reader(find([stbl()], "stbl", type).body).getUint32(4)).toBe(0);
    const stsz = find([stbl()], "stbl", "stsz");
    expect([reader(stsz.body).getUint32(4), reader(stsz.body).getUint32(8)]).toEqual([0, 0]);
    const trex = reader(find(top, "moov", "mvex", "trex").body);
    expect([trex.getUint32(4), trex.getUint32(8)]).toEqual([1, 1]); // track_ID, sample description 1
  });

  it("marks the media as in this file (dref url flag 1)", () => {
    const dref = find(top, "moov", "trak", "mdia", "minf", "dinf", "dref");
    const [url] = parseBoxes(dref.body.subarray(8));
    expect([url!.type, versionFlags(url!).flags]).toEqual(["url ", 1]);
  });
});

describe("mimeType", () => {
  it("builds the MSE type go2rtc answers with", () => {
    expect(mimeType("avc1.42C01E")).toBe('video/mp4; codecs="avc1.42C01E"');
  });
});
