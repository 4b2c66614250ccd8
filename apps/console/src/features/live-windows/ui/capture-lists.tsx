import { useLingui } from "@lingui/react/macro";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { SavedFile } from "@/shared/video";

function FileList({ title, files, testId }: { title: string; files: readonly SavedFile[]; testId: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ flex: 1, minWidth: 220 }}>
      <Typography id={id} variant="subtitle2" component="h2">
        {title}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t`None yet.`}</Typography>
      ) : (
        <List dense data-testid={testId} disablePadding>
          {files.map((file) => (
            <ListItem key={file.filePath} disableGutters data-testid={`${testId}-item`} data-url={file.filePath} sx={{ gap: 1, flexWrap: "wrap" }}>
              <Typography variant="body2" component="span" sx={{ flex: 1 }}>
                {file.fileName} · {file.createTime}
              </Typography>
              <Link href={file.filePath} target="_blank" rel="noopener" aria-label={t`Open ${file.fileName}`}>{t`Open`}</Link>
              <Link href={file.filePath} download={file.fileName} aria-label={t`Save ${file.fileName}`}>{t`Save`}</Link>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

/** Spec §3 "Snapshot and record lists": the newest 5 of each, to open or save. */
export function CaptureLists({ snaps, records }: { snaps: readonly SavedFile[]; records: readonly SavedFile[] }) {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: "wrap" }}>
      <FileList title={t`Snapshots`} files={snaps} testId="snapshot-list" />
      <FileList title={t`Recordings`} files={records} testId="record-list" />
    </Stack>
  );
}
