// Public API of the login slice (spec §2 /login): the sign-in screen, its search params, the
// redirect check and the second-factor hand-off the hosts fill with the MFA slice.
export { loginSearchSchema } from "./model/login-search";
export { sanitizeRedirect } from "./model/sanitize-redirect";
export type { RenderSecondFactor } from "./model/second-factor";
export { LoginPage } from "./ui/login-page";
