import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod/mini";
import { SITE_ROLE } from "@vms/permissions";
import { useCameras } from "@/entities/channel";
import { hasSiteRole, useSiteRoleLookup } from "@/entities/device";
import { useLicenceGuard, useLicenceQuery } from "@/entities/licence";
import { useSiteChoices } from "@/entities/site";
import { CreateArchiveDialog } from "@/features/archives";
import { CreateDownloadTaskDialog } from "@/features/download-create";
import { LayoutBar } from "@/features/live-layouts";
import { LiveChannelTree, useDeviceSiteId, useDeviceType } from "@/features/live-tree";
import { LiveWindows, openChannel, useSelectedPtzTarget } from "@/features/live-windows";
import { PlaybackView, type DownloadContext, type PlaybackMoment } from "@/features/playback";
import { PtzPanel, useHasPtz, usePtzControl, usePtzKeyboard } from "@/features/ptz-panel";
import { shellPageTitles } from "@/features/shell";
import { PluginChoice } from "@/shared/plugin-bridge";
import { CollapsibleColumn, Page } from "@/shared/ui";
import { playWithPlugin } from "@/shared/video";

/**
 * The selected window's PTZ panel; the arrow keys drive the head while it is available (spec §2, §4).
 * Issue 28: none for a camera that cannot move (a doorbell), once the device said so.
 */
function SelectedPtzPanel({ sn, chlIndex, available, column }: { sn: string; chlIndex: number; available: boolean; column: ColumnState }) {
  const { t } = useLingui();
  const devType = useDeviceType(sn);
  const control = usePtzControl({ sn, chlIndex });
  const hasPtz = useHasPtz({ sn, chlIndex }, available);
  usePtzKeyboard({ enabled: available && hasPtz !== false, onMove: control.move, onStop: control.stop });
  if (hasPtz === false) return null;
  return (
    <CollapsibleColumn side="end" {...column} hideLabel={t`Hide the PTZ panel`} showLabel={t`Show the PTZ panel`} testId="ptz-column">
      <Box data-testid="ptz-panel-slot" sx={{ width: { md: 280 }, flexShrink: 0 }}>
        <PtzPanel sn={sn} chlIndex={chlIndex} available={available} devType={devType} />
      </Box>
    </CollapsibleColumn>
  );
}

/**
 * No PTZ panel for an empty window (spec §4: the window must have data), nor where the caller only
 * watches live (issue 28: PTZ needs SITE_VIEWER on the device's site, decision 0003).
 */
function PtzPanelSlot({ column }: { column: ColumnState }) {
  const target = useSelectedPtzTarget();
  const siteId = useDeviceSiteId(target?.sn ?? "");
  const roleOf = useSiteRoleLookup();
  if (!target || siteId === undefined || !hasSiteRole(roleOf(siteId), SITE_ROLE.SITE_VIEWER)) return null;
  return <SelectedPtzPanel key={`${target.sn}/${target.chlIndex}`} {...target} column={column} />;
}

/**
 * Issue 28: recorded video needs SITE_VIEWER on a site (spec §6); a live-only account gets no
 * Playback tab. Undefined until the sites are known.
 */
function useMayPlayBack(): boolean | undefined {
  const { data } = useSiteChoices();
  return data && data.list.some((site) => hasSiteRole(site.role, SITE_ROLE.SITE_VIEWER));
}

