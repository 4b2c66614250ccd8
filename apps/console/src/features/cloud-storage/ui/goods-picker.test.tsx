import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import type { CloudGoods } from "../api/get-goods";
import { GoodsPicker } from "./goods-picker";

const base = { currency: "USD", termMonths: 1, priceCents: 299, trial: false, sort: 1 } as const;
const goods = [
  { ...base, goodsId: "cs-trial-7d", name: "Free trial · 7-day cyclic storage", storageDays: 7, termType: 1, price: "0.00", priceCents: 0, trial: true },
  { ...base, goodsId: "cs-7d-month", name: "7-day cyclic storage · monthly", storageDays: 7, termType: 1, price: "2.99" },
] as unknown as CloudGoods[];

// Issue 28: cloud package names were the server's English names in zh-CN.
describe("§3 cloud storage packages", () => {
  it("names each package in zh-CN from its facts, without the stored English name", async () => {
    await renderWithProviders(<GoodsPicker goods={goods} value={undefined} onChange={() => {}} trialAvailable />, { locale: "zh-CN" });
    const labels = (await screen.findAllByRole("radio")).map((r) => r.closest("label")?.textContent ?? "");
    expect(labels).toHaveLength(2);
    for (const text of labels) {
      expect(text).not.toMatch(/cyclic storage|Free trial|monthly/);
      expect(text).toMatch(/7/);
    }
  });
});
