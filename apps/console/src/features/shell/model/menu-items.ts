import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import DevicesOtherOutlined from "@mui/icons-material/DevicesOtherOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import VideoLibraryOutlined from "@mui/icons-material/VideoLibraryOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import { filterMenu, type MenuNode, type UserPermissions } from "@vms/permissions";
import type { ShellPageId } from "./shell-pages";

/** Where a menu entry leads; redirecting entries (settings, service) land on their first child. */
export type MenuPath = "/live" | "/search" | "/archives" | "/device/index" | "/settings" | "/service" | "/alerts" | "/account";

export interface MenuItem {
  page: ShellPageId;
  to: MenuPath;
  icon: SvgIconComponent;
  /** Path prefixes (whole segments) whose pages highlight this entry. */
  section: readonly string[];
  /** Alerts and account are pinned to the bottom of the menu (spec §2). */
  pinned: "top" | "bottom";
}

/** The menu routes of spec §2, in menu order; `permittedMenuItems` filters them per user. */
export const menuItems: readonly MenuItem[] = [
  { page: "live", to: "/live", icon: VideocamOutlined, section: ["/live"], pinned: "top" },
  { page: "search", to: "/search", icon: ManageSearchOutlined, section: ["/search"], pinned: "top" },
  { page: "archives", to: "/archives", icon: VideoLibraryOutlined, section: ["/archives", "/archives-details"], pinned: "top" },
  { page: "device", to: "/device/index", icon: DevicesOtherOutlined, section: ["/device"], pinned: "top" },
  {
    page: "settings",
    to: "/settings",
    icon: SettingsOutlined,
    section: ["/settings", "/site", "/orgManagement", "/alarmrules", "/privacySecurity"],
    pinned: "top",
  },
  { page: "service", to: "/service", icon: ShoppingCartOutlined, section: ["/service"], pinned: "top" },
  { page: "alerts", to: "/alerts", icon: NotificationsNoneOutlined, section: ["/alerts"], pinned: "bottom" },
  { page: "account", to: "/account", icon: AccountCircleOutlined, section: ["/account"], pinned: "bottom" },
];

/** True when `pathname` lies in the entry's section (prefix matched on whole path segments). */
export function isMenuItemActive(item: Pick<MenuItem, "section">, pathname: string): boolean {
  return item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The entries this user may see (spec §2, §6), via @vms/permissions `filterMenu`: a section shows
 * when one of its children is reachable; storage and installer need their code in both lists.
 */
export function permittedMenuItems(perms: UserPermissions): MenuItem[] {
  const visible = new Set(filterMenu(perms).map((node) => node.path));
  return menuItems.filter((item) => visible.has(item.to));
}

/** A sub-menu entry shown under its section (spec §2: settings and service list their pages). */
export interface SubMenuItem {
  page: ShellPageId;
  /** Where clicking lands (a nested section lands on its first permitted page). */
  to: string;
  /** Path prefix whose pages highlight this entry. */
  section: readonly string[];
}

// Children of a menu entry that get a sub-menu entry, named after the page they land on. Deeper
// levels (alarm rules' pages) are tabs on their pages; flows (purchase, pay, buy) are reached from them.
const subMenuPages: Readonly<Record<string, ShellPageId>> = {
  "/orgManagement": "orgManagement",
  "/alarmrules": "alarmRules",
  "/site/sitelist": "siteList",
  "/privacySecurity": "privacySecurity",
  "/service/servicelicense": "licenseList",
  "/service/serviceCloudstorage": "cloudStoragePurchase",
  "/service/installer": "installer",
  "/service/order": "order",
};

/**
 * The permitted sub-entries of `item` for this user, in spec §2 order (settings: organization …
 * privacy; service: licences, cloud storage, installer, orders).
 */
export function permittedSubMenu(perms: UserPermissions, item: Pick<MenuItem, "to">): SubMenuItem[] {
  const node = filterMenu(perms).find((n) => n.path === item.to);
  return (node?.children ?? []).flatMap((child) => {
    const page = subMenuPages[child.path];
    return page ? [{ page, to: child.to, section: [child.path] }] : [];
  });
}

// Pages under a sub-menu entry that are shown as tabs on its pages (spec §2: alarm rules' children).
const tabPages: Readonly<Record<string, ShellPageId>> = {
  "/alarmrules/person-alarm-rule": "personAlarmRule",
  "/alarmrules/general-alarm-rule": "generalAlarmRule",
  "/alarmrules/general-vehicle": "generalVehicle",
};

// Hidden pages that belong to a tab: a plate library's detail is one of the libraries.
const tabMembers: Readonly<Record<string, readonly string[]>> = {
  "/alarmrules/general-vehicle": ["/alarmrules/group-detail"],
};

function findNode(nodes: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const found = findNode(node.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * The permitted tabs of a section page for this user, in spec §2 order (alarm rules: person rules,
 * vehicle and non-motor rules, plate libraries). None when fewer than two: one page needs no tabs.
 */
export function permittedTabs(perms: UserPermissions, section: string): SubMenuItem[] {
  const tabs = (findNode(filterMenu(perms), section)?.children ?? []).flatMap((child) => {
    const page = tabPages[child.path];
    return page ? [{ page, to: child.to, section: [child.path, ...(tabMembers[child.path] ?? [])] }] : [];
  });
  return tabs.length > 1 ? tabs : [];
}
