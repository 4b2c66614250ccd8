import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { ChannelLicenceNotice, isLicenceRefusal } from "@/entities/licence";
import { useDigitalZoom, type PlaybackState } from "@/shared/video";
import { clockText } from "../model/timeline-window";

export interface PlaybackPictureProps {
  winIndex: number;
  video: RefObject<HTMLVideoElement | null>;
  /** The video's accessible name (the channel's, or the window's). */
  name: string;
  wallMs: number | null;
  state: PlaybackState;
  /** What the window says instead of a picture, if anything. */
  message: string | null;
  /** Controls over the picture (the window's volume). */
  children?: ReactNode;
}

/**
 * A playback window's picture with its wall clock and status, and digital zoom as live's windows have
 * it (issue 31, spec §7 videoZoom): the wheel zooms 1..4 around the pointer, a drag pans, a
 * double-click goes back to 1. The level is this window's own: playback has no videoZoom command.
 */
export function PlaybackPicture({ winIndex, video, name, wallMs, state, message, children }: PlaybackPictureProps) {
  const container = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const { pan, transform } = useDigitalZoom(container, zoom, setZoom);
  return (
    <Box ref={container} data-testid={`playback-picture-${winIndex}`} data-zoom={zoom} data-pan={`${Math.round(pan.x)},${Math.round(pan.y)}`} sx={{ position: "relative", bgcolor: "#000", aspectRatio: "16 / 9", overflow: "hidden", cursor: zoom > 1 ? "grab" : undefined }}>
      <video ref={video} muted playsInline aria-label={name} style={{ width: "100%", height: "100%", objectFit: "contain", transform, transformOrigin: "center" }} data-testid={`playback-video-${winIndex}`} />
      {wallMs !== null && (
        <Box data-testid={`playback-clock-${winIndex}`} data-wall-ms={wallMs} sx={{ position: "absolute", top: 4, right: 8, color: "#fff", bgcolor: "rgba(0,0,0,0.6)", px: 0.5, fontFamily: "monospace" }}>
          {clockText(wallMs)}
        </Box>
      )}
      {zoom > 1 && <ZoomBadge zoom={zoom} />}
      {children}
      {message && (
        <Box role={isLicenceRefusal(state.code) ? undefined : "status"} sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", color: "#fff", textAlign: "center", p: 2 }}>
          {/* Spec §4: a channel no licence covers shows the licence warning (issue 27). */}
          {state.status === "failed" && isLicenceRefusal(state.code) ? <ChannelLicenceNotice code={state.code} /> : message}
        </Box>
      )}
    </Box>
  );
}

function ZoomBadge({ zoom }: { zoom: number }) {
  const { t } = useLingui();
  return (
    <Box aria-live="polite" sx={{ position: "absolute", top: 4, left: 8, color: "#fff", bgcolor: "rgba(0,0,0,0.6)", px: 0.5, fontSize: 12 }}>
      {t`Zoom ${zoom}×`}
    </Box>
  );
}
