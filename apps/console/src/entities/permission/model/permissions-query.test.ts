import { QueryClient } from "@tanstack/react-query";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callsTo, mockApi } from "@/shared/testing";
import { PERMISSION_RETRIES, permissionRetries } from "./permission-retries";
import { clearPermissions, ensurePermissions, loadPermissions, PermissionLoadError, permissionKeys } from "./permissions-query";
import { previousPath } from "./previous-path";

const roleList = { roleAuthList: [{ resCode: "vms_live" }, { resCode: "vms_event_search" }] };
const dynamicList = { dynamicAuthList: [{ resCode: "vms_cloudstorage_mgr" }] };
const fail = (code: number) => () => {
  throw new ApiError(code);
};

describe("permission fetch (spec §4, §9: retry counter 3)", () => {
  beforeEach(() => permissionRetries.reset());
  afterEach(() => permissionRetries.reset());

  it("§6: loads the role list and the dynamic list into the two code lists", async () => {
    const api = mockApi({ "/func-res/list": () => roleList, "/func-res/dynamic-list": () => dynamicList });
    await expect(loadPermissions()).resolves.toEqual({ roleCodes: ["vms_live", "vms_event_search"], dynamicCodes: ["vms_cloudstorage_mgr"] });
    expect(callsTo(api, "/func-res/list")).toHaveLength(1);
    expect(permissionRetries.left()).toBe(PERMISSION_RETRIES - 1);
  });

  it("§4: each attempt decreases the counter; a later attempt may succeed", async () => {
    const api = mockApi({ "/func-res/list": [fail(Code.NETWORK_ERROR), fail(Code.NETWORK_TIMEOUT), () => roleList], "/func-res/dynamic-list": () => dynamicList });
    await expect(loadPermissions()).resolves.toMatchObject({ roleCodes: ["vms_live", "vms_event_search"] });
    expect(callsTo(api, "/func-res/list")).toHaveLength(3);
    expect(permissionRetries.left()).toBe(0);
  });

  it("§4: after three failed attempts it fails, and does not try again until cleared", async () => {
    const api = mockApi({ "/func-res/list": fail(Code.INTERNAL), "/func-res/dynamic-list": () => dynamicList });
    const error = await loadPermissions().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionLoadError);
    expect((error as PermissionLoadError).apiError.code).toBe(Code.INTERNAL);
    expect((error as PermissionLoadError).forcedLogout).toBe(false);
    expect(callsTo(api, "/func-res/list")).toHaveLength(3);
    await expect(loadPermissions()).rejects.toBeInstanceOf(PermissionLoadError);
    expect(callsTo(api, "/func-res/list")).toHaveLength(3);
  });

  it("§4: clearing resets the counter (and drops the cached permissions and previous page)", async () => {
    const queryClient = new QueryClient();
    mockApi({ "/func-res/list": [fail(Code.INTERNAL), fail(Code.INTERNAL), fail(Code.INTERNAL), () => roleList], "/func-res/dynamic-list": () => dynamicList });
    await expect(ensurePermissions(queryClient)).rejects.toBeInstanceOf(PermissionLoadError);
    expect(permissionRetries.left()).toBe(0);
    previousPath.remember("/live");
    clearPermissions(queryClient);
    expect(permissionRetries.left()).toBe(PERMISSION_RETRIES);
    expect(previousPath.get()).toBeNull();
    await expect(ensurePermissions(queryClient)).resolves.toMatchObject({ dynamicCodes: ["vms_cloudstorage_mgr"] });
    expect(queryClient.getQueryData(permissionKeys.all)).toBeDefined();
    clearPermissions(queryClient);
    expect(queryClient.getQueryData(permissionKeys.all)).toBeUndefined();
  });

  it("§8: a forced-logout answer stops the attempts at once", async () => {
    const api = mockApi({ "/func-res/list": fail(Code.TOKEN_INVALID), "/func-res/dynamic-list": () => dynamicList });
    const error = (await loadPermissions().catch((e: unknown) => e)) as PermissionLoadError;
    expect(error.forcedLogout).toBe(true);
    expect(callsTo(api, "/func-res/list")).toHaveLength(1);
  });

  it("ensurePermissions fetches once and then answers from the cache", async () => {
    const queryClient = new QueryClient();
    const api = mockApi({ "/func-res/list": () => roleList, "/func-res/dynamic-list": () => dynamicList });
    await ensurePermissions(queryClient);
    await ensurePermissions(queryClient);
    expect(callsTo(api, "/func-res/dynamic-list")).toHaveLength(1);
  });
});
