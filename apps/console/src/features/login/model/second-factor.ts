import type { LoginResult, MfaType } from "@vms/api-client";
import type { ReactNode } from "react";

/** What the password step proved; the second factor signs in with the same fields. */
export interface LoginCredentials {
  loginName: string;
  password: string;
  idCode?: string;
  imgCode?: string;
}

/** A passed pre-check that requires a second factor (spec §4 MFA dialog). */
export interface SecondFactorChallenge {
  credentials: LoginCredentials;
  /** Factors the user may choose from (pre-check `mfaTypes`). */
  mfaTypes: MfaType[];
  /** Where the e-mail code goes, masked. */
  maskedEmail: string;
}

/**
 * Renders the second-factor step. The login slice cannot import the MFA slice (features stay
 * independent), so the route passes it in.
 */
export type RenderSecondFactor = (props: {
  challenge: SecondFactorChallenge;
  onSignedIn: (result: LoginResult) => void;
  onCancel: () => void;
  /**
   * The server ended the second step with a sign-in failure (five wrong codes lock the account,
   * 20006): the step closes and the password step shows it (the lock and its countdown).
   */
  onRefused: (error: unknown) => void;
}) => ReactNode;
