import { describe, expect, it } from "vitest";
import { ALL_RESOURCE_CODES, codesOf, isResourceCode, RES } from "./resource-codes.js";
import { BUILT_IN_ROLE_IDS, BUILT_IN_ROLES, isAdminFlag, isNoAccess, ROLE_MARKER, USER_TYPE } from "./roles.js";

describe("resource codes (§6)", () => {
  it("§6: every code the spec lists, once", () => {
    expect([...ALL_RESOURCE_CODES].sort()).toEqual(
      [
        "vms_live", "vms_event_search", "vms_archives_qry", "vms_device_qry", "vms_org_qry", "vms_account_invite_qry",
        "vms_account_role_qry", "vms_eventrule_qry", "vms_vehicleplate_mgr", "vms_site_qry", "vms_system_oplog_qry",
        "vms_system_loginlog_qry", "mfa_config_qry", "mfa_config_mgr", "mfa_config_switch_mgr", "vms_my_installer",
        "vms_cloudstorage_mgr", "vms_channel_mgr", "vms_license_mgr", "vms_licorder_qry", "vms_stgorder_qry",
        "vms_event_alarm_ai", "vms_event_alarm_health",
      ].sort(),
    );
    expect(isResourceCode("vms_live")).toBe(true);
    expect(isResourceCode("vms_unknown")).toBe(false);
  });

  it("§3: codesOf reads resCode from roleAuthList / dynamicAuthList entries", () => {
    expect(codesOf([{ resCode: RES.LIVE }, { resCode: RES.SITE_QRY }])).toEqual([RES.LIVE, RES.SITE_QRY]);
    expect(codesOf(null)).toEqual([]);
    expect(codesOf(undefined)).toEqual([]);
  });
});

describe("built-in roles (§1, §6)", () => {
  it("§1: the seven user kinds are built-in roles", () => {
    expect(BUILT_IN_ROLE_IDS).toEqual(["orgAdmin", "ordinaryUser", "siteAdmin", "siteOperator", "liveOnlyViewer", "installer", "viewingStation"]);
  });

  it("§6: the organization admin holds every code and is the ORG_MANAGER", () => {
    expect([...BUILT_IN_ROLES.orgAdmin.codes].sort()).toEqual([...ALL_RESOURCE_CODES].sort());
    expect(BUILT_IN_ROLES.orgAdmin.marker).toBe(ROLE_MARKER.ORG_MANAGER);
  });

  it("§6: live-only viewer and viewing station hold vms_live only", () => {
    expect(BUILT_IN_ROLES.liveOnlyViewer.codes).toEqual([RES.LIVE]);
    expect(BUILT_IN_ROLES.viewingStation.codes).toEqual([RES.LIVE]);
  });

  it("§6: only the admin buys licences and cloud storage or manages MFA for all", () => {
    for (const id of BUILT_IN_ROLE_IDS.filter((r) => r !== "orgAdmin")) {
      for (const code of [RES.LICENSE_MGR, RES.CLOUDSTORAGE_MGR, RES.MFA_CONFIG_MGR, RES.MFA_CONFIG_SWITCH_MGR]) {
        expect(BUILT_IN_ROLES[id].codes, `${id} ${code}`).not.toContain(code);
      }
    }
  });

  it("§6: the installer holds vms_my_installer; no role holds a code twice", () => {
    expect(BUILT_IN_ROLES.installer.codes).toContain(RES.MY_INSTALLER);
    for (const id of BUILT_IN_ROLE_IDS) expect(new Set(BUILT_IN_ROLES[id].codes).size, id).toBe(BUILT_IN_ROLES[id].codes.length);
  });

  it("§3: role markers, user types and the isAdmin flag", () => {
    expect(ROLE_MARKER).toEqual({ NO_ACCESS: "NO_ACCESS", ORG_MANAGER: "ORG_MANAGER" });
    expect(USER_TYPE).toEqual({ ADMIN: 1, NORMAL: 2 });
    expect(isAdminFlag(1)).toBe(true);
    expect(isAdminFlag(true)).toBe(true);
    expect(isAdminFlag(0)).toBe(false);
    expect(isAdminFlag(2)).toBe(false);
    expect(isAdminFlag(undefined)).toBe(false);
    expect(isNoAccess("NO_ACCESS")).toBe(true);
    expect(isNoAccess("ORG_MANAGER")).toBe(false);
    expect(isNoAccess(null)).toBe(false);
  });
});
