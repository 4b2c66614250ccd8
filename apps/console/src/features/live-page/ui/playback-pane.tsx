import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useCameras } from "@/entities/channel";
import { useLicenceGuard, useLicenceQuery } from "@/entities/licence";
import type { LiveParts, PlaybackWindowContext } from "../model/live-parts";
import type { LiveMoment } from "../model/live-search";

/**
 * A playback window's Download (AVI task, spec §5) and Archive (issue 16) from the shown moment, or
 * of the clip cut on its timeline (issue 31), behind the licence directive.
 */
function PlaybackActions({ parts, context }: { parts: LiveParts; context: PlaybackWindowContext }) {
  const { t } = useLingui();
  const { sn, chlIndex, wallMs, source, clip } = context;
  const { guard } = useLicenceGuard();
  const [open, setOpen] = useState<"download" | "archive" | null>(null);
  const camera = useCameras().data?.find((c) => c.sn === sn && c.chlIndex === chlIndex);
  const channel = { sn, chlIndex, siteName: camera?.siteName ?? "", chlName: camera?.name ?? `${sn}-${chlIndex}` };
  const at = Math.floor((wallMs ?? Date.now()) / 1000);
  const { DownloadDialog, ArchiveDialog } = parts;
  return (
    <>
      <Button size="small" onClick={guard(() => setOpen("download"))} disabled={!clip && wallMs === null} data-testid={clip ? "clip-download" : "playback-download"}>
        {clip ? t`Download clip` : t`Download`}
      </Button>
      <Button size="small" onClick={guard(() => setOpen("archive"))} disabled={!clip && wallMs === null} data-testid={clip ? "clip-archive" : "playback-archive"}>
        {clip ? t`Archive clip` : t`Archive`}
      </Button>
      {open === "download" && <DownloadDialog open onClose={() => setOpen(null)} channel={channel} at={clip?.startTime ?? at} range={clip ?? undefined} source={source === "cloud" ? "cloud" : "device"} />}
      {open === "archive" && <ArchiveDialog open onClose={() => setOpen(null)} channel={channel} startTime={clip?.startTime ?? at} endTime={clip?.endTime ?? at + 120} source={source} />}
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
