import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ApiError, catalogueEntry, Code } from "@vms/api-client";
import { CenteredCard } from "@vms/ui-kit";
import { useEffect, useState, type ReactNode } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { FloatingPreferences } from "@/shared/ui";
import { useSharedArchive, useSharedDownloadMutation } from "../api/public-share";
import { ArchivePlayer } from "./archive-player";
import { VerifierDropZone } from "./verifier-drop-zone";

export interface ArchiveSharePageProps {
  token: string;
  backgroundImage?: string | undefined;
  /** The owning organization's logo and title, above the archive (issue 28). */
  brand?: ReactNode;
  /** Told the owning organization's customer ID once the share opens, so the route can brand the page. */
  onOrganization?: ((coId: string) => void) | undefined;
}

/** /archives-share/{id} (spec §2): a shared archive without an account; refusals show only their 311xx message. */
export function ArchiveSharePage({ token, backgroundImage, brand, onOrganization }: ArchiveSharePageProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState("");
  const [accessCode, setAccessCode] = useState<string | undefined>(undefined);
  const shared = useSharedArchive(token, accessCode);
  const download = useSharedDownloadMutation(token, accessCode);
  const errorCode = shared.error instanceof ApiError ? shared.error.code : shared.error ? Code.NETWORK_ERROR : null;
  const askCode = errorCode === Code.SHARE_ACCESS_CODE_REQUIRED || errorCode === Code.SHARE_ACCESS_CODE_WRONG;
  const message = (c: number) => i18n._(catalogueEntry(c)?.message ?? { id: "error.group.archive", message: "The archive operation failed (error {code}).", values: { code: c } });
  const data = shared.data;
  const coId = data?.coId;
  useEffect(() => {
    if (coId) onOrganization?.(coId);
  }, [coId, onOrganization]);
  return (
    <>
      <FloatingPreferences />
      {/* Wide enough for the video at 1440 px, and shrinking with a phone (issue 28: it overflowed both). */}
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={960}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {brand}
          <Typography variant="h5" component="h1">
            {data ? data.archive.title : t`Shared archive`}
          </Typography>
          {askCode && (
            <Stack
              component="form"
              spacing={1}
              onSubmit={(e) => {
                e.preventDefault();
                setAccessCode(code);
              }}
            >
              <TextField size="small" label={t`Access code`} value={code} onChange={(e) => setCode(e.target.value)} error={errorCode === Code.SHARE_ACCESS_CODE_WRONG} helperText={message(errorCode)} />
              <Button type="submit" variant="contained">{t`Open`}</Button>
            </Stack>
          )}
          {errorCode !== null && !askCode && (
            <Alert severity="error" data-testid="share-refused">
              {message(errorCode)}
            </Alert>
          )}
          {data && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>{`${data.archive.siteName} · ${data.archive.chlName} · ${formatDateTime(data.archive.startTime * 1000)} – ${formatDateTime(data.archive.endTime * 1000)}`}</Typography>
              <ArchivePlayer src={data.videoUrl} title={data.archive.title} />
              {data.rights.includes("download") && (
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
                  <Button variant="contained" disabled={download.isPending} onClick={() => download.mutate()}>
                    {t`Download AVI`}
                  </Button>
                  {download.data && <a href={download.data.manifestUrl} download>{t`Manifest`}</a>}
                  {download.data && <a href={download.data.signatureUrl} download>{t`Signature`}</a>}
                </Stack>
              )}
              {download.error instanceof ApiError && <Alert severity="error">{message(download.error.code)}</Alert>}
              {data.evidence && <VerifierDropZone evidence={data.evidence} />}
            </>
          )}
        </Stack>
      </CenteredCard>
    </>
  );
}
