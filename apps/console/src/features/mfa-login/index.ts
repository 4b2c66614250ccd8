// Public API of the MFA sign-in slice (spec §4 MFA dialog); the login route composes it.
export { MfaLoginDialog } from "./ui/mfa-login-dialog";
