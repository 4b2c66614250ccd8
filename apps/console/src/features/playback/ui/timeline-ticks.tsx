import Box from "@mui/material/Box";
import { timelineTicks } from "../model/timeline-ticks";
import { fractionOf, type TimelineWindow } from "../model/timeline-window";

/** The hour (or minute) marks under the bar; decorative: the slider's value text says the time. */
export function TimelineTicks({ win }: { win: TimelineWindow }) {
  const ticks = timelineTicks(win);
  return (
    <Box aria-hidden data-testid="timeline-ticks" sx={{ position: "relative", height: 18, fontSize: 10, color: "text.secondary", userSelect: "none" }}>
      {ticks.map((tick) => {
        const left = `${fractionOf(win, tick.time) * 100}%`;
        return (
          <Box key={tick.time}>
            <Box sx={{ position: "absolute", top: 0, left, width: "1px", height: tick.label ? 6 : 3, bgcolor: "text.secondary" }} />
            {tick.label && (
              <Box component="span" data-tick-label sx={{ position: "absolute", top: 6, left, transform: "translateX(-50%)", whiteSpace: "nowrap" }}>
                {tick.label}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
