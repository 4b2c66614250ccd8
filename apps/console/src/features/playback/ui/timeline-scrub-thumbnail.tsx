import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useEffect, useRef } from "react";
import type { ScrubPicture } from "../api/playback-thumbnail";
import { clockText } from "../model/timeline-window";

export interface TimelineScrubThumbnailProps {
  /** The moment under the pointer (Unix s). */
  time: number;
  /** Where it is on the bar, 0..1. */
  fraction: number;
  /** The picture of the nearest key frame, null while none has loaded (the time shows alone). */
  picture: ScrubPicture | null;
  winIndex: number;
}

/** The picture at the moment under the pointer while hovering or dragging on the timeline (issue 31). */
export function TimelineScrubThumbnail({ time, fraction, picture, winIndex }: TimelineScrubThumbnailProps) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current;
    if (!c || !picture) return;
    c.width = picture.bitmap.width;
    c.height = picture.bitmap.height;
    c.getContext("2d")?.drawImage(picture.bitmap, 0, 0);
  }, [picture]);
  const at = clockText(time * 1000);
  return (
    <Paper
      elevation={4}
      data-testid={`timeline-scrub-thumbnail-${winIndex}`}
      sx={{ position: "absolute", bottom: "calc(100% + 16px)", left: `${fraction * 100}%`, transform: `translateX(-${fraction * 100}%)`, zIndex: 2, p: 0.5, pointerEvents: "none", width: 160 }}
    >
      {picture && (
        <Box component="canvas" ref={canvas} role="img" aria-label={t`Picture at ${clockText(picture.wallMs)}`} data-testid="scrub-picture" data-wall-ms={picture.wallMs} sx={{ display: "block", width: "100%", aspectRatio: "16 / 9", objectFit: "cover", bgcolor: "#000" }} />
      )}
      <Box sx={{ fontSize: 11 }}>{at}</Box>
    </Paper>
  );
}
