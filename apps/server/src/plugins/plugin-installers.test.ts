import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Code } from "@vms/api-client";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerConsoleSite } from "./console-site.js";
import { INSTALLER_CACHE, registerPluginInstallers } from "./plugin-installers.js";

const WINDOWS = "VmsVideoPlugin-1.0.0.1914.exe";
const BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

async function serve(dir: string | null, consoleDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerPluginInstallers(app, dir);
  await registerConsoleSite(app, consoleDir);
  await app.ready();
  return app;
}

describe("plugin installers (spec §7 Plugin installer, §9 assets under /user/)", () => {
  let root = "";
  let app: FastifyInstance;
  let none: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "vms-installers-"));
    const installers = path.join(root, "installers");
    const consoleDir = path.join(root, "console");
    await mkdir(installers);
    await mkdir(consoleDir);
    await writeFile(path.join(consoleDir, "index.html"), "<!doctype html><title>console</title>");
    await writeFile(path.join(installers, WINDOWS), BYTES);
    // A file beside the directory that a traversal would reach.
    await writeFile(path.join(root, "VmsVideoPlugin-1.0.0.1.exe"), "secret");
    app = await serve(installers, consoleDir);
    none = await serve(null, consoleDir);
  });

  afterAll(async () => {
    await Promise.all([app.close(), none.close()]);
    await rm(root, { recursive: true, force: true });
  });

  it("§7: the versioned installer downloads with its type, as an attachment, cacheable per timestamp query", async () => {
    const res = await app.inject({ method: "GET", url: `/user/plugin/${WINDOWS}?t=1700000000000`, headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.microsoft.portable-executable");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${WINDOWS}"`);
    expect(res.headers["cache-control"]).toBe(INSTALLER_CACHE);
    expect(res.headers["cache-control"]).not.toMatch(/immutable|no-store/);
    expect(res.rawPayload.equals(BYTES)).toBe(true);
  });

  it("§7: HEAD tells the console the installer exists, without the bytes", async () => {
    const res = await app.inject({ method: "HEAD", url: `/user/plugin/${WINDOWS}?t=1` });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers["content-length"])).toBe(BYTES.length);
    expect(res.rawPayload.length).toBe(0);
  });

  it("§7: a missing installer is the catalogue's 404, even for a browser navigation", async () => {
    for (const method of ["GET", "HEAD"] as const) {
      const res = await app.inject({ method, url: "/user/plugin/VmsVideoPlugin-1.0.0.1899.pkg?t=1", headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      if (method === "GET") expect(res.json()).toMatchObject({ basic: { code: Code.NOT_FOUND } });
    }
  });

  it("§7: a server without VMS_PLUGIN_INSTALLER_DIR distributes no installer", async () => {
    const res = await none.inject({ method: "HEAD", url: `/user/plugin/${WINDOWS}` });
    expect(res.statusCode).toBe(404);
  });

  it("refuses path traversal and names that are not installers", async () => {
    const urls = [
      "/user/plugin/..%2FVmsVideoPlugin-1.0.0.1.exe",
      "/user/plugin/%2E%2E%2FVmsVideoPlugin-1.0.0.1.exe",
      "/user/plugin/../VmsVideoPlugin-1.0.0.1.exe",
      "/user/plugin/..%5CVmsVideoPlugin-1.0.0.1.exe",
      "/user/plugin/index.html",
      "/user/plugin/VmsVideoPlugin-1.0.0.1914.exe%00.txt",
    ];
    for (const url of urls) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("secret");
    }
  });
});
