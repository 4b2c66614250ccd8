import { describe, expect, it } from "vitest";
import { ALWAYS_SCHEDULE, contactAddOrEditRequestSchema, REPEAT_INTERVALS, ruleAddOrEditRequestSchema } from "./alarm-rules.js";

const base = { ruleName: "R", targetType: "motorVehicle", siteIds: ["00000000-0000-4000-8000-000000000001"], recipientIds: ["00000000-0000-4000-8000-000000000002"] };

describe("alarm rule contract (spec §3, §5, §9)", () => {
  it("§9: repeat intervals are 10, 15, 30, 60 and 300 s only (default 60)", () => {
    expect(REPEAT_INTERVALS).toEqual([10, 15, 30, 60, 300]);
    for (const repeatInterval of REPEAT_INTERVALS) expect(ruleAddOrEditRequestSchema.safeParse({ ...base, repeatInterval }).success).toBe(true);
    for (const repeatInterval of [0, 20, 45, 120, 301]) expect(ruleAddOrEditRequestSchema.safeParse({ ...base, repeatInterval }).success).toBe(false);
    const parsed = ruleAddOrEditRequestSchema.parse(base);
    expect(parsed).toMatchObject({ repeatInterval: 60, enabled: true, eventTypes: [], plates: { mode: "any" }, cameras: [], contactIds: [] });
    expect(parsed.schedule).toEqual(ALWAYS_SCHEDULE);
  });

  it("§5: rule name and recipients cannot be empty; sites are required", () => {
    expect(ruleAddOrEditRequestSchema.safeParse({ ...base, ruleName: " " }).success).toBe(false);
    expect(ruleAddOrEditRequestSchema.safeParse({ ...base, recipientIds: [] }).success).toBe(false);
    expect(ruleAddOrEditRequestSchema.safeParse({ ...base, siteIds: [] }).success).toBe(false);
  });

  it("§3: the schedule has 7 days of ordered spans; the vocabularies are closed", () => {
    const bad = (patch: object) => ruleAddOrEditRequestSchema.safeParse({ ...base, ...patch }).success;
    expect(bad({ schedule: [[{ start: 60, end: 60 }], [], [], [], [], [], []] })).toBe(false);
    // Issue 28: an end before the start is an overnight span (22:00–06:00), not a mistake.
    expect(bad({ schedule: [[{ start: 1320, end: 360 }], [], [], [], [], [], []] })).toBe(true);
    expect(bad({ schedule: [[], [], []] })).toBe(false);
    expect(bad({ schedule: [[{ start: 0, end: 1440 }], [], [], [], [], [], []] })).toBe(true);
    expect(bad({ attributes: { gender: [3] } })).toBe(false);
    expect(bad({ attributes: { ageGroup: ["teen"] } })).toBe(false);
    expect(bad({ attributes: { nonMotorType: ["tricycle"], brand: [0, 128] } })).toBe(true);
    expect(bad({ targetType: "face" })).toBe(false);
  });

  it("§3/§5: a contact has a name and an e-mail or a mobile, each valid", () => {
    const ok = (data: object) => contactAddOrEditRequestSchema.safeParse(data).success;
    expect(ok({ name: "Ann", email: "ann@example.com" })).toBe(true);
    expect(ok({ name: "Ann", mobile: "+49 170 1234567" })).toBe(true);
    expect(ok({ name: "Ann" })).toBe(false);
    expect(ok({ name: "Ann", email: "ann" })).toBe(false);
    expect(ok({ name: "Ann", mobile: "call me" })).toBe(false);
    expect(ok({ name: "", email: "ann@example.com" })).toBe(false);
  });
});
