import { Code, type PushMessage } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { useCluster } from "../../test-support/cluster.js";
import { openPushClient } from "../../test-support/push-client.js";
import { siteSteps } from "../../test-support/sites.js";
import { describePostgres } from "../../test-support/test-server.js";

// Issue 32: pushes and revocations cross instances through the PostgreSQL bus (decision 0039).
describePostgres("push across instances", () => {
  const cluster = useCluster(2);
  const a = () => cluster()[0]!;
  const b = () => cluster()[1]!;
  const apiA = testApi(() => a().baseUrl);
  const apiB = testApi(() => b().baseUrl);
  let org: Awaited<ReturnType<typeof createTestOrg>>;
  const message: PushMessage = { infoType: "ALARM", infoContent: "motion", extension: '{"code":1}' };

  beforeAll(async () => {
    org = await createTestOrg(a().app.vms.database.db, "Cluster Co", [
      { email: "admin@cluster.test", role: "orgAdmin" },
      { email: "user@cluster.test", role: "ordinaryUser" },
      { email: "clerk@cluster.test", role: { marker: null, codes: ["vms_org_qry"] } },
      { email: "frozen@cluster.test", role: "ordinaryUser" },
    ]);
  });

  it("a push published on A reaches the user's socket on B, and toOrg reaches sockets on both", async () => {
    const login = await apiB.login("user@cluster.test", TEST_PASSWORD);
    const onB = await openPushClient(b().baseUrl);
    expect(await onB.auth(login.token)).toMatchObject({ code: 200 });
    a().app.vms.push.toUser(org.userIds["user@cluster.test"]!, message);
    expect(await onB.next()).toEqual({ type: "push", message });

    const admin = await apiA.login("admin@cluster.test", TEST_PASSWORD);
    const onA = await openPushClient(a().baseUrl);
    expect(await onA.auth(admin.token)).toMatchObject({ code: 200 });
    b().app.vms.push.toOrg(org.orgId, message);
    expect(await onA.next()).toEqual({ type: "push", message });
    expect(await onB.next()).toEqual({ type: "push", message });
    onA.close();
    onB.close();
  });

  it("a logout on A closes that session's push socket on B (20004) and leaves the user's other session open", async () => {
    const first = await apiA.login("user@cluster.test", TEST_PASSWORD);
    const second = await apiA.login("user@cluster.test", TEST_PASSWORD);
    const firstOnB = await openPushClient(b().baseUrl);
    const secondOnB = await openPushClient(b().baseUrl);
    expect(await firstOnB.auth(first.token)).toMatchObject({ code: 200 });
    expect(await secondOnB.auth(second.token)).toMatchObject({ code: 200 });
    // B has served a call with the first session: its auth cache holds the row the logout revokes.
    expect((await apiB.call("/user/profile/get", {}, first)).code).toBe(200);

    expect((await apiA.call("/user/logout", {}, first)).code).toBe(200);
    expect(await firstOnB.next()).toMatchObject({ type: "error", code: Code.TOKEN_INVALID });
    expect((await firstOnB.closed).code).toBe(1008);
    // B's cache dropped the session at once (the close travelled through the bus), not after its TTL.
    expect((await apiB.call("/user/profile/get", {}, first)).code).toBe(Code.TOKEN_INVALID);

    a().app.vms.push.toUser(org.userIds["user@cluster.test"]!, message);
    expect(await secondOnB.next()).toEqual({ type: "push", message });
    secondOnB.close();
  });

  it("freezing a user on A closes their sockets on B (7009) and B refuses their warm session at once", async () => {
    const admin = await apiA.login("admin@cluster.test", TEST_PASSWORD);
    const frozen = await apiB.login("frozen@cluster.test", TEST_PASSWORD);
    const onB = await openPushClient(b().baseUrl);
    expect(await onB.auth(frozen.token)).toMatchObject({ code: 200 });
    expect((await apiB.call("/user/profile/get", {}, frozen)).code).toBe(200);
    expect((await apiA.call("/user/state/update", { userId: org.userIds["frozen@cluster.test"], state: 2 }, admin)).code).toBe(200);
    expect(await onB.next()).toMatchObject({ type: "error", code: Code.ACCOUNT_FROZEN });
    expect((await apiB.call("/user/profile/get", {}, frozen)).code).toBe(Code.ACCOUNT_FROZEN);
  });

  it("a role edit on A reaches the role holder's socket on B and B applies it at the next call", async () => {
    const admin = await apiA.login("admin@cluster.test", TEST_PASSWORD);
    const clerk = await apiB.login("clerk@cluster.test", TEST_PASSWORD);
    const onB = await openPushClient(b().baseUrl);
    expect(await onB.auth(clerk.token)).toMatchObject({ code: 200 });
    expect((await apiB.call("/user/query", {}, clerk)).code).toBe(200);
    const roles = await apiA.call<{ list: Array<{ roleId: string; roleName: string }> }>("/role/list", {}, admin);
    const role = roles.data.list.find((r) => r.roleName === "custom role");
    expect((await apiA.call("/role/edit", { roleId: role!.roleId, roleName: "custom role", codes: ["vms_live"] }, admin)).code).toBe(200);
    const frame = await onB.next();
    expect(frame.type === "push" && frame.message.infoType).toBe("PERMISSIONS_CHANGED");
    expect((await apiB.call("/user/query", {}, clerk)).code).toBe(Code.NO_PERMISSION);
    onB.close();
  });

  it("a site grant revoked on A is told to the user's socket on B, and B's push audience for the site drops them at once (not after its 5 s cache)", async () => {
    const admin = await apiA.login("admin@cluster.test", TEST_PASSWORD);
    const steps = siteSteps(apiA);
    const siteId = await steps.addSite(admin, "Grant Site");
    const userId = org.userIds["user@cluster.test"]!;
    await steps.grant(admin, userId, [{ siteId, role: "SITE_VIEWER" }]);
    const session = await apiB.login("user@cluster.test", TEST_PASSWORD);
    const onB = await openPushClient(b().baseUrl);
    expect(await onB.auth(session.token)).toMatchObject({ code: 200 });
    // B caches who sees the site (DEVICE_STATUS fan-out reads it) with the user in it.
    expect(await b().app.vms.sites.access.usersWhoCanSee(org.orgId, siteId)).toContain(userId);

    await steps.grant(admin, userId, []);
    const frame = await onB.next();
    expect(frame).toMatchObject({ type: "push", message: { infoType: "PERMISSIONS_CHANGED" } });
    expect(frame.type === "push" && JSON.parse(frame.message.infoContent)).toEqual({ reason: "SITE_GRANTS_CHANGED" });
    expect(await b().app.vms.sites.access.usersWhoCanSee(org.orgId, siteId)).not.toContain(userId);
    onB.close();
  });
});
