import { createI18n } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { orderItem } from "./order-item";

const base = { orderType: 3, trial: false, chlNum: 8, spec: "Licence · 8 channels · 90d", sn: null, chlIndex: null };

// Issue 28 "Named": order items were the server's English sentence in both languages.
describe("order item", () => {
  it("names a licence order and a cloud order in the UI language, keeping the channel's own name", () => {
    const en = createI18n("en-US");
    const zh = createI18n("zh-CN");
    expect(en._(orderItem(base))).toBe("Licenses for 8 cameras");
    expect(zh._(orderItem(base))).not.toMatch(/Licen[cs]e/);
    const cloud = { ...base, orderType: 1, chlNum: 1, spec: "7-day storage · Gate NVR / Lane 1", sn: "N1", chlIndex: 1 };
    expect(en._(orderItem(cloud))).toBe("Cloud storage for Gate NVR / Lane 1");
    expect(zh._(orderItem(cloud))).toContain("Gate NVR / Lane 1");
    expect(zh._(orderItem(cloud))).not.toContain("storage");
    expect(en._(orderItem({ ...cloud, trial: true }))).toBe("Cloud storage trial for Gate NVR / Lane 1");
    // Issue 28: the seeded package names hold " · " themselves; an order for several channels names them all.
    const several = { ...cloud, chlNum: 2, spec: "7-day cyclic storage · monthly · NVR / Gate, NVR / Yard" };
    expect(en._(orderItem(several))).toBe("Cloud storage for NVR / Gate, NVR / Yard");
    expect(zh._(orderItem(several))).not.toContain("monthly");
  });

  it("decision 0035: names auto renew's order as a renewal in both languages", () => {
    const renewal = { ...base, orderType: 1, chlNum: 1, spec: "7-day cyclic storage · monthly · NVR / Gate", sn: "N1", chlIndex: 1, renewal: true };
    expect(createI18n("en-US")._(orderItem(renewal))).toBe("Cloud storage renewal for NVR / Gate");
    expect(createI18n("zh-CN")._(orderItem(renewal))).toBe("NVR / Gate 的云存储续费");
  });
});
