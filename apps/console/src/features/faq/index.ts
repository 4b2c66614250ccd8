// Public API of the FAQ slice (spec §1 FAQ): the translated questions a new customer asks, under
// /account/faq (linked from the account page and its menu section).
export { FaqPage } from "./ui/faq-page";
