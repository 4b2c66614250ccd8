import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import { CollapsibleColumn } from "@/shared/ui";
import { useHasPtz } from "../api/get-ptz-caps";
import { usePtzControl } from "../model/use-ptz-control";
import { usePtzKeyboard } from "../model/use-ptz-keyboard";
import { PtzPanel } from "./ptz-panel";

export interface PtzColumnProps {
  sn: string;
  chlIndex: number;
  /** Spec §4 Live/PTZ: the selected window has data and plays. */
  available: boolean;
  devType?: number | undefined;
  /** The column's fold state, kept by the live page. */
  column: { open: boolean; onToggle: () => void };
}

/**
 * The selected window's PTZ panel in the live page's end column; the arrow keys drive the head while
 * it is available (spec §2, §4). Issue 28: none for a camera that cannot move (a doorbell), once the
 * device said so.
 */
export function PtzColumn({ sn, chlIndex, available, devType, column }: PtzColumnProps) {
  const { t } = useLingui();
  const control = usePtzControl({ sn, chlIndex });
  const hasPtz = useHasPtz({ sn, chlIndex }, available);
  usePtzKeyboard({ enabled: available && hasPtz !== false, onMove: control.move, onStop: control.stop });
  if (hasPtz === false) return null;
  return (
    <CollapsibleColumn side="end" {...column} hideLabel={t`Hide the PTZ panel`} showLabel={t`Show the PTZ panel`} testId="ptz-column">
      <Box data-testid="ptz-panel-slot" sx={{ width: { md: 280 }, flexShrink: 0 }}>
        <PtzPanel sn={sn} chlIndex={chlIndex} available={available} devType={devType} />
      </Box>
    </CollapsibleColumn>
  );
}
