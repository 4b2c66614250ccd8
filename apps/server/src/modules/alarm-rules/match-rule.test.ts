import { ALWAYS_SCHEDULE, type AlarmRule } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { localWeekTime, matchesRule, type RuleEvent } from "./match-rule.js";

const LIBRARY = "11111111-1111-4111-8111-111111111111";
const baseRule: AlarmRule = {
  ruleId: "r",
  ruleName: "Rule",
  targetType: "motorVehicle",
  eventTypes: [],
  attributes: {},
  plates: { mode: "any", plates: [], groupIds: [] },
  siteIds: ["site-a"],
  cameras: [],
  schedule: ALWAYS_SCHEDULE,
  recipientIds: ["u"],
  contactIds: [],
  repeatInterval: 60,
  enabled: true,
  createTime: 0,
  updateTime: 0,
};
const baseEvent: RuleEvent = {
  targetType: "motorVehicle",
  eventType: "PLATE",
  sitePath: ["site-a"],
  sn: "SN1",
  chlIndex: 1,
  localDay: 2,
  localMinute: 600,
  attributes: { vehicleType: "car", brand: 12, color: 3 },
  plate: "ab-123",
  plateGroupIds: new Set([LIBRARY]),
};
const rule = (patch: Partial<AlarmRule>): AlarmRule => ({ ...baseRule, ...patch });
const event = (patch: Partial<RuleEvent>): RuleEvent => ({ ...baseEvent, ...patch });

