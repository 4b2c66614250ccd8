import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { SiteRowList } from "@/entities/site";
import { useSiteCandidates, type SiteCandidate } from "../api/get-site-candidates";
import { useUserSiteGrants } from "../model/use-user-site-grants";
import { GRANT_ROW_HEIGHT, GrantRow } from "./grant-row";

export interface UserSiteGrantsPanelProps {
  /** The user whose site roles are edited. */
  userId: string;
}

/**
 * A user's role on every site the caller may grant (spec §6 site roles, §7 /site/candidate/list,
 * /user/site/grant), for the organization's user detail page.
 */
export function UserSiteGrantsPanel({ userId }: UserSiteGrantsPanelProps) {
  const { t } = useLingui();
  const { data, isError } = useSiteCandidates(userId);
  if (isError) return <Alert severity="warning">{t`The sites could not be loaded.`}</Alert>;
  if (!data) return <CircularProgress aria-label={t`Loading`} />;
  return (
    <Stack spacing={2}>
      {data.user && (
        // Which user this page is about: the name, and the address that tells namesakes apart.
        <Stack component="header" spacing={0.25} data-testid="user-detail-heading">
          <Typography variant="h6" component="h2" data-testid="user-detail-name">
            {data.user.userName || data.user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="user-detail-email">
            {data.user.email}
          </Typography>
        </Stack>
      )}
      <GrantsEditor key={userId} userId={userId} candidates={data.list} />
    </Stack>
  );
}

function GrantsEditor({ userId, candidates }: { userId: string; candidates: readonly SiteCandidate[] }) {
  const { t, i18n } = useLingui();
  const grants = useUserSiteGrants(userId, candidates);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="user-site-grants">
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t`Site roles`}
        </Typography>
        <Button variant="contained" disabled={grants.invalid} loading={grants.saving} onClick={() => void grants.save()} data-testid="save-site-grants">
          {t`Save`}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        {t`A role applies to the site and its sub-sites unless a sub-site has its own, which may not be lower.`}
      </Typography>
      {grants.error && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="site-grants-error">
          {i18n._(grants.error)}
        </Alert>
      )}
      {grants.invalid && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="site-grants-invalid">
          {t`Some sub-sites have a role lower than their parent site's. Raise them or let them inherit.`}
        </Alert>
      )}
      {candidates.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t`There are no sites you can grant.`}</Typography>
      ) : (
        <SiteRowList
          rows={grants.rows}
          getKey={(row) => row.siteId}
          renderRow={(row) => <GrantRow key={row.siteId} row={row} onRole={grants.setRole} />}
          rowHeight={GRANT_ROW_HEIGHT}
          label={t`Site roles`}
          maxHeight="60vh"
          testId="grant-list"
        />
      )}
    </Paper>
  );
}
