import { Code, PUSH_INFO_TYPE, type LoginResult } from "@vms/api-client";
import { BUILT_IN_ROLES } from "@vms/permissions";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { openPushClient } from "../../test-support/push-client.js";
import { describeOnDatabases } from "../../test-support/test-server.js";

type Codes = { roleAuthList: Array<{ resCode: string }> };

// Issue 27 "Make administrator has no effect": the flag must change what the user may do, see and open.
describeOnDatabases("make administrator (spec §6 grants or removes admin)", (server) => {
  const api = testApi(() => server().baseUrl);
  let admin: LoginResult;
  let user: LoginResult;
  let userId = "";

  const roleCodes = async () => {
    const answer = await api.call<Codes>("/func-res/list", {}, user);
    expect(answer.code).toBe(200);
    return answer.data.roleAuthList.map((e) => e.resCode).sort();
  };
  /** Sets the flag and waits for the user's console to be told, on their open socket. */
  const setAdmin = async (isAdmin: 0 | 1) => {
    const socket = await openPushClient(server().baseUrl);
    try {
      expect(await socket.auth(user.token)).toMatchObject({ type: "auth", code: 200 });
      expect((await api.call("/user/admin/update", { userId, isAdmin }, admin)).code).toBe(200);
      expect(await socket.next()).toMatchObject({ type: "push", message: { infoType: PUSH_INFO_TYPE.PERMISSIONS_CHANGED } });
    } finally {
      socket.close();
    }
  };

  beforeAll(async () => {
    const org = await createTestOrg(server().app.vms.database.db, "Promote Co", [
      { email: "admin@promote.test", role: "orgAdmin" },
      { email: "user@promote.test", role: "ordinaryUser" },
    ]);
    userId = org.userIds["user@promote.test"]!;
    admin = await api.login("admin@promote.test", TEST_PASSWORD);
    user = await api.login("user@promote.test", TEST_PASSWORD);
  });

  it("§6: granting administrator gives the administrator's codes to the open session; removing it takes them away", async () => {
    const own = [...BUILT_IN_ROLES.ordinaryUser.codes].sort();
    expect(await roleCodes()).toEqual(own);
    expect((await api.call("/user/query", {}, user)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/my-installer/get", {}, user)).code).toBe(Code.NO_PERMISSION);

    await setAdmin(1);
    // Same session, no sign-in again: the administrator's codes, the menus they open and the calls.
    expect(await roleCodes()).toEqual([...BUILT_IN_ROLES.orgAdmin.codes].sort());
    expect((await api.call("/user/query", {}, user)).code).toBe(200);
    expect((await api.call("/my-installer/get", {}, user)).code).toBe(200);
    expect((await api.call<{ isAdmin: number }>("/user/profile/get", {}, user)).data.isAdmin).toBe(1);

    await setAdmin(0);
    expect(await roleCodes()).toEqual(own);
    expect((await api.call("/user/query", {}, user)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/my-installer/get", {}, user)).code).toBe(Code.NO_PERMISSION);
  });
});
