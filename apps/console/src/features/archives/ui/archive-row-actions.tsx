import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Archive, ArchiveRight } from "@vms/api-client";
import { useState } from "react";
import { useConfirm } from "@/shared/ui";
import { useDeleteArchivesMutation, useRetryArchiveMutation } from "../api/change-archives";
import { RenameArchiveDialog } from "./rename-archive-dialog";
import { ShareArchiveDialog } from "./share-archive-dialog";

/**
 * Rename, share, retry and delete; each hidden without its right (spec §3/§5). Delete asks first;
 * retry and delete say they were done (issue 28).
 */
export function ArchiveRowActions({ archive, rights }: { archive: Archive; rights: ArchiveRight[] }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<"rename" | "share" | null>(null);
  const remove = useDeleteArchivesMutation();
  const retry = useRetryArchiveMutation();
  const can = (right: ArchiveRight) => rights.includes(right);
  const { title } = archive;
  const askDelete = async () => {
    if (!(await confirm({ title: t`Delete the archive "${title}"?`, text: t`Its video and share links are deleted; this cannot be undone.`, confirmLabel: t`Delete` }))) return;
    remove.mutate({ archiveIds: [archive.archiveId], title });
  };
  return (
    <Stack direction="row" spacing={1}>
      {can("add") && (
        <Button size="small" aria-label={t`Rename ${title}`} onClick={() => setDialog("rename")}>
          {t`Rename`}
        </Button>
      )}
      {can("share") && archive.status === "done" && (
        <Button size="small" aria-label={t`Share ${title}`} onClick={() => setDialog("share")}>
          {t`Share`}
        </Button>
      )}
      {can("add") && archive.status === "failed" && (
        <Button
          size="small"
          aria-label={t`Retry ${title}`}
          loading={retry.isPending}
          onClick={() => retry.mutate({ archiveId: archive.archiveId, title })}
          data-testid="archive-retry"
        >
          {t`Retry`}
        </Button>
      )}
      {can("delete") && (
        <Button size="small" color="error" aria-label={t`Delete ${title}`} disabled={remove.isPending} onClick={() => void askDelete()}>
          {t`Delete`}
        </Button>
      )}
      {dialog === "rename" && <RenameArchiveDialog archive={archive} onClose={() => setDialog(null)} />}
      {dialog === "share" && <ShareArchiveDialog archive={archive} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
