// Public API of the logged-in shell: the frame with its menu, and the placeholder pages of step 1.
export { isMenuItemActive, menuItems, permittedMenuItems, type MenuItem, type MenuPath } from "./model/menu-items";
export { shellPageTitles, type ShellPageId } from "./model/shell-pages";
export { AppShell, type AppShellProps } from "./ui/app-shell";
export { ShellPlaceholderPage } from "./ui/shell-placeholder-page";
export type { ShellUserInfo } from "./ui/shell-user";
