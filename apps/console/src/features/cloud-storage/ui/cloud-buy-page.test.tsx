import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { CloudBuyPage } from "./cloud-buy-page";

type Row = ResponseOf<"/cloud-storage/chl/order/query">["list"][number];
const row = (patch: Partial<Row>): Row => ({
  sn: "SN-1", chlIndex: 1, chlName: "Gate", devName: "NVR", siteName: "HQ", goodsId: null, goodsName: null, termType: null,
  storageDays: 0, status: 8, startTime: null, endTime: null, remainDays: 0, autoRenew: false, orderNo: null, trial: false, usedBytes: 0, recording: false, ...patch,
});
const rows = [row({}), row({ chlIndex: 2, chlName: "Yard" }), row({ chlIndex: 3, chlName: "Dock" })];
const goods = { list: [{ goodsId: "cs-7d-month", name: "7-day cyclic storage · monthly", storageDays: 7, termType: 1, termMonths: 1, currency: "USD" as const, price: "2.99", priceCents: 299, autoRenew: false, trial: false }] };
const order = { orderId: "o1", orderNo: "20261202000000000000001", orderType: 1, status: 1, spec: "x", chlNum: 2, term: 1, currency: "USD" as const, price: "5.98", priceCents: 598, payType: null, transactionId: null, orderTime: 0, payTime: null, payDeadline: null, sn: "SN-1", chlIndex: 1, trial: false, declineCode: null };

function mock() {
  return mockApi({
    "/cloud-storage/chl/order/query": () => ({ total: rows.length, list: rows }),
    "/cloud-storage/goods/list": () => goods,
    "/cloud-storage/application/info": () => ({ plan: rows[0]!, trialAvailable: false }),
    "/cloud-storage/purchase": () => order,
  });
}

// Issue 28 "no purchase for several channels at once" (spec §3 cloud storage, §7 /cloud-storage/purchase).
describe("§3 cloud storage for several channels", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("ticking a second channel shows price × 2 and orders both in one call", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mock();
    const onOrdered = vi.fn();
    await renderWithProviders(<CloudBuyPage sn="SN-1" chlIndex={1} onOrdered={onOrdered} onTrialStarted={() => undefined} />);
    await userEvent.click(await screen.findByRole("radio", { name: /7 days of cyclic storage/ }));
    expect(screen.getByTestId("cloud-total")).toHaveTextContent("Total: 2.99 USD for 1 channel");
    const list = screen.getByTestId("cloud-channels");
    expect(within(list).getByRole("checkbox", { name: "Gate · NVR · HQ" })).toBeDisabled();
    await userEvent.click(within(list).getByRole("checkbox", { name: "Yard · NVR · HQ" }));
    expect(screen.getByTestId("cloud-total")).toHaveTextContent("Total: 5.98 USD for 2 channels");
    await userEvent.click(screen.getByTestId("cloud-buy"));
    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith(order.orderNo));
    expect(callsTo(api, "/cloud-storage/purchase")).toEqual([{ goodsId: "cs-7d-month", sn: "SN-1", chlIndex: 1, autoRenew: false, moreChannels: [{ sn: "SN-1", chlIndex: 2 }] }]);
  });

  it("says the total in zh-CN", async () => {
    sessionStore.signIn(loginResultFixture());
    mock();
    await renderWithProviders(<CloudBuyPage sn="SN-1" chlIndex={1} onOrdered={() => undefined} onTrialStarted={() => undefined} />, { locale: "zh-CN" });
    await userEvent.click((await screen.findAllByRole("radio"))[0]!);
    await userEvent.click(within(screen.getByTestId("cloud-channels")).getByRole("checkbox", { name: "Dock · NVR · HQ" }));
    expect(screen.getByTestId("cloud-total")).toHaveTextContent("合计：5.98 USD（2 个通道）");
  });
});
