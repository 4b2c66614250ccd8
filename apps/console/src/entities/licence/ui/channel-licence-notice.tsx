import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { createLink } from "@tanstack/react-router";
import { catalogueEntry } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { usePermissionCodes } from "../model/use-permission-codes";

const RouterButton = createLink(Button);

export interface ChannelLicenceNoticeProps {
  /** The licence code the channel was refused with (33014, 33105 or 33106). */
  code: number;
  /** Announces itself (role "alert"); off inside a container that already does. */
  announce?: boolean;
}

/**
 * Spec §4 licence warning inside a video window (issue 27): the channel is not covered by a licence,
 * with the way to buy for those who may (vms_license_mgr) and whom to ask for the others.
 */
export function ChannelLicenceNotice({ code, announce = true }: ChannelLicenceNoticeProps) {
  const { t, i18n } = useLingui();
  const canBuy = usePermissionCodes().includes(RES.LICENSE_MGR);
  const entry = catalogueEntry(code);
  return (
    <Box role={announce ? "alert" : undefined} data-testid="channel-licence-notice" data-code={code} sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1, textAlign: "center" }}>
      <Typography variant="body2">{entry ? i18n._(entry.message) : t`No camera license covers this channel.`}</Typography>
      {canBuy ? (
        <RouterButton size="small" variant="contained" color="warning" to="/service/servicelicense/purchase" data-testid="channel-licence-buy">
          {t`Buy licenses`}
        </RouterButton>
      ) : (
        <Typography variant="caption">{t`Ask your administrator for a camera license.`}</Typography>
      )}
    </Box>
  );
}
