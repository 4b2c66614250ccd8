/**
 * The resource codes of spec §6 ("Codes seen"). The server returns them in `roleAuthList` and
 * `dynamicAuthList` entries as `resCode`.
 */
export const RES = {
  LIVE: "vms_live",
  EVENT_SEARCH: "vms_event_search",
  ARCHIVES_QRY: "vms_archives_qry",
  DEVICE_QRY: "vms_device_qry",
  ORG_QRY: "vms_org_qry",
  ACCOUNT_INVITE_QRY: "vms_account_invite_qry",
  ACCOUNT_ROLE_QRY: "vms_account_role_qry",
  EVENTRULE_QRY: "vms_eventrule_qry",
  VEHICLEPLATE_MGR: "vms_vehicleplate_mgr",
  SITE_QRY: "vms_site_qry",
  SYSTEM_OPLOG_QRY: "vms_system_oplog_qry",
  SYSTEM_LOGINLOG_QRY: "vms_system_loginlog_qry",
  MFA_CONFIG_QRY: "mfa_config_qry",
  MFA_CONFIG_MGR: "mfa_config_mgr",
  MFA_CONFIG_SWITCH_MGR: "mfa_config_switch_mgr",
  MY_INSTALLER: "vms_my_installer",
  CLOUDSTORAGE_MGR: "vms_cloudstorage_mgr",
  CHANNEL_MGR: "vms_channel_mgr",
  LICENSE_MGR: "vms_license_mgr",
  LICORDER_QRY: "vms_licorder_qry",
  STGORDER_QRY: "vms_stgorder_qry",
  EVENT_ALARM_AI: "vms_event_alarm_ai",
  EVENT_ALARM_HEALTH: "vms_event_alarm_health",
} as const;

/** One resource code of spec §6. */
export type ResourceCode = (typeof RES)[keyof typeof RES];

/** Every resource code, in the order spec §6 lists them. */
export const ALL_RESOURCE_CODES: readonly ResourceCode[] = Object.values(RES);

/** True when `code` is one of the codes of spec §6 (the server may send others; they grant nothing here). */
export function isResourceCode(code: string): code is ResourceCode {
  return (ALL_RESOURCE_CODES as readonly string[]).includes(code);
}

/** An entry of `roleAuthList` / `dynamicAuthList` as the server sends it (spec §3 Permission). */
export interface AuthEntry {
  resCode: string;
}

/** The `resCode`s of a permission list, for passing to the access rules. */
export function codesOf(list: readonly AuthEntry[] | null | undefined): string[] {
  return (list ?? []).map((entry) => entry.resCode);
}
