// Public API of the terms slice (spec §2 /term/{type}): service agreement and privacy policy.
export { isTermType, TERM_TYPES, termsDocuments, type TermType } from "./model/terms-content";
export { TermsPage, type TermsPageProps } from "./ui/terms-page";
