import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderDto } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { OrderListPage } from "./order-list-page";

const order = (patch: Partial<OrderDto>): OrderDto => ({
  orderId: "o1", orderNo: "202611240001", orderType: 3, status: 2, spec: "Licence · 8 channels · 90d", chlNum: 8, term: 2, currency: "USD", price: "39.92", priceCents: 3992,
  payType: 3, transactionId: "pi_123", orderTime: Date.UTC(2026, 10, 24, 8), payTime: Date.UTC(2026, 10, 24, 8, 5), payDeadline: null, sn: null, chlIndex: null, trial: false, declineCode: null, ...patch,
});
const perms = (codes: string[]) => ({
  "/func-res/list": () => ({ roleAuthList: codes.map((resCode) => ({ resCode })) }),
  "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
});

describe("order record (spec §2 /service/order, §3 order fields, §4 order statuses, §6)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§3/§4: each order shows its number, type, item, cameras, term, price, method, status and time; an unpaid one can be paid", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({
      ...perms(["vms_licorder_qry", "vms_stgorder_qry"]),
      "/license-vas-tob-oder/page": () => ({ total: 2, list: [order({}), order({ orderId: "o2", orderNo: "202611240002", orderType: 1, status: 1, spec: "7-day storage", chlNum: 1, term: 1, payType: null, transactionId: null, payTime: null, price: "2.99" })] }),
    });
    await renderWithProviders(<OrderListPage />);
    const [paid, unpaid] = await screen.findAllByTestId("order-row");
    expect(paid).toHaveTextContent("202611240001");
    expect(paid).toHaveTextContent("Camera license");
    expect(paid).toHaveTextContent("Card");
    expect(paid).toHaveTextContent("90 days");
    expect(paid).toHaveTextContent("39.92 USD");
    expect(within(paid!).getByTestId("order-status")).toHaveTextContent("Paid");
    expect(within(paid!).queryByRole("link")).toBeNull();
    // Issue 28: the payment reference and pay time are in the order's detail (the row fits 1440 px).
    expect(paid).not.toHaveTextContent("pi_123");
    await userEvent.click(within(paid!).getByRole("button", { name: "Details of order 202611240001" }));
    const detail = await screen.findByRole("dialog", { name: "Order 202611240001" });
    expect(within(detail).getByTestId("order-fact-reference")).toHaveTextContent("pi_123");
    expect(within(detail).getByTestId("order-fact-item")).toHaveTextContent("Licenses for 8 cameras");
    expect(within(detail).getByTestId("order-fact-payTime")).toHaveTextContent(formatDateTime(Date.UTC(2026, 10, 24, 8, 5)));
    expect(within(detail).getByTestId("order-receipt")).toBeVisible();
    await userEvent.click(within(detail).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(unpaid!).getByTestId("order-status")).toHaveTextContent("To pay");
    expect(within(unpaid!).getByRole("link", { name: "Pay order 202611240002" })).toHaveAttribute("href", expect.stringMatching(/^\/service\/serviceCloudstorage\/buy\?orderNo=(%22)?202611240002(%22)?$/));
  });

  it("§6: with vms_licorder_qry only, the page asks for licence orders only; the status filter is sent to the server", async () => {
    sessionStore.signIn(loginResultFixture());
    const spy = mockApi({ ...perms(["vms_licorder_qry"]), "/license-vas-tob-oder/page": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<OrderListPage />);
    expect(await screen.findByText("No orders.")).toBeVisible();
    await expect.poll(() => callsTo(spy, "/license-vas-tob-oder/page").at(-1)?.orderType).toBe(3);
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Cancelled" }));
    await expect.poll(() => callsTo(spy, "/license-vas-tob-oder/page").at(-1)).toMatchObject({ orderType: 3, status: [3], pageNum: 1 });
  });

  it("§4 issue 27: a buyer cancels an unpaid order from the list after a confirmation; a success toast, and the list reads again", async () => {
    sessionStore.signIn(loginResultFixture());
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
    const unpaid = order({ orderId: "o3", orderNo: "202611240003", status: 1, payType: null, transactionId: null, payTime: null });
    let cancelled = false;
    const current = () => (cancelled ? { ...unpaid, status: 3, declineCode: 23046 } : unpaid);
    const api = mockApi({
      ...perms(["vms_licorder_qry", "vms_license_mgr"]),
      "/license-vas-tob-oder/page": () => ({ total: 1, list: [current()] }),
      "/license-vas-tob-oder/cancel": () => {
        cancelled = true;
        return current();
      },
    });
    await renderWithProviders(<OrderListPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order 202611240003" }));
    await userEvent.click(await screen.findByTestId("confirm-cancel-order", {}, { timeout: 5_000 }));
    await expect.poll(() => callsTo(api, "/license-vas-tob-oder/cancel")).toEqual([{ orderNo: "202611240003" }]);
    await waitFor(() => expect(within(screen.getByTestId("order-row")).getByTestId("order-status")).toHaveTextContent("Cancelled"), { timeout: 5_000 });
    expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success", message: expect.objectContaining({ message: "Order {orderNo} cancelled.", values: { orderNo: "202611240003" } }) })]);
    expect(screen.queryByRole("button", { name: "Cancel order 202611240003" })).toBeNull();
  });

  it("§6 issue 27: who may not buy an order's type sees no cancel button for it", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ ...perms(["vms_licorder_qry"]), "/license-vas-tob-oder/page": () => ({ total: 1, list: [order({ status: 1, payType: null, transactionId: null, payTime: null })] }) });
    await renderWithProviders(<OrderListPage />);
    expect(await screen.findByRole("link", { name: "Pay order 202611240001" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Cancel order/ })).toBeNull();
  });
});
