// Public API of the public-pages slice: the not-yet-built public screens of spec §2.
export { PublicPlaceholderPage } from "./ui/public-placeholder-page";
