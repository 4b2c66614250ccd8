import { describe, expect, it } from "vitest";
import { unreachableReason } from "./recipient-reach";
import { recipientNoAlarmsMessage, recipientNoSitesMessage } from "./rule-messages";

describe("who can receive a rule's alarms (issue 28)", () => {
  const parents = new Map<string, string | null>([["hq", null], ["lobby", "hq"], ["yard", null]]);

  it("a role without alarms never can (live-only viewers, viewing stations)", () => {
    expect(unreachableReason({ alarms: false, siteIds: null }, ["hq"], parents)).toBe(recipientNoAlarmsMessage);
  });

  it("a user must read a chosen site or one below it; every site or no site chosen yet is fine", () => {
    expect(unreachableReason({ alarms: true, siteIds: ["lobby"] }, ["hq"], parents)).toBeUndefined();
    expect(unreachableReason({ alarms: true, siteIds: ["hq"] }, ["lobby"], parents)).toBe(recipientNoSitesMessage);
    expect(unreachableReason({ alarms: true, siteIds: ["yard"] }, ["hq"], parents)).toBe(recipientNoSitesMessage);
    expect(unreachableReason({ alarms: true, siteIds: [] }, ["hq"], parents)).toBe(recipientNoSitesMessage);
    expect(unreachableReason({ alarms: true, siteIds: null }, ["hq"], parents)).toBeUndefined();
    expect(unreachableReason({ alarms: true, siteIds: [] }, [], parents)).toBeUndefined();
  });
});
