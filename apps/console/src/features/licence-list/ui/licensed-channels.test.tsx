import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { LicenceListPage } from "./licence-list-page";

type List = ResponseOf<"/license-chl/list">;
const names = ["Gate", "Lobby", "Yard", "Dock", "Roof"];
/** The licence order of `order` (indexes into names): 2 free, 1 licensed, the rest unlicensed. */
const listOf = (order: number[]): List => ({
  freeChlNum: 2, licensedChlNum: 1, totalChlNum: order.length,
  list: order.map((n, i) => ({ sn: `SN${n}`, chlIndex: 1, chlName: names[n]!, devName: `Cam ${n}`, siteName: "HQ", place: i + 1, licence: i < 2 ? "free" : i < 3 ? "licensed" : "unlicensed" })),
});
const perms = (codes: string[]) => ({
  "/func-res/list": () => ({ roleAuthList: codes.map((resCode) => ({ resCode })) }),
  "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
});
const licenceQuery = () => ({ licenceObj: { valid: true, currentInfo: null, renewInfo: null, expireInfo: null }, warning: "none" as const, blocked: false, usedChlNum: 5, licensedChlNum: 3, list: [] });

describe("licensed channels (issue 27: the administrator's licence order)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((toast) => notifier.dismiss(toast.id));
  });

  it("§4: lists the channels in licence order with their standing; moving one up with the keyboard licenses it and says so", async () => {
    sessionStore.signIn(loginResultFixture());
    let order = [0, 1, 2, 3, 4];
    const spy = mockApi({
      ...perms(["vms_channel_mgr", "vms_license_mgr"]),
      "/license-inst/query": licenceQuery,
      "/license-chl/list": () => listOf(order),
      "/license-chl/move": (data: RequestOf<"/license-chl/move">) => {
        const moved = order.find((n) => `SN${n}` === data.sn)!;
        order = order.filter((n) => n !== moved);
        order.splice(data.position - 1, 0, moved);
        return listOf(order);
      },
    });
    await renderWithProviders(<LicenceListPage status={0} onStatusChange={() => undefined} />);
    const section = await screen.findByTestId("licensed-channels");
    expect(within(section).getByRole("region", { name: "Licensed channels" })).toBeVisible();
    const rows = await within(section).findAllByTestId("licensed-channel");
    expect(rows.map((r) => r.getAttribute("data-licence"))).toEqual(["free", "free", "licensed", "unlicensed", "unlicensed"]);
    expect(rows[3]).toHaveTextContent("Unlicensed");

    const up = within(section).getByRole("button", { name: "Move Dock up" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    expect(callsTo(spy, "/license-chl/move")).toEqual([{ sn: "SN3", chlIndex: 1, position: 3 }]);
    await waitFor(() => expect(notifier.getSnapshot().map((toast) => toast.severity)).toContain("success"));
    const after = within(section).getAllByTestId("licensed-channel");
    expect(after.map((r) => [r.getAttribute("data-sn"), r.getAttribute("data-licence")])).toEqual([["SN0", "free"], ["SN1", "free"], ["SN3", "licensed"], ["SN2", "unlicensed"], ["SN4", "unlicensed"]]);
    expect(within(section).getByRole("button", { name: "Move Gate up" })).toBeDisabled();
    await userEvent.click(within(section).getByRole("button", { name: "Move Roof to the top" }));
    expect(callsTo(spy, "/license-chl/move").at(-1)).toEqual({ sn: "SN4", chlIndex: 1, position: 1 });
  });

  it("§6: without vms_license_mgr the section is not shown and the order is not read", async () => {
    sessionStore.signIn(loginResultFixture());
    const spy = mockApi({ ...perms(["vms_channel_mgr"]), "/license-inst/query": licenceQuery });
    await renderWithProviders(<LicenceListPage status={0} onStatusChange={() => undefined} />);
    await screen.findByTestId("licence-counts");
    expect(screen.queryByTestId("licensed-channels")).toBeNull();
    expect(callsTo(spy, "/license-chl/list")).toEqual([]);
  });
});
