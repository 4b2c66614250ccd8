import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useCameras } from "@/entities/channel";
import { useLicenceGuard, useLicenceQuery } from "@/entities/licence";
import { notifier } from "@/shared/notifier";
import type { LiveParts, PlaybackWindowContext } from "../model/live-parts";
import { wallClipChannels } from "../model/wall-clip";
import { WallClipDialog } from "./wall-clip-dialog";
import type { LiveMoment } from "../model/live-search";
import { momentArchiveRange } from "../model/moment-archive";

/**
 * A playback window's Download (AVI task, spec §5) and Archive (issue 16) from the shown moment, or
 * of the clip cut on its timeline (issue 31), behind the licence directive. Archive from the moment
 * stops at the end of the recorded footage, and refuses with a message when none is left (issue 31).
 */
function PlaybackActions({ parts, context }: { parts: LiveParts; context: PlaybackWindowContext }) {
  const { t } = useLingui();
  const { sn, chlIndex, wallMs, source, clip, footageEnd, wallChannels } = context;
  const { guard } = useLicenceGuard();
  const [open, setOpen] = useState<"download" | "downloadAll" | "archiveAll" | null>(null);
  // The archive's range is taken when the button is pressed: the shown moment moves on while the dialog is open.
  const [archiving, setArchiving] = useState<{ startTime: number; endTime: number } | null>(null);
  const cameras = useCameras().data;
  const nameOf = (s: string, i: number) => {
    const camera = cameras?.find((c) => c.sn === s && c.chlIndex === i);
    return { siteName: camera?.siteName ?? "", chlName: camera?.name ?? `${s}-${i}` };
  };
  const channel = { sn, chlIndex, ...nameOf(sn, chlIndex) };
  // Issue 31: synchronised, a clip is cut from every window at once (one file per channel).
  const wall = clip && wallChannels && wallChannels.length > 1 ? wallClipChannels(wallChannels, nameOf) : null;
  const at = Math.floor((wallMs ?? Date.now()) / 1000);
  const { DownloadDialog, ArchiveDialog } = parts;
  const openArchive = () => {
    const archiveRange = clip ?? momentArchiveRange(at, footageEnd ?? null);
    if (archiveRange) setArchiving(archiveRange);
    else notifier.notify({ message: msg`Nothing is recorded after the shown moment yet: go back on the timeline to archive.` }, "warning");
  };
  return (
    <>
      <Button size="small" onClick={guard(() => setOpen("download"))} disabled={!clip && wallMs === null} data-testid={clip ? "clip-download" : "playback-download"}>
        {clip ? t`Download clip` : t`Download`}
      </Button>
      <Button size="small" onClick={guard(openArchive)} disabled={!clip && wallMs === null} data-testid={clip ? "clip-archive" : "playback-archive"}>
        {clip ? t`Archive clip` : t`Archive`}
      </Button>
      {wall && (
        <>
          <Button size="small" onClick={guard(() => setOpen("downloadAll"))} data-testid="clip-download-all">
            {t`Download clip of all ${wall.length} windows`}
          </Button>
          <Button size="small" onClick={guard(() => setOpen("archiveAll"))} data-testid="clip-archive-all">
            {t`Archive clip of all ${wall.length} windows`}
          </Button>
        </>
      )}
      {wall && clip && (open === "downloadAll" || open === "archiveAll") && (
        <WallClipDialog kind={open === "downloadAll" ? "download" : "archive"} onClose={() => setOpen(null)} channels={wall} clip={clip} source={source} parts={parts} />
      )}
      {open === "download" && <DownloadDialog open onClose={() => setOpen(null)} channel={channel} at={clip?.startTime ?? at} range={clip ?? undefined} source={source === "cloud" ? "cloud" : "device"} />}
      {archiving && <ArchiveDialog open onClose={() => setArchiving(null)} channel={channel} startTime={archiving.startTime} endTime={archiving.endTime} source={source} />}
    </>
  );
}

/**
 * Playback behind the licence directive: choosing a channel is blocked with the warning like opening
 * one live. The channel tree is live's, handed to the playback view (features never import features).
 */
export function PlaybackPane({ parts, initial }: { parts: LiveParts; initial?: LiveMoment | undefined }) {
  const { guard } = useLicenceGuard();
  const licence = useLicenceQuery();
  const { PlaybackView, ChannelTree } = parts;
  return (
    <PlaybackView
      guard={guard}
      guardReady={!licence.isPending}
      initial={initial}
      renderDownload={(context) => <PlaybackActions parts={parts} context={context} />}
      // Issue 31: playback's windows are filled from live's tree (the view guards the choice).
      renderTree={(openChannel) => <ChannelTree onOpenChannel={openChannel} />}
    />
  );
}
