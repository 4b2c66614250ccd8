import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PAGE_SIZES } from "../constants.js";
import { emptyResultSchema, emptySchema, pageOf, pageQuerySchema } from "./common.js";
import { brandingQuerySchema, brandingSchema, versionInfoSchema } from "./system.js";

describe("common schemas", () => {
  it("§9: page sizes are 10, 20, 50 and 100; page defaults to 1 and size to 10", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(pageQuerySchema.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    for (const pageSize of PAGE_SIZES) expect(pageQuerySchema.parse({ pageNum: 3, pageSize })).toEqual({ pageNum: 3, pageSize });
    for (const pageSize of [0, 5, 25, 1000]) expect(pageQuerySchema.safeParse({ pageSize }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNum: 0 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNum: 1.5 }).success).toBe(false);
  });

  it("§9: pageOf wraps items as {total, list}", () => {
    const page = pageOf(z.object({ id: z.number() }));
    expect(page.parse({ total: 2, list: [{ id: 1 }, { id: 2 }] })).toEqual({ total: 2, list: [{ id: 1 }, { id: 2 }] });
    expect(page.safeParse({ total: -1, list: [] }).success).toBe(false);
    expect(page.safeParse({ total: 1, list: [{ id: "1" }] }).success).toBe(false);
    expect(page.safeParse({ list: [] }).success).toBe(false);
  });

  it("§3: empty request and result schemas accept an empty object", () => {
    expect(emptySchema.parse({})).toEqual({});
    expect(emptyResultSchema.parse({})).toEqual({});
  });
});

describe("system schemas", () => {
  const branding = {
    icon: "/user/logo.png",
    bgImg: "/user/bg.jpg",
    favicon: "/user/favicon.ico",
    coId: "co-1",
    extra: { title: "VMS", logoLcrs: "", logoTbsl: "" },
  };

  it("§3: branding has icon, bgImg, favicon, coId and extra{title, logoLcrs, logoTbsl}", () => {
    expect(brandingSchema.parse(branding)).toEqual(branding);
    expect(brandingSchema.safeParse({ ...branding, extra: { title: "VMS" } }).success).toBe(false);
    const { favicon: _drop, ...noFavicon } = branding;
    expect(brandingSchema.safeParse(noFavicon).success).toBe(false);
  });

  it("§1: branding is looked up by organization or by domain, both optional and bounded", () => {
    expect(brandingQuerySchema.parse({})).toEqual({});
    expect(brandingQuerySchema.safeParse({ coId: "x".repeat(64), domain: "d".repeat(253) }).success).toBe(true);
    expect(brandingQuerySchema.safeParse({ coId: "x".repeat(65) }).success).toBe(false);
    expect(brandingQuerySchema.safeParse({ domain: "d".repeat(254) }).success).toBe(false);
  });

  it("§2: version info carries version, apiVersion, buildTime and commit", () => {
    const info = { version: "0.1.0", apiVersion: "1.0", buildTime: "2024-01-01 00:00:00", commit: "abc" };
    expect(versionInfoSchema.parse(info)).toEqual(info);
    expect(versionInfoSchema.safeParse({ ...info, commit: 1 }).success).toBe(false);
  });
});
