import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "@tanstack/react-router";
import { catalogueEntry, toApiError } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { Page } from "@/shared/ui";
import { useArchiveDownloadMutation, useArchiveVideo } from "../api/archive-video";
import { ArchivePlayer } from "./archive-player";
import { VerifierDropZone } from "./verifier-drop-zone";

/** /archives-details/{id} (spec §2): plays the archive; AVI download (a cloudArchive download task, issue #16) with the download right. */
export function ArchiveDetailPage({ archiveId }: { archiveId: string }) {
  const { t, i18n } = useLingui();
  const { data, error } = useArchiveVideo(archiveId);
  const download = useArchiveDownloadMutation();
  if (error) {
    // Issue 28: say why (still copying, failed, gone), not only that it cannot play.
    const reason = catalogueEntry(toApiError(error).code);
    return (
      <Page title={t`Archive`}>
        <Typography data-testid="archive-unplayable">{reason ? i18n._(reason.message) : t`This archive cannot be played.`}</Typography>
      </Page>
    );
  }
  if (!data) return <Page title={t`Archive`} />;
  const a = data.archive;
  return (
    <Page title={a.title}>
      <Typography variant="body2" color="text.secondary">
        {`${a.siteName} · ${a.chlName} · ${formatDateTime(a.startTime * 1000)} – ${formatDateTime(a.endTime * 1000)} · ${t`archived by`} ${a.archivedBy}`}
      </Typography>
      <ArchivePlayer src={data.videoUrl} title={a.title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        {data.rights.includes("download") && (
          <Button variant="contained" disabled={download.isPending || download.isSuccess} onClick={() => download.mutate(archiveId)}>
            {t`Download AVI`}
          </Button>
        )}
        {download.data && (
          <>
            <Link href={download.data.manifestUrl} download>{t`Manifest`}</Link>
            <Link href={download.data.signatureUrl} download>{t`Signature`}</Link>
          </>
        )}
      </Stack>
      {download.data && (
        <Alert severity="success" data-testid="archive-download-created">
          {t`Download task created: ${download.data.fileName}.`}{" "}
          <Link component={RouterLink} to="/account" color="inherit">
            {t`Open the download list`}
          </Link>
        </Alert>
      )}
      {data.evidence && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <VerifierDropZone evidence={data.evidence} />
        </Paper>
      )}
    </Page>
  );
}
