import { describe, expect, it } from "vitest";
import { canPay, payOutcome, queuedStart } from "./pay-outcome";

describe("order outcome for the payer (spec §4 order statuses, §8 decline reasons)", () => {
  it("§4: to pay, or to pay again after a decline", () => {
    expect(payOutcome({ status: 1, declineCode: null })).toBe("pay");
    expect(payOutcome({ status: 1, declineCode: 23017 })).toBe("declined");
    expect(canPay("pay") && canPay("declined")).toBe(true);
  });

  it("§4: paid, cancelled, timed out, chargeback, on trial, exception", () => {
    expect(payOutcome({ status: 2, declineCode: null })).toBe("paid");
    expect(payOutcome({ status: 3, declineCode: null })).toBe("cancelled");
    expect(payOutcome({ status: 3, declineCode: 23006 })).toBe("timedOut");
    expect(payOutcome({ status: 4, declineCode: null })).toBe("chargeback");
    expect(payOutcome({ status: 5, declineCode: null })).toBe("trial");
    expect(payOutcome({ status: 6, declineCode: null })).toBe("exception");
    for (const outcome of ["paid", "cancelled", "timedOut", "chargeback", "trial", "exception"] as const) expect(canPay(outcome)).toBe(false);
  });

  it("§4 issue 27: a paid purchase that starts later (queued behind the licence in effect) has a start date; one active now has none", () => {
    const now = Date.UTC(2026, 11, 1);
    const later = now + 90 * 86_400_000;
    expect(queuedStart({ status: 2, activeFrom: later }, now)).toBe(later);
    expect(queuedStart({ status: 2, activeFrom: now - 2_000 }, now)).toBeNull();
    expect(queuedStart({ status: 2, activeFrom: now + 5_000 }, now)).toBeNull();
    expect(queuedStart({ status: 2, activeFrom: null }, now)).toBeNull();
    expect(queuedStart({ status: 1, activeFrom: later }, now)).toBeNull();
  });
});
