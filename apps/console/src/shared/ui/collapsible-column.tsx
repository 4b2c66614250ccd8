import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useId, type ReactNode } from "react";

export interface CollapsibleColumnProps {
  /** Which edge of the page the column sits on: its toggle points toward that edge to hide it. */
  side: "start" | "end";
  open: boolean;
  onToggle: () => void;
  /** Translated labels of the toggle ("Hide the channel list", "Show the channel list"). */
  hideLabel: string;
  showLabel: string;
  testId: string;
  children: ReactNode;
}

/**
 * A side column a person can fold away to give the main area the room (issue 28: the video wall).
 * Folded, it keeps its content mounted (hidden), so it comes back as it was.
 */
export function CollapsibleColumn({ side, open, onToggle, hideLabel, showLabel, testId, children }: CollapsibleColumnProps) {
  const id = useId();
  const pointsToEdge = (side === "start") === open;
  return (
    <Box data-testid={testId} data-open={open} sx={{ display: "flex", flexDirection: "column", flexShrink: 0, minHeight: 0 }}>
      <Box sx={{ display: "flex", justifyContent: side === "start" ? "flex-end" : "flex-start" }}>
        <Tooltip title={open ? hideLabel : showLabel}>
          <IconButton size="small" aria-label={open ? hideLabel : showLabel} aria-expanded={open} aria-controls={id} onClick={onToggle} data-testid={`${testId}-toggle`}>
            {pointsToEdge ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box id={id} sx={{ display: open ? "flex" : "none", flexDirection: "column", flex: 1, minHeight: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
