import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { createLink } from "@tanstack/react-router";
import { ROLE_MARKER, USER_TYPE } from "@vms/permissions";
import { useSession } from "@/shared/session";

/** MUI's button, routed by TanStack Router. */
const RouterButton = createLink(Button);

/**
 * Devices are bound to a site (spec §1): with no site to add one to, the empty asset page says
 * so, and an administrator (who creates the top-level sites) is pointed at the site page.
 */
export function NoSitesNotice() {
  const { t } = useLingui();
  const user = useSession()?.user;
  const isOrgAdmin = user !== undefined && (user.type === USER_TYPE.ADMIN || user.roleMarker === ROLE_MARKER.ORG_MANAGER);
  return (
    <Alert
      severity="info"
      data-testid="no-sites-notice"
      action={
        isOrgAdmin ? (
          <RouterButton to="/site/sitelist" color="inherit" size="small" data-testid="no-sites-create">
            {t`Create a site`}
          </RouterButton>
        ) : undefined
      }
    >
      {isOrgAdmin
        ? t`Devices are added to a site, and there is no site yet. Create a site first, then add devices to it.`
        : t`Devices are added to a site, and you have no site yet. Ask your administrator for access to one.`}
    </Alert>
  );
}
