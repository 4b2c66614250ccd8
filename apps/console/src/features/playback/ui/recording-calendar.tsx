import { useLingui } from "@lingui/react/macro";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useCloudDays } from "../api/cloud-recordings";
import { useRecordingDays } from "../api/recordings";
import { dayStartOf } from "../model/playback-range";

export interface RecordingCalendarProps {
  /** The month shown: the one holding this day ("YYYY-MM-DD"). */
  day: string;
  channel: { sn: string; chlIndex: number } | null;
  /** Device recordings (searchRECDate) or cloud recordings (/cloud-storage/video/exist-day/list). */
  source: "local" | "cloud";
  onPick: (day: string) => void;
}

const pad = (n: number) => String(n).padStart(2, "0");
// Read by screen readers, not shown: the visible day number starts the accessible name.
const HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

/**
 * A month whose days with recordings of the channel are marked (spec §7 searchRECDate or cloud
 * exist-day); picking a day plays it. Issue 28: the arrows show the month before or after.
 */
export function RecordingCalendar({ day, channel, source, onPick }: RecordingCalendarProps) {
  const { t } = useLingui();
  const [dayY, dayM] = day.split("-").map(Number) as [number, number];
  // Months away from the picked day's month; a newly picked day shows its own month again.
  const [offset, setOffset] = useState({ day, by: 0 });
  const by = offset.day === day ? offset.by : 0;
  const shownMonth = new Date(dayY, dayM - 1 + by, 1);
  const [y, m] = [shownMonth.getFullYear(), shownMonth.getMonth() + 1];
  const move = (step: number) => setOffset({ day, by: by + step });
  const first = dayStartOf(`${y}-${pad(m)}-01`) ?? 0;
  const count = new Date(y, m, 0).getDate();
  const month = channel ? { ...channel, startTime: first, endTime: first + count * 86_400 - 1 } : null;
  const local = useRecordingDays(source === "local" ? month : null);
  const cloud = useCloudDays(source === "cloud" ? month : null);
  const marked = new Set((source === "local" ? local.data : cloud.data) ?? []);
  const lead = new Date(y, m - 1, 1).getDay();
  return (
    <Box component="nav" aria-label={t`Days with recordings`}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <IconButton size="small" aria-label={t`Previous month`} onClick={() => move(-1)}>
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" data-testid="calendar-month" aria-live="polite">{`${y}-${pad(m)}`}</Typography>
        <IconButton size="small" aria-label={t`Next month`} onClick={() => move(1)}>
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(7, 32px)", gap: 0.5 }}>
        {Array.from({ length: lead }, (_, i) => <span key={`lead-${i}`} />)}
        {Array.from({ length: count }, (_, i) => {
          const d = `${y}-${pad(m)}-${pad(i + 1)}`;
          const has = marked.has(d);
          return (
            <ButtonBase
              key={d}
              onClick={() => onPick(d)}
              aria-pressed={d === day}
              data-has-recordings={has || undefined}
              sx={{ height: 28, borderRadius: 1, fontSize: 12, border: 1, borderColor: d === day ? "primary.main" : "transparent", bgcolor: has ? "success.light" : "transparent", color: has ? "#000" : "text.primary" }}
            >
              {i + 1}
              <Box component="span" sx={HIDDEN}>
                {" "}
                {has ? t`${d}, has recordings` : d}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
