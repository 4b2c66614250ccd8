import { describe, expect, it } from "vitest";
import { findEndpoint, registry, type EndpointDef } from "./index.js";
import { defineEndpoints } from "./define.js";

describe("registry", () => {
  it("§7: every path starts with / and has a summary, a tag, an auth rule and zod schemas", () => {
    for (const [path, def] of Object.entries(registry as Record<string, EndpointDef>)) {
      expect(path).toMatch(/^\/[a-z0-9/-]+$/);
      expect(def.summary.length).toBeGreaterThan(0);
      expect(def.tag.length).toBeGreaterThan(0);
      expect(["public", "session"]).toContain(def.auth);
      expect(typeof def.request.safeParse).toBe("function");
      expect(typeof def.response.safeParse).toBe("function");
    }
  });

  it("§1: branding is public, because it is loaded before login", () => {
    expect(registry["/customer-website/get"].auth).toBe("public");
  });

  it("§7: findEndpoint looks up own paths only", () => {
    expect(findEndpoint("/system/version/get")).toBe(registry["/system/version/get"]);
    expect(findEndpoint("/nope")).toBeUndefined();
    expect(findEndpoint("toString")).toBeUndefined();
    expect(findEndpoint("__proto__")).toBeUndefined();
  });

  it("§7: defineEndpoints returns its argument unchanged", () => {
    const defs = { "/x": registry["/system/version/get"] };
    expect(defineEndpoints(defs)).toBe(defs);
  });
});
