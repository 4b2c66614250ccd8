import { screen } from "@testing-library/react";
import type { PayResult } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { mockApi, renderWithProviders } from "@/shared/testing";
import { PayResultPage } from "./pay-result-page";

const DAY = 86_400_000;
const result = (patch: Partial<PayResult>): PayResult => ({
  orderNo: "LIC-9", orderType: 3, status: 2, spec: "License 8 cameras · 90 days", chlNum: 8, trial: false, price: "39.92", currency: "USD", payType: 3,
  payTime: Date.now(), payDeadline: null, declineCode: null, activeFrom: Date.now(), ...patch,
});
const ret = { orderNo: "LIC-9", resultToken: "t".repeat(32), cancelled: false };

describe("payment result (spec §2 /vms-license-pay-res, §4)", { timeout: 20_000 }, () => {
  it("§4: a licence active now is reported active", async () => {
    mockApi({ "/pay-callback/success": () => result({}) });
    await renderWithProviders(<PayResultPage ret={ret} />);
    expect(await screen.findByTestId("pay-outcome")).toHaveTextContent("Payment successful. Your purchase is active.");
  });

  it("§4 issue 27: a licence queued behind the one in effect says when it starts instead of 'active'", async () => {
    const start = Date.now() + 90 * DAY;
    mockApi({ "/pay-callback/success": () => result({ activeFrom: start }) });
    await renderWithProviders(<PayResultPage ret={ret} />);
    const alert = await screen.findByTestId("pay-outcome");
    expect(alert).toHaveTextContent(`Payment successful. Your license starts on ${formatDateTime(start)}, when the license in effect ends.`);
    expect(alert).not.toHaveTextContent("active.");
  });

  it("§4 issue 27: a queued cloud storage package says when it starts", async () => {
    const start = Date.now() + 20 * DAY;
    mockApi({ "/pay-callback/success": () => result({ orderType: 1, spec: "7-day storage", activeFrom: start }) });
    await renderWithProviders(<PayResultPage ret={ret} />, { locale: "zh-CN" });
    expect(await screen.findByTestId("pay-outcome")).toHaveTextContent(formatDateTime(start));
  });

  it("issue 28: the order's item is named in the UI language, not the server's spec", async () => {
    mockApi({ "/pay-callback/success": () => result({ orderType: 1, chlNum: 1, spec: "7-day storage · Gate NVR / Lane 1" }) });
    await renderWithProviders(<PayResultPage ret={ret} />, { locale: "zh-CN" });
    const item = await screen.findByTestId("order-item");
    expect(item).toHaveTextContent("Gate NVR / Lane 1");
    expect(item).not.toHaveTextContent("storage");
  });
});
