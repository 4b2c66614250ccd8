import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { VS_OUTPUT_RESOLUTIONS, VS_OUTPUT_SPLITS, type Channel, type VsOutput } from "@vms/api-client";
import { channelKey, channelLabel, withSplit, withWindow } from "../model/vs-output-draft";

export interface OutputCardProps {
  output: VsOutput;
  channels: readonly Channel[];
  disabled: boolean;
  onChange: (next: VsOutput) => void;
}

/** One output of a viewing station: its resolution, its split, and the channel of each window. */
export function OutputCard({ output, channels, disabled, onChange }: OutputCardProps) {
  const { t } = useLingui();
  const { voId } = output;
  const shown = new Map(output.windows.map((w) => [w.winIndex, channelKey(w)]));
  const known = new Set(channels.map(channelKey));
  return (
    <Paper variant="outlined" component="section" aria-label={t`Output ${voId}`} sx={{ p: 2 }} data-testid={`vs-output-${voId}`}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
        {t`Output ${voId}`}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label={t`Resolution`} value={output.resolution} disabled={disabled} sx={{ minWidth: 160 }}
          slotProps={{ select: { native: true }, htmlInput: { "data-testid": `vs-output-${voId}-resolution` } }}
          onChange={(e) => onChange({ ...output, resolution: e.target.value as VsOutput["resolution"] })}>
          {VS_OUTPUT_RESOLUTIONS.map((r) => (
            <option key={r} value={r}>{r}</option>
          ))}
        </TextField>
        <TextField select size="small" label={t`Split`} value={output.splitNum} disabled={disabled} sx={{ minWidth: 120 }}
          slotProps={{ select: { native: true }, htmlInput: { "data-testid": `vs-output-${voId}-split` } }}
          onChange={(e) => onChange(withSplit(output, Number(e.target.value) as VsOutput["splitNum"]))}>
          {VS_OUTPUT_SPLITS.map((n) => (
            <option key={n} value={n}>{t`${n} windows`}</option>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 1.5 }}>
        {Array.from({ length: output.splitNum }, (_, i) => i + 1).map((winIndex) => {
          const value = shown.get(winIndex) ?? "";
          return (
            <TextField key={winIndex} select size="small" label={t`Window ${winIndex}`} value={value} disabled={disabled}
              slotProps={{ select: { native: true }, htmlInput: { "data-testid": `vs-output-${voId}-window-${winIndex}` } }}
              onChange={(e) => onChange(withWindow(output, winIndex, e.target.value))}>
              <option value="">{t`Empty`}</option>
              {value && !known.has(value) && <option value={value}>{t`A channel you cannot see`}</option>}
              {channels.map((c) => (
                <option key={channelKey(c)} value={channelKey(c)}>{channelLabel(c)}</option>
              ))}
            </TextField>
          );
        })}
      </Box>
    </Paper>
  );
}
