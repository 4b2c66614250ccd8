import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPlaybackRuntime } from "@/shared/video";
import { usePlaybackCameras } from "../api/recordings";
import { resolveRange, type RangeDraft } from "../model/playback-range";
import { dateTimeText } from "../model/timeline-window";
import { EventLegend } from "./event-legend";
import { PlaybackWindow, type DownloadContext } from "./playback-window";
import { RecordingCalendar } from "./recording-calendar";
import { DateField } from "@/shared/ui";
import { formatSpecTime } from "@vms/api-client";

const dayOf = (d: Date) => formatSpecTime(d, "date");
type Chan = { sn: string; chlIndex: number } | null;

const today = () => dayOf(new Date());

/** A camera and moment to open at (issue 28: an alarm's "Playback" link). */
export interface PlaybackMoment {
  sn: string;
  chlIndex: number;
  /** Unix ms. */
  atMs: number;
}

export interface PlaybackViewProps {
  /** Opens window 1 on this camera, on the moment's day, playing from the moment. */
  initial?: PlaybackMoment | undefined;
  /** The download button of a window (features/download-create), wired by the route at merge. */
  renderDownload?: (context: DownloadContext) => ReactNode;
  /**
   * The licence directive (spec §4, entities/licence `useLicenceGuard().guard`), composed by the
   * route: choosing a channel to play back is a licensed action; clearing a window is not.
   */
  guard?: <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void;
  /**
   * Whether the guard knows the licence state yet (default true): the linked camera waits for it so
   * it is checked against the real state, not the unknown one that blocks nothing.
   */
  guardReady?: boolean;
}

const unguarded: NonNullable<PlaybackViewProps["guard"]> = (action) => (...args) => void action(...args);

/**
 * Spec §2 Playback (local or cloud): range and source, a calendar of days with recordings, and up to
 * 4 windows played independently or on one clock (syncAllWin / asynAllWin / pauseAllWin / resumeAllWin).
 */
export function PlaybackView({ renderDownload, guard = unguarded, guardReady = true, initial }: PlaybackViewProps) {
  const { t } = useLingui();
  const cameras = usePlaybackCameras();
  const firstDay = initial ? dayOf(new Date(initial.atMs)) : today();
  const [draft, setDraft] = useState<RangeDraft>({ startDay: firstDay, endDay: firstDay, source: "local" });
  const [range, setRange] = useState<{ startTime: number; endTime: number } | null>(() => {
    const first = resolveRange(draft);
    return first.kind === "ok" ? { startTime: first.startTime, endTime: first.endTime } : null;
  });
  const [problem, setProblem] = useState<"noData" | "tooLong" | "endBeforeStart" | null>(null);
  const [count, setCount] = useState(1);
  const [channels, setChannels] = useState<Chan[]>([null, null, null, null]);
  const playback = useMemo(() => createPlaybackRuntime(), []);
  const { command } = playback;
  useEffect(() => () => playback.runtime.reset(), [playback]);
  const { synced } = useSyncExternalStore(playback.runtime.subscribe, playback.runtime.getState);
  // Spec §7 SetPlayMode follows the Device/Cloud switch (the windows' own commands come first: child effects run first).
  useEffect(() => void command("SetPlayMode", { mode: draft.source }).catch(() => undefined), [command, draft.source]);

  const apply = (next: RangeDraft) => {
    setDraft(next);
    const outcome = resolveRange(next);
    if (outcome.kind === "ok") {
      setRange({ startTime: outcome.startTime, endTime: outcome.endTime });
      setProblem(null);
    } else if (outcome.kind === "ignored") setProblem(null);
    else if (outcome.kind === "endBeforeStart") setProblem("endBeforeStart");
    else {
      setProblem(outcome.kind);
      if (outcome.kind === "noData") setRange(null);
    }
  };

  const toggleSync = (on: boolean) => {
    void command(on ? "syncAllWin" : "asynAllWin", {}).catch(() => undefined);
  };
  const windowRange = range ? { ...range, source: draft.source } : null;
  const setChannel = (i: number, c: Chan) => setChannels((all) => all.map((x, j) => (j === i ? c : x)));
  const choose = guard(setChannel);
  // Issue 28: the linked camera is chosen like one picked by hand, through the licence directive, once.
  const linked = useRef(false);
  useEffect(() => {
    if (!initial || !guardReady || linked.current) return;
    linked.current = true;
    choose(0, { sn: initial.sn, chlIndex: initial.chlIndex });
  }, [initial, guardReady, choose]);
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} data-testid="playback-view">
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 1 }}>
        <ToggleButtonGroup exclusive size="small" value={draft.source} aria-label={t`Recording source`} onChange={(_, v: "local" | "cloud" | null) => v && apply({ ...draft, source: v })}>
          <ToggleButton value="local">{t`Device`}</ToggleButton>
          <ToggleButton value="cloud">{t`Cloud`}</ToggleButton>
        </ToggleButtonGroup>
        <DateField size="small" label={t`From`} value={draft.startDay} onChange={(startDay) => apply({ ...draft, startDay })} />
        <DateField size="small" label={t`To`} value={draft.endDay} onChange={(endDay) => apply({ ...draft, endDay })} />
        <ToggleButtonGroup exclusive size="small" value={count} aria-label={t`Windows`} onChange={(_, v: number | null) => v && setCount(v)}>
          <ToggleButton value={1}>1</ToggleButton>
          <ToggleButton value={4}>4</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={synced} onChange={(e) => toggleSync(e.target.checked)} />} label={t`Synchronise windows`} />
        <Button size="small" onClick={() => void command("pauseAllWin", {}).catch(() => undefined)}>{t`Pause all`}</Button>
        <Button size="small" onClick={() => void command("resumeAllWin", {}).catch(() => undefined)}>{t`Resume all`}</Button>
      </Stack>
      {problem === "noData" && <Alert severity="info">{t`No recordings: choose a range to play back from the cloud.`}</Alert>}
      {problem === "tooLong" && <Alert severity="warning">{t`A range may span at most 31 days.`}</Alert>}
      {problem === "endBeforeStart" && <Alert severity="warning" data-testid="range-ignored">{t`The end day is before the start day: the range was not changed.`}</Alert>}
      {range && (
        <Typography variant="body2" color="text.secondary" data-testid="playback-range">
          {t`Recordings from ${dateTimeText(range.startTime * 1000)} to ${dateTimeText(range.endTime * 1000)}`}
        </Typography>
      )}
      <Stack direction={{ xs: "column", lg: "row" }} spacing={2}>
        <Stack spacing={2} sx={{ width: { lg: 260 }, flexShrink: 0 }}>
          <RecordingCalendar day={draft.startDay || today()} channel={channels[0] ?? null} source={draft.source} onPick={(d) => apply({ ...draft, startDay: d, endDay: d })} />
          <EventLegend source={draft.source} />
        </Stack>
        <Box sx={{ flex: 1, display: "grid", gap: 1, gridTemplateColumns: count === 1 ? "1fr" : { xs: "1fr", md: "1fr 1fr" } }}>
          {channels.slice(0, count).map((channel, i) => (
            <PlaybackWindow
              key={i + 1}
              winIndex={i + 1}
              range={windowRange}
              channel={channel}
              cameras={cameras.data ?? []}
              onChannel={(c) => (c ? choose(i, c) : setChannel(i, null))}
              playback={playback}
              renderDownload={renderDownload}
              startAtMs={i === 0 ? initial?.atMs : undefined}
            />
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
