// Public API of the MFA configuration slice (spec §2 /privacySecurity/mfa-config, §7 MFA).
export { mfaStateQueryOptions } from "./api/get-mfa-state";
export { MfaConfigPage } from "./ui/mfa-config-page";
