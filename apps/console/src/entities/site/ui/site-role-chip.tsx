import { useLingui } from "@lingui/react";
import Chip, { type ChipProps } from "@mui/material/Chip";
import type { SiteRole } from "@vms/permissions";
import { siteRoleLabel } from "../model/site-role-labels";

const colors: Record<SiteRole, ChipProps["color"]> = {
  SITE_ADMIN: "primary",
  SITE_VIEWER: "info",
  LIVE_ONLY_VIEWER: "secondary",
  NO_ACCESS: "default",
};

export interface SiteRoleChipProps {
  role: SiteRole;
  size?: ChipProps["size"];
}

/** A site role of spec §6 as a small coloured chip with its translated name. */
export function SiteRoleChip({ role, size = "small" }: SiteRoleChipProps) {
  const { i18n } = useLingui();
  return (
    <Chip
      size={size}
      color={colors[role]}
      variant={role === "NO_ACCESS" ? "outlined" : "filled"}
      label={i18n._(siteRoleLabel(role))}
      data-testid="site-role-chip"
      data-role={role}
    />
  );
}
