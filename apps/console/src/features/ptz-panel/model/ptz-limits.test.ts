import { describe, expect, it } from "vitest";
import { addStop, checkCruise, newStop, toStopInputs } from "./cruise-form";
import { apiFor, dialectOf } from "./ptz-dialect";
import { canAddCruise, canAddPreset, canAddStop, checkPtzName, clampSpeed, DEFAULT_PTZ_CAPS, isHoldTimeValid, nextFreeIndex, parsePtzCaps, stepZoom } from "./ptz-limits";
import { isPtzSuccess, ptzFailureMessage, ptzFallbackMessages } from "./ptz-result";

describe("PTZ rules (spec §5, §9 PTZ)", () => {
  it("§9: speed 1..8, default 4; zoom steps clamp to 1..4", () => {
    expect([0, 1, 4.4, 8, 9, -3].map(clampSpeed)).toEqual([1, 1, 4, 8, 8, 1]);
    expect(clampSpeed(Number.NaN)).toBe(4);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(1, 1)).toBe(2);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(3, -1)).toBe(2);
  });

  it("§9: hold time 15..240 s, whole seconds", () => {
    expect([14, 15, 30, 240, 241, 20.5].map(isHoldTimeValid)).toEqual([false, true, true, true, false, false]);
  });

  it("§9: at most 255 presets, 8 cruises and 16 presets per cruise; the lowest free index is used", () => {
    expect(canAddPreset(254, DEFAULT_PTZ_CAPS)).toBe(true);
    expect(canAddPreset(255, DEFAULT_PTZ_CAPS)).toBe(false);
    expect(canAddCruise(7, DEFAULT_PTZ_CAPS)).toBe(true);
    expect(canAddCruise(8, DEFAULT_PTZ_CAPS)).toBe(false);
    expect(canAddStop(15, DEFAULT_PTZ_CAPS)).toBe(true);
    expect(canAddStop(16, DEFAULT_PTZ_CAPS)).toBe(false);
    expect(nextFreeIndex([{ index: 1 }, { index: 3 }], 255)).toBe(2);
    expect(nextFreeIndex([{ index: 1 }, { index: 2 }], 2)).toBeNull();
  });

  it("§5: preset and cruise names: not empty, at most 32, no forbidden characters, no duplicate", () => {
    const others = [{ index: 1, name: "Door" }, { index: 2, name: "Yard" }];
    expect(checkPtzName("  ", others)).toBe("empty");
    expect(checkPtzName("x".repeat(33), others)).toBe("length");
    expect(checkPtzName("a<b", others)).toBe("forbidden");
    expect(checkPtzName("Door", others)).toBe("duplicate");
    expect(checkPtzName(" Door ", others)).toBe("duplicate");
    expect(checkPtzName("Door", others, 1)).toBeNull();
    expect(checkPtzName("Gate", others)).toBeNull();
  });

  it("§8: capabilities the device does not give fall back to the defaults, never above the spec's limits", () => {
    expect(parsePtzCaps(null)).toEqual(DEFAULT_PTZ_CAPS);
    expect(parsePtzCaps({ ptz: false, lens: true, presetMax: 64, cruiseMax: 99, cruisePresetMax: "x", trackMax: 2, cruiseGroupMax: 9 })).toEqual({
      ptz: false, lens: true, presetMax: 64, cruiseMax: 8, cruisePresetMax: 16, trackMax: 2, cruiseGroupMax: 4, cruiseGroupCruiseMax: 8,
    });
  });

  it("§5/§9: a cruise needs a unique name, 1..16 stops and hold times in range; new stops take speed 4 and 30 s", () => {
    const caps = { cruisePresetMax: 16 };
    expect(newStop(3)).toEqual({ index: 3, speed: 4, holdTime: 30 });
    const full = Array.from({ length: 16 }, (_, i) => newStop(i + 1));
    expect(addStop(full, 1, caps)).toHaveLength(16);
    expect(addStop([], 1, caps)).toEqual([newStop(1)]);
    expect(checkCruise({ name: "Round", stops: [newStop(1), newStop(2)] }, [], caps)).toEqual({});
    expect(checkCruise({ name: "", stops: [] }, [], caps)).toEqual({ name: "empty", stops: "empty" });
    expect(checkCruise({ name: "Round", stops: [...full, newStop(1)] }, [{ index: 1, name: "Round" }], caps, 2)).toEqual({ name: "duplicate", stops: "tooMany" });
    expect(checkCruise({ name: "R", stops: [newStop(1), { index: 2, speed: 4, holdTime: 10 }] }, [], caps).holdTime).toEqual([1]);
    // Issue 28: speed 99 is refused (the field says 1 to 8), not saved as 8 without a word.
    expect(checkCruise({ name: "R", stops: [newStop(1), { index: 2, speed: 99, holdTime: 30 }, { index: 3, speed: 0, holdTime: 30 }] }, [], caps).speed).toEqual([1, 2]);
    expect(toStopInputs([{ index: 1, speed: 12, holdTime: 30 }])).toEqual([{ index: 1, speed: 8, holdTime: 30 }]);
  });
});

describe("PTZ results and dialects (spec §4 Preset/cruise operations, §7 transportApi, §8)", () => {
  it("§4: success is code 200 and a status other than failed", () => {
    expect(isPtzSuccess({ code: 200, status: "success" })).toBe(true);
    expect(isPtzSuccess({ code: 200, status: "" })).toBe(true);
    expect(isPtzSuccess({ code: 200, status: "failed" })).toBe(false);
    expect(isPtzSuccess({ code: 7064, status: "success" })).toBe(false);
  });

  it("§8: failures without a translation read 'preset/cruise operation failed'; catalogue codes keep their message", () => {
    expect(ptzFailureMessage("preset", 200)).toBe(ptzFallbackMessages.preset);
    expect(ptzFailureMessage("cruise", 200)).toBe(ptzFallbackMessages.cruise);
    expect(ptzFailureMessage("cruise", 987_654)).toBe(ptzFallbackMessages.cruise);
    expect(ptzFailureMessage("preset", 7062)).not.toBe(ptzFallbackMessages.preset);
    expect(ptzFallbackMessages.preset.message).toBe("Preset operation failed.");
    expect(ptzFallbackMessages.cruise.message).toBe("Cruise operation failed.");
  });

  it("§7: cameras use the …_I dialect, recorders the other", () => {
    expect(dialectOf(1)).toBe("ipc");
    expect(dialectOf(undefined)).toBe("ipc");
    expect(dialectOf(2)).toBe("recorder");
    expect(apiFor("listPresets", "ipc")).toBe("PtzGetPresets_I");
    expect(apiFor("listPresets", "recorder")).toBe("queryChlPresetList");
    expect(apiFor("runCruise", "recorder")).toBe("runPtzCruise");
    expect(apiFor("stopCruise", "ipc")).toBe("PtzStopCruise_I");
  });
});
