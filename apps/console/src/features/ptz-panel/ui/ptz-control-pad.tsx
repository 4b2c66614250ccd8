import { useLingui } from "@lingui/react/macro";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import StopIcon from "@mui/icons-material/Stop";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { PTZ_DIRECTIONS, type LensAction, type PtzDirection } from "../api/ptz-control";
import { PTZ_LIMITS } from "../model/ptz-limits";
import type { PtzControl } from "../model/use-ptz-control";
import { usePtzKeyboard } from "../model/use-ptz-keyboard";
import { directionMessages, lensMessages } from "./ptz-messages";

/** Arrow rotation per direction, clockwise from up. */
const ROTATION: Record<PtzDirection, number> = { up: 0, upRight: 45, right: 90, downRight: 135, down: 180, downLeft: 225, left: 270, upLeft: 315 };
const LENS_ROWS: (readonly [LensAction, LensAction])[] = [["zoomOut", "zoomIn"], ["focusNear", "focusFar"], ["irisClose", "irisOpen"]];

/** The 8 directions around a stop button, the speed and, for a motorised lens, zoom, focus and iris. */
export function PtzControlPad({ control, ptz, lens }: { control: PtzControl; ptz: boolean; lens: boolean }) {
  const { t, i18n } = useLingui();
  const pad = useRef<HTMLDivElement>(null);
  // Arrows drive the head while focus is inside the pad (the live page adds its own window-wide keys).
  usePtzKeyboard({ enabled: ptz, onMove: control.move, onStop: control.stop, target: pad });
  const cells = [...PTZ_DIRECTIONS.slice(0, 4), "stop" as const, ...PTZ_DIRECTIONS.slice(4)];
  return (
    <Stack spacing={2}>
      {ptz && (
        <Box ref={pad} role="group" aria-label={t`Direction`} sx={{ display: "grid", gridTemplateColumns: "repeat(3, 40px)", gap: 0.5, justifyContent: "center" }}>
          {cells.map((cell) =>
            cell === "stop" ? (
              <IconButton key="stop" aria-label={t`Stop`} onClick={control.stop}>
                <StopIcon />
              </IconButton>
            ) : (
              <IconButton key={cell} aria-label={i18n._(directionMessages[cell])} onClick={() => control.move(cell)} data-direction={cell}>
                <ArrowUpwardIcon sx={{ transform: `rotate(${ROTATION[cell]}deg)` }} />
              </IconButton>
            ),
          )}
        </Box>
      )}
      {ptz && (
        <Box sx={{ px: 1 }}>
          <Typography variant="body2">{t`Speed: ${control.speed}`}</Typography>
          <Slider
            value={control.speed}
            min={PTZ_LIMITS.SPEED.MIN}
            max={PTZ_LIMITS.SPEED.MAX}
            step={1}
            marks
            onChange={(_, value) => control.setSpeed(value as number)}
            aria-label={t`Speed`}
          />
        </Box>
      )}
      {lens && (
        <Stack spacing={1} role="group" aria-label={t`Lens`}>
          <Typography variant="body2">{t`Zoom: ${control.zoom}`}</Typography>
          {LENS_ROWS.map(([a, b]) => (
            <Stack key={a} direction="row" spacing={1}>
              {[a, b].map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant="outlined"
                  onClick={() => control.lens(action)}
                  disabled={(action === "zoomIn" && !control.canZoom(1)) || (action === "zoomOut" && !control.canZoom(-1))}
                >
                  {i18n._(lensMessages[action])}
                </Button>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
