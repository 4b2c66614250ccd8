import { Code, PUSH_INFO_TYPE, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { openPushClient } from "../../test-support/push-client.js";
import { siteSteps } from "../../test-support/sites.js";
import { describeOnDatabases } from "../../test-support/test-server.js";

type RoleList = { list: Array<{ roleId: string; roleName: string; builtIn: boolean; codes: string[]; userCount: number; marker: string | null }> };

describeOnDatabases("roles and user administration (spec §6)", (server) => {
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let admin: LoginResult;
  let admin2: LoginResult;
  let worker: LoginResult;
  let foreign: LoginResult;
  let ids: Record<string, string>;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const org = await createTestOrg(db, "Role Co", [
      { email: "admin@role.test", role: "orgAdmin" },
      { email: "admin2@role.test", role: "orgAdmin" },
      { email: "worker@role.test", role: "ordinaryUser" },
      { email: "idle@role.test", role: "ordinaryUser" },
    ]);
    ids = org.userIds;
    await createTestOrg(db, "Foreign Co", [{ email: "admin@foreign.test", role: "orgAdmin" }]);
    admin = await api.login("admin@role.test", TEST_PASSWORD);
    admin2 = await api.login("admin2@role.test", TEST_PASSWORD);
    worker = await api.login("worker@role.test", TEST_PASSWORD);
    foreign = await api.login("admin@foreign.test", TEST_PASSWORD);
  });

  it("§6: /func-res/list groups every assignable code by module; built-in roles are listed read-only", async () => {
    const res = await steps.ok<{ moduleList: Array<{ module: string; resCodes: string[] }> }>("/func-res/list", {}, worker);
    expect(res.moduleList.map((m) => m.module)).toContain("org");
    expect(res.moduleList.flatMap((m) => m.resCodes)).toContain("vms_device_qry");
    const roles = await steps.ok<RoleList>("/role/list", {}, admin);
    const builtIn = roles.list.find((r) => r.roleName === "Ordinary user")!;
    expect(builtIn.builtIn).toBe(true);
    expect(builtIn.userCount).toBe(2);
    expect((await api.call("/role/edit", { roleId: builtIn.roleId, roleName: "Mine", codes: [] }, admin)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/role/delete", { roleId: builtIn.roleId }, admin)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6: a custom role's edit takes effect at the user's next request, and the console is told over /ws-vms", async () => {
    const { roleId } = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Watcher", codes: ["vms_live", "vms_device_qry"] }, admin);
    await steps.ok("/user/role/update", { userId: ids["worker@role.test"], roleId }, admin);
    expect((await api.call("/device/page", {}, worker)).code).toBe(200);

    const socket = await openPushClient(server().baseUrl);
    try {
      expect(await socket.auth(worker.token)).toMatchObject({ type: "auth", code: 200 });
      await steps.ok("/role/edit", { roleId, roleName: "Watcher", codes: ["vms_live"] }, admin);
      const frame = await socket.next();
      expect(frame).toMatchObject({ type: "push", message: { infoType: PUSH_INFO_TYPE.PERMISSIONS_CHANGED } });
    } finally {
      socket.close();
    }
    // Same session, no re-login: the code is gone for calls and for the console's route table.
    expect((await api.call("/device/page", {}, worker)).code).toBe(Code.NO_PERMISSION);
    const codes = await steps.ok<{ roleAuthList: Array<{ resCode: string }> }>("/func-res/list", {}, worker);
    expect(codes.roleAuthList.map((e) => e.resCode)).toEqual(["vms_live"]);
  });

  it("issue 28: a role name another role of the organization or a built-in role has is refused with 33740", async () => {
    const { roleId } = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Gatekeepers", codes: ["vms_live"] }, admin);
    expect((await api.call("/role/add", { roleName: " gatekeepers ", codes: [] }, admin)).code).toBe(Code.ROLE_NAME_EXISTS);
    expect((await api.call("/role/add", { roleName: "Installer", codes: [] }, admin)).code).toBe(Code.ROLE_NAME_EXISTS);
    const other = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Porters", codes: ["vms_live"] }, admin);
    expect((await api.call("/role/edit", { roleId: other.roleId, roleName: "GATEKEEPERS", codes: ["vms_live"] }, admin)).code).toBe(Code.ROLE_NAME_EXISTS);
    // Keeping its own name is no clash; another organization may use the name.
    await steps.ok("/role/edit", { roleId, roleName: "Gatekeepers", codes: [] }, admin);
    await steps.ok("/role/add", { roleName: "Gatekeepers", codes: [] }, foreign);
    const names = (await steps.ok<RoleList>("/role/list", {}, admin)).list.map((r) => r.roleName);
    expect(names.filter((n) => n.toLowerCase() === "gatekeepers")).toHaveLength(1);
  });

  it("§6: a role in use cannot be deleted (33555); once free it can", async () => {
    const { roleId } = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Busy", codes: ["vms_live"] }, admin);
    await steps.ok("/user/role/update", { userId: ids["idle@role.test"], roleId }, admin);
    expect((await api.call("/role/delete", { roleId }, admin)).code).toBe(Code.ROLE_IN_USE);
    const ordinary = (await steps.ok<RoleList>("/role/list", {}, admin)).list.find((r) => r.roleName === "Ordinary user")!;
    await steps.ok("/user/role/update", { userId: ids["idle@role.test"], roleId: ordinary.roleId }, admin);
    await steps.ok("/role/delete", { roleId }, admin);
    expect((await steps.ok<RoleList>("/role/list", {}, admin)).list.some((r) => r.roleId === roleId)).toBe(false);
  });

  it("§3: a NO_ACCESS custom role holds no codes; unknown codes are refused with 7000", async () => {
    const none = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Nobody", codes: ["vms_live"], noAccess: true }, admin);
    const row = (await steps.ok<RoleList>("/role/list", {}, admin)).list.find((r) => r.roleId === none.roleId)!;
    expect(row).toMatchObject({ marker: "NO_ACCESS", codes: [] });
    expect((await api.call("/role/add", { roleName: "Root", codes: ["vms_root"] }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/role/add", { roleName: "", codes: [] }, admin)).code).toBe(Code.INVALID_DATA);
  });

  it("§6: freeze ends the sessions (7009) and refuses sign-in; unfreeze restores it", async () => {
    const idle = await api.login("idle@role.test", TEST_PASSWORD);
    await steps.ok("/user/state/update", { userId: ids["idle@role.test"], state: 2 }, admin);
    expect((await api.call("/user/profile/get", {}, idle)).code).toBe(Code.ACCOUNT_FROZEN);
    expect((await api.call("/user/login", { loginName: "idle@role.test", password: TEST_PASSWORD })).code).toBe(Code.ACCOUNT_DISABLED);
    const frozen = await steps.ok<{ list: Array<{ email: string }> }>("/user/query", { state: 2 }, admin);
    expect(frozen.list.map((u) => u.email)).toEqual(["idle@role.test"]);
    await steps.ok("/user/state/update", { userId: ids["idle@role.test"], state: 1 }, admin);
    await api.login("idle@role.test", TEST_PASSWORD);
  });

  it("§6: administrators grant and remove admin; sub-users may not; one's own account is off limits", async () => {
    await steps.ok("/user/admin/update", { userId: ids["worker@role.test"], isAdmin: 1 }, admin);
    expect((await steps.ok<{ isAdmin: number }>("/user/profile/get", {}, worker)).isAdmin).toBe(1);
    await steps.ok("/user/admin/update", { userId: ids["worker@role.test"], isAdmin: 0 }, admin);
    expect((await api.call("/user/admin/update", { userId: ids["admin@role.test"], isAdmin: 0 }, worker)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/user/admin/update", { userId: ids["admin@role.test"], isAdmin: 0 }, admin)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/user/delete", { userId: ids["admin@role.test"] }, admin)).code).toBe(Code.NO_PERMISSION);
    await steps.ok("/user/admin/update", { userId: ids["admin2@role.test"], isAdmin: 0 }, admin);
    expect((await api.call("/user/invite", { email: "q@role.test", roleId: "00000000-0000-4000-8000-000000000000" }, admin2)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6: deleting a sub-user ends its sessions (7088) and drops it from the list", async () => {
    const idle = await api.login("idle@role.test", TEST_PASSWORD);
    await steps.ok("/user/delete", { userId: ids["idle@role.test"] }, admin);
    expect((await api.call("/user/profile/get", {}, idle)).code).toBe(Code.ACCOUNT_DELETED);
    const all = await steps.ok<{ list: Array<{ email: string }> }>("/user/query", { pageSize: 100 }, admin);
    expect(all.list.map((u) => u.email)).not.toContain("idle@role.test");
  });

  it("§6: IDOR — another organization's users and roles are out of reach (5001 / 20039)", async () => {
    const { roleId } = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Ours", codes: [] }, admin);
    const userId = ids["worker@role.test"]!;
    for (const [path, data] of [
      ["/user/state/update", { userId, state: 2 }],
      ["/user/delete", { userId }],
      ["/user/admin/update", { userId, isAdmin: 1 }],
      ["/user/role/update", { userId, roleId }],
    ] as const) {
      expect((await api.call(path, data, foreign)).code, path).toBe(Code.NOT_IN_ORG);
    }
    for (const path of ["/role/edit", "/role/delete"]) {
      expect((await api.call(path, { roleId, roleName: "Theirs", codes: [] }, foreign)).code, path).toBe(Code.ROLE_MISSING);
    }
    expect((await steps.ok<RoleList>("/role/list", {}, foreign)).list.some((r) => r.roleId === roleId)).toBe(false);
    const theirUsers = await steps.ok<{ list: Array<{ email: string }> }>("/user/query", { roleId }, foreign);
    expect(theirUsers.list).toEqual([]);
    expect((await steps.ok<{ total: number }>("/user/query", { roleId: "00000000-0000-4000-8000-000000000000" }, admin)).total).toBe(0);
    expect((await api.call("/user/query", { roleId: "junk" }, admin)).code).toBe(Code.INVALID_DATA);
  });
});
