import { useLingui } from "@lingui/react/macro";
import Add from "@mui/icons-material/Add";
import AccountTreeOutlined from "@mui/icons-material/AccountTreeOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

export interface SitesEmptyStateProps {
  /** Administrators create the first site; others are told to ask one. */
  onCreate?: () => void;
}

/** An organization without sites: what sites are for, and "Create your first site". */
export function SitesEmptyState({ onCreate }: SitesEmptyStateProps) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }} data-testid="sites-empty">
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 520, mx: "auto" }}>
        <AccountTreeOutlined sx={{ fontSize: 56, color: "primary.main" }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t`No sites yet`}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          {t`Sites group your cameras and recorders by place — a building, a store, a floor. Sub-sites nest below them, and users get a role per site.`}
        </Typography>
        {onCreate ? (
          <Button variant="contained" size="large" startIcon={<Add />} onClick={onCreate} data-testid="create-first-site">
            {t`Create your first site`}
          </Button>
        ) : (
          <Typography sx={{ color: "text.secondary" }}>{t`Ask an administrator of your organization to create one.`}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
