import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { audioSpecificConfig, parseAdts, parseAudioSpecificConfig } from "./adts.js";

// The simulator's committed loop (packages/device-sim/scripts/make-video-assets.sh): AAC-LC 16 kHz mono.
const tone = readFileSync(new URL("../../../device-sim/assets/audio/tone.aac", import.meta.url));

describe("AAC in ADTS", () => {
  it("splits the simulator's loop into raw access units with its AudioSpecificConfig", () => {
    const stream = parseAdts(tone);
    expect(stream).toMatchObject({ objectType: 2, sampleRate: 16000, channels: 1, codec: "mp4a.40.2" });
    expect([...stream.config]).toEqual([0x14, 0x08]);
    expect(stream.frames.length).toBeGreaterThan(90);
    // Raw units: no ADTS sync word left in front.
    expect(stream.frames.every((f) => f.length > 0 && !(f[0] === 0xff && (f[1]! & 0xf0) === 0xf0))).toBe(true);
  });

  it("builds and reads AudioSpecificConfig; refuses broken input", () => {
    expect([...audioSpecificConfig(2, 44100, 2)]).toEqual([0x12, 0x10]);
    expect(parseAudioSpecificConfig(Uint8Array.of(0x12, 0x10))).toMatchObject({ sampleRate: 44100, channels: 2 });
    expect(parseAudioSpecificConfig(Uint8Array.of(0x12))).toBeNull();
    expect(() => audioSpecificConfig(2, 12345, 1)).toThrow(RangeError);
    expect(() => parseAdts(Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8))).toThrow(RangeError);
  });
});
