// Public API of the terms slice (spec §2 /term/{type}): service agreement and privacy policy.
export { TermsPage } from "./ui/terms-page";
export { termParamsSchema } from "./model/terms-content";
