import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerConsoleSite } from "./console-site.js";

const ENTRY = "/assets/index-5b1e0c7d.js";
const IMMUTABLE = "public, max-age=31536000, immutable";
// Big and repetitive enough that a real build would keep its compressed copies.
const ENTRY_SOURCE = Array.from({ length: 400 }, (_, i) => `export const label${i} = "console label ${i}";`).join("\n");
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="${ENTRY}"></script></head><body><div id="root">${"x".repeat(2000)}</div></body></html>`;

/** A console directory as `vite build` leaves it: each file with its .br and .gz beside it. */
async function writeBuiltConsole(dir: string): Promise<void> {
  await mkdir(path.join(dir, "assets"), { recursive: true });
  for (const [name, text] of [["index.html", INDEX_HTML], [ENTRY.slice(1), ENTRY_SOURCE]] as const) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
}

describe("console site: pre-compressed files and cache headers", () => {
  let app: FastifyInstance;
  let dir = "";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vms-console-site-"));
    await writeBuiltConsole(dir);
    app = Fastify({ logger: false });
    await registerConsoleSite(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });

  it("issue 10 (fast from the first byte): the entry script goes out as brotli to a browser that accepts br, and decodes to the original", async () => {
    const res = await get(ENTRY, { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(ENTRY_SOURCE) / 2);
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(ENTRY_SOURCE);
  });

  it("issue 10 (fast from the first byte): the entry script goes out as gzip to a client that accepts only gzip", async () => {
    const res = await get(ENTRY, { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(ENTRY_SOURCE);
  });

  it("issue 10 (fast from the first byte): a client that accepts no encoding gets the plain file", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const res = await get(ENTRY, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(res.payload).toBe(ENTRY_SOURCE);
    }
  });

  it("issue 10 (fast from the first byte): index.html, at / and as the SPA fallback, is compressed too and never cached", async () => {
    for (const url of ["/", "/login", "/devices/42/channels"]) {
      const res = await get(url, { accept: "text/html", "accept-encoding": "br" });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(INDEX_HTML);
    }
    const root = await get("/", { accept: "*/*", "accept-encoding": "gzip" });
    expect([root.statusCode, root.headers["content-encoding"], root.headers["cache-control"]]).toEqual([200, "gzip", "no-cache"]);
    expect(gunzipSync(root.rawPayload).toString("utf8")).toBe(INDEX_HTML);
    const plain = await get("/login", { accept: "text/html" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.payload).toBe(INDEX_HTML);
  });
});
