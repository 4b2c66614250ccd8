import { describe, expect, it } from "vitest";
import { canPay, payOutcome } from "./pay-outcome";

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
});
