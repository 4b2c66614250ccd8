import { useLingui } from "@lingui/react/macro";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useEffect, useState } from "react";
import { clampTourSec, MAX_TOUR_SEC, MIN_TOUR_SEC } from "../model/tour";
import { useLayoutActions } from "../model/use-layout-actions";
import { wallMemory } from "../model/wall-memory";

/** The tour (issue 31): start or stop cycling the saved layouts, and every how many seconds. */
export function TourControls() {
  const { t } = useLingui();
  const { memory, toggleTour, canTour } = useLayoutActions();
  const [text, setText] = useState(String(memory.tourSec));
  useEffect(() => setText(String(memory.tourSec)), [memory.tourSec]);
  // Taken when the field is left or Enter pressed: typing "1" on the way to "15" must not jump to 5.
  const commit = () => {
    const sec = clampTourSec(Number(text));
    setText(String(sec));
    wallMemory.update({ tourSec: sec });
  };
  const why = canTour || memory.touring ? undefined : t`Save at least two layouts to tour them.`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Tooltip title={why ?? ""}>
        <span>
          <Button size="small" variant={memory.touring ? "contained" : "outlined"} startIcon={memory.touring ? <StopIcon /> : <PlayArrowIcon />} disabled={why !== undefined}
            aria-description={why} aria-keyshortcuts="T" onClick={toggleTour} data-testid="tour-toggle" data-touring={memory.touring}>
            {memory.touring ? t`Stop tour` : t`Tour layouts`}
          </Button>
        </span>
      </Tooltip>
      <TextField size="small" type="number" label={t`Seconds per layout`} value={text} onChange={(e) => setText(e.target.value)} onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()} sx={{ width: 140 }}
        slotProps={{ htmlInput: { min: MIN_TOUR_SEC, max: MAX_TOUR_SEC, step: 5, "data-testid": "tour-seconds" } }} />
    </Stack>
  );
}
