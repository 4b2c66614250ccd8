import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { useArchiveShares, useRevokeShareMutation } from "../api/archive-shares";

/** An archive's links with their state, use counts and a revoke button. */
export function ShareLinkList({ archiveId }: { archiveId: string }) {
  const { t } = useLingui();
  const { data } = useArchiveShares(archiveId);
  const revoke = useRevokeShareMutation(archiveId);
  const label = (status: string) => (status === "active" ? t`Active` : status === "expired" ? t`Expired` : t`Revoked`);
  if (!data?.list.length) return <Typography variant="body2" color="text.secondary">{t`No links yet.`}</Typography>;
  return (
    <List dense aria-label={t`Share links`}>
      {data.list.map((s) => (
        <ListItem
          key={s.shareId}
          data-testid="share-link"
          secondaryAction={
            s.status === "active" && (
              <Button size="small" color="error" onClick={() => revoke.mutate(s.shareId)}>
                {t`Revoke`}
              </Button>
            )
          }
        >
          <ListItemText primary={`${label(s.status)} · ${t`until`} ${formatDateTime(s.expiresAt)}`} secondary={`${s.hasAccessCode ? t`Access code` : t`No access code`} · ${s.allowDownload ? t`Download allowed` : t`View only`} · ${t`${s.views} views, ${s.downloads} downloads`}`} />
        </ListItem>
      ))}
    </List>
  );
}
