import Paper from "@mui/material/Paper";
import { lazy, Suspense } from "react";

// The switches (MUI Select with its menu and popper, the toggle group) are a chunk of their own:
// the sign-in card paints without waiting for them, and the corner box appears once they load
// (a new fixed box, so nothing on the page shifts).
const PreferenceSwitches = lazy(() => import("./preference-switches").then((m) => ({ default: m.PreferenceSwitches })));

/** Language and theme switches in the top-right corner of public pages, readable over any background. */
export function FloatingPreferences() {
  return (
    <Suspense fallback={null}>
      <Paper variant="outlined" sx={{ position: "fixed", top: 16, right: 16, zIndex: 1, px: 1.5, py: 1 }}>
        <PreferenceSwitches />
      </Paper>
    </Suspense>
  );
}
