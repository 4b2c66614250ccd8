import { ALL_RESOURCE_CODES, RES, type ResourceCode } from "./resource-codes.js";

/** Role markers of spec §3 User: a user without access, and the organization manager. */
export const ROLE_MARKER = {
  NO_ACCESS: "NO_ACCESS",
  ORG_MANAGER: "ORG_MANAGER",
} as const;
/** A role marker of spec §3. */
export type RoleMarker = (typeof ROLE_MARKER)[keyof typeof ROLE_MARKER];

/** User type of spec §3: admin 1, normal 2. */
export const USER_TYPE = { ADMIN: 1, NORMAL: 2 } as const;
/** A user type value of spec §3. */
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** True when the user record's `isAdmin` marks an administrator (spec §3: "true when value is 1"). */
export function isAdminFlag(isAdmin: number | boolean | null | undefined): boolean {
  return isAdmin === 1 || isAdmin === true;
}

/** Ids of the built-in roles of spec §1/§6. */
export type BuiltInRoleId =
  | "orgAdmin"
  | "ordinaryUser"
  | "siteAdmin"
  | "siteOperator"
  | "liveOnlyViewer"
  | "installer"
  | "viewingStation";

/** A built-in role with the resource codes it grants by default. */
export interface BuiltInRole {
  id: BuiltInRoleId;
  /** Marker the server uses for the role, where spec §3 names one. */
  marker?: RoleMarker;
  codes: readonly ResourceCode[];
}

// The defaults below are this product's reading of spec §1 and §6; spec only fixes the admin
// (everything) and the live-only roles (vms_live). Sub-users see their assigned sites only, so the
// per-site role (site-roles.ts) narrows further what the codes below allow.
const VIEW_CODES: readonly ResourceCode[] = [RES.LIVE, RES.EVENT_SEARCH, RES.ARCHIVES_QRY, RES.DEVICE_QRY];
const ALERT_CODES: readonly ResourceCode[] = [RES.EVENT_ALARM_AI, RES.EVENT_ALARM_HEALTH];
const OWN_LOG_CODES: readonly ResourceCode[] = [RES.SYSTEM_LOGINLOG_QRY];

/** The built-in roles with their default codes. */
export const BUILT_IN_ROLES: Readonly<Record<BuiltInRoleId, BuiltInRole>> = {
  orgAdmin: { id: "orgAdmin", marker: ROLE_MARKER.ORG_MANAGER, codes: ALL_RESOURCE_CODES },
  ordinaryUser: { id: "ordinaryUser", codes: [...VIEW_CODES, ...ALERT_CODES, ...OWN_LOG_CODES] },
  siteAdmin: {
    id: "siteAdmin",
    codes: [
      ...VIEW_CODES,
      ...ALERT_CODES,
      RES.SITE_QRY,
      RES.EVENTRULE_QRY,
      RES.VEHICLEPLATE_MGR,
      RES.ACCOUNT_INVITE_QRY,
      RES.SYSTEM_OPLOG_QRY,
      ...OWN_LOG_CODES,
    ],
  },
  siteOperator: { id: "siteOperator", codes: [...VIEW_CODES, ...ALERT_CODES] },
  liveOnlyViewer: { id: "liveOnlyViewer", codes: [RES.LIVE] },
  // Installers see devices and sites to set them up, and their own installer page (spec §6).
  installer: { id: "installer", codes: [RES.LIVE, RES.DEVICE_QRY, RES.SITE_QRY, RES.MY_INSTALLER] },
  // Spec §6: a viewing station "can be limited to live only".
  viewingStation: { id: "viewingStation", codes: [RES.LIVE] },
};

/** The built-in role ids in a stable display order. */
export const BUILT_IN_ROLE_IDS: readonly BuiltInRoleId[] = Object.keys(BUILT_IN_ROLES) as BuiltInRoleId[];

/**
 * Stored names of the built-in roles (spec §1 "Users"); custom roles carry their own. No custom role
 * may take one of these names (33740), so the console can name them in the UI language by this name.
 */
export const BUILT_IN_ROLE_NAMES: Readonly<Record<BuiltInRoleId, string>> = {
  orgAdmin: "Organization administrator",
  ordinaryUser: "Ordinary user",
  siteAdmin: "Site administrator",
  siteOperator: "Site operator/viewer",
  liveOnlyViewer: "Live-only viewer",
  installer: "Installer",
  viewingStation: "Viewing station",
};

/** True when `marker` is the no-access marker: the user may sign in but gets no codes. */
export function isNoAccess(marker: string | null | undefined): boolean {
  return marker === ROLE_MARKER.NO_ACCESS;
}
