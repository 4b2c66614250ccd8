// Public API of the alerts slice (spec §2 /alerts): the page and the live unread badge of the menu.
export { firstAlarmsPageQueryOptions } from "./api/search-alarms";
export { AlertsPage } from "./ui/alerts-page";
export { AlertsMenuBadge } from "./ui/alerts-menu-badge";
