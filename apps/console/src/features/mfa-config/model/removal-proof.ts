import { isOtpCode } from "./verify-code";

/** What confirms removing a factor: the account's password or a current authenticator-app code. */
export type RemovalProof = { password: string } | { code: string };

/** The proof typed in the one field: six digits are an app code (a §5 password has 8-16 characters). */
export function removalProof(typed: string): RemovalProof | null {
  const value = typed.trim();
  if (value === "") return null;
  return isOtpCode(value) ? { code: value } : { password: typed };
}
