import { useLingui } from "@lingui/react/macro";
import KeyboardIcon from "@mui/icons-material/Keyboard";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import { DateField } from "@/shared/ui";
import type { RangeDraft } from "../model/playback-range";
import { PLAYBACK_SPLITS, type PlaybackSplit } from "../model/playback-grid";

export interface PlaybackToolbarProps {
  draft: RangeDraft;
  onDraft: (next: RangeDraft) => void;
  count: PlaybackSplit;
  onCount: (count: PlaybackSplit) => void;
  synced: boolean;
  onSync: (on: boolean) => void;
  onPauseAll: () => void;
  onResumeAll: () => void;
  onHelp: () => void;
}

/** Source, range, grid (1/4/9/16, spec §9), synchronisation (syncAllWin / asynAllWin), all-window pause and the keys' help. */
export function PlaybackToolbar({ draft, onDraft, count, onCount, synced, onSync, onPauseAll, onResumeAll, onHelp }: PlaybackToolbarProps) {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 1 }}>
      <ToggleButtonGroup exclusive size="small" value={draft.source} aria-label={t`Recording source`} onChange={(_, v: "local" | "cloud" | null) => v && onDraft({ ...draft, source: v })}>
        <ToggleButton value="local">{t`Device`}</ToggleButton>
        <ToggleButton value="cloud">{t`Cloud`}</ToggleButton>
      </ToggleButtonGroup>
      <DateField size="small" label={t`From`} value={draft.startDay} onChange={(startDay) => onDraft({ ...draft, startDay })} />
      <DateField size="small" label={t`To`} value={draft.endDay} onChange={(endDay) => onDraft({ ...draft, endDay })} />
      <ToggleButtonGroup exclusive size="small" value={count} aria-label={t`Windows`} onChange={(_, v: PlaybackSplit | null) => v && onCount(v)}>
        {PLAYBACK_SPLITS.map((n) => (
          <ToggleButton key={n} value={n} data-testid={`playback-split-${n}`}>
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel control={<Switch checked={synced} onChange={(e) => onSync(e.target.checked)} />} label={t`Synchronise windows`} />
      <Button size="small" onClick={onPauseAll}>{t`Pause all`}</Button>
      <Button size="small" onClick={onResumeAll}>{t`Resume all`}</Button>
      <Tooltip title={t`Keyboard shortcuts (?)`}>
        <IconButton size="small" aria-label={t`Keyboard shortcuts`} aria-keyshortcuts="?" onClick={onHelp} data-testid="shortcut-help-open">
          <KeyboardIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
