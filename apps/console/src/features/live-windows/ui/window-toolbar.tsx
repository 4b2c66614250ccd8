import { useLingui } from "@lingui/react/macro";
import AspectRatioIcon from "@mui/icons-material/AspectRatio";
import CloseIcon from "@mui/icons-material/Close";
import FiberManualRecordIcon from "@mui/icons-material/FiberManualRecord";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import VolumeOffIcon from "@mui/icons-material/VolumeOff";
import VolumeUpIcon from "@mui/icons-material/VolumeUp";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutMapIcon from "@mui/icons-material/ZoomOutMap";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { ReactElement } from "react";
import { videoRuntime, type PlayedBy, type VideoWindowState } from "@/shared/video";

interface ActionProps {
  label: string;
  onClick: () => void;
  icon: ReactElement;
  testId: string;
  pressed?: boolean;
  /** Why the action is off here: the button is disabled and the tooltip says why. */
  offBecause?: string;
  /** A very narrow window (a 16-window wall beside the PTZ column): tighter buttons keep one row. */
  dense?: boolean;
}

function Action({ label, onClick, icon, testId, pressed, offBecause, dense }: ActionProps) {
  const button = (
    <IconButton size="small" aria-label={label} aria-pressed={pressed} aria-description={offBecause} disabled={offBecause !== undefined} onClick={onClick} data-testid={testId}
      sx={{ color: "common.white", "&.Mui-disabled": { color: "grey.600" }, ...(dense ? { p: "2px" } : {}) }}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events: the tooltip listens on a wrapper instead.
  return <Tooltip title={offBecause ?? label}>{offBecause === undefined ? button : <span>{button}</span>}</Tooltip>;
}

/**
 * Per-window controls (spec §2): stream, snapshot, record, volume, zoom, aspect ratio, full screen,
 * close. Spec §7 gives the page no command to record through the plugin: there the plugin's own
 * toolbar records, and the record button here is off and says so.
 */
export function WindowToolbar({ win, playedBy, fullScreen = false, slider = true, dense = false }: { win: VideoWindowState; playedBy: PlayedBy; fullScreen?: boolean; slider?: boolean; dense?: boolean }) {
  const { t } = useLingui();
  const { command, runtime } = videoRuntime();
  const w = win.winIndex;
  const run = (p: Promise<unknown>) => void p.catch(() => undefined);
  const playing = win.playStatus === "playing";
  const other = win.streamMode === "main" ? "sub" : "main";
  const preview = () =>
    win.sn !== null && win.chlIndex !== null &&
    run(command("preview", { winIndex: w, sn: win.sn, chlIndex: win.chlIndex, channelName: win.channelName, siteName: win.siteName, streamMode: other }));
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: "center", px: 0.5, bgcolor: "rgba(0,0,0,0.55)", flexWrap: "wrap" }} data-testid="window-toolbar">
      <Button size="small" onClick={preview} data-testid="stream-toggle" data-stream={win.streamMode} sx={{ color: "common.white", minWidth: 0, ...(dense ? { px: 0.25 } : {}) }}
        aria-label={win.streamMode === "main" ? t`Main stream: switch to sub stream` : t`Sub stream: switch to main stream`}>
        {win.streamMode === "main" ? t`Main` : t`Sub`}
      </Button>
      <Action dense={dense} label={t`Snapshot`} testId="snapshot" icon={<PhotoCameraIcon fontSize="small" />} onClick={() => run(command("SnapPicture", { winIndex: w }))} />
      <Action dense={dense} label={win.recording ? t`Stop recording` : t`Record`} testId="record" pressed={win.recording}
        icon={<FiberManualRecordIcon fontSize="small" sx={{ color: win.recording ? "error.main" : undefined }} />}
        onClick={() => playing || win.recording ? runtime.toggleRecord(w) : undefined}
        offBecause={playedBy === "plugin" ? t`The video plugin records from its own toolbar; its recordings appear in the list below.` : undefined} />
      <Action dense={dense} label={win.volume === 0 ? t`Unmute` : t`Mute`} testId="mute" icon={win.volume === 0 ? <VolumeOffIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
        onClick={() => run(command("SetVolume", { winIndex: w, volume: win.volume === 0 ? 50 : 0 }))} />
      {slider && (
        <Slider size="small" aria-label={t`Volume`} value={win.volume} min={0} max={100} sx={{ width: 56, color: "common.white" }}
          onChange={(_, v) => run(command("SetVolume", { winIndex: w, volume: v as number }))} />
      )}
      <Action dense={dense} label={t`Digital zoom ${win.zoom}×`} testId="zoom" pressed={win.zoom > 1} icon={<ZoomInIcon fontSize="small" />}
        onClick={() => run(command("videoZoom", { winIndex: w, enable: win.zoom < 4, level: win.zoom + 1 }))} />
      {win.zoom > 1 && (
        <Action dense={dense} label={t`Reset zoom`} testId="zoom-reset" icon={<ZoomOutMapIcon fontSize="small" />}
          onClick={() => run(command("videoZoom", { winIndex: w, enable: false, level: 1 }))} />
      )}
      <Action dense={dense} label={win.aspectRatio === "original" ? t`Stretch to fill` : t`Original aspect ratio`} testId="aspect" pressed={win.aspectRatio === "stretch"} icon={<AspectRatioIcon fontSize="small" />}
        onClick={() => run(command("aspectRatio", { winIndex: w, ratio: win.aspectRatio === "original" ? "stretch" : "original" }))} />
      <Action dense={dense} label={fullScreen ? t`Exit full screen` : t`Full screen`} testId="fullscreen" pressed={fullScreen} icon={fullScreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
        onClick={() => run(fullScreen ? command("ExitFullScreen", {}) : command("switchSelectedWindow", { winIndex: w }).then(() => command("fullScreen", {})))} />
      <Action dense={dense} label={t`Close`} testId="close-window" icon={<CloseIcon fontSize="small" />} onClick={() => run(command("unBindChannelWin", { winIndex: w }))} />
    </Stack>
  );
}
