import { useLingui } from "@lingui/react/macro";
import AccountTreeOutlined from "@mui/icons-material/AccountTreeOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Stack from "@mui/material/Stack";

export interface SiteCountsProps {
  deviceCount: number;
  subSiteCount: number;
}

/** A tree node's counts of devices and sub-sites, as icons with numbers (named for screen readers). */
export function SiteCounts({ deviceCount, subSiteCount }: SiteCountsProps) {
  const { t } = useLingui();
  const devices = t`Devices: ${deviceCount}`;
  const subSites = t`Sub-sites: ${subSiteCount}`;
  return (
    <Stack direction="row" spacing={1} sx={{ color: "text.secondary", flexShrink: 0, fontSize: 12 }}>
      <Stack direction="row" spacing={0.25} sx={{ alignItems: "center" }} role="img" title={devices} aria-label={devices} data-testid="site-device-count" data-count={deviceCount}>
        <VideocamOutlined sx={{ fontSize: 16 }} aria-hidden />
        <span aria-hidden>{deviceCount}</span>
      </Stack>
      <Stack direction="row" spacing={0.25} sx={{ alignItems: "center" }} role="img" title={subSites} aria-label={subSites} data-testid="site-subsite-count" data-count={subSiteCount}>
        <AccountTreeOutlined sx={{ fontSize: 16 }} aria-hidden />
        <span aria-hidden>{subSiteCount}</span>
      </Stack>
    </Stack>
  );
}
