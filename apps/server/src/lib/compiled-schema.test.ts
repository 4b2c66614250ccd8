import { devicePageRequestSchema, devicePageSchema } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledSchema } from "./compiled-schema.js";

const device = (i: number) => ({ deviceId: i, sn: `SN${i}`, name: `Cam ${i}`, devType: 1, model: "X", version: "1", status: 1, siteId: "s1", siteName: "Site", chlCount: 4, onlineChlCount: 4, timeZone: "UTC", language: "en-US", storage: null, bindTime: 1, lastSeen: 2 });

describe("compiled contract schemas (decision 0005: zod/mini on the server)", () => {
  it("compiles each schema once", () => {
    expect(compiledSchema(devicePageSchema)).toBe(compiledSchema(devicePageSchema));
    expect(compiledSchema(devicePageSchema)).not.toBe(devicePageSchema);
  });

  it("§7: parses to exactly what the schema gives: defaults filled, unknown keys dropped", () => {
    const page = { total: 2, list: [device(1), { ...device(2), extra: true }] };
    expect(z.safeParse(compiledSchema(devicePageSchema), page)).toEqual(z.safeParse(devicePageSchema, page));
    const request = { page: 1, size: 20, keyword: "  cam  " };
    const parsed = z.safeParse(compiledSchema(devicePageRequestSchema), request);
    expect(parsed).toEqual(z.safeParse(devicePageRequestSchema, request));
    expect(parsed.data).toMatchObject({ includeSubSites: true, keyword: "cam" });
  });

  it("§8: refuses what the schema refuses, with the same issues", () => {
    for (const bad of [{ total: "2", list: [] }, { total: 1, list: [{ ...device(1), devType: 4 }] }, null]) {
      const fast = z.safeParse(compiledSchema(devicePageSchema), bad);
      const slow = z.safeParse(devicePageSchema, bad);
      expect(fast.success).toBe(false);
      expect(fast.error?.issues).toEqual(slow.error?.issues);
    }
  });
});
