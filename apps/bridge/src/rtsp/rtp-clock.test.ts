import { describe, expect, it } from "vitest";
import { RtpClock } from "./rtp-clock.js";

describe("RtpClock", () => {
  it("counts ms from the first timestamp on the 90 kHz clock", () => {
    const clock = new RtpClock(90_000);
    clock.extend(1000);
    expect(clock.ptsMs(clock.extend(1000 + 3600))).toBe(40);
  });

  it("unwraps the 32-bit wrap", () => {
    const clock = new RtpClock(90_000);
    clock.extend(2 ** 32 - 1800);
    const after = clock.extend(1800);
    expect(clock.ptsMs(after)).toBe(40);
  });

  it("takes small steps back as B-frames, not as a wrap", () => {
    const clock = new RtpClock(90_000);
    clock.extend(9000);
    expect(clock.ptsMs(clock.extend(5400))).toBe(-40);
  });

  it("maps to wall clock through the sender report, else the arrival time", () => {
    const clock = new RtpClock(90_000);
    const first = clock.extend(2 ** 32 - 900);
    expect(clock.wallMs(first, 5000)).toBe(5000);
    clock.senderReport({ wallMs: 1_700_000_000_000, rtpTime: 900 });
    expect(clock.wallMs(first, 5000)).toBe(1_700_000_000_000 - 20);
  });

  it("tells the reported capture time of ptsMs 0 only once a sender report came", () => {
    const clock = new RtpClock(16_000);
    expect(clock.reportedEpochMs()).toBeUndefined();
    clock.extend(32_000);
    expect(clock.reportedEpochMs()).toBeUndefined();
    clock.senderReport({ wallMs: 10_000, rtpTime: 48_000 });
    expect(clock.reportedEpochMs()).toBe(9_000);
    expect(clock.reportedWallMs(clock.extend(64_000))).toBe(11_000);
  });
});
