import { describe, expect, it } from "vitest";
import { channelLicence, channelLogsEvents, licenceSlots, reorderVisible, usableChannels } from "./channel-licence.js";
import { DAY_MS } from "./date-time.js";
import { computeLicenceObj, LICENCE_TYPE, type StoredLicence } from "./licence-state.js";

const NOW = Date.UTC(2026, 5, 1);
const paid = (over: Partial<StoredLicence> = {}): StoredLicence => ({
  id: "l1", licenseType: LICENCE_TYPE.PAID, chlNum: 5, durationType: 2, startTime: NOW - 10 * DAY_MS, endTime: NOW + 80 * DAY_MS, revokedAt: null, orderNo: null, ...over,
});
const slotsOf = (licences: StoredLicence[], free: number, at = NOW) => licenceSlots(computeLicenceObj(licences, free, at), free);
const standings = (n: number, slots: ReturnType<typeof licenceSlots>) => Array.from({ length: n }, (_, rank) => channelLicence(rank, slots));

describe("§1 §4 licences per channel (issue 27)", () => {
  it("§1: 4 free and 5 licensed: the first 9 channels of the order are usable, the 10th is not", () => {
    const slots = slotsOf([paid()], 4);
    expect(usableChannels(slots)).toBe(9);
    expect(standings(10, slots)).toEqual(["free", "free", "free", "free", "licensed", "licensed", "licensed", "licensed", "licensed", "unlicensed"]);
    expect(slots.refusal).toBe("beyondCount");
  });

  it("§1: without a licence only the free channels are usable; a trial covers its cameras", () => {
    expect(standings(6, slotsOf([], 4))).toEqual(["free", "free", "free", "free", "unlicensed", "unlicensed"]);
    expect(usableChannels(slotsOf([paid({ licenseType: LICENCE_TYPE.TRIAL, durationType: 0, chlNum: 16 })], 4))).toBe(20);
  });

  it("§4: a licence not yet started, revoked or expired covers nothing; the free channels stay", () => {
    expect(usableChannels(slotsOf([paid({ startTime: NOW + DAY_MS })], 4))).toBe(4);
    expect(usableChannels(slotsOf([paid({ revokedAt: NOW - DAY_MS })], 4))).toBe(4);
    expect(usableChannels(slotsOf([paid({ endTime: NOW - 1 })], 4))).toBe(4);
  });

  it("§4: with no free channels the refusal says why: no licence, or expired", () => {
    expect(slotsOf([], 0).refusal).toBe("noLicence");
    expect(standings(1, slotsOf([], 0))).toEqual(["unlicensed"]);
    expect(slotsOf([paid({ endTime: NOW - 1 })], 0).refusal).toBe("expired");
    expect(slotsOf([paid()], 0).refusal).toBe("beyondCount");
  });

  it("a channel not in the order (no camera on it) is unlicensed", () => {
    expect(channelLicence(-1, slotsOf([paid()], 4))).toBe("unlicensed");
  });

  it("§4 Expiry: the expired licence's channels log events 15 more days, then stop; free channels always log", () => {
    const ended = NOW - DAY_MS;
    const at = (days: number) => ended + days * DAY_MS;
    const slots = (when: number) => slotsOf([paid({ endTime: ended })], 4, when);
    expect(channelLogsEvents(8, slots(at(14)), at(14))).toBe(true);
    expect(channelLogsEvents(8, slots(at(16)), at(16))).toBe(false);
    expect(channelLogsEvents(3, slots(at(16)), at(16))).toBe(true);
    // Beyond what even the expired licence covered: never licensed, no events.
    expect(channelLogsEvents(9, slots(at(1)), at(1))).toBe(false);
  });

  it("§4: unlicensed channels log no events; usable ones do", () => {
    const slots = slotsOf([paid()], 4);
    expect(channelLogsEvents(8, slots, NOW)).toBe(true);
    expect(channelLogsEvents(9, slots, NOW)).toBe(false);
    expect(channelLogsEvents(-1, slots, NOW)).toBe(false);
  });
});

describe("reorderVisible (the administrator's licence order)", () => {
  it("a caller who sees every channel sets the whole order", () => {
    expect(reorderVisible(["a", "b", "c"], new Set(["a", "b", "c"]), ["c", "a", "b"])).toEqual(["c", "a", "b"]);
  });

  it("channels the caller cannot see keep their places; the visible ones fill theirs in the new order", () => {
    expect(reorderVisible(["a", "x", "b", "y", "c"], new Set(["a", "b", "c"]), ["c", "b", "a"])).toEqual(["c", "x", "b", "y", "a"]);
  });
});
