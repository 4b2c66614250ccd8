import type { OpLogItem } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi, type TestSession } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const DAY = 86_400_000;

describeOnEngines("operation-log fallback", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  let admin: TestSession;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Fallback Co", [{ email: "admin@fallback.test", role: "orgAdmin" }]);
    admin = await api.login("admin@fallback.test", TEST_PASSWORD);
  });

  const lines = async (): Promise<OpLogItem[]> => {
    await server().app.vms.opLogs.idle();
    const range = { startTime: Date.now() - DAY, endTime: Date.now() + 60_000 };
    const page = await api.call<{ list: OpLogItem[] }>("/log/op-logs/list", { ...range, pageSize: 100 }, admin);
    expect(page.code, page.text).toBe(200);
    return page.data.list;
  };

  it("§2 operation logs: calls without an explicit writer leave one line each, with module, action, redacted detail and IP", async () => {
    const ok = async (path: string, data: Record<string, unknown>) => expect((await api.call(path, data, admin)).code).toBe(200);
    await ok("/vehicle-licence-plate-group/add", { groupName: "Night shift" });
    await ok("/user/profile/update", { alias: "Boss" });
    await ok("/vehicle-licence-plate-label/add", { labelName: "VIP" });
    const got = await lines();
    const find = (action: string) => got.filter((l) => l.operateEnum === action);
    expect(find("vehicle-licence-plate-group.add").map((l) => [l.module, l.detail, l.loginName, l.source])).toEqual([
      ["plate", "groupName=Night shift", "admin@fallback.test", "server"],
    ]);
    expect(find("user.profile.update").map((l) => [l.module, l.detail])).toEqual([["account", "alias=Boss"]]);
    expect(find("vehicle-licence-plate-label.add").map((l) => [l.module, l.detail])).toEqual([["plate", "labelName=VIP"]]);
    expect(find("user.profile.update")[0]!.ip).not.toBe("");
  });

  it("§2: an explicitly audited call has its own line only; reads and refusals write none", async () => {
    expect((await api.call("/role/add", { roleName: "Watcher", codes: ["vms_live"] }, admin)).code).toBe(200);
    const before = (await lines()).length;
    expect((await api.call("/role/delete", { roleId: "00000000-0000-4000-8000-000000000000" }, admin)).code).not.toBe(200);
    expect((await api.call("/site/list/choose", {}, admin)).code).toBe(200);
    const after = await lines();
    expect(after.length).toBe(before);
    expect(after.filter((l) => l.module === "role").map((l) => l.operateEnum)).toEqual(["role.create"]);
  });

  it("§2: a password change is logged without either password", async () => {
    const res = await api.call("/web/user/password/update", { oldPassword: TEST_PASSWORD, newPassword: "Changed-Pass-789" }, admin);
    expect(res.code).toBe(200);
    admin = await api.login("admin@fallback.test", "Changed-Pass-789");
    const line = (await lines()).find((l) => l.operateEnum === "web.user.password.update");
    expect(line).toMatchObject({ module: "account", detail: "" });
  });

  it("§3 operation log: the line is written in the change's transaction; without it the change does not happen either", async () => {
    const db = server().app.vms.database.db;
    const groups = async () => (await api.call<{ list: Array<{ groupName: string }> }>("/vehicle-licence-plate-group/list", { pageNum: 1, pageSize: 1000 }, admin)).data.list.map((g) => g.groupName);
    await server().app.vms.opLogs.idle();
    // The line cannot be stored: the change that would carry it is rolled back with it.
    await db.execute(sql`alter table op_logs rename to op_logs_away`);
    try {
      expect((await api.call("/vehicle-licence-plate-group/add", { groupName: "Unlogged" }, admin)).code).toBe(500);
    } finally {
      await db.execute(sql`alter table op_logs_away rename to op_logs`);
    }
    expect(await groups()).not.toContain("Unlogged");
    // Stored again: the change and its line commit together.
    expect((await api.call("/vehicle-licence-plate-group/add", { groupName: "Logged" }, admin)).code).toBe(200);
    expect(await groups()).toContain("Logged");
    expect((await lines()).filter((l) => l.detail === "groupName=Logged").map((l) => l.operateEnum)).toEqual(["vehicle-licence-plate-group.add"]);
  });

  it("§3: a call whose change is a transaction of its own (a role's check and delete) commits its line inside it", async () => {
    const db = server().app.vms.database.db;
    const added = await api.call<{ roleId: string }>("/role/add", { roleName: "Doomed", codes: ["vms_live"] }, admin);
    expect(added.code).toBe(200);
    const names = async () => (await api.call<{ list: Array<{ roleName: string }> }>("/role/list", {}, admin)).data.list.map((r) => r.roleName);
    await server().app.vms.opLogs.idle();
    await db.execute(sql`alter table op_logs rename to op_logs_away`);
    try {
      expect((await api.call("/role/delete", { roleId: added.data.roleId }, admin)).code).toBe(500);
    } finally {
      await db.execute(sql`alter table op_logs_away rename to op_logs`);
    }
    expect(await names()).toContain("Doomed");
    expect((await api.call("/role/delete", { roleId: added.data.roleId }, admin)).code).toBe(200);
    expect(await names()).not.toContain("Doomed");
    // The deletion names what it deleted (issue 27).
    expect((await lines()).filter((l) => l.module === "role" && l.detail === `Doomed (${added.data.roleId})`).map((l) => l.operateEnum)).toEqual(["role.delete"]);
  });
});
