import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isSplat, routePattern } from "./vite-preload-start";

// The router plugin's generated tree names each route file and its full path: the inline preload
// script must pick a route's chunks for exactly the URLs the router sends to that route.
const tree = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "src/routeTree.gen.ts"), "utf8");
const fileOf = new Map([...tree.matchAll(/import \{ Route as (\w+) \} from "\.\/routes\/([^"]+)"/g)].map((m) => [m[1]!, `${m[2]!}.tsx`]));
const routes = [...tree.matchAll(/fullPath: "([^"]*)"\n\s+preLoaderRoute: typeof (\w+)/g)]
  .map((m) => ({ fullPath: m[1]!, file: fileOf.get(m[2]!)! }))
  .filter((r) => r.file && !/(^|\/)_(shell|public)\.tsx$/.test(r.file))
  // Splat routes (not found) are not preloaded (vite-preload-start.ts skips them).
  .filter((r) => !isSplat(r.file));
/** A layout route and the pages inside it share their URLs: both may match them. */
const nested = (a: string, b: string) => b.startsWith(a.replace(/\.tsx$/, "/")) || a.startsWith(b.replace(/\.tsx$/, "/"));

describe("routePattern (decision 0014: index.html preloads the chunks of the route the URL names)", () => {
  it("finds every page route of the generated tree", () => {
    expect(routes.length).toBeGreaterThan(35);
    expect(routes).toContainEqual({ fullPath: "/device/index", file: "_shell/device/[index].tsx" });
  });

  it.each(routes)("$file matches $fullPath and no other page", ({ fullPath, file }) => {
    const pattern = new RegExp(routePattern(file));
    const url = fullPath.replace(/\$\w+/g, "abc123") || "/";
    expect(pattern.test(url)).toBe(true);
    expect(pattern.test(`${url.replace(/\/$/, "")}/`)).toBe(true);
    for (const other of routes.filter((r) => r.file !== file && !nested(r.file, file))) {
      const otherUrl = other.fullPath.replace(/\$\w+/g, "abc123") || "/";
      if (!/\$/.test(other.fullPath) || !/\$/.test(fullPath)) expect(pattern.test(otherUrl), `${file} vs ${other.fullPath}`).toBe(otherUrl === url);
    }
  });
});
