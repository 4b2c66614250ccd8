import { describe, expect, it } from "vitest";
import { countdownView } from "./countdown";

describe("payment countdown (spec §4)", () => {
  const deadline = 1_000_000;

  it("§4: shows minutes and seconds left, a part second rounded up", () => {
    expect(countdownView(deadline, deadline - 15 * 60_000)).toEqual({ secondsLeft: 900, text: "15:00", over: false });
    expect(countdownView(deadline, deadline - 61_500)).toEqual({ secondsLeft: 62, text: "01:02", over: false });
    expect(countdownView(deadline, deadline - 1)).toEqual({ secondsLeft: 1, text: "00:01", over: false });
  });

  it("§4: is over at the deadline and stays at 00:00 after it", () => {
    expect(countdownView(deadline, deadline)).toEqual({ secondsLeft: 0, text: "00:00", over: true });
    expect(countdownView(deadline, deadline + 5_000)).toEqual({ secondsLeft: 0, text: "00:00", over: true });
  });

  it("§4: minutes are not wrapped at an hour", () => {
    expect(countdownView(deadline, deadline - 75 * 60_000).text).toBe("75:00");
  });
});
