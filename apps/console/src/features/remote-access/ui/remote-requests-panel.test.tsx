import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RemoteReqItem } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { RemoteRequestsPanel } from "./remote-requests-panel";

const base = { installerName: "Ivan", installerOrgName: "Install Co", duration: null, createTime: 0, expireTime: null };
const pending: RemoteReqItem = { ...base, grantId: "g1", installerEmail: "ivan@inst.test", status: 0 };
const granted: RemoteReqItem = { ...base, grantId: "g2", installerEmail: "old@inst.test", status: 1, duration: 120, expireTime: Date.now() + 3_600_000 };
const refused: RemoteReqItem = { ...base, grantId: "g3", installerEmail: "no@inst.test", status: 2 };

describe("remote-access requests panel (spec §4 Remote access)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§9: a pending request is granted for the chosen duration; a granted one can be revoked; decided ones offer nothing", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/remote-access-req/list": () => ({ total: 3, list: [pending, granted, refused] }),
      "/remote-access-req/audit": () => ({}),
      "/remote-access-req/revoke": () => ({}),
    });
    await renderWithProviders(<RemoteRequestsPanel canManage />);
    const row = await screen.findByTestId("remote-request-g1");
    expect(within(screen.getByTestId("remote-request-g2")).getByText("2 hours")).toBeInTheDocument();
    expect(within(screen.getByTestId("remote-request-g3")).queryByRole("button")).toBeNull();

    await userEvent.click(within(row).getByRole("combobox", { name: "Duration" }));
    await userEvent.click(await screen.findByRole("option", { name: "7 days" }));
    await userEvent.click(screen.getByRole("button", { name: "Grant access to ivan@inst.test" }));
    await expect.poll(() => callsTo(api, "/remote-access-req/audit")).toEqual([{ grantId: "g1", approve: true, duration: 10080 }]);

    await userEvent.click(screen.getByRole("button", { name: "Revoke access of old@inst.test" }));
    await expect.poll(() => callsTo(api, "/remote-access-req/revoke")).toEqual([{ grantId: "g2" }]);
  });

  it("§6: without administrator rights the requests are listed but cannot be decided", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/remote-access-req/list": () => ({ total: 1, list: [pending] }) });
    await renderWithProviders(<RemoteRequestsPanel canManage={false} />);
    const row = await screen.findByTestId("remote-request-g1");
    expect(within(row).queryByRole("button")).toBeNull();
  });
});
