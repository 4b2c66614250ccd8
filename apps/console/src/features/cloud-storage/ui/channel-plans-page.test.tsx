import { screen, within } from "@testing-library/react";
import type { ResponseOf } from "@vms/api-client";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { ChannelPlansPage } from "./channel-plans-page";

type Row = ResponseOf<"/cloud-storage/chl/order/query">["list"][number];
const row = (patch: Partial<Row>): Row => ({
  sn: "SN-1", chlIndex: 1, chlName: "Gate", devName: "NVR", siteName: "HQ", goodsId: "cs-7d-month", goodsName: "7-day cyclic storage · monthly", termType: 1,
  storageDays: 7, status: 2, startTime: 0, endTime: Date.now() + 20 * 86_400_000, remainDays: 20, autoRenew: false, orderNo: null, trial: false,
  usedBytes: 5 * 1024 * 1024, recording: true, ...patch,
});

describe("storage management (spec §2 /account/storage-management, §4 cloud statuses)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4: a channel whose package is active and records shows it; one without a package shows neither package nor recording", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({
      "/cloud-storage/chl/order/query": () => ({ total: 2, list: [row({}), row({ chlIndex: 2, chlName: "Yard", goodsId: null, goodsName: null, status: 8, endTime: null, remainDays: 0, usedBytes: 0, recording: false })] }),
    });
    await renderWithProviders(<ChannelPlansPage mode="manage" />);
    const rows = await screen.findAllByTestId("channel-plan-row");
    expect(within(rows[0]!).getByTestId("channel-plan-status")).toHaveTextContent("In use");
    expect(within(rows[0]!).getByTestId("channel-plan-recording")).toHaveTextContent("Recording now");
    expect(rows[0]).toHaveTextContent("5");
    expect(within(rows[1]!).queryByTestId("channel-plan-recording")).toBeNull();
    expect(rows[1]).toHaveTextContent("—");
  });

  it("§2: the purchase page offers buy or renew per channel and no recording state", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/cloud-storage/chl/order/query": () => ({ total: 2, list: [row({}), row({ chlIndex: 2, chlName: "Yard", goodsId: null, goodsName: null, status: 8, recording: false })] }) });
    await renderWithProviders(<ChannelPlansPage mode="buy" />);
    const rows = await screen.findAllByTestId("channel-plan-row");
    expect(within(rows[0]!).getByRole("link", { name: "Renew cloud storage for Gate" })).toHaveAttribute("href", "/service/serviceCloudstorage/buy?sn=SN-1&chlIndex=1");
    expect(within(rows[1]!).getByRole("link", { name: "Buy cloud storage for Yard" })).toBeVisible();
    expect(screen.queryByTestId("channel-plan-recording")).toBeNull();
  });

  it("issue 28: the package is named in the UI language from its facts, not its stored name", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/cloud-storage/chl/order/query": () => ({ total: 2, list: [row({}), row({ chlIndex: 2, goodsId: "cs-trial-7d", goodsName: "Free trial · 7-day cyclic storage", termType: 1, trial: true })] }) });
    await renderWithProviders(<ChannelPlansPage mode="buy" />, { locale: "zh-CN" });
    const packages = await screen.findAllByTestId("channel-plan-package");
    expect(packages.map((p) => p.textContent)).toEqual(["7 天循环存储，按月", "免费试用，7 天循环存储"]);
  });

  it("issue 28 §3: auto renew per channel: a paid package switches it on (the call, then the toast); a trial or no package cannot", async () => {
    sessionStore.signIn(loginResultFixture());
    const list = [row({}), row({ chlIndex: 2, chlName: "Yard", trial: true }), row({ chlIndex: 3, chlName: "Dock", goodsId: null, goodsName: null, status: 8 })];
    const api = mockApi({
      "/cloud-storage/chl/order/query": () => ({ total: 3, list }),
      "/cloud-storage/auto-renew/set": () => row({ autoRenew: true }),
    });
    await renderWithProviders(<ChannelPlansPage mode="buy" />);
    const gate = await screen.findByRole("switch", { name: "Auto renew Gate" });
    expect(gate).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Auto renew Yard" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Auto renew Dock" })).toBeDisabled();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
    await userEvent.click(gate);
    await vi.waitFor(() => expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success", message: expect.objectContaining({ message: "Auto renew is on for {0}.", values: { 0: "Gate" } }) })]));
    expect(callsTo(api, "/cloud-storage/auto-renew/set")).toEqual([{ sn: "SN-1", chlIndex: 1, autoRenew: true }]);
  });

  it("issue 28: zh-CN names the column and the switch in Chinese", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/cloud-storage/chl/order/query": () => ({ total: 1, list: [row({ autoRenew: true })] }) });
    await renderWithProviders(<ChannelPlansPage mode="manage" />, { locale: "zh-CN" });
    expect(await screen.findByRole("switch", { name: "自动续费 Gate" })).toBeChecked();
    expect(screen.getByRole("columnheader", { name: "自动续费" })).toBeInTheDocument();
  });
});
