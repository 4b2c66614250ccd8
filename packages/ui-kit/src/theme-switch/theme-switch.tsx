import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { ReactElement } from "react";
import { THEME_NAMES, type ThemeName } from "../theme/theme-names.js";

/** Props of {@link ThemeSwitch}. */
export interface ThemeSwitchProps {
  value: ThemeName;
  onChange: (value: ThemeName) => void;
  /** Translated name of each theme, e.g. `{ u1a: "Light", u1b: "Dark" }`. */
  labels: Record<ThemeName, string>;
  /** Accessible name of the whole switch, e.g. "Theme". */
  label: string;
}

const icons: Record<ThemeName, ReactElement> = {
  u1a: <LightModeOutlined fontSize="small" />,
  u1b: <DarkModeOutlined fontSize="small" />,
};

/** Two-way light/dark switch (spec §9 themes u1a and u1b). */
export function ThemeSwitch({ value, onChange, labels, label }: ThemeSwitchProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      // Exclusive groups report `null` when the pressed button is clicked again; keep the
      // current theme instead of leaving none selected.
      onChange={(_event, next: ThemeName | null) => {
        if (next && next !== value) onChange(next);
      }}
    >
      {THEME_NAMES.map((name) => (
        <ToggleButton key={name} value={name} sx={{ gap: 0.75, px: 1.25, py: 0.5 }}>
          {icons[name]}
          {labels[name]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
