// Public API of the MFA sign-in slice (spec §4 MFA dialog); the login route composes it.
export { initialStep, type MfaChallenge, type MfaStep } from "./model/mfa-challenge";
export { MfaLoginDialog, type MfaLoginDialogProps } from "./ui/mfa-login-dialog";
