import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
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

/** A month whose days with recordings of the channel are marked (spec §7 searchRECDate or cloud exist-day); picking a day plays it. */
export function RecordingCalendar({ day, channel, source, onPick }: RecordingCalendarProps) {
  const { t } = useLingui();
  const [y, m] = day.split("-").map(Number) as [number, number];
  const first = dayStartOf(`${y}-${pad(m)}-01`) ?? 0;
  const count = new Date(y, m, 0).getDate();
  const month = channel ? { ...channel, startTime: first, endTime: first + count * 86_400 - 1 } : null;
  const local = useRecordingDays(source === "local" ? month : null);
  const cloud = useCloudDays(source === "cloud" ? month : null);
  const marked = new Set((source === "local" ? local.data : cloud.data) ?? []);
  const lead = new Date(y, m - 1, 1).getDay();
  return (
    <Box component="nav" aria-label={t`Days with recordings`}>
      <Typography variant="subtitle2">{`${y}-${pad(m)}`}</Typography>
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
