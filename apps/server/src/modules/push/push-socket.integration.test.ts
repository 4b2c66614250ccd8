import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { catalogueEntry, PUSH_PATH } from "@vms/api-client";
import { translate } from "@vms/i18n";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPushClient } from "../../test-support/push-client.js";
import { buildTestApp, testConfig } from "../../test-support/test-server.js";
import type { Session, SessionCheck, SessionResolver } from "../../core/session.js";

// The whole server (buildApp): @fastify/websocket registration, the sessions seam feeding the
// socket's auth, `app.vms.push`, and the shutdown path. The session store is a fake with
// `check`, so the precise refusal codes travel the same way the database-backed one's do.
const live: Session = { sessionId: "s-1", token: "live-token", sid: "sid", userId: "u-1", orgId: "o-1" };
const sessions: SessionResolver = {
  resolve: async (token) => (token === live.token ? live : null),
  check: async (token): Promise<SessionCheck> => {
    if (token === live.token) return { session: live };
    if (token === "frozen-token") return { code: 7009 };
    return { code: 20004 };
  },
};

describe("/ws-vms in the built server (decision 0002)", () => {
  let app: FastifyInstance;
  let baseUrl = "";
  let tempDir = "";

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-push-test-"));
    app = await buildTestApp(testConfig({ dataDir: path.join(tempDir, "data") }), { sessions, pushLimits: { authTimeoutMs: 2_000 } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    baseUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  it("§4: authenticates through the sessions seam; app.vms.push reaches the socket", async () => {
    const client = await openPushClient(baseUrl);
    expect(await client.auth(live.token)).toEqual({ type: "auth", code: 200, msg: "OK" });
    const message = { infoType: "ACCOUNT", infoContent: "hello", extension: '{"code":0}' };
    app.vms.push.toUser("u-1", message);
    expect(await client.next()).toEqual({ type: "push", message });
    app.vms.push.toOrg("o-1", message);
    expect(await client.next()).toEqual({ type: "push", message });
    client.close();
  });

  it("§8: answers the session's own refusal code (7009 frozen), translated", async () => {
    const client = await openPushClient(baseUrl, { headers: { "accept-language": "zh-CN" } });
    expect(await client.auth("frozen-token")).toEqual({
      type: "auth",
      code: 7009,
      msg: translate("zh-CN", catalogueEntry(7009)!.message),
    });
    expect((await client.closed).code).toBe(1008);
  });

  it("a plain HTTP GET of the socket path is not served", async () => {
    const response = await fetch(`${baseUrl}${PUSH_PATH}`);
    expect(response.status).toBe(404);
  });

  it("§8: closing the server sends 22013 (reconnect) before the socket closes", async () => {
    const client = await openPushClient(baseUrl);
    await client.auth(live.token);
    const pending = await openPushClient(baseUrl);
    await app.close();
    for (const c of [client, pending]) {
      expect(await c.next()).toMatchObject({ type: "error", code: 22013 });
      expect((await c.closed).code).toBe(1012);
    }
  });
});
