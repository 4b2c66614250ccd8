import { Writable } from "node:stream";
import { Code, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const CHANGED_PASSWORD = "Changed-Pass-789";

describeOnEngines("security of accounts and sessions", (engine) => {
  // Every log line the server writes, at the most verbose level.
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString("utf8"));
      done();
    },
  });
  const mail = capturingMailer();
  const server = useServer(engine, { mailer: mail.mailer, logger: { level: "trace", stream } });
  const api = testApi(() => server().baseUrl);
  let a: LoginResult;
  let b: LoginResult;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Org A", [
      { email: "admin@a.test", role: "orgAdmin" },
      { email: "viewer@a.test", role: "liveOnlyViewer" },
    ]);
    await createTestOrg(db, "Org B", [
      { email: "admin@b.test", role: "orgAdmin" },
      { email: "secret-person@b.test", role: "ordinaryUser" },
    ]);
    a = await api.login("admin@a.test", TEST_PASSWORD);
    b = await api.login("admin@b.test", TEST_PASSWORD);
    await api.call("/user/login", { loginName: "secret-person@b.test", password: "Wrong-Pass-1" });
  });

  it("§6 security: organization A reads nothing of organization B", async () => {
    const profile = await api.call("/user/profile/get", {}, a);
    expect(profile.data).toMatchObject({ email: "admin@a.test", orgName: "Org A" });
    const calls = [
      await api.call("/user/query", { pageSize: 100 }, a),
      await api.call("/user/query", { keyword: "b.test" }, a),
      await api.call("/user/choose", {}, a),
      await api.call("/user/choose", { keyword: "secret-person" }, a),
      await api.call("/log/login-logs/list", { scope: "ORG", pageSize: 100 }, a),
      await api.call("/log/login-logs/list", { scope: "ORG", loginName: "secret-person@b.test" }, a),
      await api.call("/log/login-logs/list", { scope: "SELF" }, a),
    ];
    for (const call of calls) {
      expect(call.code).toBe(200);
      expect(call.text).not.toMatch(/b\.test|Org B/);
    }
    const users = await api.call<{ total: number; list: Array<{ email: string }> }>("/user/query", { pageSize: 100 }, a);
    expect(users.data.list.map((u) => u.email).sort()).toEqual(["admin@a.test", "viewer@a.test"]);
    expect((await api.call<{ total: number }>("/user/query", { keyword: "secret-person" }, a)).data.total).toBe(0);
    // B sees its own failed attempt, A never did.
    const logsB = await api.call("/log/login-logs/list", { scope: "ORG", pageSize: 100 }, b);
    expect(logsB.text).toContain("secret-person@b.test");
  });

  it("§3 security: a replayed request is refused with 20001", async () => {
    const body = envelopeText({}, { token: a.token, sid: a.sid });
    expect((await postRaw(server().baseUrl, "/user/profile/get", body)).json?.basic.code).toBe(200);
    expect((await postRaw(server().baseUrl, "/user/profile/get", body)).json?.basic.code).toBe(Code.REPLAYED);
  });

  it("§3: a stale request (4500) carries the server clock", async () => {
    const before = Date.now();
    const stale = await postRaw(server().baseUrl, "/user/pre-login", envelopeText({ loginName: "x@a.test" }, { time: before - 3_600_000 }));
    expect(stale.json?.basic.code).toBe(Code.STALE_REQUEST);
    const serverTime = (stale.json?.data as { serverTime: number }).serverTime;
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });

  it("§5 security: passwords, hashes, tokens, sids and codes are never answered or logged", async () => {
    // Sign-up, sign-in (both steps), a wrong password, a password change, a renewal, a logout.
    await api.call("/code/dynamic/create", { loginName: "fresh@a-new.test", typeEnum: "REGISTER", category: 1 });
    const emailCode = mail.lastCode("fresh@a-new.test");
    await api.call("/user/register", { email: "fresh@a-new.test", password: TEST_PASSWORD, emailCode, userName: "Fresh", agreeTerms: true });
    await api.call("/user/pre-check", { loginName: "fresh@a-new.test", password: TEST_PASSWORD });
    await api.call("/user/login", { loginName: "fresh@a-new.test", password: "Wrong-Pass-1" });
    const fresh = await api.login("fresh@a-new.test", TEST_PASSWORD);
    await api.call("/web/user/password/update", { oldPassword: TEST_PASSWORD, newPassword: CHANGED_PASSWORD }, fresh);
    const renewed = await api.call<LoginResult>("/token/renewal", {}, fresh);
    await api.call("/user/logout", {}, renewed.data);

    const answers = api.texts.join("\n");
    for (const secret of [TEST_PASSWORD, CHANGED_PASSWORD, "Wrong-Pass-1", "$argon2id$"]) expect(answers).not.toContain(secret);
    const logs = logLines.join("");
    expect(logs.length).toBeGreaterThan(0);
    const secrets = [TEST_PASSWORD, CHANGED_PASSWORD, "Wrong-Pass-1", "$argon2id$", emailCode, fresh.token, fresh.sid, renewed.data.token, renewed.data.sid, a.token, a.sid];
    for (const secret of secrets) expect(logs, `log leaks ${secret.slice(0, 6)}…`).not.toContain(secret);
  });
});
