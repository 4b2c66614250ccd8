// Public API of the password-recovery slice: /forgot-password (send the code) and /reset-password
// (code + new password), spec §2 and §7.
export { resetSearchSchema } from "./model/reset-search";
export { ForgotPasswordPage } from "./ui/forgot-password-page";
export { ResetPasswordPage } from "./ui/reset-password-page";
