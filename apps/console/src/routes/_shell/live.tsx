import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { licenceQueryOptions } from "@/entities/licence";
import { siteChooseQueryOptions } from "@/entities/site";
import { CreateArchiveDialog, useCreateArchive } from "@/features/archives";
import { CreateDownloadTaskDialog, createDownloadTask } from "@/features/download-create";
import { LAYOUT_SHORTCUTS, LayoutBar, layoutsQueryOptions, WallLayoutControls } from "@/features/live-layouts";
import { LivePage, liveSearchSchema, type LiveParts } from "@/features/live-page";
import { LiveChannelTree, liveTreeQueryOptions, useDeviceSiteId, useDeviceType } from "@/features/live-tree";
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
  createDownloadTask,
  useCreateArchive,
};

export const Route = createFileRoute("/_shell/live")({
  validateSearch: liveSearchSchema,
  // The channel tree, the licence (spec §4: what a double-click may open), the site roles (PTZ,
  // playback) and the layouts before the page renders (decision 0001): the default layout opens with
  // the page, not under a channel a person double-clicked meanwhile. A failure has toasted (spec §8).
  loader: async ({ context: { queryClient } }) => {
    const quiet = () => undefined;
    await Promise.all([
      queryClient.ensureQueryData(liveTreeQueryOptions()).catch(quiet),
      queryClient.ensureQueryData(licenceQueryOptions()).catch(quiet),
      queryClient.ensureQueryData(siteChooseQueryOptions()).catch(quiet),
      queryClient.ensureQueryData(layoutsQueryOptions()).catch(quiet),
    ]);
  },
  component: LiveRoute,
});

function LiveRoute() {
  const { i18n } = useLingui();
  const navigate = Route.useNavigate();
  return <LivePage title={i18n._(shellPageTitles.live)} search={Route.useSearch()} onModeChange={(mode) => void navigate({ search: mode === "playback" ? { mode } : {} })} parts={parts} />;
}
