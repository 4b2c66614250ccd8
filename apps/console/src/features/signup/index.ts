// Public API of the sign-up slice (spec §2 /signup).
export { SignupPage, type SignupPageProps } from "./ui/signup-page";
