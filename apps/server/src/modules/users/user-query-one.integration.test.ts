import { Code } from "@vms/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi, type TestSession } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Page = { total: number; list: Array<{ userId: string; email: string }> };

describeOnEngines("/user/query by user id (the user detail page)", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  let admin: TestSession;
  let plainId: string;
  let foreignId: string;
  let leaverId: string;

  beforeAll(async () => {
    const { db } = server().app.vms.database;
    const org = await createTestOrg(db, "Detail Co", [
      { email: "admin@detail.test", role: "orgAdmin" },
      { email: "plain@detail.test", role: "ordinaryUser" },
      { email: "leaver@detail.test", role: "siteAdmin" },
    ]);
    leaverId = org.userIds["leaver@detail.test"]!;
    plainId = org.userIds["plain@detail.test"]!;
    const other = await createTestOrg(db, "Other Detail Co", [{ email: "admin@other-detail.test", role: "orgAdmin" }]);
    foreignId = other.userIds["admin@other-detail.test"]!;
    admin = await api.login("admin@detail.test", TEST_PASSWORD);
  });

  it("§2 user detail: answers exactly that user", async () => {
    const page = await api.call<Page>("/user/query", { userId: plainId }, admin);
    expect(page.code).toBe(200);
    expect(page.data.list.map((u) => u.email)).toEqual(["plain@detail.test"]);
  });

  it("IDOR: another organization's user id, or one naming nobody, matches nobody; no uuid at all is a parameter error", async () => {
    for (const userId of [foreignId, "00000000-0000-4000-8000-000000000000"]) {
      const page = await api.call<Page>("/user/query", { userId }, admin);
      expect(page.code).toBe(200);
      expect(page.data).toEqual({ total: 0, list: [] });
    }
    expect((await api.call("/user/query", { userId: "not-a-uuid" }, admin)).code).toBe(Code.INVALID_DATA);
  });

  it("issue #14 account deletion: personal data is gone; the operation log keeps the line without a name", async () => {
    const leaver = await api.login("leaver@detail.test", TEST_PASSWORD);
    expect((await api.call("/op-logs/put", { module: "console", operateEnum: "console.test", detail: "before leaving" }, leaver)).code).toBe(200);
    await server().app.vms.opLogs.idle();
    expect((await api.call("/user/unregister", { password: TEST_PASSWORD }, leaver)).code).toBe(200);
    const [row] = await server().app.vms.database.db.select().from(users).where(eq(users.id, leaverId));
    expect(row).toMatchObject({ email: `deleted-${leaverId}@deleted.invalid`, userName: "", alias: "", phone: "", passwordHash: null });
    expect(row!.deletedAt).not.toBeNull();
    const now = Date.now();
    const lines = await api.call<{ list: Array<{ userId: string; userName: string; loginName: string; detail: string }> }>("/log/op-logs/list", { startTime: now - 3_600_000, endTime: now + 60_000, userId: leaverId }, admin);
    expect(lines.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ userId: leaverId, userName: "", loginName: "", detail: "before leaving" })]));
    // The deletion itself is a line too (the dispatcher's fallback), equally without a name.
    expect(lines.data.list.map((l) => [l.userName, l.loginName])).toEqual(lines.data.list.map(() => ["", ""]));
  });
});
