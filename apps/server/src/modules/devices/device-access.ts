import { Code } from "@vms/api-client";
import { SITE_ROLE, siteRoleRank, type SiteRole } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import type { SiteAccess, SiteScope } from "../sites/site-access.js";
import type { DeviceRepository, DeviceRow } from "./device-repository.js";
import type { Caller } from "../../core/caller.js";

/**
 * Finds a bound device the caller may act on (decision 0003): a device of another organization or
 * of a site the caller cannot see answers 33001; a role below `minRole` on its site answers 5000.
 */
export function createDeviceAccess(devices: DeviceRepository, access: SiteAccess) {
  return async function deviceFor(caller: Caller, sn: string, minRole: SiteRole): Promise<{ device: DeviceRow; scope: SiteScope }> {
    const device = await devices.findBySn(sn);
    if (!device || device.orgId !== caller.user.orgId) throw new AppError(Code.NO_DEVICE_PERMISSION);
    const scope = await access.scope(caller);
    const role = scope.role(device.siteId);
    if (role === null || role === SITE_ROLE.NO_ACCESS) throw new AppError(Code.NO_DEVICE_PERMISSION);
    if (siteRoleRank(role) < siteRoleRank(minRole)) throw new AppError(Code.NO_PERMISSION);
    return { device, scope };
  };
}

export type DeviceFor = ReturnType<typeof createDeviceAccess>;
