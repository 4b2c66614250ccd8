import { Code, type LoginResult } from "@vms/api-client";
import type { BuiltInRoleId } from "@vms/permissions";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { describeOnDatabases } from "../../test-support/test-server.js";

const ROLES = ["orgAdmin", "siteAdmin", "ordinaryUser", "installer", "liveOnlyViewer", "viewingStation"] as const satisfies readonly BuiltInRoleId[];

// /user/choose lists the names and e-mails of the whole organization: only the roles whose
// screens pick users (device-notification recipients, site users) may read it.
describeOnDatabases("/user/choose needs a resource code", (server) => {
  const api = testApi(() => server().baseUrl);
  let s: Record<(typeof ROLES)[number], LoginResult>;

  beforeAll(async () => {
    const email = (role: string) => `${role.toLowerCase()}@choose.test`;
    await createTestOrg(server().app.vms.database.db, "Choose Co", ROLES.map((role) => ({ email: email(role), role })));
    const sessions = await Promise.all(ROLES.map((role) => api.login(email(role), TEST_PASSWORD)));
    s = Object.fromEntries(ROLES.map((role, i) => [role, sessions[i]])) as typeof s;
  });

  it("§6: the live-only viewer and the viewing station are refused with 5000 and learn no one's e-mail", async () => {
    for (const role of ["liveOnlyViewer", "viewingStation"] as const) {
      const answer = await api.call("/user/choose", {}, s[role]);
      expect(answer.code, role).toBe(Code.NO_PERMISSION);
      expect(answer.text).not.toContain("@choose.test");
    }
  });

  it("§6: roles with vms_device_qry or the account codes list the organization's users", async () => {
    for (const role of ["orgAdmin", "siteAdmin", "ordinaryUser", "installer"] as const) {
      const answer = await api.call<{ list: Array<{ email: string }> }>("/user/choose", {}, s[role]);
      expect(answer.code, role).toBe(200);
      expect(answer.data.list.map((user) => user.email)).toContain("liveonlyviewer@choose.test");
    }
  });
});
