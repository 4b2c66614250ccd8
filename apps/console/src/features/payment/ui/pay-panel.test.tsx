import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { PayPanel } from "./pay-panel";

type Order = ResponseOf<"/license-vas-tob-oder/query">;
const order = (patch: Partial<Order> = {}): Order => ({
  orderId: "o1", orderNo: "LIC-1", orderType: 3, status: 1, spec: "License 8 cameras · 90 days", chlNum: 8, term: 2, currency: "USD",
  price: "39.92", priceCents: 3992, payType: null, transactionId: null, orderTime: Date.now(), payTime: null,
  payDeadline: Date.now() + 15 * 60_000, sn: null, chlIndex: null, trial: false, declineCode: null, ...patch,
});
const payTypes = {
  countdownSec: 900,
  list: [
    { payType: 3, name: "Card", configured: true },
    { payType: 2, name: "Wallet", configured: true },
    { payType: 1, name: "PayPal", configured: false },
  ],
};

describe("pay page (spec §2, §4 countdown, §8 decline reasons)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4: shows the order, the time left and the methods; paying goes to the provider's page", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/license-vas-tob-oder/query": () => order(),
      "/order/pay-type": () => payTypes,
      "/license-vas-tob-oder/insert-pay": () => ({ orderNo: "LIC-1", payType: 3, checkoutUrl: "http://sandbox.test/pay/cs_1", paymentId: "cs_1", payDeadline: Date.now() + 60_000 }),
    });
    const go = vi.fn();
    await renderWithProviders(<PayPanel orderNo="LIC-1" goToProvider={go} />);
    expect(await screen.findByTestId("pay-countdown")).toHaveTextContent(/Time left to pay: 1[45]:\d\d/);
    // Issue 28: the item in the UI language, not the server's spec.
    expect(screen.getByTestId("order-item")).toHaveTextContent("Licenses for 8 cameras");
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "PayPal (not configured)" })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "Wallet (Apple Pay)" }));
    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await expect.poll(() => go.mock.calls).toEqual([["http://sandbox.test/pay/cs_1"]]);
    expect(callsTo(api, "/license-vas-tob-oder/insert-pay")).toEqual([{ orderNo: "LIC-1", payType: 2, returnUrl: `${window.location.origin}/vms-license-pay-res` }]);
  });

  it("§8: a declined payment shows its translated reason and may be paid again", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/license-vas-tob-oder/query": () => order({ declineCode: 23017 }), "/order/pay-type": () => payTypes });
    await renderWithProviders(<PayPanel orderNo="LIC-1" />);
    expect(await screen.findByTestId("pay-decline")).toHaveTextContent("The payment was declined: the card limit was exceeded.");
    expect(screen.getByRole("button", { name: "Pay again" })).toBeEnabled();
  });

  it("§4: at zero the order is read again and shows as cancelled by the timeout", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({
      "/license-vas-tob-oder/query": [() => order({ payDeadline: Date.now() + 1_200 }), () => order({ status: 3, declineCode: 23006, payDeadline: null })],
      "/order/pay-type": () => payTypes,
    });
    await renderWithProviders(<PayPanel orderNo="LIC-1" />);
    expect(await screen.findByTestId("pay-countdown")).toHaveTextContent("Time left to pay: 00:0");
    expect(await screen.findByTestId("pay-outcome", {}, { timeout: 5_000 })).toHaveTextContent("The payment time ran out and the order was cancelled.");
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
  });

  it("§4: a paid order offers the licenses and the orders", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/license-vas-tob-oder/query": () => order({ status: 2, payType: 3, payTime: Date.now(), payDeadline: null }), "/order/pay-type": () => payTypes });
    await renderWithProviders(<PayPanel orderNo="LIC-1" />, { locale: "zh-CN" });
    expect(await screen.findByTestId("pay-outcome")).toHaveTextContent("支付成功");
    expect(screen.getByRole("link", { name: "前往许可证" })).toHaveAttribute("href", "/service/servicelicense/list");
  });

  it("§4 issue 27: an unpaid order can be cancelled here after a confirmation; the page then shows it cancelled", async () => {
    sessionStore.signIn(loginResultFixture());
    let cancelled = false;
    const current = () => (cancelled ? order({ status: 3, declineCode: 23046, payDeadline: null }) : order());
    const api = mockApi({
      "/license-vas-tob-oder/query": current,
      "/order/pay-type": () => payTypes,
      "/license-vas-tob-oder/cancel": () => {
        cancelled = true;
        return current();
      },
    });
    await renderWithProviders(<PayPanel orderNo="LIC-1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order LIC-1" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order" }, { timeout: 5_000 });
    expect(dialog).toHaveTextContent("Cancel order LIC-1? Its payment page closes and it can no longer be paid.");
    // "Keep order" changes nothing.
    await userEvent.click(screen.getByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5_000 });
    expect(callsTo(api, "/license-vas-tob-oder/cancel")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Cancel order LIC-1" }));
    await userEvent.click(await screen.findByTestId("confirm-cancel-order", {}, { timeout: 5_000 }));
    expect(await screen.findByTestId("pay-outcome", {}, { timeout: 5_000 })).toHaveTextContent("The order was cancelled.");
    expect(callsTo(api, "/license-vas-tob-oder/cancel")).toEqual([{ orderNo: "LIC-1" }]);
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
  });
});