describe("matchesRule (spec §3 Alarm rule)", () => {
  it("§3: a motor vehicle with a plate from library X matches; other plates and libraries do not", () => {
    const r = rule({ plates: { mode: "library", plates: [], groupIds: [LIBRARY] } });
    expect(matchesRule(r, baseEvent)).toBe(true);
    expect(matchesRule(r, event({ plateGroupIds: new Set() }))).toBe(false);
    expect(matchesRule(r, event({ plate: null, plateGroupIds: undefined }))).toBe(false);
  });

  it("§3: listed plates compare in any spelling (case, spaces, dashes)", () => {
    const r = rule({ plates: { mode: "list", plates: ["AB 123"], groupIds: [] } });
    expect(matchesRule(r, baseEvent)).toBe(true);
    expect(matchesRule(r, event({ plate: "AB124" }))).toBe(false);
  });

  it("§3: target type and event type must agree; a disabled rule never fires", () => {
    expect(matchesRule(rule({ targetType: "person" }), baseEvent)).toBe(false);
    expect(matchesRule(rule({ eventTypes: ["PERIMETER"] }), baseEvent)).toBe(false);
    expect(matchesRule(rule({ eventTypes: ["PERIMETER", "PLATE"] }), baseEvent)).toBe(true);
    expect(matchesRule(rule({ enabled: false }), baseEvent)).toBe(false);
  });

  it("issue 30: an event without a target (a camera's own motion) fires the rules naming its type, whatever their target, on their cameras and schedule", () => {
    const motion = event({ targetType: null, eventType: "MOTION", attributes: {}, plate: null, plateGroupIds: undefined });
    // Attribute and plate conditions concern a target the event does not have; the named type decides.
    expect(matchesRule(rule({ targetType: "person", eventTypes: ["MOTION"], attributes: { gender: [1] } }), motion)).toBe(true);
    expect(matchesRule(rule({ eventTypes: ["MOTION"], plates: { mode: "list", plates: ["XY1"], groupIds: [] } }), motion)).toBe(true);
    // A rule naming no type (any AI event of its target) or other types does not take plain motion.
    expect(matchesRule(rule({ targetType: "person", eventTypes: [] }), motion)).toBe(false);
    expect(matchesRule(rule({ targetType: "person", eventTypes: ["PERIMETER"] }), motion)).toBe(false);
    // Place, schedule and the enabled switch still apply.
    expect(matchesRule(rule({ eventTypes: ["MOTION"], cameras: [{ sn: "SN1", chlIndex: 2 }] }), motion)).toBe(false);
    expect(matchesRule(rule({ eventTypes: ["MOTION"], siteIds: ["site-b"] }), motion)).toBe(false);
    expect(matchesRule(rule({ eventTypes: ["MOTION"], schedule: [[], [], [], [], [], [], []] }), motion)).toBe(false);
    expect(matchesRule(rule({ eventTypes: ["MOTION"], enabled: false }), motion)).toBe(false);
  });

  it("§3: every listed attribute must match; unlisted ones accept anything; a missing value fails a condition", () => {
    expect(matchesRule(rule({ attributes: { brand: [12, 13], color: [3] } }), baseEvent)).toBe(true);
    expect(matchesRule(rule({ attributes: { color: [4] } }), baseEvent)).toBe(false);
    expect(matchesRule(rule({ attributes: { vehicleType: ["truck"] } }), baseEvent)).toBe(false);
    expect(matchesRule(rule({ attributes: { color: [3] } }), event({ attributes: {} }))).toBe(false);
    const person = rule({ targetType: "person", attributes: { gender: [2], upperColor: [5] } });
    const p = event({ targetType: "person", attributes: { gender: 2, upperColor: 5, ageGroup: "youth" } });
    expect(matchesRule(person, p)).toBe(true);
    expect(matchesRule(person, event({ targetType: "person", attributes: { gender: 1, upperColor: 5 } }))).toBe(false);
    // Conditions outside the target's vocabulary are not consulted (person rules ignore brand).
    expect(matchesRule(rule({ targetType: "person", attributes: { brand: [99] } }), p)).toBe(true);
    const bike = rule({ targetType: "nonMotorVehicle", attributes: { nonMotorType: ["bike", "tricycle"] } });
    expect(matchesRule(bike, event({ targetType: "nonMotorVehicle", attributes: { nonMotorType: "tricycle" } }))).toBe(true);
    expect(matchesRule(bike, event({ targetType: "nonMotorVehicle", attributes: { nonMotorType: "motorbike" } }))).toBe(false);
  });

  it("§3: cameras narrow the sites; without cameras the event's site must be one of the rule's or below one", () => {
    expect(matchesRule(rule({ siteIds: ["site-b"] }), baseEvent)).toBe(false);
    expect(matchesRule(rule({ siteIds: ["hq"] }), event({ sitePath: ["lobby", "hq"] }))).toBe(true);
    expect(matchesRule(rule({ siteIds: ["lobby"] }), event({ sitePath: ["hq"] }))).toBe(false);
    expect(matchesRule(rule({ cameras: [{ sn: "SN1", chlIndex: 1 }] }), baseEvent)).toBe(true);
    expect(matchesRule(rule({ cameras: [{ sn: "SN1", chlIndex: 2 }] }), baseEvent)).toBe(false);
  });

  it("§3: the weekly schedule is in the camera's local time; spans end exclusively", () => {
    const schedule = ALWAYS_SCHEDULE.map(() => []) as AlarmRule["schedule"];
    schedule[2] = [{ start: 540, end: 600 }];
    expect(matchesRule(rule({ schedule }), event({ localMinute: 599 }))).toBe(true);
    expect(matchesRule(rule({ schedule }), event({ localMinute: 600 }))).toBe(false);
    expect(matchesRule(rule({ schedule }), event({ localDay: 3, localMinute: 550 }))).toBe(false);
    // 2026-11-24 is a Tuesday: 23:30 UTC is Wednesday 07:30 at GMT+8.
    expect(localWeekTime(Date.UTC(2026, 10, 24, 23, 30), 480)).toEqual({ localDay: 3, localMinute: 450 });
    expect(localWeekTime(Date.UTC(2026, 10, 24, 0, 15), -60)).toEqual({ localDay: 1, localMinute: 1395 });
  });

  it("§3 issue 28: an overnight span (22:00–06:00) runs from its start day into the next morning", () => {
    const schedule = ALWAYS_SCHEDULE.map(() => []) as AlarmRule["schedule"];
    schedule[1] = [{ start: 22 * 60, end: 6 * 60 }]; // Monday night
    const at = (localDay: number, localMinute: number) => matchesRule(rule({ schedule }), event({ localDay, localMinute }));
    expect(at(1, 22 * 60 - 1)).toBe(false); // Monday 21:59
    expect(at(1, 22 * 60)).toBe(true); // Monday 22:00
    expect(at(1, 1439)).toBe(true); // Monday 23:59
    expect(at(2, 0)).toBe(true); // Tuesday 00:00
    expect(at(2, 6 * 60 - 1)).toBe(true); // Tuesday 05:59
    expect(at(2, 6 * 60)).toBe(false); // Tuesday 06:00: ends exclusively
    expect(at(2, 22 * 60 + 30)).toBe(false); // Tuesday night is not chosen
    expect(at(1, 3 * 60)).toBe(false); // Monday 03:00 belongs to Sunday night, not chosen
    expect(at(0, 23 * 60)).toBe(false);
  });

  it("§3 issue 28: Saturday's overnight span runs into Sunday morning; a same-day span keeps its day", () => {
    const schedule = ALWAYS_SCHEDULE.map(() => []) as AlarmRule["schedule"];
    schedule[6] = [{ start: 23 * 60, end: 60 }];
    schedule[0] = [{ start: 600, end: 660 }];
    const at = (localDay: number, localMinute: number) => matchesRule(rule({ schedule }), event({ localDay, localMinute }));
    expect(at(6, 23 * 60 + 5)).toBe(true);
    expect(at(0, 30)).toBe(true); // Sunday 00:30 from Saturday's span
    expect(at(0, 60)).toBe(false);
    expect(at(0, 630)).toBe(true);
    expect(at(1, 30)).toBe(false); // Sunday has no overnight span
  });
});
