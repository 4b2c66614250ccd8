import { read, utils } from "@e965/xlsx";
import { Code, OP_LOG_CODES, type OpLogItem } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi, type TestSession } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const DAY = 86_400_000;

describeOnEngines("operation logs", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  let admin: TestSession;
  let siteAdmin: TestSession;
  let foreign: TestSession;
  let plainId: string;
  let siteAdminId: string;
  const range = () => ({ startTime: Date.now() - DAY, endTime: Date.now() + 60_000 });

  beforeAll(async () => {
    const { db } = server().app.vms.database;
    const org = await createTestOrg(db, "Audit Co", [
      { email: "admin@audit.test", role: "orgAdmin" },
      { email: "plain@audit.test", role: "ordinaryUser" },
      { email: "siteadmin@audit.test", role: "siteAdmin" },
    ]);
    plainId = org.userIds["plain@audit.test"]!;
    siteAdminId = org.userIds["siteadmin@audit.test"]!;
    await createTestOrg(db, "Other Co", [{ email: "admin@other-audit.test", role: "orgAdmin" }]);
    admin = await api.login("admin@audit.test", TEST_PASSWORD);
    siteAdmin = await api.login("siteadmin@audit.test", TEST_PASSWORD);
    foreign = await api.login("admin@other-audit.test", TEST_PASSWORD);
  });

  const list = async (session: TestSession, filter: Record<string, unknown> = {}) => {
    const page = await api.call<{ total: number; list: OpLogItem[] }>("/log/op-logs/list", { ...range(), pageSize: 100, ...filter }, session);
    expect(page.code, page.text).toBe(200);
    return page.data;
  };

  it("§2 operation logs: an administrator's freeze and unfreeze are lines with operator, module, action and IP", async () => {
    expect((await api.call("/user/state/update", { userId: plainId, state: 2 }, admin)).code).toBe(200);
    expect((await api.call("/user/state/update", { userId: plainId, state: 1 }, admin)).code).toBe(200);
    await server().app.vms.opLogs.idle();
    const { list: lines } = await list(admin, { module: "user" });
    expect(lines.slice(0, 2).map((l) => [l.operateEnum, l.detail, l.loginName, l.source])).toEqual([
      ["user.unfreeze", plainId, "admin@audit.test", "server"],
      ["user.freeze", plainId, "admin@audit.test", "server"],
    ]);
    expect(lines[0]!.ip).not.toBe("");
  });

  it("§2: a refused operation writes no line", async () => {
    const before = (await list(admin)).total;
    expect((await api.call("/role/delete", { roleId: "00000000-0000-4000-8000-000000000000" }, admin)).code).not.toBe(200);
    await server().app.vms.opLogs.idle();
    expect((await list(admin)).total).toBe(before);
  });

  it("§7 /op-logs/put: the console's own line, as the caller; server-side modules cannot be forged", async () => {
    expect((await api.call("/op-logs/put", { module: "download", operateEnum: "downloadTask.clear", detail: "3 tasks" }, siteAdmin)).code).toBe(200);
    expect((await api.call("/op-logs/put", { module: "user", operateEnum: "user.delete", detail: "x" }, siteAdmin)).code).toBe(Code.INVALID_DATA);
    await server().app.vms.opLogs.idle();
    const line = (await list(admin, { userId: siteAdminId })).list[0];
    expect(line).toMatchObject({ module: "download", operateEnum: "downloadTask.clear", detail: "3 tasks", source: "console", loginName: "siteadmin@audit.test" });
  });

  it("§6: without vms_org_qry a holder of vms_system_oplog_qry reads only their own lines", async () => {
    const own = await list(siteAdmin, { userId: plainId });
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.list.map((l) => l.userId))).toEqual(new Set([siteAdminId]));
  });

  it("§2: a range beyond 31 days is refused with 33060, an inverted one with 7000", async () => {
    const now = Date.now();
    expect((await api.call("/log/op-logs/list", { startTime: now - 32 * DAY, endTime: now }, admin)).code).toBe(33060);
    expect((await api.call("/log/op-logs/list", { startTime: now, endTime: now - DAY }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/log/op-logs/export", { startTime: now - 32 * DAY, endTime: now }, admin)).code).toBe(33060);
  });

  it("IDOR: another organization's administrator never reads these lines, even naming the user", async () => {
    const other = await list(foreign, { userId: plainId });
    expect(other.total).toBe(0);
    const exported = await api.call<{ count: number }>("/log/op-logs/export", { ...range(), userId: siteAdminId }, foreign);
    expect(exported.code).toBe(200);
    expect(exported.data.count).toBe(0);
  });

  it("§7 /log/op-logs/export: an xlsx of the lines behind a signed link; an altered link is refused", async () => {
    const exported = await api.call<{ url: string; fileName: string; count: number }>("/log/op-logs/export", { ...range(), module: "user", utcOffsetMinutes: 480 }, admin);
    expect(exported.code, exported.text).toBe(200);
    expect(exported.data.fileName).toMatch(/^operation-logs-\d{8}-\d{6}\.xlsx$/);
    const res = await fetch(server().baseUrl + exported.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(exported.data.fileName);
    const book = read(Buffer.from(await res.arrayBuffer()));
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(["Time", "Operator", "Login name", "Module", "Operation", "Detail", "IP address"]);
    expect(rows.length - 1).toBe(exported.data.count);
    expect(rows.slice(1).map((r) => r[4])).toContain("user.freeze");
    const tampered = exported.data.url.replace(/t=(.)/, (_m, c: string) => `t=${c === "e" ? "f" : "e"}`);
    expect((await fetch(server().baseUrl + tampered)).status).toBe(403);
    // The export itself is an operation.
    await server().app.vms.opLogs.idle();
    expect((await list(admin, { module: "opLog" })).list[0]?.operateEnum).toBe("opLog.export");
  });

  it("§7 /log/module-functions/get: modules with their actions", async () => {
    const answer = await api.call<{ list: Array<{ module: string; functions: string[] }> }>("/log/module-functions/get", {}, admin);
    expect(answer.code).toBe(200);
    expect(answer.data.list.find((m) => m.module === "user")?.functions).toContain("user.freeze");
    expect(OP_LOG_CODES.EXPORT_FAILED).toBe(33890);
  });
});
