import { useLingui } from "@lingui/react/macro";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SiteTreeNode } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { Permission } from "@/entities/permission";
import { SiteRoleChip } from "@/entities/site";
import type { SiteActions } from "../model/site-actions";
import { SiteDevicesSection } from "./site-devices-section";
import { SiteInfoList } from "./site-info-list";
import type { SiteAction } from "./site-node-menu";
import { SiteUsersSection } from "./site-users-section";

export interface SiteDetailsPanelProps {
  site: SiteTreeNode;
  actions: SiteActions;
  onAction: (site: SiteTreeNode, action: SiteAction | "manageUsers") => void;
}

/** The right side of the site page: the selected site's details, devices and users. */
export function SiteDetailsPanel({ site, actions, onAction }: SiteDetailsPanelProps) {
  const { t } = useLingui();
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="site-details">
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap data-testid="site-details-name">
              {site.siteName}
            </Typography>
            <SiteRoleChip role={site.role} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {actions.addSubSite && (
              <Button size="small" startIcon={<Add />} onClick={() => onAction(site, "addSubSite")} data-testid="details-add-sub-site">
                {t`Add sub-site`}
              </Button>
            )}
            {actions.edit && (
              <Button size="small" startIcon={<EditOutlined />} onClick={() => onAction(site, "edit")} data-testid="details-edit">
                {t`Edit`}
              </Button>
            )}
            {actions.remove && (
              <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => onAction(site, "remove")} data-testid="details-delete">
                {t`Delete`}
              </Button>
            )}
          </Stack>
        </Stack>
        <SiteInfoList site={site} />
      </Paper>
      <Permission codes={[RES.DEVICE_QRY]}>
        <SiteDevicesSection siteId={site.siteId} />
      </Permission>
      {/* The server shows a site's users to its administrators only. */}
      {site.role === "SITE_ADMIN" && <SiteUsersSection siteId={site.siteId} onManage={actions.manageUsers ? () => onAction(site, "manageUsers") : undefined} />}
    </Stack>
  );
}
