import { styled } from "@mui/material/styles";
import type { StatusPalette } from "@vms/ui-kit";
import { memo } from "react";

/** A state colour of `theme.palette.status` (spec §4 device and channel states). */
export type StatusTone = keyof StatusPalette;

const Root = styled("span")({ display: "inline-flex", alignItems: "center", gap: 6, whiteSpace: "nowrap" });
// Static styles per tone: emotion caches one class each, so hundreds of rows cost no style work.
const Dot = styled("span", { shouldForwardProp: (prop) => prop !== "tone" })<{ tone: StatusTone }>(({ theme, tone }) => ({
  width: 8,
  height: 8,
  borderRadius: "50%",
  flexShrink: 0,
  backgroundColor: theme.palette.status[tone],
}));

export interface StatusIndicatorProps {
  tone: StatusTone;
  /** Translated state name. */
  label: string;
  /** Machine-readable state for tests and styling hooks. */
  state: string;
}

/** A coloured dot and a state name: cheap enough for every row of a long table. */
export const StatusIndicator = memo(function StatusIndicator({ tone, label, state }: StatusIndicatorProps) {
  return (
    <Root data-status={state}>
      <Dot tone={tone} aria-hidden />
      {label}
    </Root>
  );
});
