import { catalogueEntry, Code } from "@vms/api-client";
import { translate } from "@vms/i18n";
import { TEST_CARDS } from "@vms/payment-sandbox";
import { describe, expect, it } from "vitest";
import { declineCatalogueCode } from "./decline-codes.js";

describe("decline reasons (spec §8)", () => {
  it.each([
    ["card_velocity_exceeded", Code.DECLINE_CARD_LIMIT, "The payment was declined: the card limit was exceeded."],
    ["insufficient_funds", Code.DECLINE_CARD_LIMIT, "The payment was declined: the card limit was exceeded."],
    ["restricted_card", Code.DECLINE_ACCOUNT_RESTRICTED, null],
    ["lost_card", Code.DECLINE_ACCOUNT_RESTRICTED, null],
    ["withdrawal_count_limit_exceeded", Code.DECLINE_LIMITS_EXCEEDED, null],
    ["authentication_required", Code.CARD_AUTH_FAILED, null],
    ["generic_decline", Code.CARD_DECLINED, null],
    ["something_new", Code.CARD_DECLINED, null],
  ] as const)("§8: the provider's %s is catalogue code %i, translated in English and Chinese", (declineCode, code, english) => {
    expect(declineCatalogueCode(declineCode)).toBe(code);
    const entry = catalogueEntry(code);
    expect(entry?.group).toBe("payment");
    const en = translate("en-US", entry!.message);
    const zh = translate("zh-CN", entry!.message);
    if (english) expect(en).toBe(english);
    expect(en).toMatch(/declin|fail|authenticat/i);
    expect(zh).not.toBe(en);
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it("§8: the three reasons are told apart (card limit, account locked or restricted, limits exceeded)", () => {
    const messages = [Code.DECLINE_CARD_LIMIT, Code.DECLINE_ACCOUNT_RESTRICTED, Code.DECLINE_LIMITS_EXCEEDED].map((c) => translate("en-US", catalogueEntry(c)!.message));
    expect(new Set(messages).size).toBe(3);
  });

  it("every sandbox decline card maps to a specific catalogue reason", () => {
    const declines = Object.values(TEST_CARDS).flatMap((c) => (c.outcome.kind === "decline" ? [c.outcome.declineCode] : []));
    expect(declines.map(declineCatalogueCode)).toEqual([Code.DECLINE_CARD_LIMIT, Code.DECLINE_ACCOUNT_RESTRICTED, Code.DECLINE_LIMITS_EXCEEDED, Code.CARD_DECLINED]);
  });
});
