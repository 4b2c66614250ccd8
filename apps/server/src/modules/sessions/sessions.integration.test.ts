import { Code, type LoginResult } from "@vms/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { captchas, organizations, rateCounters, sessions, users, verificationCodes } from "../../db/schema/index.js";
import { purgeExpiredRows } from "../cleanup/expired-rows-cleanup.js";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { hashToken } from "./session-tokens.js";

describeOnEngines("sessions over HTTP", (engine) => {
  // The sessions' clock runs ahead on demand: expiry and the renewal grace without sleeping.
  let ahead = 0;
  const advance = (ms: number) => {
    ahead += ms;
  };
  const server = useServer(engine, { clock: () => Date.now() + ahead }, { tokenTtlS: 300 });
  const api = testApi(() => server().baseUrl);
  const db = () => server().app.vms.database.db;
  let org: Awaited<ReturnType<typeof createTestOrg>>;

  beforeAll(async () => {
    org = await createTestOrg(db(), "Sessions Co", [
      { email: "admin@sessions.test", role: "orgAdmin" },
      { email: "frozen@sessions.test", role: "ordinaryUser" },
      { email: "other@sessions.test", role: "ordinaryUser" },
    ]);
  });

  const profileCode = async (session: LoginResult) => (await api.call("/user/profile/get", {}, session)).code;

  it("§7 /user/login: answers token, sid, expiry and the user; the token works for session calls", async () => {
    const before = Date.now() + ahead;
    const login = await api.login("Admin@Sessions.test", TEST_PASSWORD);
    expect(login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(login.expiresIn).toBe(300);
    expect(login.expireTime).toBeGreaterThanOrEqual(before + 300_000);
    expect(login.user).toMatchObject({
      email: "admin@sessions.test",
      coId: org.customerId,
      orgName: "Sessions Co",
      type: 1,
      isAdmin: 1,
      state: 1,
      roleMarker: "ORG_MANAGER",
      mfaEnabled: false,
      avatar: "",
    });
    const profile = await api.call("/user/profile/get", {}, login);
    expect(profile.code).toBe(200);
    expect(profile.data).toMatchObject({ userId: org.userIds["admin@sessions.test"], email: "admin@sessions.test" });
  });

  it("§4: a session call without a token answers 9100, an unknown token 20004", async () => {
    expect((await api.call("/user/profile/get", {})).code).toBe(Code.TOKEN_MISSING);
    expect((await api.call("/user/profile/get", {}, { token: "x".repeat(43), sid: "" })).code).toBe(Code.TOKEN_INVALID);
  });

  it("§4: /user/logout revokes the token; its next call answers 20004", async () => {
    const login = await api.login("admin@sessions.test", TEST_PASSWORD);
    expect((await api.call("/user/logout", {}, login)).code).toBe(200);
    expect(await profileCode(login)).toBe(Code.TOKEN_INVALID);
  });

  it("§4: /token/renewal issues a new pair; the old token works during the grace, then answers 20004", async () => {
    const login = await api.login("admin@sessions.test", TEST_PASSWORD);
    const renewed = await api.call<LoginResult>("/token/renewal", {}, login);
    expect(renewed.code).toBe(200);
    expect(renewed.data.token).not.toBe(login.token);
    expect(renewed.data.sid).not.toBe(login.sid);
    expect(await profileCode(renewed.data)).toBe(200);
    expect(await profileCode(login)).toBe(200);
    advance(61_000); // past the 60 s grace
    expect(await profileCode(login)).toBe(Code.TOKEN_INVALID);
    expect(await profileCode(renewed.data)).toBe(200);
  });

  it("§4: a token past its lifetime answers 10002", async () => {
    const login = await api.login("admin@sessions.test", TEST_PASSWORD);
    advance(250_000);
    expect(await profileCode(login)).toBe(200);
    advance(51_000);
    expect(await profileCode(login)).toBe(Code.TOKEN_EXPIRED);
  });

  it("§4: a live session of a frozen user answers 7009; of a disabled organization 7090", async () => {
    const frozen = await api.login("frozen@sessions.test", TEST_PASSWORD);
    await db().update(users).set({ state: 2 }).where(eq(users.email, "frozen@sessions.test"));
    expect(await profileCode(frozen)).toBe(Code.ACCOUNT_FROZEN);
    // And a frozen user cannot sign in again (the password is right: 7007).
    expect((await api.call("/user/login", { loginName: "frozen@sessions.test", password: TEST_PASSWORD })).code).toBe(Code.ACCOUNT_DISABLED);

    const other = await api.login("other@sessions.test", TEST_PASSWORD);
    await db().update(organizations).set({ state: 0 }).where(eq(organizations.id, org.orgId));
    try {
      expect(await profileCode(other)).toBe(Code.ORG_DISABLED);
    } finally {
      await db().update(organizations).set({ state: 1 }).where(eq(organizations.id, org.orgId));
    }
  });

  it("§4 security: the sessions table holds only SHA-256 of each token", async () => {
    const login = await api.login("admin@sessions.test", TEST_PASSWORD);
    const rows = await db().select({ tokenHash: sessions.tokenHash }).from(sessions);
    const stored = rows.map((row) => row.tokenHash);
    expect(stored).toContain(hashToken(login.token));
    expect(stored.join("\n")).not.toContain(login.token);
  });

  it("§9: the periodic cleanup deletes expired captchas and codes, dead counters and long-expired sessions", async () => {
    const now = new Date();
    const past = (ms: number) => new Date(now.getTime() - ms);
    const userId = org.userIds["admin@sessions.test"] ?? "";
    await db().insert(captchas).values([{ answerHash: "00", expiresAt: past(1) }, { answerHash: "11", expiresAt: new Date(now.getTime() + 60_000) }]);
    await db().insert(verificationCodes).values({ target: "x@sessions.test", purpose: "REGISTER", codeHash: "00", expiresAt: past(1) });
    await db().insert(rateCounters).values([{ key: "old", windowStart: past(3 * 86_400_000) }, { key: "new", windowStart: now }]);
    await db().insert(sessions).values({ userId, orgId: org.orgId, tokenHash: "old-hash", sid: "x", expiresAt: past(8 * 86_400_000) });
    const purged = await purgeExpiredRows(db(), now);
    expect(purged).toMatchObject({ captchas: 1, codes: 1, counters: 1, sessions: 1 });
    expect(await db().select({ key: rateCounters.key }).from(rateCounters).where(eq(rateCounters.key, "new"))).toHaveLength(1);
    expect(await db().select({ id: captchas.id }).from(captchas)).toHaveLength(1);
  });
});
