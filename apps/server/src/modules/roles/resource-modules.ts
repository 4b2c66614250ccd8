import { ALL_RESOURCE_CODES, RES, type ResourceCode } from "@vms/permissions";

/**
 * The resource codes of spec §6 grouped by the module the role editor shows them under. Every
 * code is in exactly one module (resource-modules.test.ts).
 */
export const RESOURCE_MODULES: ReadonlyArray<{ module: string; resCodes: readonly ResourceCode[] }> = [
  { module: "video", resCodes: [RES.LIVE, RES.EVENT_SEARCH, RES.ARCHIVES_QRY] },
  { module: "device", resCodes: [RES.DEVICE_QRY, RES.SITE_QRY] },
  { module: "alarm", resCodes: [RES.EVENTRULE_QRY, RES.VEHICLEPLATE_MGR, RES.EVENT_ALARM_AI, RES.EVENT_ALARM_HEALTH] },
  { module: "org", resCodes: [RES.ORG_QRY, RES.ACCOUNT_INVITE_QRY, RES.ACCOUNT_ROLE_QRY] },
  { module: "security", resCodes: [RES.SYSTEM_OPLOG_QRY, RES.SYSTEM_LOGINLOG_QRY, RES.MFA_CONFIG_QRY, RES.MFA_CONFIG_MGR, RES.MFA_CONFIG_SWITCH_MGR] },
  { module: "service", resCodes: [RES.MY_INSTALLER, RES.CLOUDSTORAGE_MGR, RES.CHANNEL_MGR, RES.LICENSE_MGR, RES.LICORDER_QRY, RES.STGORDER_QRY] },
];

const KNOWN = new Set<string>(ALL_RESOURCE_CODES);
/** True when a role may carry `code` (spec §6 codes only). */
export const isAssignableCode = (code: string): boolean => KNOWN.has(code);
