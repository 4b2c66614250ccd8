import { z } from "zod/mini";
import { describe, expect, it } from "vitest";
import { isUuidSchema } from "../schemas/primitives.js";
import { findEndpoint, registry, type EndpointDef } from "./index.js";
import { defineEndpoints } from "./define.js";

describe("registry", () => {
  it("§7: every path starts with / and has a summary, a tag, an auth rule and zod schemas", () => {
    for (const [path, def] of Object.entries(registry as Record<string, EndpointDef>)) {
      expect(path).toMatch(/^\/[a-z0-9/-]+$/);
      expect(def.summary.length).toBeGreaterThan(0);
      expect(def.tag.length).toBeGreaterThan(0);
      expect(["public", "session"]).toContain(def.auth);
      expect(def.request._zod.def.type).toBe("object");
      expect(typeof def.response._zod.run).toBe("function");
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

type Leaf = { path: string; schema: z.core.$ZodType };

/** Every string and number schema inside a request schema, with its path. */
function leaves(schema: z.core.$ZodType, path: string, out: Leaf[], depth = 0): Leaf[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (depth > 8) return out;
  const walk = (inner: unknown, suffix = "") => leaves(inner as z.core.$ZodType, path + suffix, out, depth + 1);
  if (def.type === "string" || def.type === "number") out.push({ path, schema });
  if (def.shape) for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) walk(value, `.${key}`);
  for (const key of ["innerType", "element", "in", "keyType", "valueType"]) if (def[key]) walk(def[key], key === "element" ? "[]" : "");
  if (Array.isArray(def.options)) for (const option of def.options) walk(option);
  if (def.type === "lazy") walk((def.getter as () => z.core.$ZodType)());
  return out;
}

describe("request schemas", () => {
  const all = Object.entries(registry as Record<string, EndpointDef>).flatMap(([path, def]) => leaves(def.request, path, []));

  it("§8: every string field of every request refuses NUL and lone surrogates (built on textSchema)", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const { path, schema } of all.filter((leaf) => leaf.schema._zod.def.type === "string")) {
      expect(z.safeParse(schema, "a\u0000b").success, path).toBe(false);
      expect(z.safeParse(schema, "\ud800").success, path).toBe(false);
    }
  });

  it("§8: every number field of every request refuses values no column or Date holds", () => {
    for (const { path, schema } of all.filter((leaf) => leaf.schema._zod.def.type === "number")) {
      for (const value of [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 8.64e15 + 1, Infinity, Number.NaN]) {
        expect(z.safeParse(schema, value).success, `${path} = ${value}`).toBe(false);
      }
    }
  });
});

/**
 * Request fields named like an id that are not a stored row's UUID, each with why. Every other id
 * field is a `uuidSchema()`: a malformed id is refused with 7000 before any handler runs, instead
 * of failing PostgreSQL's uuid cast in a handler (issue 27, a 500).
 */
const NOT_UUID_IDS: Readonly<Record<string, string>> = {
  "/customer-website/get.coId": "the organization's 8-digit customer number, not a row id",
  "/cloud-storage/purchase.goodsId": "cloud storage goods are named by a text code",
  // Parts of a link a person opens (spec §2 /user-register/{inviteId}/{uuid} …): a mistyped link is
  // refused as an invalid link (20037), which the link's page explains, not as a parameter error.
  "/user/invite/check.inviteId": "link part",
  "/user/invite/active.inviteId": "link part",
  "/user/invite/bind-check.inviteId": "link part",
  "/user/invite/bind.inviteId": "link part",
  "/remote-access-req/connect.grantId": "link part",
};
const ID_FIELD = /(?:^|\.)(?:id|ids|[A-Za-z]*Ids?|recipients)(?:\[\])?$/;

describe("request id fields", () => {
  const all = Object.entries(registry as Record<string, EndpointDef>).flatMap(([path, def]) => leaves(def.request, path, []));
  const ids = all.filter((leaf) => ID_FIELD.test(leaf.path.slice(leaf.path.indexOf("."))));

  it("§7/§8: every id field of every request is a UUID (refused with 7000 otherwise), but for the listed few", () => {
    expect(ids.length).toBeGreaterThan(60);
    const free = ids.filter((leaf) => !isUuidSchema(leaf.schema)).map((leaf) => leaf.path.replace(/\[\]/g, ""));
    expect(free.sort()).toEqual(Object.keys(NOT_UUID_IDS).sort());
  });

  it("§8: a UUID id field takes any-case UUIDs and refuses everything else", () => {
    const uuid = ids.find((leaf) => isUuidSchema(leaf.schema))!.schema;
    for (const good of ["00000000-0000-4000-8000-000000000000", "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"]) expect(z.safeParse(uuid, good).success, good).toBe(true);
    for (const bad of ["", "1", "abc", "00000000-0000-4000-8000-00000000000g", "{00000000-0000-4000-8000-000000000000}", "00000000000040008000000000000000", " 00000000-0000-4000-8000-000000000000", "00000000-0000-4000-8000-000000000000\u0000"]) {
      const result = z.safeParse(uuid, bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("uuid");
    }
  });
});
