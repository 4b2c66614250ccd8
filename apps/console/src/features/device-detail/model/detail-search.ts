import { DEV_TYPE, isBridge, type DeviceDetail, type SiteRoleValue } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import { z } from "zod/mini";
import { hasSiteRole } from "@/entities/device";

/** The detail tabs of spec §2 (device detail: notify, network, upgrade, reboot, logs, language and time), and a bridge's cameras (issue 30). */
export const DEVICE_DETAIL_TABS = ["overview", "channels", "cameras", "outputs", "notify", "network", "upgrade", "reboot", "logs", "time"] as const;
export type DeviceDetailTab = (typeof DEVICE_DETAIL_TABS)[number];

/** The open device (`sn`) and tab (`tab`) in the URL; malformed values are dropped. */
export const deviceDetailSearchSchema = z.object({
  sn: z.catch(z.optional(z.pipe(z.transform((v) => (typeof v === "number" ? String(v) : v)), z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))), undefined),
  tab: z.catch(z.optional(z.enum(DEVICE_DETAIL_TABS)), undefined),
});

// Tabs that read from the device itself need SITE_VIEWER (decision 0003); live-only viewers only watch.
const VIEWER_TABS: ReadonlySet<DeviceDetailTab> = new Set(["outputs", "network", "logs", "time"]);

/**
 * The tabs a device shows to a caller with `role` on its site: viewing stations have outputs and
 * no channels; site bridges their cameras (a read, as the detail); outputs, network, logs, language
 * and time need at least SITE_VIEWER.
 */
export function visibleTabs(device: Pick<DeviceDetail, "devType" | "model">, role: SiteRoleValue | undefined): DeviceDetailTab[] {
  const { devType } = device;
  const viewer = hasSiteRole(role, SITE_ROLE.SITE_VIEWER);
  return DEVICE_DETAIL_TABS.filter((tab) => {
    if (tab === "channels" && devType === DEV_TYPE.VIEWING_STATION) return false;
    if (tab === "cameras" && !isBridge(device)) return false;
    if (tab === "outputs" && devType !== DEV_TYPE.VIEWING_STATION) return false;
    return viewer || !VIEWER_TABS.has(tab);
  });
}
