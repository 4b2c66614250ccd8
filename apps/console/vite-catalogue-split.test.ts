import { catalogs } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { catalogueKeysIn, needLine, piece, piecesOf, pieceSource } from "./vite-catalogue-split";
import { startScript } from "./vite-preload-start";

const KEYS = new Set(Object.keys(catalogs["en-US"]));
// A key the macro made (6 characters) and an explicit one of the error catalogue, both real.
const MACRO_KEY = [...KEYS].find((key) => /^[\w+/-]{6}$/.test(key) && !key.startsWith("error."))!;
const ERROR_KEY = "error.7062";

describe("catalogue split (decision 0015: each chunk carries the keys of its own texts)", () => {
  it("§9: finds the keys a minified chunk names, in any quotes, and nothing else", () => {
    const code = `const a=r({id:\`${MACRO_KEY}\`}),b={7062:{id:"${ERROR_KEY}",message:"The device is offline."}};x('${MACRO_KEY}');const c="not a key",d=\`Ab\${e}\`;`;
    expect(catalogueKeysIn(code, KEYS)).toEqual([ERROR_KEY, MACRO_KEY].sort());
    expect(catalogueKeysIn("const a=1,b=`plain`;", KEYS)).toEqual([]);
  });

  it("§9: a piece holds exactly the named keys, translated, and loads as an ES module", async () => {
    const zh = piece(catalogs, "zh-CN", [ERROR_KEY]);
    expect(zh).toEqual({ [ERROR_KEY]: catalogs["zh-CN"][ERROR_KEY] });
    const source = pieceSource(zh);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown };
    expect(module.default).toEqual({ [ERROR_KEY]: ["设备离线。"] });
  });

  it("a translation missing from a locale falls back to en-US's text, never to the key", () => {
    const partial = { "en-US": { a: ["Hello"] }, "zh-CN": {} };
    expect(piece(partial, "zh-CN", ["a"])).toEqual({ a: ["Hello"] });
  });

  it("reads a chunk's pieces back after the minifier moved the need line behind the imports and requoted it", () => {
    expect(piecesOf(`${needLine(["aB3-_x", "Zz9"])}import{a}from"./x.js";`)).toEqual(["aB3-_x", "Zz9"]);
    expect(piecesOf('import{a as b}from"./x.js";await __vmsI18n.need([`aB3-_x`,`Zz9`]);const c=1;')).toEqual(["aB3-_x", "Zz9"]);
    expect(piecesOf("import{a}from'./x.js';const c=1;")).toBeNull();
  });
});

describe("index.html's start script (decision 0015: the pieces of preloaded chunks start with them)", () => {
  it("installs the loader in the detected locale and fetches the pieces of the start's chunks only", () => {
    const script = startScript({
      signIn: ["/assets/login.js"],
      app: ["/assets/start.js", "/assets/core.js"],
      files: ["/assets/route.js", "/assets/other.js"],
      routes: [
        ["^/device/index/?$", [0]],
        ["^/account/?$", [1]],
      ],
      pieces: { "/assets/login.js": ["L-en", "L-zh"], "/assets/core.js": ["C-en", "C-zh"], "/assets/route.js": ["R-en", "R-zh"], "/assets/other.js": ["O-en", "O-zh"] },
    });
    const run = (pathname: string, stored: Record<string, string>, languages: string[]) => {
      const imported: string[] = [];
      const preloaded: string[] = [];
      const window = {} as Record<string, unknown>;
      const document = { createElement: () => ({}), head: { appendChild: (link: { href: string }) => preloaded.push(link.href) } };
      const storage = { getItem: (key: string) => stored[key] ?? null };
      // The script's own globals, and an import() that records what it fetched.
      const body = script.replace(')(l,L,"/assets/i18n/")', ')(l,L,"/assets/i18n/",__import)');
      expect(body).not.toBe(script);
      new Function("window", "document", "localStorage", "location", "navigator", "globalThis", "__import", body)(
        window,
        document,
        storage,
        { pathname },
        { languages },
        window,
        (url: string) => (imported.push(url), Promise.resolve({ default: {} })),
      );
      return { imported, preloaded, loader: window["__vmsI18n"] as { l: string } };
    };

    const signedOut = run("/login", {}, ["zh-TW", "en"]);
    expect(signedOut.loader.l).toBe("zh-CN");
    expect(signedOut.preloaded).toEqual(["/assets/login.js"]);
    expect(signedOut.imported).toEqual(["/assets/i18n/L-zh.js"]);

    const device = run("/device/index", { "vms.session": "{}", "vms.locale": "en-US" }, ["zh-CN"]);
    expect(device.loader.l).toBe("en-US");
    expect(device.preloaded).toEqual(["/assets/start.js", "/assets/core.js", "/assets/route.js"]);
    expect(device.imported).toEqual(["/assets/i18n/C-en.js", "/assets/i18n/R-en.js"]);
  });
});
