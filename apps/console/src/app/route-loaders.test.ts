import { createMemoryHistory } from "@tanstack/react-router";
import type { ApiPath } from "@vms/api-client";
import { ALL_RESOURCE_CODES } from "@vms/permissions";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { permissionQueryOptions } from "@/entities/permission";
import { brandingQueryOptions } from "@/features/branding";
import { sessionStore } from "@/shared/session";
import { brandingFixture, callsTo, loginResultFixture, mockApi } from "@/shared/testing";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

const emptyPage = { total: 0, list: [] };

function mockPageCalls() {
  return mockApi({
    "/user/site/tree": () => emptyPage,
    "/user/mfa/list": () => ({ mfaEnabled: false, orgEnforced: false, mfaList: [] }),
    "/log/login-logs/list": () => emptyPage,
    "/user/profile/get": () => ({ ...loginResultFixture().user, createTime: 0, orgAddress: "", orgContact: "" }),
  });
}

/** Resolves the route at `path` (guards and loaders) without rendering any page. */
async function loadRoute(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(brandingQueryOptions(location.hostname).queryKey, brandingFixture());
  queryClient.setQueryData(permissionQueryOptions().queryKey, { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES });
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router;
}

describe("route loaders fetch a page's data before the page renders (spec §2)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  const cases: [string, ApiPath[]][] = [
    ["/site/sitelist", ["/user/site/tree"]],
    ["/privacySecurity/mfa-config", ["/user/mfa/list"]],
    ["/privacySecurity/personal-logs", ["/log/login-logs/list"]],
    ["/account", ["/user/profile/get", "/log/login-logs/list"]],
  ];
  it.each(cases)("§2: %s loads %j in its loader", async (path, calls) => {
    const api = mockPageCalls();
    const router = await loadRoute(path);
    expect(router.state.location.pathname.replace(/\/$/, "")).toBe(path);
    for (const call of calls) expect(callsTo(api, call)).toHaveLength(1);
  });

  it("§9: the login log loader fetches the first page at the table's opening size (10 rows)", async () => {
    const api = mockPageCalls();
    await loadRoute("/privacySecurity/personal-logs");
    expect(callsTo(api, "/log/login-logs/list")).toEqual([{ scope: "ORG", pageNum: 1, pageSize: 10 }]);
  });
});
