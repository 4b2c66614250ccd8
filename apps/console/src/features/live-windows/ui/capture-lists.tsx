import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { videoRuntime, type PlayedBy, type SavedFile } from "@/shared/video";
import { openFileProblem } from "../model/file-messages";

/** A file the page keeps (an object URL): the browser opens or saves it. */
function PageFileActions({ file }: { file: SavedFile }) {
  const { t } = useLingui();
  return (
    <>
      <Link href={file.filePath} target="_blank" rel="noopener" aria-label={t`Open ${file.fileName}`}>{t`Open`}</Link>
      <Link href={file.filePath} download={file.fileName} aria-label={t`Save ${file.fileName}`}>{t`Save`}</Link>
    </>
  );
}

/** A file the plugin saved on this computer: only the plugin can open it or show its folder (spec §7). */
function PluginFileActions({ file, onProblem }: { file: SavedFile; onProblem: (problem: string | null) => void }) {
  const { t, i18n } = useLingui();
  const run = (cmd: "OpenSnapRecordFile" | "OpenFilePath") => {
    onProblem(null);
    videoRuntime()
      .command(cmd, { filePath: file.filePath })
      .catch((error: { code?: number }) => onProblem(openFileProblem(i18n, cmd, error.code ?? -1)));
  };
  return (
    <>
      <Button size="small" sx={{ minWidth: 0, p: 0 }} aria-label={t`Open ${file.fileName}`} onClick={() => run("OpenSnapRecordFile")}>{t`Open`}</Button>
      <Button size="small" sx={{ minWidth: 0, p: 0 }} aria-label={t`Show ${file.fileName} in its folder`} onClick={() => run("OpenFilePath")}>{t`Show in folder`}</Button>
    </>
  );
}

function FileList({ title, files, testId, playedBy }: { title: string; files: readonly SavedFile[]; testId: string; playedBy: PlayedBy }) {
  const { t } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
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
                {file.errorCode ? ` · ${t`not saved (code ${file.errorCode})`}` : ""}
              </Typography>
              {playedBy === "plugin" ? <PluginFileActions file={file} onProblem={setProblem} /> : <PageFileActions file={file} />}
            </ListItem>
          ))}
        </List>
      )}
      {problem && (
        <Typography variant="body2" color="error" role="alert">
          {problem}
        </Typography>
      )}
    </section>
  );
}

/**
 * Spec §3 "Snapshot and record lists": the newest 5 of each, to open or save; the plugin's are files
 * on this computer, opened by the plugin or shown in their folder.
 */
export function CaptureLists({ snaps, records, playedBy }: { snaps: readonly SavedFile[]; records: readonly SavedFile[]; playedBy: PlayedBy }) {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: "wrap" }}>
      <FileList title={t`Snapshots`} files={snaps} testId="snapshot-list" playedBy={playedBy} />
      <FileList title={t`Recordings`} files={records} testId="record-list" playedBy={playedBy} />
    </Stack>
  );
}
