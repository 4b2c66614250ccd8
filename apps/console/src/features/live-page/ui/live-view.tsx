import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useLicenceGuard } from "@/entities/licence";
import { PluginChoice } from "@/shared/plugin-bridge";
import { CollapsibleColumn } from "@/shared/ui";
import { playWithPlugin } from "@/shared/video";
import type { LiveParts } from "../model/live-parts";
import { useColumn } from "../model/use-column";
import { PtzPanelSlot } from "./ptz-panel-slot";

/** Spec §2 Live: the channel tree, the split windows with layouts, and the PTZ panel slot. */
export function LiveView({ parts }: { parts: LiveParts }) {
  const { t } = useLingui();
  const { guard } = useLicenceGuard();
  const tree = useColumn();
  const ptz = useColumn();
  const { ChannelTree, Windows, LayoutBar, WallLayoutControls, openChannel } = parts;
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: "stretch", minHeight: 0 }}>
      <CollapsibleColumn side="start" {...tree} hideLabel={t`Hide the channel list`} showLabel={t`Show the channel list`} testId="tree-column">
        <Paper variant="outlined" sx={{ width: { md: 300 }, flexShrink: 0, p: 1, height: { md: "calc(100vh - 220px)" }, display: "flex", flexDirection: "column" }}>
          <ChannelTree onOpenChannel={guard(openChannel)} />
        </Paper>
      </CollapsibleColumn>
      <Windows
        wallControls={<WallLayoutControls />}
        shortcuts={parts.layoutShortcuts}
        toolbar={
          <>
            <LayoutBar />
            <PluginChoice onBridge={playWithPlugin} />
          </>
        }
      />
      <PtzPanelSlot parts={parts} column={ptz} />
    </Stack>
  );
}
