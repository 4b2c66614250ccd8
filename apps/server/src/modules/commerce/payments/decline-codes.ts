import { Code } from "@vms/api-client";

/** Provider decline codes → catalogue codes (spec §8 decline reasons; docs/payments.md). */
const DECLINES: Record<string, number> = {
  card_velocity_exceeded: Code.DECLINE_CARD_LIMIT,
  insufficient_funds: Code.DECLINE_CARD_LIMIT,
  restricted_card: Code.DECLINE_ACCOUNT_RESTRICTED,
  lost_card: Code.DECLINE_ACCOUNT_RESTRICTED,
  stolen_card: Code.DECLINE_ACCOUNT_RESTRICTED,
  pickup_card: Code.DECLINE_ACCOUNT_RESTRICTED,
  withdrawal_count_limit_exceeded: Code.DECLINE_LIMITS_EXCEEDED,
  authentication_required: Code.CARD_AUTH_FAILED,
};

/** The catalogue code of a decline reason (23016 for any other). */
export function declineCatalogueCode(declineCode: string): number {
  return DECLINES[declineCode] ?? Code.CARD_DECLINED;
}
