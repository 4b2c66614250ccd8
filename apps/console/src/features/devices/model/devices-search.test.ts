import { describe, expect, it } from "vitest";
import { devicesSearchSchema, toDevicePageQuery } from "./devices-search";

const parse = (input: Record<string, unknown>) => devicesSearchSchema.parse(input);

describe("asset page search params (spec §2 /device/index, §9 page sizes)", () => {
  it("§2: empty search means page 1 of 10, every site, type and status", () => {
    expect(parse({})).toEqual({});
    expect(toDevicePageQuery(parse({}))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it("§2: reads site, types, status, search text, page and size", () => {
    const search = parse({ site: "s-1", types: [2, 1], status: "offline", q: " gate ", page: 3, size: 50 });
    expect(search).toEqual({ site: "s-1", types: [1, 2], status: "offline", q: "gate", page: 3, size: 50 });
    expect(toDevicePageQuery(search)).toEqual({ pageNum: 3, pageSize: 50, siteId: "s-1", devTypes: [1, 2], status: 2, keyword: "gate" });
  });

  it("§4: status filters map to 1 online, 2 offline, 0 unknown", () => {
    expect(toDevicePageQuery(parse({ status: "online" })).status).toBe(1);
    expect(toDevicePageQuery(parse({ status: "offline" })).status).toBe(2);
    expect(toDevicePageQuery(parse({ status: "unknown" })).status).toBe(0);
  });

  it("§9: only page sizes 10, 20, 50 and 100 are taken", () => {
    for (const size of [10, 20, 50, 100]) expect(parse({ size }).size).toBe(size);
    for (const size of [0, 15, 1000, "x"]) expect(parse({ size }).size).toBeUndefined();
    expect(parse({ size: "20" }).size).toBe(20);
  });

  it("§3: types accept a list or '1,2', drop unknown types and duplicates", () => {
    expect(parse({ types: "13,1,1" }).types).toEqual([1, 13]);
    expect(parse({ types: [4, 9, "10"] }).types).toEqual([9, 10]);
    expect(parse({ types: 3 }).types).toEqual([3]);
    expect(parse({ types: [7] }).types).toBeUndefined();
    expect(parse({ types: { a: 1 } }).types).toBeUndefined();
  });

  it("malformed values are dropped, never failing the page", () => {
    expect(parse({ status: "sleeping", page: -2, site: { x: 1 }, q: "x".repeat(100) })).toEqual({});
    expect(parse({ page: "2" }).page).toBe(2);
  });

  it("numeric text (the router reads ?q=123 as a number) stays text; blank text is dropped", () => {
    expect(parse({ q: 123456 }).q).toBe("123456");
    expect(parse({ q: "   " }).q).toBeUndefined();
  });
});
