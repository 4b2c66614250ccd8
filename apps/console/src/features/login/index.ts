// Public API of the login slice (spec §2 /login): the sign-in screen, its search params and the
// second-factor hand-off the route fills with the MFA slice.
export { loginSearchSchema } from "./model/login-search";
export type { RenderSecondFactor } from "./model/second-factor";
export { LoginPage } from "./ui/login-page";
