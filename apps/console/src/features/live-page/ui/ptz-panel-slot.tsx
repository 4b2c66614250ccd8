import { hasSiteRole, useSiteRoleLookup } from "@/entities/device";
import { SITE_ROLE } from "@vms/permissions";
import type { LiveParts } from "../model/live-parts";
import type { ColumnState } from "../model/use-column";

interface PtzPanelSlotProps {
  parts: LiveParts;
  column: ColumnState;
}

/**
 * No PTZ panel for an empty window (spec §4: the window must have data), nor where the caller only
 * watches live (issue 28: PTZ needs SITE_VIEWER on the device's site, decision 0003).
 */
export function PtzPanelSlot({ parts, column }: PtzPanelSlotProps) {
  const target = parts.useSelectedPtzTarget();
  const siteId = parts.useDeviceSiteId(target?.sn ?? "");
  const devType = parts.useDeviceType(target?.sn ?? "");
  const roleOf = useSiteRoleLookup();
  if (!target || siteId === undefined || !hasSiteRole(roleOf(siteId), SITE_ROLE.SITE_VIEWER)) return null;
  const { PtzColumn } = parts;
  return <PtzColumn key={`${target.sn}/${target.chlIndex}`} {...target} devType={devType} column={column} />;
}
