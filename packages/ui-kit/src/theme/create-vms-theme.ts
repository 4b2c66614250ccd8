import { enUS, zhCN, type Localization } from "@mui/material/locale";
import { createTheme, type PaletteOptions, type Theme } from "@mui/material/styles";
import { statusColors } from "./status-palette.js";
import type { ThemeName } from "./theme-names.js";

// System fonts only: the console is often deployed on closed networks, so no web-font fetch.
// The CJK faces keep zh-CN text from falling back to a serif font on Windows.
const FONT_FAMILY = [
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans SC"',
  "sans-serif",
].join(",");

const palettes: Record<ThemeName, PaletteOptions> = {
  // u1a — light: neutral grey canvas so white panels and tables read as distinct areas.
  u1a: {
    mode: "light",
    primary: { main: "#1f6fd1", contrastText: "#ffffff" },
    secondary: { main: "#4a5a72" },
    success: { main: "#2e7d32" },
    warning: { main: "#ed8b00" },
    error: { main: "#d32f2f" },
    // Darker than MUI's #0288d1 so white text on filled chips reaches 4.5:1 (5.3:1).
    info: { main: "#0271b0" },
    background: { default: "#f3f5f8", paper: "#ffffff" },
    text: { primary: "#1b2430", secondary: "#5b6675" },
    divider: "#dde2e9",
    status: statusColors.light,
  },
  // u1b — dark: blue-black rather than pure black, which is easier on the eyes next to video.
  u1b: {
    mode: "dark",
    primary: { main: "#4c9aff", contrastText: "#0b1320" },
    secondary: { main: "#9aa8bd" },
    success: { main: "#66bb6a" },
    warning: { main: "#ffb74d" },
    // Dark text on the light red: white on it is 3.1:1, this is 6:1 (badges, unread chips).
    error: { main: "#f2655d", contrastText: "#0b1320" },
    info: { main: "#4fc3f7" },
    background: { default: "#0f141b", paper: "#171e28" },
    text: { primary: "#e6ebf2", secondary: "#9aa5b5" },
    divider: "#2a3441",
    status: statusColors.dark,
  },
};

// MUI's own texts (Autocomplete "Open"/"Clear", pagination, …) follow the console's language.
const muiLocales: Record<string, Localization> = { "en-US": enUS, "zh-CN": zhCN };

/**
 * Builds the MUI theme for a product theme id: `u1a` light, `u1b` dark. Dense defaults
 * (small tables, inputs and buttons) because the console is mostly lists of devices and events.
 * `locale` (e.g. "zh-CN") picks MUI's translations of its built-in texts; default en-US.
 */
export function createVmsTheme(name: ThemeName, locale = "en-US"): Theme {
  return createTheme(
    {
      palette: palettes[name],
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: FONT_FAMILY,
        fontSize: 13,
        button: { textTransform: "none", fontWeight: 600 },
        h1: { fontSize: "1.75rem", fontWeight: 600 },
        h2: { fontSize: "1.5rem", fontWeight: 600 },
        h3: { fontSize: "1.3rem", fontWeight: 600 },
        h4: { fontSize: "1.15rem", fontWeight: 600 },
        h5: { fontSize: "1.05rem", fontWeight: 600 },
        h6: { fontSize: "0.95rem", fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { size: "small" } },
        MuiFormControl: { defaultProps: { size: "small" } },
        MuiSelect: { defaultProps: { size: "small" } },
        MuiTable: { defaultProps: { size: "small" } },
        MuiTableCell: {
          styleOverrides: {
            head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: "nowrap" }),
          },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiPaper: { styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) } },
        MuiCard: { defaultProps: { variant: "outlined" } },
        // MUI's default (action.active) is 4.47:1 on the light canvas; text.secondary passes AA.
        MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      },
    },
    muiLocales[locale] ?? enUS,
  );
}
