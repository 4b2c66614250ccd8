import type { LoginResult } from "@vms/api-client";

/** A successful /user/login answer (decision 0002 session fields), for tests. */
export function loginResultFixture(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: "token-1",
    sid: "sid-1",
    expireTime: Date.now() + 7_200_000,
    expiresIn: 7200,
    user: {
      userId: "u-1",
      coId: "co-1",
      orgName: "Demo Co",
      email: "admin@demo.local",
      userName: "Admin",
      alias: "",
      phone: "",
      avatar: "",
      type: 1,
      isAdmin: 1,
      state: 1,
      roleId: "r-1",
      roleName: "Organization administrator",
      roleMarker: "ORG_MANAGER",
      mfaEnabled: false,
    },
    ...overrides,
  };
}
