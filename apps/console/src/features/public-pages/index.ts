// Public API of the public-pages slice: the not-yet-built public screens of spec §2.
export { publicPageTitles, type PublicPageId } from "./model/public-page-titles";
export { PublicPlaceholderPage, type PublicPlaceholderPageProps } from "./ui/public-placeholder-page";
