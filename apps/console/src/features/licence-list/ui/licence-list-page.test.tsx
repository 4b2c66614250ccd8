import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { LicenceListPage } from "./licence-list-page";

type Query = ResponseOf<"/license-inst/query">;
type Row = Query["list"][number];
const row = (patch: Partial<Row>): Row => ({
  licenseId: "l1", licenseType: 3, chlNum: 8, durationType: 2, startTime: 0, endTime: Date.now() + 5 * 86_400_000, endTimeText: "",
  status: 3, buttonList: [3, 4], remainDays: 5, orderNo: "LIC-1", ...patch,
});
const answer = (list: Row[], patch: Partial<Query> = {}): Query => ({
  licenceObj: { valid: true, currentInfo: null, renewInfo: null, expireInfo: null },
  warning: "nearExpiry", blocked: false, usedChlNum: 6, licensedChlNum: 8, list, ...patch,
});
const perms = (codes: string[]) => ({
  "/func-res/list": () => ({ roleAuthList: codes.map((resCode) => ({ resCode })) }),
  "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
});

describe("license list (spec §2, §4 statuses, buttons and warnings)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4: each license shows its status, days left and the server's buttons leading to the purchase page", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({
      ...perms(["vms_channel_mgr", "vms_license_mgr"]),
      "/license-inst/query": () => answer([row({}), row({ licenseId: "free", licenseType: 1, chlNum: 2, durationType: 0, status: 2, buttonList: [], orderNo: null })], { licenceObj: { valid: true, currentInfo: null, renewInfo: null, expireInfo: null } }),
    });
    await renderWithProviders(<LicenceListPage status={0} onStatusChange={() => undefined} />);
    const rows = await screen.findAllByTestId("licence-row");
    expect(rows[0]).toHaveTextContent("Expiring");
    expect(rows[0]).toHaveTextContent("90 days");
    const buttons = within(rows[0]!).getAllByRole("link");
    expect(buttons.map((b) => b.textContent)).toEqual(["Renew now", "Upgrade now"]);
    expect(buttons[0]).toHaveAttribute("href", "/service/servicelicense/purchase?chlNum=8&durationType=2");
    expect(buttons[1]).toHaveAttribute("href", "/service/servicelicense/purchase?chlNum=8");
    expect(rows[1]).toHaveTextContent("Free forever");
    expect(screen.getByTestId("licence-warning")).toHaveAttribute("data-warning", "nearExpiry");
  });

  it("§6: without vms_license_mgr there are no buttons; the status filter reports its value", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ ...perms(["vms_channel_mgr"]), "/license-inst/query": () => answer([row({})], { warning: "none" }) });
    const onStatusChange = vi.fn();
    await renderWithProviders(<LicenceListPage status={0} onStatusChange={onStatusChange} />);
    await screen.findAllByTestId("licence-row");
    expect(screen.queryByTestId("licence-buttons")).toBeNull();
    expect(screen.queryByTestId("licence-warning")).toBeNull();
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Expired" }));
    expect(onStatusChange).toHaveBeenCalledWith(4);
  });
});
