import { ALWAYS_SCHEDULE, type AlarmRule } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { isOvernight, minutesOf, ruleFormValues, timeOf, toRuleRequest, validateRuleForm } from "./rule-form";
import { librariesRequiredMessage, recipientsRequiredMessage, scheduleInvalidMessage, sitesRequiredMessage } from "./rule-messages";

describe("alarm rule form (spec §3 Alarm rule, §5, §9)", () => {
  const filled = { ...ruleFormValues("motorVehicle"), ruleName: "Cars", siteIds: ["s1"], recipientIds: ["u1"] };

  it("§5: rule name, recipients and sites cannot be empty; a library condition needs a library", () => {
    expect(validateRuleForm(filled)).toEqual({});
    const errors = validateRuleForm({ ...ruleFormValues("motorVehicle"), platesMode: "library" });
    expect(errors.recipientIds).toBe(recipientsRequiredMessage);
    expect(errors.siteIds).toBe(sitesRequiredMessage);
    expect(errors.plateGroupIds).toBe(librariesRequiredMessage);
    expect(errors.ruleName).toBeDefined();
  });

  it("the daily span runs from start to end; 00:00 as the end is midnight", () => {
    expect(minutesOf("00:00", true)).toBe(1440);
    expect(minutesOf("08:30", false)).toBe(510);
    expect(timeOf(1440)).toBe("00:00");
    expect(validateRuleForm({ ...filled, startTime: "10:00", endTime: "10:00" }).days).toBe(scheduleInvalidMessage);
    expect(validateRuleForm({ ...filled, startTime: "00:00", endTime: "00:00" }).days).toBeUndefined(); // all day
    expect(validateRuleForm({ ...filled, days: [] }).days).toBe(scheduleInvalidMessage);
  });

  it("issue 28: an end before the start is an overnight span, sent as is and read back", () => {
    expect(validateRuleForm({ ...filled, startTime: "22:00", endTime: "06:00" })).toEqual({});
    expect(isOvernight({ startTime: "22:00", endTime: "06:00" })).toBe(true);
    expect(isOvernight({ startTime: "22:00", endTime: "00:00" })).toBe(false);
    const request = toRuleRequest({ ...filled, days: [5], startTime: "22:00", endTime: "06:00" });
    expect(request.schedule).toEqual([[], [], [], [], [], [{ start: 1320, end: 360 }], []]);
    const rule = { ...request, ruleId: "r", eventTypes: [], attributes: {}, contactIds: [], enabled: true, createTime: 0, updateTime: 0 } as unknown as AlarmRule;
    expect(ruleFormValues("person", rule)).toMatchObject({ days: [5], startTime: "22:00", endTime: "06:00" });
  });

  it("§3: builds the request for 'motor vehicle with a plate from library X' and reads a rule back", () => {
    const request = toRuleRequest({ ...filled, platesMode: "library", plateGroupIds: ["g1"], cameras: ["SN:1:2"], days: [1, 2], startTime: "08:00", endTime: "00:00", repeatInterval: 30 });
    expect(request).toMatchObject({
      ruleName: "Cars",
      targetType: "motorVehicle",
      plates: { mode: "library", plates: [], groupIds: ["g1"] },
      cameras: [{ sn: "SN:1", chlIndex: 2 }],
      repeatInterval: 30,
    });
    expect(request.schedule).toEqual([[], [{ start: 480, end: 1440 }], [{ start: 480, end: 1440 }], [], [], [], []]);
    const rule = { ...request, ruleId: "r", eventTypes: [], attributes: {}, contactIds: [], enabled: true, createTime: 0, updateTime: 0, schedule: ALWAYS_SCHEDULE } as unknown as AlarmRule;
    expect(ruleFormValues("person", rule)).toMatchObject({ targetType: "motorVehicle", platesMode: "library", cameras: ["SN:1:2"], days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "00:00" });
  });

  it("a person rule sends no plate condition; a plate list is split on lines and commas", () => {
    expect(toRuleRequest({ ...filled, targetType: "person", platesMode: "library", plateGroupIds: ["g"] }).plates).toEqual({ mode: "any", plates: [], groupIds: [] });
    expect(toRuleRequest({ ...filled, platesMode: "list", plateList: "AB1, CD2\nAB1" }).plates).toEqual({ mode: "list", plates: ["AB1", "CD2"], groupIds: [] });
  });
});
