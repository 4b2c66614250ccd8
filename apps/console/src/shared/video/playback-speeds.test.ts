import { PLAYBACK_SPEEDS as SOCKET_SPEEDS } from "@vms/api-client";
import { buildCommand, PLAYBACK_SPEEDS as PLUGIN_SPEEDS } from "@vms/plugin-protocol";
import { describe, expect, it } from "vitest";

// Issue 12 "Speeds 1/8× to 16×" through spec §7 SetPlaybackSpeed: the speeds a playback window offers
// (the server's playback socket, @vms/api-client) and the ones the plugin protocol command accepts
// must be one list, or a window could offer a speed its runtime refuses.
describe("playback speeds (spec §7 SetPlaybackSpeed)", () => {
  it("the plugin protocol and the playback socket offer the same speeds, 1/8× to 16×", () => {
    expect([...PLUGIN_SPEEDS]).toEqual([...SOCKET_SPEEDS]);
    expect(SOCKET_SPEEDS[0]).toBe(0.125);
    expect(SOCKET_SPEEDS.at(-1)).toBe(16);
  });

  it("SetPlaybackSpeed builds for every offered speed and refuses others", () => {
    for (const speed of SOCKET_SPEEDS) expect(() => buildCommand("SetPlaybackSpeed", { winIndex: 1, speed }, 1)).not.toThrow();
    expect(() => buildCommand("SetPlaybackSpeed", { winIndex: 1, speed: 32 }, 1)).toThrow();
  });
});
