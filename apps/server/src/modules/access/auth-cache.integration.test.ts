// Decision 0008: the session / caller cache and the batched nonce writes change no answer. Every
// test warms the cache with a call first, then checks that the change is seen by the next call.
import { Code } from "@vms/api-client";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.js";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";

// The longest VMS_AUTH_CACHE_MS: no entry expires by itself while a test runs; the test moves the clock.
const CACHE_MS = 60_000;

describeOnEngines("auth cache and nonces (decision 0008)", (engine) => {
  // The app's clock, which the cache expires by (within the 300 s a request's time may be off).
  let skew = 0;
  const server = useServer(engine, { clock: () => Date.now() + skew }, { authCacheMs: CACHE_MS });
  const api = testApi(() => server().baseUrl);
  let userIds: Record<string, string> = {};

  beforeAll(async () => {
    ({ userIds } = await createTestOrg(server().app.vms.database.db, "Cache Co", [
      { email: "admin@cache.test", role: "orgAdmin" },
      { email: "clerk@cache.test", role: { marker: null, codes: ["vms_org_qry"] } },
      { email: "frozen@cache.test", role: "ordinaryUser" },
      { email: "remote@cache.test", role: "ordinaryUser" },
    ]));
  });

  it("§3: a replayed nonce answers 20001, one after another and all at once", async () => {
    const session = await api.login("admin@cache.test", TEST_PASSWORD);
    const nonce = "ab".repeat(16);
    expect((await api.call("/user/profile/get", {}, session, { envelope: { nonce } })).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, session, { envelope: { nonce } })).code).toBe(Code.REPLAYED);

    // Ten copies of one request at once (they land in one or two batched inserts): one passes.
    const body = envelopeText({}, { token: session.token, sid: session.sid, nonce: "cd".repeat(16) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postRaw(server().baseUrl, "/user/profile/get", body)));
    const codes = answers.map((a) => a.json?.basic.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.REPLAYED)).toHaveLength(9);

    // Distinct nonces sent together all pass.
    const many = await Promise.all(Array.from({ length: 10 }, () => api.call("/user/profile/get", {}, session)));
    expect(many.map((a) => a.code)).toEqual(Array(10).fill(200));
  });

  it("§4: a logged-out token answers 20004 at its very next call", async () => {
    const session = await api.login("admin@cache.test", TEST_PASSWORD);
    expect((await api.call("/user/profile/get", {}, session)).code).toBe(200);
    expect((await api.call("/user/logout", {}, session)).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, session)).code).toBe(Code.TOKEN_INVALID);
  });

  it("§6: a role edit takes effect at the role holder's next call", async () => {
    const admin = await api.login("admin@cache.test", TEST_PASSWORD);
    const clerk = await api.login("clerk@cache.test", TEST_PASSWORD);
    expect((await api.call("/user/query", {}, clerk)).code).toBe(200);
    const roles = await api.call<{ list: Array<{ roleId: string; roleName: string }> }>("/role/list", {}, admin);
    const role = roles.data.list.find((r) => r.roleName === "custom role");
    expect(role).toBeDefined();
    expect((await api.call("/role/edit", { roleId: role!.roleId, roleName: "custom role", codes: ["vms_live"] }, admin)).code).toBe(200);
    expect((await api.call("/user/query", {}, clerk)).code).toBe(Code.NO_PERMISSION);
  });

  it("§4: a frozen user's warm session answers 7009 at once; a profile edit shows at once", async () => {
    const admin = await api.login("admin@cache.test", TEST_PASSWORD);
    const frozen = await api.login("frozen@cache.test", TEST_PASSWORD);
    expect((await api.call("/user/profile/get", {}, frozen)).code).toBe(200);
    expect((await api.call("/user/state/update", { userId: userIds["frozen@cache.test"], state: 2 }, admin)).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, frozen)).code).toBe(Code.ACCOUNT_FROZEN);

    const before = await api.call<{ userName: string }>("/user/profile/get", {}, admin);
    expect(before.code).toBe(200);
    expect((await api.call("/user/profile/update", { userName: "Renamed Admin" }, admin)).code).toBe(200);
    expect((await api.call<{ userName: string }>("/user/profile/get", {}, admin)).data.userName).toBe("Renamed Admin");
  });

  it("a revocation written by another instance is seen within VMS_AUTH_CACHE_MS", async () => {
    const remote = await api.login("remote@cache.test", TEST_PASSWORD);
    expect((await api.call("/user/profile/get", {}, remote)).code).toBe(200);
    // What another instance's logout writes; this instance hears nothing of it.
    await server().app.vms.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokeCode: Code.TOKEN_INVALID })
      .where(eq(sessions.userId, userIds["remote@cache.test"]!));
    // Still cached here until the entry expires.
    expect((await api.call("/user/profile/get", {}, remote)).code).toBe(200);
    skew += CACHE_MS;
    expect((await api.call("/user/profile/get", {}, remote)).code).toBe(Code.TOKEN_INVALID);
  });
});
