import { buildPushMessage, PUSH_INFO_TYPE } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { usePermissionPush } from "./use-permission-push";

function Listener() {
  usePermissionPush();
  return null;
}

describe("permission push (spec §6 'effect immediate')", () => {
  afterEach(() => sessionStore.clear());

  it("§6: PERMISSIONS_CHANGED reloads the codes and the session's user, so being made administrator shows without signing in again (issue 27)", async () => {
    const signedIn = loginResultFixture({ user: { ...loginResultFixture().user, type: 2, isAdmin: 0, roleMarker: null } });
    sessionStore.signIn(signedIn);
    const api = mockApi({
      "/user/profile/get": () => ({ ...signedIn.user, type: 1, isAdmin: 1, createTime: 1, orgAddress: "", orgContact: "" }),
      "/func-res/list": () => ({ roleAuthList: [], moduleList: [] }),
      "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
    });
    await renderWithProviders(<Listener />);
    publishPush(buildPushMessage(PUSH_INFO_TYPE.PERMISSIONS_CHANGED, { reason: "ADMIN_CHANGED" }));
    await vi.waitFor(() => expect(sessionStore.get()?.user.isAdmin).toBe(1));
    expect(sessionStore.get()?.token).toBe(signedIn.token);
    expect(callsTo(api, "/user/profile/get")).toHaveLength(1);
  });
});
