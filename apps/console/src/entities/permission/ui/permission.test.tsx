import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { UserPermissions } from "@vms/permissions";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture } from "@/shared/testing";
import { permissionKeys } from "../model/permissions-query";
import { Permission } from "./permission";

function renderWith(perms: UserPermissions, codes: string[], signedIn = true) {
  if (signedIn) sessionStore.signIn(loginResultFixture());
  const queryClient = new QueryClient();
  queryClient.setQueryData(permissionKeys.all, perms);
  render(
    <QueryClientProvider client={queryClient}>
      <Permission codes={codes} fallback={<span data-testid="fallback" />}>
        <button type="button" data-testid="guarded" />
      </Permission>
    </QueryClientProvider>,
  );
}

describe("<Permission> (spec §6 permission directive)", () => {
  afterEach(() => sessionStore.clear());

  it("§6: shows its children when the user holds one of the codes (either list)", () => {
    renderWith({ roleCodes: [], dynamicCodes: ["mfa_config_switch_mgr"] }, ["mfa_config_mgr", "mfa_config_switch_mgr"]);
    expect(screen.getByTestId("guarded")).toBeInTheDocument();
    expect(screen.queryByTestId("fallback")).toBeNull();
  });

  it("§6: hides its children when the user lacks every code", () => {
    renderWith({ roleCodes: ["vms_live"], dynamicCodes: [] }, ["mfa_config_switch_mgr"]);
    expect(screen.queryByTestId("guarded")).toBeNull();
    expect(screen.getByTestId("fallback")).toBeInTheDocument();
  });

  it("hides its children while signed out", () => {
    renderWith({ roleCodes: ["mfa_config_switch_mgr"], dynamicCodes: [] }, ["mfa_config_switch_mgr"], false);
    expect(screen.queryByTestId("guarded")).toBeNull();
  });

  it("an empty code list needs nothing", () => {
    renderWith({ roleCodes: [], dynamicCodes: [] }, []);
    expect(screen.getByTestId("guarded")).toBeInTheDocument();
  });
});
