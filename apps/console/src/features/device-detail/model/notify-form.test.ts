import { describe, expect, it } from "vitest";
import { validateNotify } from "./notify-form";

const SN = "N00000000042";
const messages = (value: Parameters<typeof validateNotify>[0]) => Object.fromEntries(Object.entries(validateNotify(value)).map(([k, m]) => [k, m?.message]));

describe("device notification settings (spec §2 notify)", () => {
  it("§2: switched on, no events and no recipients are refused", () => {
    expect(messages({ sn: SN, enabled: true, events: [], recipients: [] })).toEqual({
      events: "Choose at least one event to notify about.",
      recipients: "Choose at least one recipient.",
    });
    expect(messages({ sn: SN, enabled: true, events: ["offline"], recipients: [] })).toEqual({ recipients: "Choose at least one recipient." });
  });

  it("§2: switched off, or with an event and a recipient, the settings may be saved", () => {
    expect(validateNotify({ sn: SN, enabled: false, events: [], recipients: [] })).toEqual({});
    expect(validateNotify({ sn: SN, enabled: true, events: ["offline"], recipients: ["u-1"] })).toEqual({});
  });
});
