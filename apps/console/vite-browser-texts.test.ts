import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setupI18n } from "@lingui/core";
import { catalogs } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { parseAstAsync } from "vite";
import { stripDescriptorMessages, stripEndpointSummaries } from "./vite-browser-texts";

const require = createRequire(import.meta.url);

describe("browser texts (issue 10: texts the browser never shows stay out of the console build)", () => {
  it("drops the source text of each /*i18n*/ descriptor and keeps its id", () => {
    const code = `export const m = {\n  1000: /*i18n*/ { id: "error.1000", message: "The request was \\"malformed\\"." },\n  7062: /*i18n*/ { id: "error.7062", message: "The device is offline." },\n};\n`;
    expect(stripDescriptorMessages(code)?.code).toBe(`export const m = {\n  1000: /*i18n*/ { id: "error.1000" },\n  7062: /*i18n*/ { id: "error.7062" },\n};\n`);
  });

  it("leaves other shapes and unmarked objects alone", () => {
    expect(stripDescriptorMessages(`const a = { id: "x", message: "Not marked." };`)).toBeNull();
    const withValues = `const b = /*i18n*/ { id: "error.group.device", message: "Failed (error {code}).", values: { code } };`;
    expect(stripDescriptorMessages(withValues)).toBeNull();
  });

  it("§8: every message of the built api-client's error catalogue is stripped, and each id still reads as its text in both locales", () => {
    const dir = require.resolve("@vms/api-client").replace(/index\.js$/, "errors/");
    for (const file of ["specific-messages.js", "commerce-messages.js", "archive-messages.js", "groups.js"]) {
      const stripped = stripDescriptorMessages(readFileSync(`${dir}${file}`, "utf8"))!.code;
      expect(stripped, file).not.toMatch(/message:/);
      const ids = [...stripped.matchAll(/id: "([^"]+)"/g)].map((m) => m[1]!);
      expect(ids.length, file).toBeGreaterThan(0);
      for (const locale of ["en-US", "zh-CN"] as const) {
        const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
        for (const id of ids) expect(i18n._({ id, values: { code: 1 } }), `${locale} ${id}`).not.toBe(id);
      }
    }
  });

  it("§7: drops every endpoint summary of the built registry and keeps a valid module with each endpoint's schemas", async () => {
    const dir = require.resolve("@vms/api-client").replace(/index\.js$/, "registry/");
    const files = readdirSync(dir).filter((f) => f.endsWith(".js") && !/^(index|define)\.js$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(`${dir}${file}`, "utf8");
      const stripped = stripEndpointSummaries(code)?.code;
      expect(stripped, file).toBeDefined();
      expect(stripped, file).not.toMatch(/summary:/);
      const count = (text: string, word: string) => text.split(word).length - 1;
      for (const word of ["request:", "response:", "auth:"]) expect(count(stripped!, word), `${file} ${word}`).toBe(count(code, word));
      await expect(parseAstAsync(stripped!), file).resolves.toBeTruthy();
    }
  });
});
