import { describe, expect, it } from "vitest";
import { matchShortcut } from "@/shared/lib/shortcuts";
import { nextSpeed, PLAYBACK_SHORTCUTS } from "./playback-shortcuts";

const key = (k: string, target: EventTarget | null = document.body) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target });

describe("playback shortcuts (issue 31)", () => {
  it("steps the speed through 1/8×–16× and stops at either end", () => {
    expect(nextSpeed(1, 1)).toBe(2);
    expect(nextSpeed(1, -1)).toBe(0.5);
    expect(nextSpeed(16, 1)).toBe(16);
    expect(nextSpeed(0.125, -1)).toBe(0.125);
    // A rate between two steps goes to the nearest step in that direction.
    expect(nextSpeed(3, 1)).toBe(4);
    expect(nextSpeed(3, -1)).toBe(2);
  });
  it("maps keys to actions, but not while typing or with Ctrl", () => {
    expect(matchShortcut(PLAYBACK_SHORTCUTS, key(" "))?.action).toBe("pause");
    expect(matchShortcut(PLAYBACK_SHORTCUTS, key("."))?.action).toBe("stepForward");
    expect(matchShortcut(PLAYBACK_SHORTCUTS, key(","))?.action).toBe("stepBack");
    expect(matchShortcut(PLAYBACK_SHORTCUTS, key("]"))?.action).toBe("faster");
    expect(matchShortcut(PLAYBACK_SHORTCUTS, key("7"))?.action).toBe("select");
    expect(matchShortcut(PLAYBACK_SHORTCUTS, key(".", document.createElement("input")))).toBeNull();
    expect(matchShortcut(PLAYBACK_SHORTCUTS, { ...key("."), ctrlKey: true })).toBeNull();
  });
});
