import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { createFileRoute } from "@tanstack/react-router";
import { LayoutBar } from "@/features/live-layouts";
import { LiveChannelTree, useDeviceType } from "@/features/live-tree";
import { LiveWindows, openChannel, useSelectedPtzTarget } from "@/features/live-windows";
import { PtzPanel, usePtzControl, usePtzKeyboard } from "@/features/ptz-panel";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

/** The selected window's PTZ panel; the arrow keys drive the head while it is available (spec §2, §4). */
function SelectedPtzPanel({ sn, chlIndex, available }: { sn: string; chlIndex: number; available: boolean }) {
  const devType = useDeviceType(sn);
  const control = usePtzControl({ sn, chlIndex });
  usePtzKeyboard({ enabled: available, onMove: control.move, onStop: control.stop });
  return (
    <Box data-testid="ptz-panel-slot" sx={{ width: { md: 280 }, flexShrink: 0 }}>
      <PtzPanel sn={sn} chlIndex={chlIndex} available={available} devType={devType} />
    </Box>
  );
}

/** No PTZ panel for an empty window (spec §4: the window must have data). */
function PtzPanelSlot() {
  const target = useSelectedPtzTarget();
  return target ? <SelectedPtzPanel key={`${target.sn}/${target.chlIndex}`} {...target} /> : null;
}

/** Spec §2 Live: the channel tree, the split windows with layouts, and the PTZ panel slot. */
function LivePage() {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(shellPageTitles.live)}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "stretch", minHeight: 0 }}>
        <Paper variant="outlined" sx={{ width: { md: 300 }, flexShrink: 0, p: 1, height: { md: "calc(100vh - 180px)" }, display: "flex", flexDirection: "column" }}>
          <LiveChannelTree onOpenChannel={openChannel} />
        </Paper>
        <LiveWindows toolbar={<LayoutBar />} />
        <PtzPanelSlot />
      </Stack>
    </Page>
  );
}

export const Route = createFileRoute("/_shell/live")({ component: LivePage });
