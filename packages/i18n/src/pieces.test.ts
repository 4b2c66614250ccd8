import type { Messages } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureCatalog } from "./load-catalog.js";
import { LOCALES } from "./locales.js";
import { createPieceI18n, installPieceLoader, pieceLoader, type PieceLoader } from "./pieces.js";

// Two chunks' pieces, as the console's build writes them (apps/console/vite-catalogue-split.ts).
const FILES: Record<string, Messages> = {
  "/assets/i18n/a-en.js": { hello: ["Hello"] },
  "/assets/i18n/a-zh.js": { hello: ["你好"] },
  "/assets/i18n/b-en.js": { bye: ["Goodbye ", ["name"]] },
  "/assets/i18n/b-zh.js": { bye: ["再见 ", ["name"]] },
};
const A = ["a-en", "a-zh"];
const B = ["b-en", "b-zh"];

function fakeImporter() {
  const urls: string[] = [];
  const importer = vi.fn(async (url: string) => {
    urls.push(url);
    const messages = FILES[url];
    if (!messages) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return { default: messages };
  });
  return { importer, urls };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)["__vmsI18n"];
});

describe("catalogue pieces (decision 0015: each chunk awaits only its own texts, in one locale)", () => {
  it("§9: a chunk's pieces are fetched once, in the starting locale only, and show without a re-render", async () => {
    const { importer, urls } = fakeImporter();
    const loader = installPieceLoader("en-US", LOCALES, "/assets/i18n/", importer);
    expect(pieceLoader()).toBe(loader);
    const i18n = createPieceI18n(loader);
    const changes = vi.fn();
    i18n.on("change", changes);

    await Promise.all([loader.need(A), loader.need(A)]);
    expect(urls).toEqual(["/assets/i18n/a-en.js"]);
    expect(i18n._("hello")).toBe("Hello");
    // A piece fetched later (a lazy chunk) reaches the instance as it is: no "change", no re-render.
    await loader.need(B);
    expect(i18n._("bye", { name: "Ann" })).toBe("Goodbye Ann");
    expect(changes).not.toHaveBeenCalled();
    expect(urls).not.toContain("/assets/i18n/a-zh.js");
  });

  it("§9: a switch fetches every piece asked for so far in the new locale, then Lingui has all of them", async () => {
    const { importer, urls } = fakeImporter();
    const loader = installPieceLoader("en-US", LOCALES, "/assets/i18n/", importer);
    const i18n = createPieceI18n(loader);
    await loader.need(A);
    await loader.need(B);

    await ensureCatalog(i18n, "zh-CN");
    expect(urls.filter((u) => u.endsWith("-zh.js")).sort()).toEqual(["/assets/i18n/a-zh.js", "/assets/i18n/b-zh.js"]);
    i18n.activate("zh-CN");
    expect(i18n._("hello")).toBe("你好");
    expect(i18n._("bye", { name: "安" })).toBe("再见 安");
    // Chunks loaded after the switch come in the new locale; switching back fetches nothing again.
    expect(loader.l).toBe("zh-CN");
    await ensureCatalog(i18n, "en-US");
    expect(urls.filter((u) => u.endsWith("-en.js"))).toHaveLength(2);
  });

  it("a failed fetch rejects the chunk's await and may be retried by the next import", async () => {
    let fail = true;
    const importer = vi.fn(async (url: string) => {
      if (fail) throw new TypeError("Failed to fetch");
      return { default: FILES[url]! };
    });
    const loader: PieceLoader = installPieceLoader("zh-CN", LOCALES, "/assets/i18n/", importer);
    await expect(loader.need(A)).rejects.toThrow("Failed to fetch");
    fail = false;
    await loader.need(A);
    expect(loader.m["zh-CN"]).toEqual({ hello: ["你好"] });
  });

  it("the function index.html inlines is self-contained: its source alone installs a working loader", async () => {
    const { importer } = fakeImporter();
    // index.html runs `(<source>)(locale, locales, base)`; here with the fake importer as 4th argument.
    const install = new Function(`return (${installPieceLoader.toString()})`)() as typeof installPieceLoader;
    const loader = install("zh-CN", LOCALES, "/assets/i18n/", importer);
    await loader.need(B);
    expect(pieceLoader()).toBe(loader);
    expect(loader.m["zh-CN"]).toEqual({ bye: ["再见 ", ["name"]] });
  });
});
