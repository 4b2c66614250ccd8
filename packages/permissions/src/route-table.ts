import { RES, type ResourceCode } from "./resource-codes.js";

/** One logged-in route of spec §2. */
export interface RouteDef {
  /** Route path; `$name` segments are parameters (TanStack Router style). */
  path: string;
  /** Shown as a navigation entry (side menu, sub-menu or tab); false for detail and flow pages. */
  menu: boolean;
  /** Alerts and account sit at the bottom of the side menu (spec §2). */
  pinned?: "bottom";
  /** The route this one is listed under (spec §2's nesting). */
  parent?: string;
  /** Where the route itself sends the user (spec §2); access rules may pick another child. */
  redirect?: string;
  /**
   * A section has no page of its own: it is reachable (and shown) only when one of its children
   * is, and visiting it lands on a child.
   */
  section?: boolean;
  /** Resource codes of which any one suffices (spec §6). Absent: any signed-in user. */
  anyOf?: readonly ResourceCode[];
  /** A code that must be in BOTH the role list and the dynamic list (spec §6). */
  bothLists?: ResourceCode;
  /** Why a code or flag was chosen where spec §2 is silent. */
  note?: string;
}

const LICENCE_FLOW = "Spec §2 gives purchase, conf and pay vms_license_mgr.";

/**
 * The logged-in routes of spec §2 in menu order (a parent before its children). Top-level menu
 * entries are those with `menu` and no `parent`.
 */
export const ROUTES: readonly RouteDef[] = [
  { path: "/live", menu: true, anyOf: [RES.LIVE] },
  { path: "/search", menu: true, anyOf: [RES.EVENT_SEARCH] },
  { path: "/archives", menu: true, anyOf: [RES.ARCHIVES_QRY] },
  { path: "/archives-details/$id", menu: false, parent: "/archives", anyOf: [RES.ARCHIVES_QRY] },
  { path: "/device/index", menu: true, anyOf: [RES.DEVICE_QRY] },

  { path: "/settings", menu: true, section: true, redirect: "/site/sitelist" },
  { path: "/orgManagement", menu: true, parent: "/settings", anyOf: [RES.ORG_QRY, RES.ACCOUNT_INVITE_QRY, RES.ACCOUNT_ROLE_QRY] },
  { path: "/orgManagement/user/detail", menu: false, parent: "/orgManagement", anyOf: [RES.ACCOUNT_INVITE_QRY] },
  { path: "/alarmrules", menu: true, parent: "/settings", section: true, redirect: "/alarmrules/person-alarm-rule" },
  {
    path: "/alarmrules/person-alarm-rule",
    menu: true,
    parent: "/alarmrules",
    anyOf: [RES.EVENTRULE_QRY],
    note: "Spec §2 gives no code; person rules are alarm rules like general-alarm-rule.",
  },
  { path: "/alarmrules/general-alarm-rule", menu: true, parent: "/alarmrules", anyOf: [RES.EVENTRULE_QRY] },
  { path: "/alarmrules/general-vehicle", menu: true, parent: "/alarmrules", anyOf: [RES.VEHICLEPLATE_MGR] },
  { path: "/alarmrules/group-detail", menu: false, parent: "/alarmrules", anyOf: [RES.VEHICLEPLATE_MGR] },
  { path: "/site/sitelist", menu: true, parent: "/settings", anyOf: [RES.SITE_QRY] },
  {
    path: "/privacySecurity",
    menu: true,
    parent: "/settings",
    anyOf: [RES.SYSTEM_OPLOG_QRY, RES.SYSTEM_LOGINLOG_QRY, RES.MFA_CONFIG_QRY],
  },
  {
    path: "/privacySecurity/mfa-config",
    menu: false,
    parent: "/privacySecurity",
    note: "Spec §2 gives mfa_config_mgr or mfa_config_switch_mgr; every account protects itself here (issue 27), the organization-wide switch keeps mfa_config_switch_mgr.",
  },
  { path: "/privacySecurity/operation-logs", menu: true, parent: "/privacySecurity", anyOf: [RES.SYSTEM_OPLOG_QRY] },
  { path: "/privacySecurity/personal-logs", menu: true, parent: "/privacySecurity", anyOf: [RES.SYSTEM_LOGINLOG_QRY] },

  {
    path: "/service",
    menu: true,
    section: true,
    redirect: "/service/servicelicense",
    anyOf: [RES.MY_INSTALLER, RES.CLOUDSTORAGE_MGR, RES.CHANNEL_MGR, RES.LICORDER_QRY, RES.STGORDER_QRY],
    note: "Spec §2 gives no redirect; like the console it opens the licence service, else the first reachable child.",
  },
  { path: "/service/servicelicense", menu: true, parent: "/service", section: true, redirect: "/service/servicelicense/list" },
  { path: "/service/servicelicense/list", menu: true, parent: "/service/servicelicense", anyOf: [RES.CHANNEL_MGR] },
  { path: "/service/servicelicense/purchase", menu: false, parent: "/service/servicelicense", anyOf: [RES.LICENSE_MGR], note: LICENCE_FLOW },
  { path: "/service/servicelicense/conf", menu: false, parent: "/service/servicelicense", anyOf: [RES.LICENSE_MGR], note: LICENCE_FLOW },
  { path: "/service/servicelicense/pay", menu: false, parent: "/service/servicelicense", anyOf: [RES.LICENSE_MGR], note: LICENCE_FLOW },
  {
    path: "/service/serviceCloudstorage",
    menu: true,
    parent: "/service",
    section: true,
    redirect: "/service/serviceCloudstorage/purchase",
    bothLists: RES.CLOUDSTORAGE_MGR,
  },
  {
    path: "/service/serviceCloudstorage/purchase",
    menu: true,
    parent: "/service/serviceCloudstorage",
    anyOf: [RES.CLOUDSTORAGE_MGR],
    bothLists: RES.CLOUDSTORAGE_MGR,
  },
  {
    path: "/service/serviceCloudstorage/buy",
    menu: false,
    parent: "/service/serviceCloudstorage",
    anyOf: [RES.CLOUDSTORAGE_MGR],
    bothLists: RES.CLOUDSTORAGE_MGR,
  },
  { path: "/service/installer", menu: true, parent: "/service", anyOf: [RES.MY_INSTALLER], bothLists: RES.MY_INSTALLER },
  { path: "/service/order", menu: true, parent: "/service", anyOf: [RES.LICORDER_QRY, RES.STGORDER_QRY] },

  { path: "/alerts", menu: true, pinned: "bottom", anyOf: [RES.EVENT_ALARM_AI, RES.EVENT_ALARM_HEALTH] },
  { path: "/account", menu: true, pinned: "bottom" },
  { path: "/account/storage-management", menu: true, parent: "/account" },
  { path: "/account/version-info", menu: true, parent: "/account" },
  { path: "/account/faq", menu: true, parent: "/account" },
];

/** Redirect-only paths of spec §2: the root and the shell both open live view. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  "/": "/live",
  "/home": "/live",
};

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route declared with exactly `path` (a pattern such as "/archives-details/$id"). */
export function routeByPattern(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** The direct children of `path`, in table order. */
export function childrenOf(path: string): RouteDef[] {
  return ROUTES.filter((route) => route.parent === path);
}
