// Public API of the sign-up slice (spec §2 /signup).
export { SignupPage } from "./ui/signup-page";
