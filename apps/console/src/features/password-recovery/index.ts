// Public API of the password-recovery slice: /forgot-password (send the code) and /reset-password
// (code + new password), spec §2 and §7.
export { resetSearchSchema, type ResetSearch } from "./model/reset-search";
export { ForgotPasswordPage, type ForgotPasswordPageProps } from "./ui/forgot-password-page";
export { ResetPasswordPage, type ResetPasswordPageProps } from "./ui/reset-password-page";
