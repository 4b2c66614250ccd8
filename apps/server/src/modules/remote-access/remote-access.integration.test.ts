import { Code, REMOTE_REQ_STATUS, type LoginResult, type OpLogItem, type RemoteReqItem } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { openPushClient } from "../../test-support/push-client.js";
import { siteFields } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { BIND_LINK, LOGIN_LINK, remoteAccessSteps } from "./remote-access.test-support.js";

const MIN = 60_000;
const DAY = 86_400_000;

describeOnEngines("installers and remote access (spec §4 Remote access, §7)", (engine) => {
  const { mailer, mails } = capturingMailer();
  let clock = Date.now();
  const server = useServer(engine, { mailer, clock: () => clock });
  const api = testApi(() => server().baseUrl);
  let customer: LoginResult;
  let member: LoginResult;
  let installer: LoginResult;
  let foreign: LoginResult;

  const steps = remoteAccessSteps(api, mails);
  const { ok, lastLink } = steps;
  const bindInstaller = () => steps.bind(customer, installer);
  /** Request, grant for `duration` minutes, and sign in through the mailed link (the installer's own session). */
  const grantAndConnect = async (bindingId: string, duration: number) => {
    const { grantId, token } = await steps.grant(customer, installer, bindingId, duration);
    return { grantId, token, remote: await ok<LoginResult>("/remote-access-req/connect", { grantId, token }, installer) };
  };

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Customer Co", [
      { email: "admin@customer.test", role: "orgAdmin" },
      { email: "member@customer.test", role: "ordinaryUser" },
    ]);
    await createTestOrg(db, "Installer Co", [{ email: "installer@inst.test", role: "orgAdmin" }]);
    await createTestOrg(db, "Foreign Co", [{ email: "admin@foreign.test", role: "orgAdmin" }]);
    customer = await api.login("admin@customer.test", TEST_PASSWORD);
    member = await api.login("member@customer.test", TEST_PASSWORD);
    installer = await api.login("installer@inst.test", TEST_PASSWORD);
    foreign = await api.login("admin@foreign.test", TEST_PASSWORD);
  });

  it("§2 /bind/installer: the link binds the invited installer once; /my-installer/get shows them", async () => {
    expect((await ok<{ installer: unknown }>("/my-installer/get", {}, customer)).installer).toBeNull();
    await ok("/my-installer/invite", { email: "installer@inst.test" }, customer);
    const link = lastLink("installer@inst.test", BIND_LINK);
    const check = await ok<{ orgName: string; email: string }>("/user/invite/bind-check", { inviteId: link.id, uuid: link.secret }, null);
    expect(check).toMatchObject({ orgName: "Customer Co", email: "installer@inst.test" });
    // Another signed-in user than the invited installer, or one of the customer's own, is refused.
    expect((await api.call("/user/invite/bind", { inviteId: link.id, uuid: link.secret }, foreign)).code).toBe(Code.INVITE_INVALID);
    expect((await api.call("/user/invite/bind", { inviteId: link.id, uuid: "x" + link.secret }, installer)).code).toBe(Code.INVITE_INVALID);
    expect(await ok("/user/invite/bind", { inviteId: link.id, uuid: link.secret }, installer)).toEqual({ orgName: "Customer Co" });
    // Single use.
    expect((await api.call("/user/invite/bind", { inviteId: link.id, uuid: link.secret }, installer)).code).toBe(Code.INVITE_USED);
    expect((await api.call("/user/invite/bind-check", { inviteId: link.id, uuid: link.secret }, null)).code).toBe(Code.INVITE_USED);
    const mine = await ok<{ installer: { email: string; orgName: string } }>("/my-installer/get", {}, customer);
    expect(mine.installer).toMatchObject({ email: "installer@inst.test", orgName: "Installer Co" });
  });

  it("§4: an unused bind link expires after 72 hours (20035)", async () => {
    await ok("/my-installer/invite", { email: "late@inst.test" }, customer);
    const link = lastLink("late@inst.test", BIND_LINK);
    clock += 73 * 3_600_000;
    try {
      expect((await api.call("/user/invite/bind-check", { inviteId: link.id, uuid: link.secret }, null)).code).toBe(Code.INVITE_EXPIRED);
    } finally {
      clock -= 73 * 3_600_000;
    }
  });

  it("§4: request → first pending request (remoteReqInfo) → grant 30 min → remote session in the customer's organization, logged as the installer", async () => {
    const bindingId = await bindInstaller();
    const { grantId } = await ok<{ grantId: string }>("/remote-access-req/create", { bindingId }, installer);
    const pending = await ok<{ list: RemoteReqItem[] }>("/remote-access-req/list", { status: REMOTE_REQ_STATUS.PENDING }, customer);
    expect(pending.list[0]).toMatchObject({ grantId, installerEmail: "installer@inst.test", installerOrgName: "Installer Co", status: 0 });
    // Ordinary users of the customer neither see nor decide (vms_my_installer is administrators').
    expect((await api.call("/remote-access-req/audit", { grantId, approve: true, duration: 30 }, member)).code).toBe(Code.NO_PERMISSION);
    // A duration outside §9 is a parameter error.
    expect((await api.call("/remote-access-req/audit", { grantId, approve: true, duration: 45 }, customer)).code).toBe(Code.INVALID_DATA);
    await ok("/remote-access-req/audit", { grantId, approve: true, duration: 30 }, customer);
    const link = lastLink("installer@inst.test", LOGIN_LINK);
    expect((await api.call("/remote-access-req/connect", { grantId, token: link.secret.slice(1) }, installer)).code).toBe(Code.INVITE_INVALID);
    const remote = await ok<LoginResult>("/remote-access-req/connect", { grantId, token: link.secret }, installer);
    expect(remote.user).toMatchObject({ email: "installer@inst.test", orgName: "Customer Co", isAdmin: 1 });
    expect(remote.expireTime).toBeLessThanOrEqual(clock + 30 * MIN);
    // The console's remote-session banner reads the grant's end from the login result and the profile.
    expect(remote.user.remote?.until).toBeGreaterThan(clock + 29 * MIN);
    expect((await ok<{ remote?: { until: number | null } }>("/user/profile/get", {}, remote)).remote).toEqual(remote.user.remote);
    expect((await ok<{ remote?: unknown }>("/user/profile/get", {}, customer)).remote).toBeUndefined();

    await ok("/site/add", siteFields("Installed by installer"), remote);
    await server().app.vms.opLogs.idle();
    const logs = await ok<{ list: OpLogItem[] }>("/log/op-logs/list", { startTime: clock - DAY, endTime: clock + MIN, pageSize: 100 }, customer);
    const byInstaller = logs.list.filter((l) => l.loginName === "installer@inst.test").map((l) => l.operateEnum);
    // Every action of the remote session is in the customer's log as the installer's (the fallback line of /site/add).
    expect(byInstaller).toEqual(expect.arrayContaining(["remoteAccess.login", "installer.bind", "site.add"]));
    // The installer's own organization holds none of it.
    const own = await ok<{ list: OpLogItem[] }>("/log/op-logs/list", { startTime: clock - DAY, endTime: clock + MIN, pageSize: 100 }, installer);
    expect(own.list.filter((l) => l.operateEnum.startsWith("remoteAccess"))).toEqual([]);
    // A remote installer may not grant or revoke on the customer's behalf.
    expect((await api.call("/remote-access-req/revoke", { grantId }, remote)).code).toBe(Code.NO_PERMISSION);
  });

  it("§4: the remote session cannot outlive its grant, renewed or not", async () => {
    const bindingId = await bindInstaller();
    const { remote } = await grantAndConnect(bindingId, 30);
    clock += 25 * MIN;
    const renewed = await ok<{ token: string; sid: string; expireTime: number }>("/token/renewal", {}, remote);
    expect(renewed.expireTime).toBeLessThanOrEqual(clock + 5 * MIN);
    expect((await api.call("/org/detail/get", {}, renewed)).code).toBe(200);
    clock += 5 * MIN + 1_000;
    try {
      expect((await api.call("/org/detail/get", {}, renewed)).code).toBe(Code.TOKEN_EXPIRED);
      const listed = await ok<{ list: RemoteReqItem[] }>("/remote-access-req/list", { status: REMOTE_REQ_STATUS.EXPIRED }, customer);
      expect(listed.list.length).toBeGreaterThan(0);
    } finally {
      clock -= 30 * MIN + 1_000;
    }
  });

  it("§4: revoking ends the installer's remote sessions with a forced logout on the push socket", async () => {
    const bindingId = await bindInstaller();
    const { grantId, token, remote } = await grantAndConnect(bindingId, -1);
    const socket = await openPushClient(server().baseUrl);
    expect(await socket.auth(remote.token)).toMatchObject({ code: 200 });
    await ok("/remote-access-req/revoke", { grantId }, customer);
    expect(await socket.next()).toMatchObject({ type: "error", code: Code.TOKEN_INVALID });
    expect((await api.call("/org/detail/get", {}, remote)).code).toBe(Code.TOKEN_INVALID);
    // The link no longer signs in; the installer's own session lives on.
    expect((await api.call("/remote-access-req/connect", { grantId, token }, installer)).code).toBe(Code.INVITE_EXPIRED);
    expect((await api.call("/org/detail/get", {}, installer)).code).toBe(200);
  });

  it("§4: a refused request gives no link; a decided request cannot be decided again (20038)", async () => {
    const bindingId = await bindInstaller();
    const { grantId } = await ok<{ grantId: string }>("/remote-access-req/create", { bindingId }, installer);
    const before = mails.length;
    await ok("/remote-access-req/audit", { grantId, approve: false }, customer);
    expect(mails.length).toBe(before);
    expect((await api.call("/remote-access-req/audit", { grantId, approve: true, duration: 30 }, customer)).code).toBe(Code.INVITE_NOT_PENDING);
  });

  it("IDOR: another organization never reads or decides the customer's installer, requests or grants", async () => {
    const bindingId = await bindInstaller();
    const { grantId } = await ok<{ grantId: string }>("/remote-access-req/create", { bindingId }, installer);
    expect((await ok<{ installer: unknown }>("/my-installer/get", {}, foreign)).installer).toBeNull();
    expect((await ok<{ total: number }>("/remote-access-req/list", {}, foreign)).total).toBe(0);
    expect((await api.call("/remote-access-req/audit", { grantId, approve: true, duration: -1 }, foreign)).code).toBe(Code.NOT_IN_ORG);
    expect((await api.call("/remote-access-req/revoke", { grantId }, foreign)).code).toBe(Code.NOT_IN_ORG);
    // Someone else's binding cannot be used to request access.
    expect((await api.call("/remote-access-req/create", { bindingId }, foreign)).code).toBe(Code.NOT_IN_ORG);
    expect((await api.call("/remote-access-req/create", { bindingId }, customer)).code).toBe(Code.NOT_IN_ORG);
    expect((await ok<{ list: unknown[] }>("/installer/customer/list", {}, foreign)).list).toEqual([]);
    // The customer's own request is still pending: nothing above touched it.
    const listed = await ok<{ list: RemoteReqItem[] }>("/remote-access-req/list", { status: REMOTE_REQ_STATUS.PENDING }, customer);
    expect(listed.list.map((r) => r.grantId)).toContain(grantId);
  });

  it("issue 28: the customer's administrator unbinds the installer: access ends, the remote session is signed out, the customer leaves the installer's list", async () => {
    const bindingId = await bindInstaller();
    const { remote } = await grantAndConnect(bindingId, -1);
    const { grantId: pending } = await ok<{ grantId: string }>("/remote-access-req/create", { bindingId }, installer);
    // Another organization's administrator and the customer's ordinary user unbind nothing.
    expect(await ok("/my-installer/unbind", {}, foreign)).toEqual({ unbound: 0 });
    expect((await api.call("/my-installer/unbind", {}, member)).code).toBe(Code.NO_PERMISSION);
    // An installer in a remote session may not unbind themselves as the customer.
    expect((await api.call("/my-installer/unbind", {}, remote)).code).toBe(Code.NO_PERMISSION);
    expect((await ok<{ installer: unknown }>("/my-installer/get", {}, customer)).installer).not.toBeNull();

    expect(await ok("/my-installer/unbind", {}, customer)).toEqual({ unbound: 1 });
    expect((await ok<{ installer: unknown }>("/my-installer/get", {}, customer)).installer).toBeNull();
    expect((await api.call("/org/detail/get", {}, remote)).code).toBe(Code.TOKEN_INVALID);
    expect((await ok<{ list: Array<{ orgName: string }> }>("/installer/customer/list", {}, installer)).list.map((c) => c.orgName)).not.toContain("Customer Co");
    expect((await api.call("/remote-access-req/create", { bindingId }, installer)).code).toBe(Code.NOT_IN_ORG);
    const pendingNow = await ok<{ list: RemoteReqItem[] }>("/remote-access-req/list", { status: REMOTE_REQ_STATUS.PENDING }, customer);
    expect(pendingNow.list.map((r) => r.grantId)).not.toContain(pending);
    // Nothing left to unbind: answered, nothing written.
    expect(await ok("/my-installer/unbind", {}, customer)).toEqual({ unbound: 0 });
  });
});
