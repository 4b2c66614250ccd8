import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { CreateArchiveDialog } from "@/features/archives";
import { CreateDownloadTaskDialog } from "@/features/download-create";
import { LAYOUT_SHORTCUTS, LayoutBar, WallLayoutControls } from "@/features/live-layouts";
import { LivePage, liveSearchSchema, type LiveParts } from "@/features/live-page";
import { LiveChannelTree, useDeviceSiteId, useDeviceType } from "@/features/live-tree";
import { LiveWindows, openChannel, useSelectedPtzTarget } from "@/features/live-windows";
import { PlaybackView } from "@/features/playback";
import { PtzColumn } from "@/features/ptz-panel";
import { shellPageTitles } from "@/features/shell";

// The live page's pieces from their own slices, arranged by the live-page slice.
const parts: LiveParts = {
  ChannelTree: LiveChannelTree,
  useDeviceSiteId,
  useDeviceType,
  Windows: LiveWindows,
  openChannel,
  useSelectedPtzTarget,
  LayoutBar,
  WallLayoutControls,
  layoutShortcuts: LAYOUT_SHORTCUTS,
  PtzColumn,
  PlaybackView,
  DownloadDialog: CreateDownloadTaskDialog,
  ArchiveDialog: CreateArchiveDialog,
};

export const Route = createFileRoute("/_shell/live")({
  validateSearch: liveSearchSchema,
  component: LiveRoute,
});

function LiveRoute() {
  const { i18n } = useLingui();
  const navigate = Route.useNavigate();
  return <LivePage title={i18n._(shellPageTitles.live)} search={Route.useSearch()} onModeChange={(mode) => void navigate({ search: mode === "playback" ? { mode } : {} })} parts={parts} />;
}
