// Public API of the MFA configuration slice (spec §2 /privacySecurity/mfa-config, §7 MFA).
export { createOtpFactor, useCreateOtpFactorMutation, type MfaFactorSetup } from "./api/create-mfa-factor";
export { deleteMfaFactor, useDeleteMfaFactorMutation } from "./api/delete-mfa-factor";
export { getMfaState, MFA_DISABLED, mfaKeys, mfaStateQueryOptions, useMfaState } from "./api/get-mfa-state";
export { setMfa, useSetMfaMutation, type MfaSetRequest } from "./api/set-mfa";
export { useVerifyMfaFactorMutation, verifyMfaFactor, type MfaVerifyRequest } from "./api/verify-mfa-factor";
export { qrCodeDataUrl } from "./model/qr-code";
export { MfaConfigPage } from "./ui/mfa-config-page";
