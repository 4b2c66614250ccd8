import { Code, type LoginResult, type OpLogItem } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { remoteAccessSteps } from "./remote-access.test-support.js";

const DAY = 86_400_000;

// Issue 27 "Access": the remote-login link is not a bearer credential. It works only inside the
// granted installer's own session (their password and second factor, and the customer's MFA
// policy), once per session, and each use is in the customer's operation log with the IP.
describeOnEngines("the remote-access link (spec §4 Remote access; issue 27)", (engine) => {
  const mail = capturingMailer();
  const server = useServer(engine, { mailer: mail.mailer, authTuning: { codeResendMs: 0 } });
  const api = testApi(() => server().baseUrl);
  const steps = remoteAccessSteps(api, mail.mails);
  const { ok } = steps;
  let customer: LoginResult;
  let installer: LoginResult;
  let other: LoginResult;
  let bindingId = "";

  const connect = (link: { grantId: string; token: string }, session: LoginResult | null) => api.call<LoginResult>("/remote-access-req/connect", link, session);
  const installerLogin = () => api.login("installer@link.test", TEST_PASSWORD);

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Link Customer", [
      { email: "admin@link-customer.test", role: "orgAdmin" },
      { email: "member@link-customer.test", role: "ordinaryUser" },
    ]);
    await createTestOrg(db, "Link Installer Co", [{ email: "installer@link.test", role: "orgAdmin" }]);
    await createTestOrg(db, "Link Other Co", [{ email: "other@link.test", role: "orgAdmin" }]);
    customer = await api.login("admin@link-customer.test", TEST_PASSWORD);
    installer = await installerLogin();
    other = await api.login("other@link.test", TEST_PASSWORD);
    bindingId = await steps.bind(customer, installer);
  });

  it("§4: the link alone signs nobody in; nor does it for another user, or from a remote session (33701)", async () => {
    const link = await steps.grant(customer, installer, bindingId, -1);
    expect((await connect(link, null)).code).toBe(Code.TOKEN_MISSING);
    expect((await connect(link, other)).code).toBe(Code.REMOTE_LINK_NOT_YOURS);
    expect((await connect(link, customer)).code).toBe(Code.REMOTE_LINK_NOT_YOURS);
    const member = await api.login("member@link-customer.test", TEST_PASSWORD);
    expect((await connect(link, member)).code).toBe(Code.REMOTE_LINK_NOT_YOURS);
    // A wrong token is the unknown link whoever asks.
    expect((await connect({ ...link, token: `${link.token}x` }, installer)).code).toBe(Code.INVITE_INVALID);
    const remote = await connect(link, installer);
    expect(remote.code).toBe(200);
    expect(remote.data.user).toMatchObject({ email: "installer@link.test", orgName: "Link Customer" });
    // The remote session cannot spend the link again on its own behalf.
    expect((await connect(link, remote.data)).code).toBe(Code.REMOTE_LINK_NOT_YOURS);
  });

  it("§4: once per installer session (33700); signing in again gives one more use; each use is logged with the IP", async () => {
    const link = await steps.grant(customer, installer, bindingId, 120);
    const own = await installerLogin();
    expect((await connect(link, own)).code).toBe(200);
    expect((await connect(link, own)).code).toBe(Code.REMOTE_LINK_USED);
    const again = await installerLogin();
    expect((await connect(link, again)).code).toBe(200);
    expect((await connect(link, again)).code).toBe(Code.REMOTE_LINK_USED);

    await server().app.vms.opLogs.idle();
    const logs = await ok<{ list: OpLogItem[] }>("/log/op-logs/list", { startTime: Date.now() - DAY, endTime: Date.now() + DAY, pageSize: 100 }, customer);
    const uses = logs.list.filter((l) => l.operateEnum === "remoteAccess.login");
    // Two uses here; none for the refused ones (a refused call writes nothing).
    expect(uses.length).toBeGreaterThanOrEqual(2);
    expect(uses.every((l) => l.loginName === "installer@link.test" && l.ip === "127.0.0.1")).toBe(true);
    const installerLogs = await ok<{ list: OpLogItem[] }>("/log/op-logs/list", { startTime: Date.now() - DAY, endTime: Date.now() + DAY, pageSize: 100 }, installer);
    expect(installerLogs.list.filter((l) => l.operateEnum.startsWith("remoteAccess") || l.operateEnum.includes("connect"))).toEqual([]);
  });

  it("§4: one session sending the link twice at once gets exactly one remote session", async () => {
    const link = await steps.grant(customer, installer, bindingId, 30);
    const own = await installerLogin();
    const codes = (await Promise.all([connect(link, own), connect(link, own), connect(link, own)])).map((a) => a.code).sort();
    expect(codes).toEqual([200, Code.REMOTE_LINK_USED, Code.REMOTE_LINK_USED]);
  });

  it("§4/§6: the customer's MFA policy: a session without a second factor is refused (33702), one signed in with it is let in", async () => {
    const link = await steps.grant(customer, installer, bindingId, 600);
    await ok("/user/mfa/set", { enabled: true, scope: "ORG" }, customer);
    try {
      const plain = await installerLogin();
      expect((await connect(link, plain)).code).toBe(Code.REMOTE_MFA_REQUIRED);
      // The installer turns MFA on for their own account and signs in with an e-mail code.
      await ok("/user/mfa/set", { enabled: true, scope: "SELF" }, plain);
      const credentials = { loginName: "installer@link.test", password: TEST_PASSWORD };
      await ok("/user/pre-check", credentials, null);
      await ok("/code/dynamic/create", { loginName: credentials.loginName, typeEnum: "DBL_CHECK", category: 1 }, null);
      const proven = await ok<LoginResult>("/user/login", { ...credentials, loginTypeEnum: "DYNAMIC_CODE", dynamicCode: mail.lastCode(credentials.loginName) }, null);
      const remote = await connect(link, proven);
      expect(remote.code).toBe(200);
      // The remote session carries the proof on, so its renewal keeps working under the policy.
      expect((await api.call("/token/renewal", {}, remote.data)).code).toBe(200);
      await ok("/user/mfa/set", { enabled: false, scope: "SELF" }, proven);
    } finally {
      await ok("/user/mfa/set", { enabled: false, scope: "ORG" }, customer);
    }
  });
});
