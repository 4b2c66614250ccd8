import { Code, registry } from "@vms/api-client";
import { ROLE_MARKER } from "@vms/permissions";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Codes = { roleAuthList?: Array<{ resCode: string }>; dynamicAuthList?: Array<{ resCode: string }> };

describeOnEngines("permissions (spec §6)", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Perm Co", [
      { email: "admin@perm.test", role: "orgAdmin" },
      { email: "live@perm.test", role: "liveOnlyViewer" },
      { email: "user@perm.test", role: "ordinaryUser" },
      { email: "none@perm.test", role: { marker: ROLE_MARKER.NO_ACCESS, codes: ["vms_live", "vms_org_qry"] } },
    ]);
  });

  const codesOf = async (email: string) => {
    const session = await api.login(email, TEST_PASSWORD);
    const role = await api.call<Codes>("/func-res/list", {}, session);
    const dynamic = await api.call<Codes>("/func-res/dynamic-list", {}, session);
    return {
      session,
      role: role.data.roleAuthList?.map((e) => e.resCode) ?? [],
      dynamic: dynamic.data.dynamicAuthList?.map((e) => e.resCode) ?? [],
    };
  };

  it("§6: a live-only viewer holds vms_live and gets 5000 on /user/query", async () => {
    const live = await codesOf("live@perm.test");
    expect(live.role).toEqual(["vms_live"]);
    expect(live.dynamic.sort()).toEqual(["vms_cloudstorage_mgr", "vms_my_installer"]);
    expect((await api.call("/user/query", {}, live.session)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/log/login-logs/list", { scope: "ORG" }, live.session)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/log/login-logs/list", { scope: "SELF" }, live.session)).code).toBe(200);
  });

  it("§3: a NO_ACCESS role signs in but holds no codes at all", async () => {
    const none = await codesOf("none@perm.test");
    expect(none.session.user.roleMarker).toBe("NO_ACCESS");
    expect(none.role).toEqual([]);
    expect(none.dynamic).toEqual([]);
    expect((await api.call("/user/query", {}, none.session)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6: the administrator holds every code; an ordinary user sees only its own login history", async () => {
    const admin = await codesOf("admin@perm.test");
    expect(admin.role).toContain("vms_account_invite_qry");
    expect((await api.call("/user/query", {}, admin.session)).code).toBe(200);
    expect((await api.call("/log/login-logs/list", { scope: "ORG" }, admin.session)).code).toBe(200);
    const user = await codesOf("user@perm.test");
    expect(user.role).toContain("vms_system_loginlog_qry");
    expect((await api.call("/log/login-logs/list", { scope: "ORG" }, user.session)).code).toBe(Code.NO_PERMISSION);
    const own = await api.call<{ list: Array<{ loginName: string }> }>("/log/login-logs/list", { scope: "SELF" }, user.session);
    expect(new Set(own.data.list.map((l) => l.loginName))).toEqual(new Set(["user@perm.test"]));
  });

  it("§7: every call of the contract has a handler (none answers 501)", () => {
    expect(server().app.vms.handlers.missing(Object.keys(registry))).toEqual([]);
  });

  it("§5: a login-log range over 31 days is refused with 7000", async () => {
    const admin = await api.login("admin@perm.test", TEST_PASSWORD);
    const range = { scope: "SELF", startTime: 0, endTime: 32 * 86_400_000 };
    expect((await api.call("/log/login-logs/list", range, admin)).code).toBe(Code.INVALID_DATA);
  });
});
