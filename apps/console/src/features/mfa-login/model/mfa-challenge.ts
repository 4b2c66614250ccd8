import type { MfaType } from "@vms/api-client";

/** The password step the second factor completes (the same shape the login slice hands over). */
export interface MfaChallenge {
  credentials: { loginName: string; password: string; idCode?: string; imgCode?: string };
  /** Factors the user may choose from (pre-check `mfaTypes`). */
  mfaTypes: MfaType[];
  /** Where the e-mail code goes, masked (a***@demo.local). */
  maskedEmail: string;
}

/** Which screen of the dialog is up (spec §4 MFA dialog). */
export type MfaStep = "choose" | MfaType;

/** Spec §4: without an authenticator app the dialog goes straight to the e-mail code. */
export function initialStep(mfaTypes: readonly MfaType[]): MfaStep {
  return mfaTypes.includes("OTP") ? "choose" : "EMAIL";
}
