import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { jsonSchemaStub, zodWithoutJsonSchema } from "./vite-zod-browser";

const root = path.dirname(fileURLToPath(import.meta.url));
const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve("zod")), "v4/core");

// A bundle the way the console builds one: zod's classic API and an api-client schema.
const ENTRY = `
import { z } from "zod";
import { devicePageSchema } from "@vms/api-client";
export const name = z.object({ name: z.string().trim().max(5), count: z.number().int().nonnegative().optional() });
export { devicePageSchema };
`;

async function bundle(): Promise<{ code: string; mod: Record<string, unknown> }> {
  const result = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [
      zodWithoutJsonSchema(),
      { name: "entry", resolveId: (id) => (id === "virtual:entry" ? "\0entry" : undefined), load: (id) => (id === "\0entry" ? ENTRY : undefined) },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: "virtual:entry", preserveEntrySignatures: "strict" } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(result) ? result[0]! : result).output.find((o) => o.type === "chunk" && o.isEntry) as Rolldown.OutputChunk;
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`)) as Record<string, unknown>;
  return { code: chunk.code, mod };
}

describe("zod without JSON Schema in the console build (issue 10: the start carries no code it never runs)", () => {
  it("the stand-ins export what zod's JSON Schema modules export, and each throws a clear error", async () => {
    for (const file of ["to-json-schema.js", "json-schema-processors.js"]) {
      const real = Object.keys(await import(path.join(zodCore, file))).sort();
      const stub = (await import(`data:text/javascript;base64,${Buffer.from(await jsonSchemaStub(path.join(zodCore, file))).toString("base64")}`)) as Record<string, (...args: unknown[]) => unknown>;
      expect(Object.keys(stub).sort(), file).toEqual(real);
      for (const [name, fn] of Object.entries(stub)) {
        // Method factories run when a schema is made; the method they return is what throws.
        const call = /^create\w*Method$/.test(name) ? (fn() as () => unknown) : fn;
        expect(call, `${file} ${name}`).toThrow(/JSON Schema generation is left out of the console build/);
      }
    }
  });

  it("a bundle parses with zod and the api-client schemas as before, and holds none of the JSON Schema code", async () => {
    const { code, mod } = await bundle();
    expect(code).not.toContain("cannot be represented in JSON Schema");
    const name = mod.name as import("zod").ZodType;
    expect(name.safeParse({ name: " abc ", count: 2 })).toEqual({ success: true, data: { name: "abc", count: 2 } });
    const bad = name.safeParse({ name: "abcdefg", count: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["name", "count"]);
    // Form libraries validate through Standard Schema, whose object zod builds on first read.
    await expect(Promise.resolve(name["~standard"].validate({ name: "ok" }))).resolves.toEqual({ value: { name: "ok" } });
    expect(() => name.toJSONSchema()).toThrow(/left out of the console build/);

    const page = mod.devicePageSchema as import("zod").ZodType;
    expect(page.safeParse({ total: 0, list: [] }).success).toBe(true);
    expect(page.safeParse({ total: "many", list: [] }).success).toBe(false);
  }, 60_000);
});
