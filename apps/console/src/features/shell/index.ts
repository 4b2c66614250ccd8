// Public API of the logged-in shell: the frame with its menu, and the placeholder pages of menu
// entries not built yet.
export { shellPageTitles } from "./model/shell-pages";
export { AppShell } from "./ui/app-shell";
