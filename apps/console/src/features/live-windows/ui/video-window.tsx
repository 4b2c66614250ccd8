import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { forwardRef, useCallback, useEffect, type DragEvent } from "react";
import { ChannelLicenceNotice, isLicenceRefusal } from "@/entities/licence";
import { readChannelDrag, useDigitalZoom, useVideoWindowElements, videoRuntime, type ChannelRef, type PlayedBy, type VideoWindowState } from "@/shared/video";
import { useCaptureClock } from "../model/use-capture-clock";
import { togglePause } from "../model/window-actions";
import { windowStatusText } from "../model/window-messages";
import { ExitFullScreenButton, FULL_SCREEN_SX } from "./exit-full-screen";
import { WindowOverlay } from "./window-overlay";
import { WindowToolbar } from "./window-toolbar";

export interface VideoWindowProps {
  win: VideoWindowState;
  selected: boolean;
  /** Who plays it: the plugin records from its own toolbar. */
  playedBy: PlayedBy;
  onDropChannel: (channel: ChannelRef, winIndex: number) => void;
  /** This window fills the screen (spec §2 full screen): its controls and an exit button show. */
  fullScreen?: boolean;
  /** A narrow window: its controls leave out the volume slider to keep one row (Mute stays). */
  narrow?: boolean;
  /** A very narrow window: tighter controls (issue 28: 16 windows beside the PTZ column). */
  dense?: boolean;
}

// Issue 28: at 9 and 16 windows the controls would cover most of a tile. They float over the picture
// and show on hover, keyboard focus within the window, or selection; hidden otherwise, yet reachable:
// Tab onto the window selects it and shows them.
const CONTROLS = "[data-window-controls]";
const revealControls = {
  [`& ${CONTROLS}`]: { visibility: "hidden" },
  [`&:hover ${CONTROLS}, &:focus-within ${CONTROLS}, &[data-selected=true] ${CONTROLS}`]: { visibility: "visible" },
};

/** One video window: a labelled region with its video, channel name and capture time, state and controls. */
export const VideoWindow = forwardRef<HTMLElement, VideoWindowProps>(function VideoWindow({ win, selected, playedBy, onDropChannel, fullScreen = false, narrow = false, dense = false }, ref) {
  const { t, i18n } = useLingui();
  const { videoRef, containerRef } = useVideoWindowElements(win.winIndex);
  const w = win.winIndex;
  const playing = win.playStatus === "playing";
  const captureTime = useCaptureClock(videoRef, playing);
  // Issue 31: wheel and drag zoom through the runtime's videoZoom, as the plugin's window does.
  const setZoom = useCallback((level: number) => void videoRuntime().command("videoZoom", { winIndex: win.winIndex, enable: level > 1, level }).catch(() => undefined), [win.winIndex]);
  const { pan, transform } = useDigitalZoom(containerRef, win.zoom, setZoom);
  const paused = win.sn !== null && !win.wantsPlay;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = win.volume / 100;
    video.muted = win.volume === 0;
  }, [videoRef, win.volume]);
  const status = paused ? t`Paused` : windowStatusText(i18n, win.playStatus, win.code);
  const label = playing ? t`Window ${w}: ${win.channelName}` : t`Window ${w}`;
  const select = () => !selected && void videoRuntime().command("switchSelectedWindow", { winIndex: w }).catch(() => undefined);
  const onDrop = (event: DragEvent) => {
    const channel = readChannelDrag(event.dataTransfer);
    if (!channel) return;
    event.preventDefault();
    onDropChannel(channel, w);
  };
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={label}
      tabIndex={0}
      data-testid={`live-window-${w}`}
      data-status={win.playStatus}
      data-code={win.code ?? undefined}
      data-stream={win.sn ? win.streamMode : undefined}
      data-selected={selected}
      data-zoom={win.zoom}
      data-pan={`${Math.round(pan.x)},${Math.round(pan.y)}`}
      onFocus={select}
      onClick={select}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={onDrop}
      sx={{ position: "relative", minHeight: 0, minWidth: 0, bgcolor: "#000", color: "common.white", outline: selected ? "2px solid" : "1px solid", outlineColor: selected ? "primary.main" : "grey.800", outlineOffset: -2, display: "flex", flexDirection: "column", ...revealControls }}
    >
      {/* Full screen shows this container: the overlays and controls live inside it. */}
      <Box ref={containerRef} data-fullscreen={fullScreen} sx={{ position: "relative", cursor: win.zoom > 1 ? "grab" : undefined, flex: 1, minHeight: 0, overflow: "hidden", bgcolor: "#000", color: "common.white", ...(fullScreen ? FULL_SCREEN_SX : {}) }}>
        <video
          ref={videoRef}
          muted
          playsInline
          data-testid="live-video"
          style={{ width: "100%", height: "100%", objectFit: win.aspectRatio === "stretch" ? "fill" : "contain", transform, display: win.sn ? "block" : "none" }}
        />
        {win.sn && <WindowOverlay channelName={win.channelName} captureTime={captureTime} recordingSince={win.recording ? win.recordingSince ?? null : null} />}
        {(status || !win.sn) && (
          <Box sx={{ position: "absolute", inset: 0, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 1, p: 1, textAlign: "center" }}>
            {/* Spec §4: a channel no licence covers shows the licence warning, not a failed video (issue 27). */}
            {win.sn && win.playStatus === "failed" && isLicenceRefusal(win.code) ? (
              <ChannelLicenceNotice code={win.code} />
            ) : (
              <Typography variant="body2" data-testid="window-state" role={win.playStatus === "failed" ? "alert" : win.playStatus === "reconnecting" ? "status" : undefined}>
                {win.sn ? status : t`Double-click a channel or drag it here.`}
              </Typography>
            )}
            {paused && (
              <Button size="small" variant="outlined" color="inherit" data-testid="window-resume" onClick={() => void (togglePause(videoRuntime().command, win) || Promise.resolve()).catch(() => undefined)}>
                {t`Resume`}
              </Button>
            )}
            {win.sn && !paused && (win.playStatus === "failed" || win.playStatus === "stalled" || win.playStatus === "reconnecting") && (
              <Button size="small" variant="outlined" color="inherit" data-testid="window-retry" onClick={() => videoRuntime().runtime.retry(w)}>
                {t`Retry`}
              </Button>
            )}
          </Box>
        )}
        {win.sn && (
          <Box data-window-controls sx={{ position: "absolute", left: 0, right: 0, bottom: 0, zIndex: 1 }}>
            <WindowToolbar win={win} playedBy={playedBy} fullScreen={fullScreen} slider={fullScreen || !narrow} dense={!fullScreen && dense} />
          </Box>
        )}
        {fullScreen && <ExitFullScreenButton onExit={() => void videoRuntime().command("ExitFullScreen", {}).catch(() => undefined)} />}
      </Box>
    </Box>
  );
});
