// Public API of the login slice (spec §2 /login): the sign-in screen, its search params and the
// second-factor hand-off the route fills with the MFA slice.
export { loginSearchSchema, sanitizeRedirect, type LoginSearch } from "./model/login-search";
export type { LoginCredentials, RenderSecondFactor, SecondFactorChallenge } from "./model/second-factor";
export { LoginPage, type LoginPageProps } from "./ui/login-page";