// Spec §2 Playback (local or cloud) shares /live: `?mode=playback` shows the playback view (docs/media.md);
// `sn`, `chl` and `at` (Unix ms) open it at a camera's moment (issue 28: an alarm's "Playback").
const liveSearchSchema = z.object({
  mode: z.catch(z.optional(z.enum(["playback"])), undefined),
  sn: z.catch(z.optional(z.string()), undefined),
  chl: z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined),
  at: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

/** Spec §2 Live: the channel tree, the split windows with layouts, and the PTZ panel slot; or Playback. */
function LivePage() {
  const { i18n, t } = useLingui();
  const { mode: asked, sn, chl, at } = Route.useSearch();
  const moment = sn && chl !== undefined && at !== undefined ? { sn, chlIndex: chl, atMs: at } : undefined;
  const navigate = useNavigate({ from: "/live" });
  const mayPlayBack = useMayPlayBack();
  const mode = mayPlayBack === false ? undefined : asked;
  return (
    <Page title={i18n._(shellPageTitles.live)}>
      <Tabs value={mode ?? "live"} onChange={(_, v: string) => void navigate({ search: v === "playback" ? { mode: "playback" } : {} })} aria-label={t`Live or playback`} sx={{ mb: 1 }}>
        <Tab value="live" label={t`Live`} />
        {(mayPlayBack || mode === "playback") && <Tab value="playback" label={t`Playback`} />}
      </Tabs>
      {mode === "playback" ? <PlaybackPane key={moment ? `${moment.sn}/${moment.chlIndex}/${moment.atMs}` : ""} initial={moment} /> : <LiveView />}
    </Page>
  );
}

/** A playback window's Download (AVI task, spec §5) and Archive (issue 16) from the shown moment, behind the licence directive. */
function PlaybackActions({ sn, chlIndex, wallMs, source }: DownloadContext) {
  const { t } = useLingui();
  const { guard } = useLicenceGuard();
  const [open, setOpen] = useState<"download" | "archive" | null>(null);
  const camera = useCameras().data?.find((c) => c.sn === sn && c.chlIndex === chlIndex);
  const channel = { sn, chlIndex, siteName: camera?.siteName ?? "", chlName: camera?.name ?? `${sn}-${chlIndex}` };
  const at = Math.floor((wallMs ?? Date.now()) / 1000);
  return (
    <>
      <Button size="small" onClick={guard(() => setOpen("download"))} disabled={wallMs === null} data-testid="playback-download">
        {t`Download`}
      </Button>
      <Button size="small" onClick={guard(() => setOpen("archive"))} disabled={wallMs === null} data-testid="playback-archive">
        {t`Archive`}
      </Button>
      {open === "download" && <CreateDownloadTaskDialog open onClose={() => setOpen(null)} channel={channel} at={at} source={source === "cloud" ? "cloud" : "device"} />}
      {open === "archive" && <CreateArchiveDialog open onClose={() => setOpen(null)} channel={channel} startTime={at} endTime={at + 120} source={source} />}
    </>
  );
}

/** Playback behind the licence directive: choosing a channel is blocked with the warning like opening one live. */
function PlaybackPane({ initial }: { initial?: PlaybackMoment | undefined }) {
  const { guard } = useLicenceGuard();
  const licence = useLicenceQuery();
  return <PlaybackView guard={guard} guardReady={!licence.isPending} initial={initial} renderDownload={(context) => <PlaybackActions {...context} />} />;
}

interface ColumnState {
  open: boolean;
  onToggle: () => void;
}

/** Issue 28: a side column folds away for the video wall; kept while the page stays open. */
function useColumn(): ColumnState {
  const [open, setOpen] = useState(true);
  return { open, onToggle: () => setOpen((was) => !was) };
}

function LiveView() {
  const { t } = useLingui();
  const { guard } = useLicenceGuard();
  const tree = useColumn();
  const ptz = useColumn();
  return (
      <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: "stretch", minHeight: 0 }}>
        <CollapsibleColumn side="start" {...tree} hideLabel={t`Hide the channel list`} showLabel={t`Show the channel list`} testId="tree-column">
          <Paper variant="outlined" sx={{ width: { md: 300 }, flexShrink: 0, p: 1, height: { md: "calc(100vh - 220px)" }, display: "flex", flexDirection: "column" }}>
            <LiveChannelTree onOpenChannel={guard(openChannel)} />
          </Paper>
        </CollapsibleColumn>
        <LiveWindows toolbar={<><LayoutBar /><PluginChoice onBridge={playWithPlugin} /></>} />
        <PtzPanelSlot column={ptz} />
      </Stack>
  );
}

export const Route = createFileRoute("/_shell/live")({ validateSearch: liveSearchSchema, component: LivePage });
