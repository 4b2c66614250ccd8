import { readFileSync } from "node:fs";
import { API_VERSION, ApiError, Code, createApiClient } from "@vms/api-client";
import { expect, it } from "vitest";
import { brandings, organizations } from "./db/schema/index.js";
import { createNonceStore } from "./modules/nonces/nonce-store.js";
import { PACKAGE_JSON } from "./core/server-paths.js";
import { CONSOLE_ASSET, CONSOLE_INDEX_HTML, describeOnDatabases } from "./test-support/test-server.js";

const pkgVersion = (JSON.parse(readFileSync(PACKAGE_JSON, "utf8")) as { version: string }).version;

describeOnDatabases("server endpoints over HTTP", (server) => {
  const client = () => createApiClient({ baseUrl: server().baseUrl });
  const get = (path: string, accept = "*/*") => fetch(`${server().baseUrl}${path}`, { headers: { accept } });

  it("§7: /system/version/get answers the package version, API version and build stamp", async () => {
    const info = await client().call("/system/version/get", {});
    expect(info).toEqual({ version: pkgVersion, apiVersion: API_VERSION, buildTime: "2026-01-02T03:04:05Z", commit: "abc1234" });
  });

  it("§3: /customer-website/get answers the seeded default branding", async () => {
    const branding = await client().call("/customer-website/get", {});
    expect(branding).toEqual({
      coId: "",
      icon: "/user/branding/logo.svg",
      bgImg: "/user/branding/background.svg",
      favicon: "/user/branding/favicon.svg",
      extra: { title: "VMS Console", logoLcrs: "/user/branding/logo-lcrs.svg", logoTbsl: "/user/branding/logo-tbsl.svg" },
    });
  });

  it("§3: an organization's branding is read from the database, unset fields falling back to the default", async () => {
    const { db } = server().app.vms.database;
    await db.insert(organizations).values({ name: "Acme", customerId: "acme-001" });
    await db.insert(brandings).values({ coId: "acme-001", domain: "cams.acme.test", title: "Acme Watch", icon: "/user/acme/logo.png" });

    const own = await client().call("/customer-website/get", { coId: "acme-001" });
    expect(own.coId).toBe("acme-001");
    expect(own.extra.title).toBe("Acme Watch");
    expect(own.icon).toBe("/user/acme/logo.png");
    expect(own.bgImg).toBe("/user/branding/background.svg");

    const byDomain = await client().call("/customer-website/get", { domain: "CAMS.acme.test" });
    expect(byDomain.coId).toBe("acme-001");

    const unknown = await client().call("/customer-website/get", { coId: "nobody" });
    expect(unknown.coId).toBe("");
    expect(unknown.extra.title).toBe("VMS Console");
  });

  it("§8: the client surfaces an envelope failure as ApiError with the code", async () => {
    const failing = createApiClient({ baseUrl: server().baseUrl, fetch: (input, init) => fetch(input, { ...init, body: "{" }) });
    const error = await failing.call("/system/version/get", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(Code.MALFORMED);
  });

  it("§9: the default branding files are served under /user/branding/ with types and cache headers", async () => {
    for (const name of ["logo.svg", "background.svg", "favicon.svg", "logo-lcrs.svg", "logo-tbsl.svg"]) {
      const res = await get(`/user/branding/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(await res.text()).toContain("<svg");
    }
    expect((await get("/user/branding/missing.svg")).status).toBe(404);
    expect((await get("/user/branding/..%2f..%2fpackage.json")).status).toBe(404);
  });

  it("health: /healthz answers 200 once migrated and the database answers", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("§7: /vms/openapi.json serves the generated contract", async () => {
    const res = await get("/vms/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/vms/system/version/get", "/vms/customer-website/get"]));
  });

  it("§2: the console is served at / with index.html never cached", async () => {
    const res = await get("/", "text/html");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(CONSOLE_INDEX_HTML);
  });

  it("§2: client routes fall back to index.html for browser navigations", async () => {
    for (const route of ["/login", "/devices/42/channels", "/settings?tab=mfa"]) {
      const res = await get(route, "text/html,application/xhtml+xml");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(CONSOLE_INDEX_HTML);
    }
  });

  it("§2: hashed assets get long cache headers; missing files are not answered with index.html", async () => {
    const asset = await get(`/${CONSOLE_ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await get("/assets/missing-123.js");
    expect(missing.status).toBe(404);
  });

  it("§2: server paths never fall back to the console", async () => {
    for (const path of ["/vms/anything", "/ws-vms", "/user/nothing-here", "/healthz/x"]) {
      const res = await get(path, "text/html");
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).not.toContain("vms-console-test");
    }
  });

  it("§3: expired nonces are purged from the shared table", async () => {
    const store = createNonceStore(server().app.vms.database.db);
    expect(await store.consume("expired-nonce-000001", new Date(Date.now() - 1_000))).toBe(true);
    expect(await store.consume("expired-nonce-000001", new Date())).toBe(false);
    expect(await store.deleteExpired(new Date())).toBeGreaterThanOrEqual(1);
    expect(await store.consume("expired-nonce-000001", new Date())).toBe(true);
  });
});
