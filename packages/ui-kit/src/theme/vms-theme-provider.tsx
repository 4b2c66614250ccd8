import { CssBaseline } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { useMemo, type ReactNode } from "react";
import { createVmsTheme } from "./create-vms-theme.js";
import type { ThemeName } from "./theme-names.js";

/** Props of {@link VmsThemeProvider}. */
export interface VmsThemeProviderProps {
  /** Product theme id (`u1a` light, `u1b` dark). */
  name: ThemeName;
  /** Active language tag (e.g. "zh-CN"): MUI's built-in texts follow it. Default en-US. */
  locale?: string | undefined;
  children?: ReactNode;
}

/** Applies the VMS theme and MUI's CssBaseline (with the matching browser colour scheme). */
export function VmsThemeProvider({ name, locale, children }: VmsThemeProviderProps) {
  // Theme creation is not free; rebuild only when the id or the language changes.
  const theme = useMemo(() => createVmsTheme(name, locale), [name, locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
