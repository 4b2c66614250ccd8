/** What a sandbox test card does (docs/payments.md lists them). */
export type CardOutcome =
  | { kind: "success"; dispute?: boolean }
  | { kind: "decline"; declineCode: string; message: string }
  | { kind: "threeDs" };

/** Test card numbers, after Stripe's where Stripe has one. Any other number is a generic decline. */
export const TEST_CARDS: Record<string, { label: string; outcome: CardOutcome }> = {
  "4242424242424242": { label: "Succeeds", outcome: { kind: "success" } },
  "4000000000009995": { label: "Declined: card limit exceeded", outcome: { kind: "decline", declineCode: "card_velocity_exceeded", message: "Your card has exceeded its limit." } },
  "4000000000009987": { label: "Declined: account locked or restricted", outcome: { kind: "decline", declineCode: "restricted_card", message: "The payer's account is locked or restricted." } },
  "4000000000006975": { label: "Declined: limits exceeded", outcome: { kind: "decline", declineCode: "withdrawal_count_limit_exceeded", message: "The payment limits were exceeded." } },
  "4000000000000002": { label: "Declined: generic", outcome: { kind: "decline", declineCode: "generic_decline", message: "Your card was declined." } },
  "4000000000003220": { label: "3-D Secure: authenticate after a delay", outcome: { kind: "threeDs" } },
  "4000000000000259": { label: "Succeeds, then disputed (chargeback)", outcome: { kind: "success", dispute: true } },
};

/** The outcome of a card number (spaces ignored); "wallet" pays with the wallet-type method. */
export function cardOutcome(card: string): CardOutcome {
  const digits = card.replace(/\s+/g, "");
  if (digits === "wallet") return { kind: "success" };
  return TEST_CARDS[digits]?.outcome ?? { kind: "decline", declineCode: "generic_decline", message: "Your card was declined." };
}
