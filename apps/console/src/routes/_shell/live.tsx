import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LayoutBar } from "@/features/live-layouts";
import { LiveChannelTree } from "@/features/live-tree";
import { LiveWindows, openChannel, useSelectedPtzTarget } from "@/features/live-windows";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

/**
 * PTZ PANEL SLOT: the panel of the selected window (spec §2 PTZ panel, §4 availability). The "ptz"
 * slice renders `<PtzPanel sn chlIndex available />` here; until it lands, nothing shows.
 */
function renderPtzPanel(_target: { sn: string; chlIndex: number; available: boolean }): ReactNode {
  return null;
}

function PtzPanelSlot() {
  const target = useSelectedPtzTarget();
  const panel = target ? renderPtzPanel(target) : null;
  return panel ? <Box data-testid="ptz-panel-slot">{panel}</Box> : null;
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
