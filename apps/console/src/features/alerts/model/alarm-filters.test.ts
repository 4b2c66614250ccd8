import { describe, expect, it } from "vitest";
import { fromLocalInput } from "@/shared/lib/local-range";
import { alarmRangeProblem, alarmTypesOf, NO_ALARM_FILTERS, toAlarmFilter } from "./alarm-filters";

describe("alerts filters (spec §2 Alerts, issue 28)", () => {
  it("no filter asks for every alarm", () => {
    expect(toAlarmFilter(NO_ALARM_FILTERS)).toEqual({});
  });

  it("site, camera, rule and type become the request's lists; the range covers its last minute", () => {
    const state = { from: "2026-12-01T08:00", to: "2026-12-01T09:00", siteId: "s1", camera: "SN:1/2", ruleId: "r1", eventType: "PLATE" as const };
    expect(toAlarmFilter(state)).toEqual({
      startTime: fromLocalInput("2026-12-01T08:00"),
      endTime: fromLocalInput("2026-12-01T09:00") + 59_999,
      siteIds: ["s1"],
      cameras: [{ sn: "SN:1", chlIndex: 2 }],
      ruleIds: ["r1"],
      eventTypes: ["PLATE"],
    });
  });

  it("a half or reversed range is a problem and is not sent", () => {
    expect(alarmRangeProblem({ from: "2026-12-01T08:00", to: "" })).toBe("invalid");
    const reversed = { ...NO_ALARM_FILTERS, from: "2026-12-02T08:00", to: "2026-12-01T08:00" };
    expect(alarmRangeProblem(reversed)).toBe("reversed");
    expect(toAlarmFilter(reversed)).toEqual({});
  });

  it("the type choices follow the tab", () => {
    expect(alarmTypesOf("health")).toEqual(["DISK_ERROR", "IP_CONFLICT", "NETWORK_DOWN", "DEVICE_OFFLINE"]);
    expect(alarmTypesOf("ai")).toContain("PLATE");
    expect(alarmTypesOf("ai")).not.toContain("DEVICE_OFFLINE");
  });
});
