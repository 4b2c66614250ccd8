import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useArchiveAuthority } from "../api/archive-authority";
import { CreateArchiveDialog } from "./create-archive-dialog";

/** The minute either side of an event (2 minutes, like Archive from playback). */
export const EVENT_ARCHIVE_MARGIN_SEC = 60;

export interface ArchiveEventActionProps {
  sn: string;
  chlIndex: number;
  siteName: string;
  chlName: string;
  /** When the event happened, Unix ms. */
  atMs: number;
}

/** "Archive" on an event (issue 16: an archive is created from playback or from an event); hidden without the add right. */
export function ArchiveEventAction({ sn, chlIndex, siteName, chlName, atMs }: ArchiveEventActionProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const mine = useArchiveAuthority().data?.mine ?? [];
  if (!mine.includes("add")) return null;
  const at = Math.floor(atMs / 1000);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="event-archive">
        {t`Archive`}
      </Button>
      {open && <CreateArchiveDialog open onClose={() => setOpen(false)} channel={{ sn, chlIndex, siteName, chlName }} startTime={at - EVENT_ARCHIVE_MARGIN_SEC} endTime={at + EVENT_ARCHIVE_MARGIN_SEC} source="local" />}
    </>
  );
}
