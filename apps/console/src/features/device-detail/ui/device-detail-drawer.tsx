import { useLingui } from "@lingui/react/macro";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { SITE_ROLE } from "@vms/permissions";
import { DeviceIdText, DeviceStatusBadge, hasSiteRole, useDeviceDetail, useSiteRoleLookup } from "@/entities/device";
import { visibleTabs, type DeviceDetailTab } from "../model/detail-search";
import { detailTabMessages } from "../model/detail-tab-messages";
import { ApiErrorAlert } from "./api-error-alert";
import { DetailTabPanel } from "./detail-tab-panel";

export interface DeviceDetailDrawerProps {
  /** The open device; the drawer is closed without one. */
  sn: string | undefined;
  tab: DeviceDetailTab | undefined;
  onTabChange: (tab: DeviceDetailTab) => void;
  onClose: () => void;
}

/** The device detail (spec §2) beside the asset page: overview, channels and the device's settings and operations. */
export function DeviceDetailDrawer({ sn, tab, onTabChange, onClose }: DeviceDetailDrawerProps) {
  return (
    // The modal drawer is a dialog: it takes its name from the device title inside.
    <Drawer
      anchor="right"
      open={Boolean(sn)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", md: 760 } }, role: "dialog", "aria-modal": true, "aria-labelledby": TITLE_ID } }}
    >
      {sn && <DetailContent key={sn} sn={sn} tab={tab} onTabChange={onTabChange} onClose={onClose} />}
    </Drawer>
  );
}

const TITLE_ID = "device-detail-title";

function DetailContent({ sn, tab, onTabChange, onClose }: DeviceDetailDrawerProps & { sn: string }) {
  const { t, i18n } = useLingui();
  const { data: device, error, isPending } = useDeviceDetail(sn);
  const role = useSiteRoleLookup()(device?.siteId ?? "");
  const tabs = device ? visibleTabs(device, role) : [];
  const current = tab && tabs.includes(tab) ? tab : "overview";
  return (
    <Stack sx={{ height: "100%" }} data-testid="device-detail">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", px: 3, pt: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={TITLE_ID} variant="h6" component="h2" noWrap data-testid="detail-title">
            {device ? device.name || device.sn : sn}
          </Typography>
          {device && (
            <Stack direction="row" spacing={2} sx={{ color: "text.secondary", typography: "body2" }}>
              <DeviceIdText deviceId={device.deviceId} />
              <span>{device.sn}</span>
              <span data-testid="detail-status">
                <DeviceStatusBadge status={device.status} />
              </span>
            </Stack>
          )}
        </Box>
        <IconButton aria-label={t`Close`} onClick={onClose} data-testid="detail-close">
          <CloseIcon />
        </IconButton>
      </Stack>
      {isPending && <LinearProgress sx={{ mt: 2 }} />}
      {error && (
        <Box sx={{ p: 3 }}>
          <ApiErrorAlert error={error} />
        </Box>
      )}
      {device && (
        <>
          <Tabs value={current} onChange={(_, next: DeviceDetailTab) => onTabChange(next)} variant="scrollable" sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}>
            {tabs.map((id) => (
              <Tab key={id} value={id} label={i18n._(detailTabMessages[id])} data-testid={`detail-tab-${id}`} />
            ))}
          </Tabs>
          <Box sx={{ p: 3, overflow: "auto", flex: 1 }} role="tabpanel" aria-label={i18n._(detailTabMessages[current])}>
            <DetailTabPanel tab={current} device={device} canManage={hasSiteRole(role, SITE_ROLE.SITE_ADMIN)} />
          </Box>
        </>
      )}
    </Stack>
  );
}
