import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import linguiApi from "@lingui/cli/api";
import { getConfig, type CatalogType } from "@lingui/conf";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "./locales.js";

// These tests read the .po files through Lingui's own config and catalog reader, so they see
// exactly what `pnpm --filter @vms/i18n i18n` sees.
const { createCompiledCatalog, getCatalogs } = linguiApi;
const config = getConfig({ configPath: fileURLToPath(new URL("../lingui.config.ts", import.meta.url)) });

type Compiled = string | (string | [string, string?, Record<string, Compiled>?])[];

/** ICU placeholders (`{code}`, `{count}` incl. plural/select args) and `<0>` tags of a message. */
function placeholdersOf(locale: string, message: string): string[] {
  const json = createCompiledCatalog(locale, { m: message }, { namespace: "json" });
  expect(json.errors, `ICU syntax of "${message}"`).toEqual([]);
  const compiled = (JSON.parse(json.source.replace(/^\/\*eslint-disable\*\//, "")) as { messages: Record<string, Compiled> })
    .messages["m"];
  const found = new Set<string>();
  const addTags = (text: string) => {
    for (const [tag] of text.matchAll(/<\/?\d+\s*\/?>/g)) found.add(tag.replace(/\s/g, ""));
  };
  const walk = (node: Compiled | undefined) => {
    if (node === undefined) return;
    if (typeof node === "string") return addTags(node);
    for (const token of node) {
      if (typeof token === "string") addTags(token);
      else {
        found.add(`{${token[0]}}`);
        for (const branch of Object.values(token[2] ?? {})) walk(branch);
      }
    }
  };
  walk(compiled);
  return [...found].sort();
}

describe("translation catalogs", () => {
  let source: CatalogType = {};
  let chinese: CatalogType = {};
  beforeAll(async () => {
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error("lingui.config.ts defines no catalog");
    source = await catalog.read("en-US");
    chinese = await catalog.read("zh-CN");
  });

  /** Source text of a message: explicit-id messages keep it in the en-US msgstr. */
  const sourceText = (id: string) => source[id]?.translation || source[id]?.message || id;

  it("has messages (the error catalogue at least)", () => {
    expect(Object.keys(source).length).toBeGreaterThanOrEqual(100);
  });

  it("§9: zh-CN has exactly the en-US message ids", () => {
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(source).sort());
  });

  it("§9: every message has a non-empty zh-CN translation", () => {
    const missing = Object.keys(source).filter((id) => !chinese[id]?.translation?.trim());
    expect(missing.map((id) => `${id}: ${sourceText(id)}`)).toEqual([]);
  });

  it("§9: zh-CN translations keep the source placeholders and tags", () => {
    const mismatched = Object.keys(source)
      .filter((id) => chinese[id]?.translation)
      .filter((id) => {
        const expected = placeholdersOf("en-US", sourceText(id));
        const actual = placeholdersOf("zh-CN", chinese[id]?.translation ?? "");
        return expected.join() !== actual.join();
      });
    expect(mismatched.map((id) => `${id}: "${sourceText(id)}" → "${chinese[id]?.translation}"`)).toEqual([]);
  });

  it("§9: zh-CN translations of sentences are in Chinese, not copied English", () => {
    const copied = Object.keys(source).filter((id) => {
      const text = sourceText(id);
      const translation = chinese[id]?.translation ?? "";
      return /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(text) && !/[\u4e00-\u9fff]/.test(translation);
    });
    expect(copied).toEqual([]);
  });
});

/** The messages object inside a compiled `messages.ts` (`…JSON.parse("…")as Messages;`). */
function compiledMessages(source: string): Record<string, unknown> {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error("not a compiled Lingui catalog");
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

describe("compiled catalogs", () => {
  it.each(LOCALES)("src/locales/%s/messages.ts is up to date with the .po file", async (locale) => {
    // Same steps as `lingui compile --typescript`; a stale file means someone skipped `pnpm i18n`.
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error("lingui.config.ts defines no catalog");
    const { messages } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale ?? "en-US",
      fallbackLocales: config.fallbackLocales || {},
    });
    const expected = createCompiledCatalog(locale, messages, {
      strict: false,
      namespace: "ts",
      pseudoLocale: config.pseudoLocale,
      compilerBabelOptions: config.compilerBabelOptions,
    });
    expect(expected.errors).toEqual([]);
    const committed = await readFile(new URL(`./locales/${locale}/messages.ts`, import.meta.url), "utf8");
    // Key-level diff first (readable when stale), then the byte-exact check.
    expect(compiledMessages(committed), "run `pnpm --filter @vms/i18n i18n`").toEqual(compiledMessages(expected.source));
    expect(committed, "run `pnpm --filter @vms/i18n i18n`").toBe(expected.source);
  });
});
