import { useLingui } from "@lingui/react/macro";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { Page } from "@/shared/ui";
import type { LiveParts } from "../model/live-parts";
import { momentOf, type LiveSearch } from "../model/live-search";
import { useMayPlayBack } from "../model/use-may-play-back";
import { LiveView } from "./live-view";
import { PlaybackPane } from "./playback-pane";

export interface LivePageProps {
  /** The page title (the shell's name of /live). */
  title: string;
  search: LiveSearch;
  /** The Live / Playback tabs: the route puts the mode in the URL. */
  onModeChange: (mode: "live" | "playback") => void;
  parts: LiveParts;
}

/** Spec §2 Live: the channel tree, the split windows with layouts, and the PTZ panel slot; or Playback. */
export function LivePage({ title, search, onModeChange, parts }: LivePageProps) {
  const { t } = useLingui();
  const moment = momentOf(search);
  const mayPlayBack = useMayPlayBack();
  const mode = mayPlayBack === false ? undefined : search.mode;
  return (
    <Page title={title}>
      <Tabs value={mode ?? "live"} onChange={(_, v: string) => onModeChange(v === "playback" ? "playback" : "live")} aria-label={t`Live or playback`} sx={{ mb: 1 }}>
        <Tab value="live" label={t`Live`} />
        {(mayPlayBack || mode === "playback") && <Tab value="playback" label={t`Playback`} />}
      </Tabs>
      {mode === "playback" ? <PlaybackPane key={moment ? `${moment.sn}/${moment.chlIndex}/${moment.atMs}` : ""} parts={parts} initial={moment} /> : <LiveView parts={parts} />}
    </Page>
  );
}
