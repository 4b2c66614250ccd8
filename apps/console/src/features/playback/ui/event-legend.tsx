import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { recordingTypeName, recordingTypes, SPAN_COLOURS } from "../model/playback-messages";

/** The colours on the timelines: the recording event types (spec §7 searchRECLog types), or cloud recordings. */
export function EventLegend({ source }: { source: "local" | "cloud" }) {
  const { i18n, t } = useLingui();
  const items = source === "cloud" ? [{ key: "CLOUD", colour: SPAN_COLOURS.CLOUD, name: t`Cloud recording` }] : recordingTypes.map((type) => ({ key: type, colour: SPAN_COLOURS[type], name: recordingTypeName(i18n, type) }));
  return (
    <Stack component="ul" direction="row" aria-label={t`Recording types`} sx={{ flexWrap: "wrap", gap: 1.5, listStyle: "none", p: 0, m: 0 }}>
      {items.map((item) => (
        <Stack component="li" key={item.key} direction="row" spacing={0.5} sx={{ alignItems: "center", fontSize: 12 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.colour }} />
          <span>{item.name}</span>
        </Stack>
      ))}
    </Stack>
  );
}
