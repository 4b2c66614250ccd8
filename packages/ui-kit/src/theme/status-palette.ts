import type { PaletteMode } from "@mui/material/styles";

/** Colours for device/channel states (spec §4: device 0 unknown, 1 online, 2 offline). */
export interface StatusPalette {
  online: string;
  offline: string;
  unknown: string;
}

// Module augmentation so `theme.palette.status.online` (and `sx={{ color: "status.online" }}`)
// type-checks in the console. It lives in a file reachable from the package index so the
// declaration ships in dist/*.d.ts.
declare module "@mui/material/styles" {
  interface Palette {
    status: StatusPalette;
  }
  interface PaletteOptions {
    status?: StatusPalette | undefined;
  }
}

/**
 * Status colours per mode. Offline is red rather than grey so a dead camera stands out in a
 * dense device list; unknown is neutral because it usually means "not reported yet".
 */
export const statusColors: Record<PaletteMode, StatusPalette> = {
  light: { online: "#2e7d32", offline: "#d32f2f", unknown: "#8a94a6" },
  dark: { online: "#66bb6a", offline: "#f2655d", unknown: "#8b95a7" },
};
