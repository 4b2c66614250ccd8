import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Archive, ArchiveRight } from "@vms/api-client";
import { useState } from "react";
import { useDeleteArchivesMutation, useRetryArchiveMutation } from "../api/change-archives";
import { RenameArchiveDialog } from "./rename-archive-dialog";
import { ShareArchiveDialog } from "./share-archive-dialog";

/** Rename, share, retry and delete; each hidden without its right (spec §3/§5). */
export function ArchiveRowActions({ archive, rights }: { archive: Archive; rights: ArchiveRight[] }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<"rename" | "share" | null>(null);
  const remove = useDeleteArchivesMutation();
  const retry = useRetryArchiveMutation();
  const can = (right: ArchiveRight) => rights.includes(right);
  return (
    <Stack direction="row" spacing={1}>
      {can("add") && (
        <Button size="small" aria-label={t`Rename ${archive.title}`} onClick={() => setDialog("rename")}>
          {t`Rename`}
        </Button>
      )}
      {can("share") && archive.status === "done" && (
        <Button size="small" aria-label={t`Share ${archive.title}`} onClick={() => setDialog("share")}>
          {t`Share`}
        </Button>
      )}
      {can("add") && archive.status === "failed" && (
        <Button size="small" onClick={() => retry.mutate({ archiveId: archive.archiveId })}>
          {t`Retry`}
        </Button>
      )}
      {can("delete") && (
        <Button
          size="small"
          color="error"
          aria-label={t`Delete ${archive.title}`}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t`Delete the archive "${archive.title}"?`)) remove.mutate({ archiveIds: [archive.archiveId] });
          }}
        >
          {t`Delete`}
        </Button>
      )}
      {dialog === "rename" && <RenameArchiveDialog archive={archive} onClose={() => setDialog(null)} />}
      {dialog === "share" && <ShareArchiveDialog archive={archive} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
