import Paper from "@mui/material/Paper";
import { PreferenceSwitches } from "./preference-switches";

/** Language and theme switches in the top-right corner of public pages, readable over any background. */
export function FloatingPreferences() {
  return (
    <Paper variant="outlined" sx={{ position: "fixed", top: 16, right: 16, zIndex: 1, px: 1.5, py: 1 }}>
      <PreferenceSwitches />
    </Paper>
  );
}
