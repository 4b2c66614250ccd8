import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useId, useState } from "react";
import { usePtzCaps } from "../api/get-ptz-caps";
import { dialectOf } from "../model/ptz-dialect";
import { usePtzControl } from "../model/use-ptz-control";
import { CruiseGroupList } from "./cruise-group-list";
import { CruiseList } from "./cruise-list";
import { PresetList } from "./preset-list";
import { PtzControlPad } from "./ptz-control-pad";
import { TrackList } from "./track-list";
import { TrackRecordingBanner } from "./track-recording-banner";

export interface PtzPanelProps {
  sn: string;
  chlIndex: number;
  /** Spec §4 Live/PTZ: the window has data, stream mode is 1 and play status is 1 (the live page decides). */
  available: boolean;
  /** The device type (spec §3): 1, a camera, speaks the `…_I` dialect; others the recorder dialect. */
  devType?: number;
}

type PanelTab = "control" | "presets" | "cruises" | "cruiseGroups" | "tracks";

/** The PTZ panel of the selected window (spec §1/§2): control, presets, cruise lines, cruise groups and tracks. */
export function PtzPanel({ sn, chlIndex, available, devType }: PtzPanelProps) {
  const { t } = useLingui();
  return (
    <Paper component="section" variant="outlined" aria-label={t`PTZ`} sx={{ p: 1.5 }} data-testid="ptz-panel">
      {available ? (
        <PtzPanelBody key={`${sn}/${chlIndex}`} sn={sn} chlIndex={chlIndex} devType={devType} />
      ) : (
        <Alert severity="info" role="status">{t`PTZ is available while the selected window plays live video.`}</Alert>
      )}
    </Paper>
  );
}

function PtzPanelBody({ sn, chlIndex, devType }: Omit<PtzPanelProps, "available">) {
  const { t } = useLingui();
  const id = useId();
  const [tab, setTab] = useState<PanelTab>("control");
  const target = { sn, chlIndex };
  const caps = usePtzCaps(target);
  const control = usePtzControl(target);
  const dialect = dialectOf(devType);
  if (!caps.data) return <LinearProgress aria-label={t`Loading PTZ`} />;
  if (!caps.data.ptz && !caps.data.lens) return <Alert severity="info" role="status">{t`This channel has no PTZ.`}</Alert>;
  const tabs: [PanelTab, string][] = [["control", t`Control`]];
  if (caps.data.ptz) tabs.push(["presets", t`Presets`], ["cruises", t`Cruise lines`], ["cruiseGroups", t`Cruise groups`], ["tracks", t`Tracks`]);
  return (
    <>
      {caps.data.ptz && <TrackRecordingBanner target={target} dialect={dialect} />}
      <Tabs value={tab} onChange={(_, value: PanelTab) => setTab(value)} aria-label={t`PTZ`} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map(([value, label]) => (
          <Tab key={value} value={value} label={label} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`} sx={{ pt: 1.5 }}>
        {tab === "control" && <PtzControlPad control={control} ptz={caps.data.ptz} lens={caps.data.lens} />}
        {tab === "presets" && <PresetList target={target} dialect={dialect} caps={caps.data} />}
        {tab === "cruises" && <CruiseList target={target} dialect={dialect} caps={caps.data} />}
        {tab === "cruiseGroups" && <CruiseGroupList target={target} dialect={dialect} caps={caps.data} />}
        {tab === "tracks" && <TrackList target={target} dialect={dialect} caps={caps.data} />}
      </Box>
    </>
  );
}
