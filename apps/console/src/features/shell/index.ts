// Public API of the logged-in shell: the frame with its menu, the tabs of sections whose pages are
// tabs, and the titles of the logged-in pages.
export { shellPageTitles } from "./model/shell-pages";
export { AppShell } from "./ui/app-shell";
export { SectionTabs } from "./ui/section-tabs";
